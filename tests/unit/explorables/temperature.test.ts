import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainNgram } from '../../../src/domain/explorables/ngram.ts';
import {
  applyTemperature,
  draw,
  readSamplingSettings,
  samplingDistribution,
  seededRandom,
  truncate,
} from '../../../src/domain/explorables/sampling.ts';
import { END, UNKNOWN } from '../../../src/domain/explorables/vocabulary.ts';
import { corpusOf, createExplorables } from '../../../src/explorables/explorables.ts';
import { isolatedTokenizer } from '../../../src/explorables/tokenize-isolation.ts';

const sum = (words: readonly { probability: number }[]) =>
  words.reduce((total, entry) => total + entry.probability, 0);

const CORPUS = [
  'מודל שפה גדול חוזה את המילה הבאה.',
  'מודל שפה גדול קורא טוקנים.',
  'מודל שפה קטן חוזה מילים.',
  'רשת נוירונים לומדת מדוגמאות.',
  'מודל קטן לומד.',
];

describe('the n-gram language model', () => {
  const model = trainNgram(CORPUS);

  it('gives every word of its vocabulary a probability, and they sum to 1 after any context', () => {
    for (const context of [['מודל', 'שפה'], ['שפה'], [], ['מילה', 'שלא', 'נראתה']]) {
      const words = model.distribution(context);
      expect(words).toHaveLength(model.vocabulary.length);
      expect(words.every((entry) => entry.probability > 0)).toBe(true);
      expect(sum(words)).toBeCloseTo(1, 12);
    }
  });

  it('prefers what followed the context in training', () => {
    const words = model.distribution(['מודל', 'שפה']);
    const probability = (word: string) => words.find((entry) => entry.word === word)!.probability;
    expect(probability('גדול')).toBeGreaterThan(probability('קטן'));
    expect(probability('קטן')).toBeGreaterThan(probability('חוזה'));
    expect(model.seen(['מודל', 'שפה'])).toBe(3);
  });

  it('counts words seen once as one shared rare entry and ends sentences', () => {
    expect(model.vocabulary).toContain(UNKNOWN);
    expect(model.vocabulary).toContain(END);
    expect(model.vocabulary).not.toContain('נוירונים');
  });

  it('trains on the site’s own seed text and sums to 1 there too', () => {
    const seed = (name: string) =>
      (
        JSON.parse(readFileSync(`jobs/seed/contentful/${name}.json`, 'utf8')) as {
          items: { fields: never }[];
        }
      ).items.map((item) => item.fields);
    const corpus = corpusOf({ terms: seed('aiTerm'), guides: [], tools: seed('aiTool') });
    const seedModel = trainNgram(corpus);
    expect(seedModel.vocabulary.length).toBeGreaterThan(100);
    expect(sum(seedModel.distribution(['מודל', 'שפה']))).toBeCloseTo(1, 12);
  });
});

describe('temperature', () => {
  const words = [
    { word: 'א', probability: 0.6 },
    { word: 'ב', probability: 0.3 },
    { word: 'ג', probability: 0.1 },
  ];

  it('is the softmax of log-probabilities over T', () => {
    for (const temperature of [0.1, 0.5, 1, 2]) {
      const weights = words.map((entry) => entry.probability ** (1 / temperature));
      const total = weights.reduce((a, b) => a + b, 0);
      const shaped = applyTemperature(words, temperature);
      expect(sum(shaped)).toBeCloseTo(1, 12);
      for (const [index, entry] of shaped.entries()) {
        expect(entry.probability).toBeCloseTo(weights[index]! / total, 12);
      }
    }
  });

  it('gives the model’s distribution back at 1, sharpens below 1 and flattens above', () => {
    expect(applyTemperature(words, 1).map((entry) => entry.probability)).toEqual(
      words.map((entry) => expect.closeTo(entry.probability, 12)),
    );
    expect(applyTemperature(words, 0.5)[0]!.probability).toBeGreaterThan(0.6);
    expect(applyTemperature(words, 2)[0]!.probability).toBeLessThan(0.6);
    expect(applyTemperature(words, 0.1)[0]!.probability).toBeGreaterThan(0.999);
  });
});

describe('top-k and top-p', () => {
  const words = [
    { word: 'ג', probability: 0.1 },
    { word: 'א', probability: 0.5 },
    { word: 'ב', probability: 0.3 },
    { word: 'ד', probability: 0.1 },
  ];

  it('keeps the k likeliest words and renormalises them', () => {
    const kept = truncate(words, 2, 1);
    expect(kept.map((entry) => entry.word)).toEqual(['א', 'ב']);
    expect(kept[0]!.probability).toBeCloseTo(0.5 / 0.8, 12);
    expect(sum(kept)).toBeCloseTo(1, 12);
  });

  it('keeps the smallest set whose probability reaches p, and always one word', () => {
    expect(truncate(words, 20, 0.8).map((entry) => entry.word)).toEqual(['א', 'ב']);
    expect(truncate(words, 20, 0.81).map((entry) => entry.word)).toEqual(['א', 'ב', 'ג']);
    expect(truncate(words, 20, 0.05).map((entry) => entry.word)).toEqual(['א']);
    expect(truncate(words, 0, 1)).toHaveLength(1);
  });

  it('applies temperature before truncation', () => {
    const settings = { temperature: 2, topK: 2, topP: 1 };
    const expected = truncate(applyTemperature(words, 2), 2, 1);
    expect(samplingDistribution(words, settings)).toEqual(expected);
  });
});

describe('the sampling query and the seeded generator', () => {
  it('clamps out-of-range values and ignores what is not a number', () => {
    expect(readSamplingSettings(new URLSearchParams('temperature=9&top_k=0&top_p=abc'))).toEqual({
      temperature: 2,
      topK: 1,
      topP: 1,
    });
    expect(readSamplingSettings(new URLSearchParams('temperature=0.73&top_k=7.6&top_p=0.42'))).toEqual({
      temperature: 0.7,
      topK: 8,
      topP: 0.4,
    });
  });

  it('draws the same words for the same seed', () => {
    const words = [
      { word: 'א', probability: 0.5 },
      { word: 'ב', probability: 0.5 },
    ];
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => draw(words, random));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });
});

describe('the server’s temperature explorable', () => {
  const model = trainNgram(CORPUS);
  const content = { derive: async () => model } as never;

  it('reproduces a sample from the seed in the URL, and notes values it had to change', async () => {
    const explorables = createExplorables(content, isolatedTokenizer());
    const params = new URLSearchParams('prompt=model&temperature=5&seed=7');
    const first = await explorables.forTerm('temperature', params);
    const again = await explorables.forTerm('temperature', params);
    expect(first?.kind).toBe('temperature');
    if (first?.kind !== 'temperature' || again?.kind !== 'temperature') return;
    expect(first.sample?.words.length).toBeGreaterThan(0);
    expect(first.sample).toEqual(again.sample);
    expect(first.settings.temperature).toBe(2);
    expect(first.notes).toHaveLength(1);
    // The words the sliders can show: at most top-k's maximum, likeliest first.
    expect(first.words.length).toBeLessThanOrEqual(20);
    expect([...first.words].sort((a, b) => b.probability - a.probability)).toEqual(first.words);
    // The question's answer as softmax gives it: a hotter model gives the top word less.
    expect(first.question.hotProbability).toBeLessThan(first.question.probability);
  });

  it('falls back to the first prompt for an unknown one, with a note', async () => {
    const page = await createExplorables(content, isolatedTokenizer()).forTerm(
      'temperature',
      new URLSearchParams('prompt=nope'),
    );
    expect(page).toMatchObject({ kind: 'temperature', prompt: { id: 'model' } });
    expect(page?.kind === 'temperature' && page.notes.length).toBe(1);
  });
});
