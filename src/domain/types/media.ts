// The entities of the other sources (docs/product.md#entities): podcast episodes, videos, code projects,
// newsletter issues and the link check. Re-exported by src/domain/types.ts.

export type PodcastEpisode = {
  id: string;
  type: 'podcast';
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  date: string;
  isoDate?: string;
  duration: string;
  thumbnail?: string;
  url: string;
  audioUrl?: string;
  audioType?: string;
  platformUrls: { spotify?: string };
  /** Length in whole seconds when the feed gives one (structured data, the player before metadata). */
  durationSeconds?: number;
  /** From the item's podcast:chapters (JSON chapters), sorted by start time. */
  chapters?: PodcastChapter[];
  /** From the item's podcast:transcript (VTT, SRT, JSON or HTML). */
  transcript?: PodcastTranscript;
};

export type PodcastChapter = { startTime: number; title: string; url?: string };

/** One transcript passage; start and end are seconds, null when the transcript carries no timing. */
export type TranscriptCue = { start: number | null; end: number | null; speaker?: string; text: string };

export type PodcastTranscript = {
  format: 'vtt' | 'srt' | 'json' | 'html';
  language?: string;
  cues: TranscriptCue[];
};

export type PodcastData = { title: string; description: string; image?: string; episodes: PodcastEpisode[] };

export type Video = {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  duration: string;
  publishedAt: string;
  url: string;
  channelTitle: string;
  viewCount: number;
  tags: string[];
};

export type VideosData = {
  works: Video[];
  tutorials: Video[];
  /** Each gallery's view-all link: its playlist on the video service, else the channel. */
  viewAll?: { works?: string; tutorials?: string };
};

type AiCategory = string;

export type CodeRepository = {
  name: string;
  description: string;
  html_url: string;
  homepage?: string;
  language?: string;
  topics: string[];
  fork: boolean;
  archived: boolean;
  stargazers_count: number;
  forks_count: number;
  watchers_count: number;
  updated_at: string;
  created_at: string;
  full_name: string;
  default_branch: string;
  languages_url: string;
  languages: Record<string, number>;
  readme?: string;
  primaryLanguage: string;
  languageColor: string;
  isAIRelated: boolean;
  aiCategory?: AiCategory;
  aiDescription?: string;
  coverImage: string;
  technologies: string[];
};

export type CodeData = { user: string; profileUrl: string; repositories: CodeRepository[] };

export type NewsletterArticle = {
  title: string;
  description: string;
  image?: string;
  link?: string;
  category: string;
};

export type NewsletterIssue = {
  id: string;
  name: string;
  subject?: string;
  created_at: string;
  createdFormatted: string;
  sent: number;
  uniqueOpens: number;
  summary: string[];
  articles: NewsletterArticle[];
  mainImage?: string;
  coverImage: string;
  screenshotUrl?: string;
  previewUrl?: string;
  webViewUrl?: string;
  /** The provider's ids of the issue's email and account (the API's campaign shapes). */
  emailId?: string;
  accountId?: string;
  /** The email's HTML, sanitised: what GET /api/campaigns/{id} serves as emails[0].content. */
  content?: string;
};

export type NewsletterData = { issues: NewsletterIssue[] };

/**
 * Link health: `broken` only after two consecutive failing checks at least an hour
 * apart; `unknown` for what a check cannot tell (timeouts, 5xx, 429, bot protection, no network);
 * `blocked` for a target the checker refused to ask (a private, loopback or metadata address).
 */
type LinkState = 'ok' | 'redirected' | 'broken' | 'unknown' | 'blocked';

export type LinkCheck = {
  url: string;
  state: LinkState;
  /** The last HTTP status seen (null: no answer). */
  status: number | null;
  /** Why there was no usable answer: timeout, dns, refused, network, too-many-redirects. */
  reason?: string;
  /** A permanent redirect's final address. */
  to?: string;
  checkedAt: string;
  /** When the current run of failing checks (404, 410, DNS name not found, refused) began. */
  failingSince: string | null;
  /** Site paths where the link appears. */
  pages: string[];
};

export type LinksData = {
  /** When the last check ended (null before the first). */
  checkedAt: string | null;
  /** False when no link answered at all (no network): then nothing is flagged. */
  networkSeen: boolean;
  links: LinkCheck[];
};
