import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cosine, pca2d, tfidfVectors } from '../../../src/domain/explorables/term-map.ts';
import type { Term } from '../../../src/domain/types.ts';
import { buildTermMap, createExplorables } from '../../../src/explorables/explorables.ts';
import { isolatedTokenizer } from '../../../src/explorables/tokenize-isolation.ts';

const seedTerms = (
  JSON.parse(readFileSync('jobs/seed/contentful/aiTerm.json', 'utf8')) as { items: { fields: Term }[] }
).items.map((item) => ({ ...item.fields, id: item.fields.slug }));

describe('cosine similarity of TF-IDF vectors', () => {
  const vectors = tfidfVectors(['חתול שחור קטן', 'חתול שחור גדול', 'מכונית אדומה מהירה', 'חתול שחור קטן']);

  it('is 1 for the same text, 0 for texts with no word in common, and symmetric', () => {
    expect(cosine(vectors[0]!, vectors[3]!)).toBeCloseTo(1, 12);
    expect(cosine(vectors[0]!, vectors[2]!)).toBe(0);
    expect(cosine(vectors[0]!, vectors[1]!)).toBeCloseTo(cosine(vectors[1]!, vectors[0]!), 15);
    expect(cosine(vectors[0]!, vectors[1]!)).toBeGreaterThan(0);
    expect(cosine(vectors[0]!, vectors[1]!)).toBeLessThan(1);
  });

  it('gives every vector length 1', () => {
    for (const vector of vectors) expect(Math.hypot(...vector.values())).toBeCloseTo(1, 12);
  });
});

describe('the PCA map', () => {
  it('is reproducible: the same texts give the same coordinates', () => {
    const first = pca2d(tfidfVectors(seedTerms.map((term) => term.longDefinition)));
    const second = pca2d(tfidfVectors(seedTerms.map((term) => term.longDefinition)));
    expect(second).toEqual(first);
  });

  it('finds the direction of most spread: points along a line land on the first axis', () => {
    // Four documents mixing two words in changing shares lie on one line through their mean.
    const vectors = [0.1, 0.4, 0.6, 0.9].map(
      (share) =>
        new Map([
          ['א', share],
          ['ב', Math.sqrt(1 - share * share)],
        ]),
    );
    const points = pca2d(vectors);
    const spreadX = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    const spreadY = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(spreadX).toBeGreaterThan(spreadY * 5);
    // Centred: the coordinates average to 0.
    expect(points.reduce((sum, p) => sum + p.x, 0)).toBeCloseTo(0, 9);
  });
});

describe('the server’s embedding explorable', () => {
  const map = buildTermMap(seedTerms);
  const explorables = createExplorables({ derive: async () => map } as never, isolatedTokenizer());

  it('lists the nearest terms of ?term= by cosine similarity, closest first', async () => {
    const page = await explorables.forTerm('embedding', new URLSearchParams('term=rag'));
    if (page?.kind !== 'embedding') throw new Error('no embedding explorable');
    expect(page.points).toHaveLength(seedTerms.length);
    expect(page.selected?.point.slug).toBe('rag');
    const similarities = page.selected!.neighbours.map((entry) => entry.similarity);
    expect(similarities).toHaveLength(5);
    expect([...similarities].sort((a, b) => b - a)).toEqual(similarities);
    const rag = seedTerms.findIndex((term) => term.slug === 'rag');
    const first = seedTerms.findIndex((term) => term.slug === page.selected!.neighbours[0]!.point.slug);
    expect(similarities[0]).toBeCloseTo(map.similarity(rag, first), 3);
  });

  it('asks which of three unlisted terms is the farthest, with one clear answer for every seed term', async () => {
    for (const term of seedTerms) {
      const page = await explorables.forTerm('embedding', new URLSearchParams({ term: term.slug }));
      if (page?.kind !== 'embedding' || !page.question) throw new Error(`no question for ${term.slug}`);
      const { choices, answer } = page.question;
      expect(choices).toHaveLength(3);
      const listed = new Set(page.selected!.neighbours.map((entry) => entry.point.slug));
      for (const choice of choices) expect(listed.has(choice.point.slug)).toBe(false);
      const farthest = choices.find((choice) => choice.point.slug === answer)!;
      for (const choice of choices)
        if (choice !== farthest) expect(choice.similarity, term.slug).toBeGreaterThan(farthest.similarity);
    }
    const guessed = await explorables.forTerm('embedding', new URLSearchParams('term=rag&guess=nope'));
    const page = await explorables.forTerm('embedding', new URLSearchParams('term=rag'));
    if (page?.kind !== 'embedding') throw new Error('no embedding explorable');
    const offered = page.question!.choices[0]!.point.slug;
    expect(guessed).toMatchObject({ guess: null });
    expect(
      await explorables.forTerm('embedding', new URLSearchParams({ term: 'rag', guess: offered })),
    ).toMatchObject({ guess: offered });
  });

  it('answers an unknown term with a note and no selection', async () => {
    const page = await explorables.forTerm('embedding', new URLSearchParams('term=nope'));
    expect(page).toMatchObject({ kind: 'embedding', selected: null });
    expect(page?.kind === 'embedding' && page.notes).toHaveLength(1);
  });
});
