// Designed covers for podcast episodes, newsletter issues, videos and guides (docs/decisions/0031-designed-covers.md):
// a big Hebrew title and the episode's or issue's number on the site's gradient, drawn by the
// share-card renderer (src/share-cards/render-cover.ts) and served from /covers/... (src/share-cards/covers-route.ts).
// Isomorphic: loaders build the cover from what they show, the route builds the same cover from the
// snapshot by kind and id, and the address carries a hash of what the cover shows, so a cover
// changes address exactly when its text changes. Nothing a visitor sends becomes text on a cover:
// the route draws only covers it finds by id, at the widths and formats listed here.

export type CoverKind = 'episode' | 'issue' | 'video' | 'guide';

export type Cover = {
  kind: CoverKind;
  /** The episode's page segment, the issue's id, the video's id, the guide's id. */
  key: string;
  /** The small line above the title: 'פרק 11', 'גיליון 12', 'סרטון', 'מדריך'. */
  label: string;
  title: string;
  /** The image's alternative text. */
  alt: string;
};

export type CoverFormat = 'avif' | 'webp' | 'png';
export const COVER_TYPES: Record<CoverFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
};

/** The drawing's own size per kind (the renderer's coordinates); served images are scaled to a width. */
export const COVER_SIZE: Record<CoverKind, { width: number; height: number }> = {
  episode: { width: 640, height: 640 },
  issue: { width: 640, height: 360 },
  video: { width: 640, height: 360 },
  guide: { width: 640, height: 360 },
};

/** The widths served, per kind: 1x and 2x of the largest box a page shows the cover in. */
export const COVER_WIDTHS: Record<CoverKind, readonly number[]> = {
  // 88 to 128 CSS px in the lists, 256 on the episode page and the home page.
  episode: [160, 320, 640],
  // The archive's and the guides' cards: ~350 CSS px a phone's width or a third of the page, up to
  // ~580 in a row of two (client/lib/balanced-grid.ts), so 1,200 for that card on a 2x screen. The
  // video gallery's cards are a quarter or half of the page.
  issue: [360, 720, 1200],
  video: [360, 720, 1200],
  guide: [400, 800, 1200],
};

/**
 * Where a cover's title is drawn, as fractions of the cover's height (top and bottom of the band).
 * The video gallery keeps its play button out of this band (tests check both sides of it).
 */
export const COVER_TITLE_BAND: Record<CoverKind, { top: number; bottom: number }> = {
  episode: { top: 0.24, bottom: 0.78 },
  issue: { top: 0.22, bottom: 0.74 },
  video: { top: 0.2, bottom: 0.66 },
  guide: { top: 0.22, bottom: 0.74 },
};

/** Bump when the drawing changes: every cover gets a new address. */
const COVER_DESIGN = 1;

/** FNV-1a (32 bit) of the cover's content and design version, in base 36. */
export function coverVersion(cover: Cover): string {
  const text = JSON.stringify([COVER_DESIGN, cover.kind, cover.key, cover.label, cover.title]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** /covers/{kind}/{key}.{version}.{width}.{format} */
function coverPath(cover: Cover, width: number, format: CoverFormat): string {
  return `/covers/${cover.kind}/${encodeURIComponent(cover.key)}.${coverVersion(cover)}.${width}.${format}`;
}

/** The width of a cover file from its address (coverPath's `{width}`), or undefined for another. */
export function coverFileWidth(address: string): number | undefined {
  const width = /^[^?#]*\/covers\/[^?#]+\.(\d+)\.(?:avif|webp|png)$/.exec(address)?.[1];
  return width === undefined ? undefined : Number(width);
}

/** What a <picture> needs: a srcset per format (every width of the kind) and the PNG fallback. */
export type CoverSources = {
  alt: string;
  width: number;
  height: number;
  srcSet: Record<CoverFormat, string>;
  src: string;
};

export function coverSources(cover: Cover): CoverSources {
  const widths = COVER_WIDTHS[cover.kind];
  const size = COVER_SIZE[cover.kind];
  const srcSet = (format: CoverFormat) =>
    widths.map((width) => `${coverPath(cover, width, format)} ${width}w`).join(', ');
  return {
    alt: cover.alt,
    width: size.width,
    height: size.height,
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp'), png: srcSet('png') },
    src: coverPath(cover, widths[0]!, 'png'),
  };
}

/**
 * Whether an item's own image gives way to the designed cover: it has none, or only one of the
 * site's own placeholder pictures (a site path, /images/..., such as the seed's gradient tiles). An
 * image from the service itself (an absolute address: the show's artwork, a video's frame) stays.
 */
export function wantsDesignedCover(image: string | null | undefined): boolean {
  return !image || image.startsWith('/');
}

const EPISODE_PREFIX = /^(?:פרק|episode)\s*(\d+)\s*[:：–-]?\s*/i;

/** The last segment of an episode's address (/podcast/{segment}), the key of its page. */
function episodeKey(url: string): string {
  const segment = url.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function episodeCover(episode: { url: string; slug: string; title: string }): Cover {
  const number = EPISODE_PREFIX.exec(episode.title)?.[1] ?? /(?:^|-)(\d+)$/.exec(episode.slug)?.[1];
  const title = episode.title.replace(EPISODE_PREFIX, '').trim() || episode.title;
  const label = number ? `פרק ${number}` : 'הפודקאסט';
  return { kind: 'episode', key: episodeKey(episode.url), label, title, alt: `עטיפת ${label}: ${title}` };
}

const ISSUE_NUMBER = /#\s*(\d+)\s*[:：–-]?\s*/;

export function issueCover(issue: { id: string; name: string }): Cover {
  const number = ISSUE_NUMBER.exec(issue.name)?.[1];
  const title =
    issue.name.replace(/^\s*(?:ניוזלטר|גיליון)?\s*#\s*\d+\s*[:：–-]?\s*/, '').trim() || issue.name;
  const label = number ? `גיליון ${number}` : 'הניוזלטר';
  return { kind: 'issue', key: issue.id, label, title, alt: `עטיפת ${label}: ${title}` };
}

export function videoCover(video: { id: string; title: string }): Cover {
  return {
    kind: 'video',
    key: video.id,
    label: 'סרטון',
    title: video.title,
    alt: `עטיפת הסרטון: ${video.title}`,
  };
}

export function guideCover(guide: { id: string; title: string }): Cover {
  return {
    kind: 'guide',
    key: guide.id,
    label: 'מדריך',
    title: guide.title,
    alt: `עטיפת המדריך: ${guide.title}`,
  };
}
