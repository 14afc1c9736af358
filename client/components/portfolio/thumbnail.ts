// The local image a video card shows when the video's own thumbnail fails.
export const VIDEO_THUMBNAIL_FALLBACK = '/images/videos/placeholder.svg';
