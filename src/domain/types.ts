// The product's entities (spec section 3). Server, jobs and client import these; only types cross
// into the client bundle.

export type SourceName = 'content' | 'podcast' | 'videos' | 'code' | 'newsletter' | 'links';
export const SOURCE_NAMES: readonly SourceName[] = [
  'content',
  'podcast',
  'videos',
  'code',
  'newsletter',
  'links',
];

export type SourceMode = 'live' | 'seed';

export type Pricing = 'free' | 'freemium' | 'paid' | 'enterprise';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type MediaType = 'text' | 'image' | 'audio' | 'video' | 'code' | 'multimodal';
export type ToolStatus = 'draft' | 'research_needed' | 'published';

export type Provider = { name: string; url: string; pricing?: string; notes?: string };

export type ToolValidation = { isValid: boolean; issues: string[]; status: ToolStatus };

/** Hebrew interface: `full`, `partial` or `none`. */
export type HebrewUi = 'full' | 'partial' | 'none';
/** Whether Hebrew output comes out right-to-left and in order. */
export type RtlOutput = 'yes' | 'partial' | 'no';

/**
 * How well a tool works in Hebrew (the aiTool entry's hebrew* fields, validated in the normalise
 * step). `input` and `output` are 1–5; `output` is absent where the tool produces no language.
 * `checkedAt` is an ISO date (YYYY-MM-DD).
 */
export type HebrewSupport = {
  ui?: HebrewUi;
  input?: number;
  output?: number;
  rtl?: RtlOutput;
  notes?: string;
  checkedAt?: string;
};

export type Tool = {
  id: string;
  slug: string;
  name: string;
  description: string;
  shortDescription?: string;
  longDescription?: string;
  category: string;
  tags: string[];
  functionalTags: string[];
  contentTypeTags: string[];
  useCases: string[];
  targetAudience: string[];
  platforms: string[];
  integrations: string[];
  primaryCategory?: string;
  secondaryCategories: string[];
  difficulty?: Difficulty;
  pricing: Pricing;
  featured: boolean;
  isOpenSource: boolean;
  company?: string;
  mediaType?: MediaType;
  capabilities: string[];
  features: string[];
  applications: string[];
  limitations: string[];
  constraints: string[];
  providers: Provider[];
  url?: string;
  officialUrl?: string;
  toolUrl?: string;
  docsUrl?: string;
  tutorialUrl?: string;
  /** When the owner last checked the prices (content field `pricingCheckedAt`, ISO date). */
  pricingCheckedAt?: string;
  coverImageUrl?: string;
  logo?: string;
  createdAt?: string;
  updatedAt?: string;
  /** Computed at refresh time (spec section 5, tool data quality). */
  validation: ToolValidation;
  /** Absent when the entry has no Hebrew rating, or an invalid one (then `hebrewIssues` says why). */
  hebrew?: HebrewSupport;
  /** Invalid hebrew* values of the entry: the rating is dropped and the admin report lists these. */
  hebrewIssues?: string[];
};

export type QualityLink = { title: string; description: string; url: string };

export type TermDifficulty = 'beginner' | 'intermediate' | 'advanced';

export type Term = {
  id: string;
  slug: string;
  term: string;
  englishTerm: string;
  shortDefinition: string;
  definition: string;
  longDefinition: string;
  category: string;
  difficulty: TermDifficulty;
  relatedTerms: string[];
  relatedTools: string[];
  featured: boolean;
  displayOrder: number;
  tags: string[];
  qualityLinks: QualityLink[];
  createdAt?: string;
  updatedAt?: string;
  /** Content-managed term sections; when absent the spec's lookup tables or placeholders apply. */
  howItWorks?: string[];
  examples?: string[];
  applications?: string[];
  limitations?: string[];
};

export type CategoryIcon =
  | 'Image'
  | 'Code'
  | 'MessageSquare'
  | 'Video'
  | 'Headphones'
  | 'Briefcase'
  | 'Users'
  | 'Target'
  | 'Zap'
  | 'Sparkles';

export type CategoryFilterField =
  | 'contentTypeTags'
  | 'functionalTags'
  | 'useCases'
  | 'targetAudience'
  | 'category'
  | 'primaryCategory';

export type CategoryPage = {
  id: string;
  title: string;
  slug: string;
  description: string;
  icon: CategoryIcon;
  cardTitle: string;
  cardDescription: string;
  filterBy?: CategoryFilterField;
  filterValues: string[];
  featured: boolean;
  order: number;
  seoKeywords: string[];
};

export type CustomTool = {
  name: string;
  description: string;
  features: string[];
  websiteUrl?: string;
  buttonText?: string;
  priceInfo?: string;
  logoUrl?: string;
};

export type CustomToolSection = {
  id: string;
  title: string;
  icon?: string;
  description: string;
  order: number;
  categoryPage?: string;
  customTools: CustomTool[];
};

export type GuideSection = {
  id: string;
  title: string;
  description: string;
  duration?: string;
  difficulty?: string;
  videoUrl?: string;
  thumbnail?: string;
  categoryPage?: string;
};

type ComparisonRow = { name: string; price: string; ease: string; quality: string };

export type ComparisonTable = {
  id: string;
  title: string;
  categoryPage?: string;
  toolsData: ComparisonRow[];
};

/** A complementary developer service shown on /ecosystem. */
export type EcosystemService = {
  id: string;
  slug: string;
  name: string;
  category: string;
  categoryLabel: string;
  description: string;
  longDescription: string;
  url: string;
  docsUrl?: string;
  pricing: Pricing;
  freeTier?: string;
  features: string[];
  useCases: string[];
  logo?: string;
};

export type ContentData = {
  /** Published tools (and those awaiting research): what every page, list and search shows. */
  tools: Tool[];
  /** Tools whose validation status is `draft`: listed only in the admin's data-quality report. */
  draftTools: Tool[];
  terms: Term[];
  categories: CategoryPage[];
  sections: CustomToolSection[];
  guides: GuideSection[];
  comparisons: ComparisonTable[];
  ecosystem: EcosystemService[];
};

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
 * apart; `unknown` for what a check cannot tell (timeouts, 5xx, 429, bot protection, no network).
 */
type LinkState = 'ok' | 'redirected' | 'broken' | 'unknown';

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

export type SourceDataMap = {
  content: ContentData;
  podcast: PodcastData;
  videos: VideosData;
  code: CodeData;
  newsletter: NewsletterData;
  links: LinksData;
};

type SourceError = { message: string; at: string; attempt: number };

/** What one source last wrote to the store. Written whole and read whole. */
/**
 * The shape of snapshot data this code writes and reads. Bump it whenever a SourceDataMap type
 * changes; a reader that meets another version treats the snapshot as missing (src/content/reader.ts).
 * 2: tools split into published `tools` and unpublished `draftTools`.
 * 3: tools carry their Hebrew support (`hebrew`, `hebrewIssues`).
 */
export const SNAPSHOT_SCHEMA_VERSION = 3;

export type Snapshot<S extends SourceName = SourceName> = {
  source: S;
  /** SNAPSHOT_SCHEMA_VERSION of the code that wrote it. */
  schemaVersion: number;
  mode: SourceMode;
  data: SourceDataMap[S];
  fetchedAt: string;
  /** Changes whenever the data changes; readers parse once per version. */
  version: string;
};

/** Bookkeeping kept beside the snapshot: survives failed refreshes. */
export type SourceStatus = {
  source: SourceName;
  mode: SourceMode;
  lastRefreshAt: string | null;
  lastSuccessAt: string | null;
  lastError: SourceError | null;
  version: string | null;
  nextRunAt?: string | null;
  /** Seconds between scheduled refreshes (added when statuses are read, not stored). */
  intervalSeconds?: number;
};
