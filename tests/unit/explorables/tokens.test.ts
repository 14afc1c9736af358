import * as cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, describe, expect, it } from 'vitest';
import {
  costRatio,
  DEFAULT_TEXT,
  EXAMPLE_PAIRS,
  encoderOf,
  nearestChoice,
  readTokenText,
  TEXT_LIMIT,
  tokenReport,
} from '../../../src/domain/explorables/tokens.ts';
import { createExplorables } from '../../../src/explorables/explorables.ts';
import { isolatedTokenizer } from '../../../src/explorables/tokenize-isolation.ts';

const LIBRARY = { o200k_base: o200k, cl100k_base: cl100k } as const;

const TEXTS = [
  ['Hebrew', 'מודל שפה גדול קורא את הטקסט שלכם כרצף של טוקנים.'],
  ['English', 'A large language model reads your text as a sequence of tokens.'],
  ['mixed', 'ה-API של OpenAI מחזיר JSON עם 3 שדות 🙂'],
  ['niqqud', 'בְּרֵאשִׁית בָּרָא'],
  ['empty', ''],
] as const;

describe('the tokens explorable counts as the tokenizer library does', () => {
  for (const [kind, text] of TEXTS) {
    for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
      it(`counts a ${kind} text in ${encoding} exactly as gpt-tokenizer`, () => {
        const report = tokenReport(text, encoding, encoderOf(LIBRARY[encoding]));
        expect(report.count).toBe(LIBRARY[encoding].encode(text).length);
        // The coloured pieces put back together are the reader's text, letter for letter.
        expect(report.segments.map((segment) => segment.text).join('')).toBe(text);
        expect(report.segments.reduce((sum, segment) => sum + segment.tokens, 0)).toBe(report.count);
      });
    }
  }

  it('counts tokens per word with two decimals, and none for a text without words', () => {
    const report = tokenReport('שלום עולם', 'o200k_base', encoderOf(o200k));
    expect(report.words).toBe(2);
    expect(report.perWord).toBe(Math.round((o200k.encode('שלום עולם').length / 2) * 100) / 100);
    expect(tokenReport('', 'o200k_base', encoderOf(o200k)).perWord).toBeNull();
  });

  it('counts a text that spells a special token as plain text instead of failing', () => {
    const text = 'before <|endoftext|> after';
    expect(() => o200k.encode(text)).toThrow();
    const report = tokenReport(text, 'o200k_base', encoderOf(o200k));
    expect(report.count).toBe(o200k.encode(text, { disallowedSpecial: new Set() }).length);
  });

  it('costs Hebrew more tokens than the same sentence in English in both encodings', () => {
    for (const pair of EXAMPLE_PAIRS) {
      for (const library of Object.values(LIBRARY)) {
        expect(library.encode(pair.hebrew).length).toBeGreaterThan(library.encode(pair.english).length);
      }
    }
  });
});

describe('the text of ?text=', () => {
  it('is the default sentence when absent, and cut to the limit (by characters) when too long', () => {
    expect(readTokenText(new URLSearchParams())).toMatchObject({
      text: DEFAULT_TEXT,
      custom: false,
      cut: false,
    });
    const long = readTokenText(new URLSearchParams({ text: '🙂'.repeat(TEXT_LIMIT + 5) }));
    expect(long.cut).toBe(true);
    expect(Array.from(long.text)).toHaveLength(TEXT_LIMIT);
  });

  it('names the English pair of an example sentence', () => {
    expect(readTokenText(new URLSearchParams({ text: EXAMPLE_PAIRS[1]!.hebrew })).english).toBe(
      EXAMPLE_PAIRS[1]!.english,
    );
    expect(readTokenText(new URLSearchParams({ text: 'משהו אחר' })).english).toBeNull();
  });
});

describe('the prediction question', () => {
  it('marks as right the choice nearest the measured ratio', () => {
    expect(costRatio(25, 18)).toBe(1.4);
    expect(nearestChoice(1.4)).toBe(1.5);
    expect(nearestChoice(3.8)).toBe(3);
    expect(nearestChoice(1.1)).toBe(1);
    expect(costRatio(3, 0)).toBeNull();
  });
});

describe('the server’s tokens explorable', () => {
  const content = { derive: async () => null } as never;
  // The real child process: the counts below come from tokenize-child.ts.
  const tokenizer = isolatedTokenizer();
  afterAll(() => tokenizer.close());

  it('tokenizes the query’s text and its English pair, and counts nothing once the limit refused it', async () => {
    const explorables = createExplorables(content, tokenizer);
    const pair = EXAMPLE_PAIRS[2]!;
    const page = await explorables.forTerm('token', new URLSearchParams({ text: pair.hebrew }));
    expect(page?.kind).toBe('tokens');
    if (page?.kind !== 'tokens') return;
    expect(page.reports?.map((report) => report.count)).toEqual([
      o200k.encode(pair.hebrew).length,
      cl100k.encode(pair.hebrew).length,
    ]);
    expect(page.english?.reports[0]?.count).toBe(o200k.encode(pair.english).length);

    const limited = await explorables.forTerm('token', new URLSearchParams({ text: 'שלום' }), {
      tokenizeBlocked: true,
    });
    expect(limited).toMatchObject({ kind: 'tokens', limited: true, reports: null });
  });

  it('takes only the offered guesses', async () => {
    const explorables = createExplorables(content, tokenizer);
    const guessed = await explorables.forTerm('token', new URLSearchParams({ guess: '1.5' }));
    const odd = await explorables.forTerm('token', new URLSearchParams({ guess: '7' }));
    expect(guessed).toMatchObject({ guess: 1.5 });
    expect(odd).toMatchObject({ guess: null });
  });
});
