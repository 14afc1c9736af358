// Durations shown as 'mm:ss' or 'h:mm:ss'. Default '00:00' (the podcast episode, docs/product.md#entities).

const DEFAULT_DURATION = '00:00';

function formatSeconds(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return DEFAULT_DURATION;
  const whole = Math.round(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${String(minutes).padStart(2, '0')}:${ss}`;
}

/** Accepts plain seconds ('1234', '1234.5'), 'mm:ss' and 'h:mm:ss'; anything else gives '00:00'. */
export function parseClockDuration(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_DURATION;
  if (/^\d+(\.\d+)?$/.test(text)) return formatSeconds(Number(text));
  const match = /^(?:(\d+):)?(\d{1,3}):(\d{1,2})(?:\.\d+)?$/.exec(text);
  if (!match) return DEFAULT_DURATION;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  if (Number(seconds) > 59) return DEFAULT_DURATION;
  return formatSeconds(Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds));
}

/** ISO 8601 durations from the video service: 'PT21M3S' gives '21:03'. */
export function parseIsoDuration(value: string | undefined): string {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec((value ?? '').trim());
  if (!match) return DEFAULT_DURATION;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return formatSeconds(Number(days) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds));
}

/** Whole seconds of a feed duration (same forms as parseClockDuration); null when unreadable or 0. */
export function parseDurationSeconds(value: string | undefined): number | null {
  const shown = parseClockDuration(value);
  if (shown === DEFAULT_DURATION) return null;
  return shown.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
