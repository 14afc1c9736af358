// The content service's entities (docs/product.md#entities): tools, terms, category pages and their sections,
// guides, the ecosystem. Re-exported by src/domain/types.ts, the one place to import them from.

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

/** A tool's life (docs/product.md#tool-lifecycle): absent or `active` for a tool in use. */
type ToolLifecycleStatus = 'active' | 'renamed' | 'acquired' | 'discontinued';

export type ToolLifecycle = {
  status: ToolLifecycleStatus;
  /** Why, in Hebrew (content field `statusNote`). */
  note?: string;
  /** When it happened (content field `statusDate`, ISO date). */
  date?: string;
  /** The tool id that replaces it (content field `successor`). */
  successor?: string;
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
  /** Computed at refresh time (docs/product.md#tool-data-quality). */
  validation: ToolValidation;
  /** Absent when the entry has no Hebrew rating, or an invalid one (then `hebrewIssues` says why). */
  hebrew?: HebrewSupport;
  /** Invalid hebrew* values of the entry: the rating is dropped and the admin report lists these. */
  hebrewIssues?: string[];
  /** Other spellings search finds the tool by (content field `aliases`), beside the built-in table. */
  aliases?: string[];
  /** Absent for an active tool (and for an invalid status, which `lifecycleIssues` then names). */
  lifecycle?: ToolLifecycle;
  /** Invalid status* values of the entry: treated as active and listed in the admin report. */
  lifecycleIssues?: string[];
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
  /** Other spellings search finds the term by (content field `aliases`). */
  aliases?: string[];
  createdAt?: string;
  updatedAt?: string;
  /** Content-managed term sections; when absent the fixed lookup tables or placeholders apply. */
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
  /**
   * Published tools that are discontinued, acquired or renamed: absent from every list, kept for their
   * own page and /tools/graveyard. Absent in snapshots written before tools had a status.
   */
  retiredTools?: Tool[];
  terms: Term[];
  categories: CategoryPage[];
  sections: CustomToolSection[];
  guides: GuideSection[];
  comparisons: ComparisonTable[];
  ecosystem: EcosystemService[];
};
