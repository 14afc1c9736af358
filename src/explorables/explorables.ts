import type { ContentReader } from '../content/reader.ts';
import type {
  EmbeddingExplorable,
  Explorable,
  MapPoint,
  NetworkExplorable,
  TemperatureExplorable,
  TemperaturePrompt,
  TokensExplorable,
} from '../domain/explorables/explorable.ts';
import {
  DATASETS,
  GRID_SIZE,
  HIDDEN_UNITS,
  LEARNING_RATES,
  type NetworkState,
  readNetworkSettings,
  startRun,
  TRAIN_STEPS,
} from '../domain/explorables/network.ts';
import { type NgramModel, trainNgram } from '../domain/explorables/ngram.ts';
import {
  applyTemperature,
  draw,
  readSamplingSettings,
  readSeed,
  samplingDistribution,
  seededRandom,
  TOP_K,
  type WordProbability,
} from '../domain/explorables/sampling.ts';
import { cosine, pca2d, tfidfVectors } from '../domain/explorables/term-map.ts';
import {
  ENCODINGS,
  EXAMPLE_PAIRS,
  RATIO_CHOICES,
  readTokenText,
  type TokenReport,
} from '../domain/explorables/tokens.ts';
import { END, UNKNOWN } from '../domain/explorables/vocabulary.ts';
import type { ContentData, Term } from '../domain/types.ts';
import type { Logger } from '../platform/logger.ts';
import type { Tokenizer } from './tokenize-isolation.ts';

// The explorables of the term pages (docs/product.md#explorables), computed on the server from the
// page's query. The language model and the term map are derived from the content snapshot, once per
// snapshot version (the site's own text; docs/decisions/0022-explorables-computed-per-snapshot.md);
// texts are tokenized by the tokenizer handed in (in the web process, a child process: its encodings
// are megabytes of ranks; src/explorables/tokenize-isolation.ts).

type ExplorableOptions = {
  /** The tokens explorable's rate limit refused this request: no server-side tokenizing. */
  tokenizeBlocked?: boolean;
};

export type Explorables = {
  /** The explorable of a term page from its query, or null for a term without one. */
  forTerm(slug: string, params: URLSearchParams, options?: ExplorableOptions): Promise<Explorable | null>;
};

const SAMPLE_WORDS = 12;
const HIGH_TEMPERATURE = 2;
const NEIGHBOURS = 5;

/** Starts of a sentence the model continues: phrases the site's own text uses. */
const TEMPERATURE_PROMPTS: readonly TemperaturePrompt[] = [
  { id: 'model', text: 'מודל שפה' },
  { id: 'ai', text: 'בינה מלאכותית' },
  { id: 'learning', text: 'למידת מכונה' },
  { id: 'network', text: 'רשת נוירונים' },
];

/** The site's own Hebrew prose: terms, guides and tool descriptions. */
export function corpusOf(data: Pick<ContentData, 'terms' | 'guides' | 'tools'>): string[] {
  return [
    ...data.terms.flatMap((term) => [
      term.shortDefinition,
      term.definition,
      term.longDefinition,
      ...(term.howItWorks ?? []),
      ...(term.examples ?? []),
      ...(term.applications ?? []),
      ...(term.limitations ?? []),
    ]),
    ...data.guides.flatMap((guide) => [guide.title, guide.description]),
    ...data.tools.flatMap((tool) => [
      tool.description,
      tool.shortDescription ?? '',
      tool.longDescription ?? '',
    ]),
  ].filter((text) => text.trim() !== '');
}

/** What a term says about itself: the text its vector is made of. */
function termText(term: Term): string {
  return [
    term.term,
    term.englishTerm,
    term.shortDefinition,
    term.definition,
    term.longDefinition,
    term.tags.join(' '),
    ...(term.howItWorks ?? []),
    ...(term.examples ?? []),
  ].join('\n');
}

type TermMap = { points: MapPoint[]; similarity: (a: number, b: number) => number };

export function buildTermMap(terms: readonly Term[]): TermMap {
  const vectors = tfidfVectors(terms.map(termText));
  const coordinates = pca2d(vectors);
  return {
    points: terms.map((term, index) => ({
      id: term.id,
      slug: term.slug,
      term: term.term,
      englishTerm: term.englishTerm,
      x: coordinates[index]!.x,
      y: coordinates[index]!.y,
    })),
    similarity: (a, b) => cosine(vectors[a]!, vectors[b]!),
  };
}

async function tokens(
  tokenizer: Tokenizer,
  params: URLSearchParams,
  options: ExplorableOptions,
  logger?: Logger,
): Promise<TokensExplorable> {
  const input = readTokenText(params);
  const pair = EXAMPLE_PAIRS[0]!;
  const guess = Number(params.get('guess'));
  const limited = input.custom && options.tokenizeBlocked === true;
  // One round trip: the question's pair first, then the reader's text and its English pair.
  const texts = [pair.hebrew, pair.english];
  if (!limited) texts.push(input.text, ...(input.english ? [input.english] : []));
  const base = {
    kind: 'tokens' as const,
    text: input.text,
    cut: input.cut,
    limited,
    guess: (RATIO_CHOICES as readonly number[]).includes(guess) ? guess : null,
  };
  let counted: TokenReport[][];
  try {
    counted = await tokenizer.reports(texts);
  } catch (error) {
    // The tokenizer process died, hung or is swamped: the page reads on without counts (it is
    // started afresh for the next request; src/platform/idle-child.ts).
    logger?.warn({ err: error }, 'tokens explorable without counts: the tokenizer did not answer');
    return { ...base, unavailable: true, reports: null, english: null, question: null };
  }
  const [hebrew, english, reports, englishReports] = counted;
  return {
    ...base,
    unavailable: false,
    reports: reports ?? null,
    english: input.english && englishReports ? { text: input.english, reports: englishReports } : null,
    question: {
      hebrew: pair.hebrew,
      english: pair.english,
      counts: ENCODINGS.map((encoding, index) => ({
        encoding,
        hebrew: hebrew![index]!.count,
        english: english![index]!.count,
      })),
    },
  };
}

/** The guess-first question: the likeliest real word, at temperature 1 and at HIGH_TEMPERATURE. */
function questionOf(distribution: readonly WordProbability[]): TemperatureExplorable['question'] {
  const real = distribution.filter((entry) => entry.word !== END && entry.word !== UNKNOWN);
  const top = real.reduce((best, entry) => (entry.probability > best.probability ? entry : best), real[0]!);
  const hot = applyTemperature(distribution, HIGH_TEMPERATURE).find((entry) => entry.word === top.word)!;
  return {
    word: top.word,
    probability: top.probability,
    hotProbability: hot.probability,
    temperature: HIGH_TEMPERATURE,
  };
}

function temperature(model: NgramModel, params: URLSearchParams): TemperatureExplorable {
  const notes: string[] = [];
  const requested = params.get('prompt');
  const prompt = TEMPERATURE_PROMPTS.find((entry) => entry.id === requested) ?? TEMPERATURE_PROMPTS[0]!;
  if (requested !== null && prompt.id !== requested)
    notes.push('הפתיחה שביקשתם לא מוכרת, ולכן מוצגת הפתיחה הראשונה.');
  const settings = readSamplingSettings(params);
  for (const [name, value] of [
    ['temperature', settings.temperature],
    ['top_k', settings.topK],
    ['top_p', settings.topP],
  ] as const) {
    const raw = params.get(name);
    if (raw !== null && raw.trim() !== '' && Number(raw) !== value) {
      notes.push(`הערך ${raw.slice(0, 20)} מחוץ לטווח (או אינו מספר), ולכן הוצג ${value}.`);
    }
  }
  const seed = readSeed(params.get('seed'));
  const context = prompt.text.split(' ');
  let sample: TemperatureExplorable['sample'] = null;
  if (seed !== null) {
    const random = seededRandom(seed);
    const words: string[] = [];
    for (let index = 0; index < SAMPLE_WORDS; index++) {
      const word = draw(samplingDistribution(model.distribution([...context, ...words]), settings), random);
      if (word === null) break;
      words.push(word);
      if (word === '</s>') break;
    }
    sample = { seed, words };
  }
  const guess = params.get('guess');
  const distribution = model.distribution(context);
  return {
    kind: 'temperature',
    prompts: [...TEMPERATURE_PROMPTS],
    prompt,
    settings,
    // Temperature keeps the order of the words and top-k keeps at most TOP_K.max of them, so what
    // the sliders can show depends on those words alone: the page need not carry the vocabulary.
    words: [...distribution].sort((a, b) => b.probability - a.probability).slice(0, TOP_K.max),
    question: questionOf(distribution),
    sample,
    guess: guess === 'up' || guess === 'down' || guess === 'same' ? guess : null,
    notes,
  };
}

function embedding(map: TermMap, params: URLSearchParams): EmbeddingExplorable {
  const requested = params.get('term');
  const index = map.points.findIndex(
    (point) => point.slug === (requested ?? 'rag') || point.id === requested,
  );
  const notes = requested !== null && index < 0 ? ['המושג שביקשתם לא נמצא במילון; בחרו מושג מהרשימה.'] : [];
  if (index < 0)
    return { kind: 'embedding', points: map.points, selected: null, question: null, guess: null, notes };
  const ranked = map.points
    .map((point, other) => ({ point, similarity: map.similarity(index, other), other }))
    .filter((entry) => entry.other !== index)
    .sort((a, b) => b.similarity - a.similarity || a.point.slug.localeCompare(b.point.slug))
    .map(({ point, similarity }) => ({ point, similarity: Math.round(similarity * 1000) / 1000 }));
  // Three terms past the listed neighbours (the list must not give the answer away): the farthest,
  // one in the middle and one just past the list, in the glossary's order.
  const rest = ranked.slice(NEIGHBOURS);
  const picks = [rest[0], rest[Math.floor(rest.length / 2)], rest.at(-1)].filter(
    (entry, position, all) => entry !== undefined && all.indexOf(entry) === position,
  ) as typeof ranked;
  const question =
    picks.length === 3
      ? {
          choices: [...picks].sort((a, b) => a.point.slug.localeCompare(b.point.slug)),
          answer: rest.at(-1)!.point.slug,
        }
      : null;
  const guess = params.get('guess');
  return {
    kind: 'embedding',
    points: map.points,
    selected: { point: map.points[index]!, neighbours: ranked.slice(0, NEIGHBOURS) },
    question,
    guess: question?.choices.some((choice) => choice.point.slug === guess) ? guess : null,
    notes,
  };
}

/**
 * The network explorable's stills, trained once per process and set-up (at most 3 × 8 × 6 of them,
 * a few kilobytes each): the run is seeded, so the same set-up always trains to the same state.
 */
const trainedStills = new Map<string, NetworkState>();

function network(params: URLSearchParams): NetworkExplorable {
  const { settings, notes } = readNetworkSettings(params);
  const key = `${settings.dataset}:${settings.hidden}:${settings.learningRate}`;
  const run = startRun(settings);
  let trained = trainedStills.get(key);
  if (!trained) {
    trained = run.advance(TRAIN_STEPS);
    trainedStills.set(key, trained);
  }
  return {
    kind: 'network',
    settings,
    choices: {
      datasets: [...DATASETS],
      hidden: { min: HIDDEN_UNITS.min, max: HIDDEN_UNITS.max },
      learningRates: [...LEARNING_RATES],
    },
    points: run.points.map((point) => ({
      x: Math.round(point.x * 1000) / 1000,
      y: Math.round(point.y * 1000) / 1000,
      label: point.label,
    })),
    trained,
    gridSize: GRID_SIZE,
    notes,
  };
}

export function createExplorables(
  content: ContentReader,
  tokenizer: Tokenizer,
  logger?: Logger,
): Explorables {
  return {
    async forTerm(slug, params, options = {}) {
      if (slug === 'token') return tokens(tokenizer, params, options, logger);
      if (slug === 'neural-networks') return network(params);
      if (slug === 'temperature') {
        const model = await content.derive('content', 'explorables:ngram', (snapshot) =>
          trainNgram(corpusOf(snapshot.data)),
        );
        return model ? temperature(model, params) : null;
      }
      if (slug === 'embedding') {
        const map = await content.derive('content', 'explorables:term-map', (snapshot) =>
          buildTermMap(snapshot.data.terms),
        );
        return map ? embedding(map, params) : null;
      }
      return null;
    },
  };
}
