import type { WordProbability } from './sampling.ts';
import { END, UNKNOWN } from './vocabulary.ts';

// A small trigram language model over words, trained on the site's own Hebrew text: the temperature
// explorable shows its real next-word distribution. Smoothing is Witten-Bell interpolation (trigram,
// then bigram, then an add-one unigram), so every word of the vocabulary has a probability and the
// probabilities after any context sum to 1. Rare words (seen once) share one entry, UNKNOWN.

const START = '<s>';

/** Words of a text, sentence by sentence: Hebrew and Latin letters and digits; Latin lower-cased. */
function sentencesOf(text: string): string[][] {
  return text
    .split(/[.!?\n:;]+/)
    .map((sentence) =>
      (sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'"׳״-]*/gu) ?? []).map((word) =>
        word.replace(/["'׳״-]+$/u, '').toLowerCase(),
      ),
    )
    .filter((words) => words.length > 0);
}

type Counts = Map<string, Map<string, number>>;

export type NgramModel = {
  vocabulary: readonly string[];
  /** P(word | the last two words of the context), for every word of the vocabulary. */
  distribution(context: readonly string[]): WordProbability[];
  /** How often a context (one or two words) was followed by anything in training. */
  seen(context: readonly string[]): number;
};

function add(counts: Counts, history: string, word: string) {
  let next = counts.get(history);
  if (!next) {
    next = new Map();
    counts.set(history, next);
  }
  next.set(word, (next.get(word) ?? 0) + 1);
}

function total(next: Map<string, number> | undefined): number {
  let sum = 0;
  for (const count of next?.values() ?? []) sum += count;
  return sum;
}

export function trainNgram(texts: readonly string[]): NgramModel {
  const sentences = texts.flatMap(sentencesOf);
  const frequency = new Map<string, number>();
  for (const sentence of sentences)
    for (const word of sentence) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const known = (word: string) => ((frequency.get(word) ?? 0) >= 2 ? word : UNKNOWN);
  const unigrams = new Map<string, number>();
  const bigrams: Counts = new Map();
  const trigrams: Counts = new Map();
  for (const sentence of sentences) {
    const words = [START, START, ...sentence.map(known), END];
    for (let index = 2; index < words.length; index++) {
      const word = words[index]!;
      unigrams.set(word, (unigrams.get(word) ?? 0) + 1);
      add(bigrams, words[index - 1]!, word);
      add(trigrams, `${words[index - 2]} ${words[index - 1]}`, word);
    }
  }
  const vocabulary = [...unigrams.keys()].sort();
  const unigramTotal = total(unigrams);
  const unigram = (word: string) => ((unigrams.get(word) ?? 0) + 1) / (unigramTotal + vocabulary.length);
  // Witten-Bell: the weight left for the lower order is the share of distinct continuations.
  const interpolate = (next: Map<string, number> | undefined, lower: (word: string) => number) => {
    const count = total(next);
    if (!next || count === 0) return lower;
    const distinct = next.size;
    return (word: string) => ((next.get(word) ?? 0) + distinct * lower(word)) / (count + distinct);
  };
  const contextWords = (context: readonly string[]) => {
    const words = [START, START, ...context.map((word) => known(word.toLowerCase()))];
    return [words.at(-2)!, words.at(-1)!] as const;
  };
  return {
    vocabulary,
    distribution(context) {
      const [first, second] = contextWords(context);
      const bigram = interpolate(bigrams.get(second), unigram);
      const trigram = interpolate(trigrams.get(`${first} ${second}`), bigram);
      return vocabulary.map((word) => ({ word, probability: trigram(word) }));
    },
    seen(context) {
      const [first, second] = contextWords(context);
      return context.length >= 2 ? total(trigrams.get(`${first} ${second}`)) : total(bigrams.get(second));
    },
  };
}
