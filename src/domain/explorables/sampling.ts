// How a language model turns next-word probabilities into a choice: temperature reshapes the
// distribution (softmax of log-probabilities divided by T), top-k keeps the k likeliest words, top-p
// keeps the smallest set whose probability reaches p, and a seeded generator draws from what is left.
// Pure, shared by the server (no-JavaScript pages, sampling) and the browser (sliders).

export type WordProbability = { word: string; probability: number };

export const TEMPERATURE = { min: 0.1, max: 2, step: 0.1, default: 1 } as const;
export const TOP_K = { min: 1, max: 20, default: 20 } as const;
export const TOP_P = { min: 0.05, max: 1, step: 0.05, default: 1 } as const;

export type SamplingSettings = { temperature: number; topK: number; topP: number };

/** A number from a query value, clamped into [min, max]; the fallback for anything that is not a number. */
function clampNumber(raw: string | null | undefined, min: number, max: number, fallback: number): number {
  if (raw === null || raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Rounds to a slider's step, so a clamped value is one the slider can show. */
function toStep(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function readSamplingSettings(params: URLSearchParams): SamplingSettings {
  return {
    temperature: Number(
      toStep(
        clampNumber(params.get('temperature'), TEMPERATURE.min, TEMPERATURE.max, TEMPERATURE.default),
        TEMPERATURE.step,
      ).toFixed(1),
    ),
    topK: Math.round(clampNumber(params.get('top_k'), TOP_K.min, TOP_K.max, TOP_K.default)),
    topP: Number(
      toStep(clampNumber(params.get('top_p'), TOP_P.min, TOP_P.max, TOP_P.default), TOP_P.step).toFixed(2),
    ),
  };
}

/**
 * Softmax of log(p)/T over the given words: T = 1 gives the model's own distribution back, T < 1
 * sharpens it, T > 1 flattens it. Computed in log space, shifted by the maximum, so it never overflows.
 */
export function applyTemperature(words: readonly WordProbability[], temperature: number): WordProbability[] {
  const positive = words.filter((entry) => entry.probability > 0);
  if (positive.length === 0) return [];
  const logits = positive.map((entry) => Math.log(entry.probability) / temperature);
  const top = Math.max(...logits);
  const weights = logits.map((logit) => Math.exp(logit - top));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return positive.map((entry, index) => ({ word: entry.word, probability: weights[index]! / total }));
}

/** Likeliest first; ties by the word, so the order never depends on the input's order. */
function byProbability(a: WordProbability, b: WordProbability): number {
  return b.probability - a.probability || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
}

/**
 * Keeps the k likeliest words, then the smallest prefix whose probability reaches p (always at least
 * one word), and renormalises what is kept so it sums to 1.
 */
export function truncate(words: readonly WordProbability[], topK: number, topP: number): WordProbability[] {
  const sorted = [...words].sort(byProbability).slice(0, Math.max(1, Math.floor(topK)));
  const kept: WordProbability[] = [];
  let mass = 0;
  const total = sorted.reduce((sum, entry) => sum + entry.probability, 0);
  for (const entry of sorted) {
    kept.push(entry);
    mass += entry.probability / total;
    // A little slack: 0.1 + 0.2 must reach 0.3.
    if (mass >= topP - 1e-9) break;
  }
  const keptMass = kept.reduce((sum, entry) => sum + entry.probability, 0);
  return kept.map((entry) => ({ word: entry.word, probability: entry.probability / keptMass }));
}

/** The distribution a sampler draws from: temperature over every word, then top-k and top-p. */
export function samplingDistribution(
  words: readonly WordProbability[],
  settings: SamplingSettings,
): WordProbability[] {
  return truncate(applyTemperature(words, settings.temperature), settings.topK, settings.topP);
}

/** mulberry32: a small seeded generator, the same sequence for the same seed in every engine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One draw from a distribution (likeliest first, so a draw is stable for a given random number). */
export function draw(words: readonly WordProbability[], random: () => number): string | null {
  const sorted = [...words].sort(byProbability);
  const total = sorted.reduce((sum, entry) => sum + entry.probability, 0);
  let point = random() * total;
  for (const entry of sorted) {
    point -= entry.probability;
    if (point < 0) return entry.word;
  }
  return sorted.at(-1)?.word ?? null;
}

const SEED = { min: 1, max: 999_999 } as const;

/** The seed of a query value: a whole number in range, or null (no sample asked for). */
export function readSeed(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return Math.round(Math.min(SEED.max, Math.max(SEED.min, value)));
}
