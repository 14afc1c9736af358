// The podcast's own cover, shown when an episode has no image or its image fails.
export const PODCAST_COVER_FALLBACK = '/images/podcast/cover.svg';
