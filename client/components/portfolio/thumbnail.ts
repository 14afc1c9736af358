/** The local image a video card shows when the video's own thumbnail fails. */
const VIDEO_THUMBNAIL_FALLBACK = '/images/videos/placeholder.svg';

/**
 * A video's own thumbnail at a card's size, for CoverOrImage where the video has no designed cover:
 * beside the video's title, so without alt text; the local placeholder when it fails.
 */
export function videoThumbnail(src: string | null | undefined, width: number, height: number) {
  return { src, fallbackSrc: VIDEO_THUMBNAIL_FALLBACK, alt: '', width, height };
}
