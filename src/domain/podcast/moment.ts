// A moment of an episode in its address (docs/search.md#moments): `?t=754` from search hits and
// the transcript's 'העתק קישור לרגע', and the Media Fragments form `#t=754` / `#t=754,790` that
// other players write. Anything that does not read as a time is ignored: the page opens as usual.

export type Moment = { start: number; end?: number };

/** The longest episode a moment may point into (a day): anything beyond is junk. */
const MAX_SECONDS = 86_400;

/** One time: whole or decimal seconds (`754`, `754.5`), `mm:ss` or `h:mm:ss`; null for anything else. */
function parseTime(text: string): number | null {
  const value = text.trim();
  if (/^\d{1,5}(\.\d{1,3})?$/.test(value)) return Number(value);
  const clock = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(\.\d{1,3})?$/.exec(value);
  if (!clock) return null;
  const [, hours, minutes, seconds, fraction] = clock;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction ?? 0);
}

/**
 * A `t` value: a start, or `start,end` (the end after the start). `npt:` (Media Fragments' default
 * time format) is accepted in front. Null for a missing, empty or unreadable value.
 */
export function parseMoment(value: string | null | undefined): Moment | null {
  if (!value || value.length > 40) return null;
  const [startText = '', endText, ...rest] = value.replace(/^npt:/, '').split(',');
  if (rest.length > 0) return null;
  const start = parseTime(startText);
  if (start === null || start > MAX_SECONDS) return null;
  if (endText === undefined) return { start };
  const end = parseTime(endText);
  if (end === null || end <= start || end > MAX_SECONDS) return null;
  return { start, end };
}

/** The moment in a URL fragment (`#t=754`, `#t=754,790`, among other `&` parameters), or null. */
export function momentFromHash(hash: string): Moment | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return parseMoment(params.get('t'));
}

/** The address of a moment: the episode's page with `?t=` in whole seconds. */
export function momentPath(slug: string, seconds: number): string {
  return `/podcast/${encodeURIComponent(slug)}?t=${Math.floor(seconds)}`;
}
