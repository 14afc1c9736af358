import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { splitByLevels, splitLatinRuns } from '../../client/lib/bidi.ts';
import { BIDI_TITLES } from '../support/bidi-titles.ts';

// The Latin runs found with the browser's compact bidi resolution against those found with bidi-js
// (a full UAX #9 implementation) on the table of titles and on every string of the seed content that
// mixes Hebrew with Latin or digits.

const bidi = bidiFactory();
const reference = (text: string) =>
  splitByLevels(text, (all) =>
    [...bidi.getEmbeddingLevels(all, 'rtl').levels].map((level) => level % 2 === 0),
  );
const runs = (text: string) => splitLatinRuns(text);

function seedStrings(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (/[\u0590-\u05FF]/.test(value) && /[A-Za-z0-9]/.test(value))
        for (const line of value.split(/\n/)) if (line.trim()) found.add(line);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json')) visit(JSON.parse(readFileSync(file, 'utf8')));
      else if (entry.name.endsWith('.xml'))
        for (const match of readFileSync(file, 'utf8').matchAll(/<(?:title|itunes:subtitle)>([^<]+)</g))
          visit(match[1]);
    }
  };
  walk(path.resolve('jobs/seed'));
  return [...found];
}

describe('the Latin runs of the compact bidi resolution', () => {
  it('resolves every title of the table as bidi-js does', () => {
    for (const { title } of BIDI_TITLES) expect(runs(title)).toEqual(reference(title));
  });

  it('resolves every mixed string of the seed content as bidi-js does', () => {
    // bidi-js reads each half of a surrogate pair as a left-to-right letter; an emoji is a neutral
    // (as Chromium draws it), so both sides get two neutrals in its place.
    const strings = seedStrings().map((text) => text.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '!!'));
    expect(strings.length).toBeGreaterThan(200);
    const differing = strings.filter(
      (text) => JSON.stringify(runs(text)) !== JSON.stringify(reference(text)),
    );
    expect(differing).toEqual([]);
  });

  it('resolves brackets, numbers after Latin and terminators as the algorithm does', () => {
    for (const text of [
      'הפונקציה print(x) מדפיסה',
      'מחיר: $20 לחודש (או 200₪ לשנה)',
      'גרסה 3.5 של Claude, 2024-05',
      'מודל [GPT-4o] ו-{JSON}',
      '50% הנחה ל-Pro',
      'שלב 1: Settings > Privacy',
    ])
      expect(runs(text)).toEqual(reference(text));
  });
});
