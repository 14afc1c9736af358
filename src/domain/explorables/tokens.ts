// The tokens explorable (docs/product.md#explorables): how many tokens a text costs in two of
// OpenAI's encodings. Pure: the tokenizer itself is handed in (loaded on first use by the server's
// service and, in the browser, by a dynamic import), so server and browser compute the same figures.

export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

export const TEXT_LIMIT = 2000;

/** A tokenizer: encode a text to token ids, decode ids back to text. */
export type Encoder = { encode(text: string): number[]; decode(tokens: number[]): string };

type EncodingModule = {
  encode(text: string, options?: { disallowedSpecial?: Set<string> }): number[];
  decode(tokens: Iterable<number>): string;
};

/**
 * The encoder of one of gpt-tokenizer's encoding modules. A reader's text that spells a special token
 * (`<|endoftext|>`) is counted as the plain text it is: the library would otherwise throw.
 */
export function encoderOf(module: EncodingModule): Encoder {
  const plain = { disallowedSpecial: new Set<string>() };
  return { encode: (text) => module.encode(text, plain), decode: (tokens) => module.decode(tokens) };
}

/** A piece of the text as it was cut: one token, or a few when a letter's bytes span tokens. */
type TokenSegment = { text: string; tokens: number };

export type TokenReport = {
  encoding: EncodingName;
  count: number;
  words: number;
  /** Tokens per word, two decimals; null for a text without words. */
  perWord: number | null;
  segments: TokenSegment[];
};

/** Pairs of the same sentence in Hebrew and English: the reader sees what Hebrew costs. */
export const EXAMPLE_PAIRS: readonly { hebrew: string; english: string }[] = [
  {
    hebrew: 'מודל שפה גדול קורא את הטקסט שלכם כרצף של טוקנים ולא כמילים שלמות.',
    english: 'A large language model reads your text as a sequence of tokens, not as whole words.',
  },
  {
    hebrew: 'כל טוקן עולה כסף ותופס מקום בחלון ההקשר של המודל.',
    english: 'Every token costs money and takes up room in the model’s context window.',
  },
  {
    hebrew: 'בינה מלאכותית משנה את הדרך שבה אנחנו עובדים, לומדים ויוצרים.',
    english: 'Artificial intelligence is changing the way we work, learn and create.',
  },
];

export const DEFAULT_TEXT = EXAMPLE_PAIRS[0]!.hebrew;

export type TokenInput = {
  text: string;
  /** The English sentence of an example pair, when the text is that pair's Hebrew. */
  english: string | null;
  /** The text was cut to the limit. */
  cut: boolean;
  /** The URL asked for a text (not the page's default). */
  custom: boolean;
};

/** The text of `?text=`: the default when absent, cut to TEXT_LIMIT characters (never an error). */
export function readTokenText(params: URLSearchParams): TokenInput {
  const raw = params.get('text');
  const custom = raw !== null;
  const normalised = (raw ?? DEFAULT_TEXT).replace(/\r\n?/g, '\n');
  // Array.from counts characters, not UTF-16 units: an emoji is not cut in half.
  const characters = Array.from(normalised);
  const cut = characters.length > TEXT_LIMIT;
  const text = cut ? characters.slice(0, TEXT_LIMIT).join('') : normalised;
  return { text, english: englishPairOf(text), cut, custom };
}

export function englishPairOf(text: string): string | null {
  return EXAMPLE_PAIRS.find((pair) => pair.hebrew === text.trim())?.english ?? null;
}

/** Words as a reader counts them: runs of letters or digits. */
function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['׳״"][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * The text as the tokenizer cut it. A token can end in the middle of a Hebrew letter's UTF-8 bytes;
 * such tokens are joined with the next ones until they decode to whole characters.
 */
function tokenSegments(tokens: readonly number[], encoder: Encoder): TokenSegment[] {
  const segments: TokenSegment[] = [];
  let pending: number[] = [];
  for (const [index, token] of tokens.entries()) {
    pending.push(token);
    const text = encoder.decode(pending);
    if (text.endsWith('\uFFFD') && index < tokens.length - 1) continue;
    segments.push({ text, tokens: pending.length });
    pending = [];
  }
  return segments;
}

export function tokenReport(text: string, encoding: EncodingName, encoder: Encoder): TokenReport {
  const tokens = encoder.encode(text);
  const words = countWords(text);
  return {
    encoding,
    count: tokens.length,
    words,
    perWord: words > 0 ? Math.round((tokens.length / words) * 100) / 100 : null,
    segments: tokenSegments(tokens, encoder),
  };
}

/** Hebrew tokens over English tokens for the same sentence, one decimal (null without English tokens). */
export function costRatio(hebrew: number, english: number): number | null {
  return english > 0 ? Math.round((hebrew / english) * 10) / 10 : null;
}

/** The prediction question's choices: how many times the English count the Hebrew sentence costs. */
export const RATIO_CHOICES = [1, 1.5, 3] as const;

/** The choice nearest the measured ratio (the answer the reveal marks as right). */
export function nearestChoice(ratio: number): (typeof RATIO_CHOICES)[number] {
  let best: (typeof RATIO_CHOICES)[number] = RATIO_CHOICES[0];
  for (const choice of RATIO_CHOICES) if (Math.abs(choice - ratio) < Math.abs(best - ratio)) best = choice;
  return best;
}
