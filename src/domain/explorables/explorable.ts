import type { DatasetName, LabelledPoint, NetworkSettings, NetworkState } from './network.ts';
import type { SamplingSettings, WordProbability } from './sampling.ts';
import type { EncodingName, TokenReport } from './tokens.ts';

// What a term page's loader hands its explorable (docs/product.md#explorables): figures computed on
// the server from the page's query, so the page reads without JavaScript, and the browser carries on
// from the same state.

export type TokensExplorable = {
  kind: 'tokens';
  text: string;
  /** The text was longer than the limit and was cut. */
  cut: boolean;
  /** Server-side tokenizing was refused by its rate limit (the browser can still count). */
  limited: boolean;
  /** The tokenizer process did not answer (died, hung or swamped): no counts this time. */
  unavailable: boolean;
  /** Per encoding; null when limited or unavailable. */
  reports: TokenReport[] | null;
  /** The English sentence of an example pair and its figures, when the text is that pair's Hebrew. */
  english: { text: string; reports: TokenReport[] } | null;
  /** The prediction question's pair: Hebrew and English counts per encoding; null when unavailable. */
  question: {
    hebrew: string;
    english: string;
    counts: { encoding: EncodingName; hebrew: number; english: number }[];
  } | null;
  /** The reader's guess (times the English count), once made. */
  guess: number | null;
};

export type TemperaturePrompt = { id: string; text: string };

export type TemperatureExplorable = {
  kind: 'temperature';
  prompts: TemperaturePrompt[];
  prompt: TemperaturePrompt;
  settings: SamplingSettings;
  /** The model's likeliest next words after the prompt (as many as top-k can keep), likeliest first. */
  words: WordProbability[];
  /** The guess-first question's figures: the likeliest real word's probability at 1 and at a high T. */
  question: { word: string; probability: number; hotProbability: number; temperature: number };
  /** Words drawn with the URL's seed, once asked for. */
  sample: { seed: number; words: string[] } | null;
  guess: 'up' | 'down' | 'same' | null;
  /** Hebrew notes about query values that were out of range or unknown. */
  notes: string[];
};

export type MapPoint = { id: string; slug: string; term: string; englishTerm: string; x: number; y: number };

export type EmbeddingExplorable = {
  kind: 'embedding';
  points: MapPoint[];
  /** The chosen term (by slug) and its nearest terms, likeliest first. */
  selected: { point: MapPoint; neighbours: { point: MapPoint; similarity: number }[] } | null;
  /**
   * The guess-first question about the chosen term: which of three terms (none of the listed
   * neighbours) is the farthest from it; the choices carry their similarities for the reveal.
   */
  question: { choices: { point: MapPoint; similarity: number }[]; answer: string } | null;
  /** The reader's guess (a choice's slug), once made. */
  guess: string | null;
  notes: string[];
};

export type NetworkExplorable = {
  kind: 'network';
  settings: NetworkSettings;
  /** What the form offers (sent by the server so the page's code need not import the trainer). */
  choices: { datasets: DatasetName[]; hidden: { min: number; max: number }; learningRates: number[] };
  points: LabelledPoint[];
  /** The still: the set-up trained TRAIN_STEPS steps on the server, from the same seeded start. */
  trained: NetworkState;
  gridSize: number;
  notes: string[];
};

export type Explorable = TokensExplorable | TemperatureExplorable | EmbeddingExplorable | NetworkExplorable;

/** Query parameters each explorable reads: a URL with any of them is a set-up, not the canonical page. */
const EXPLORABLE_PARAMS = [
  'text',
  'guess',
  'prompt',
  'temperature',
  'top_k',
  'top_p',
  'seed',
  'term',
  'dataset',
  'hidden',
  'rate',
];

export function isExplorableSetup(search: string): boolean {
  const params = new URLSearchParams(search);
  return EXPLORABLE_PARAMS.some((name) => params.has(name));
}
