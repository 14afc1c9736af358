import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, transliterate } from '../../../src/domain/transliterate.ts';

describe('term slugs transliterated from Hebrew (docs/product.md#glossary)', () => {
  it.each([
    ['plain Hebrew', 'למידת מכונה', 'lmydt-mkvnh'],
    ['niqqud is stripped', 'לְמִידַת מְכוֹנָה', 'lmydt-mkvnh'],
    ['final letters map like their regular forms', 'ךםןףץ', 'chmnftz'],
    ['shin and tsadi become digraphs', 'שצ', 'shtz'],
    ['mixed Hebrew and English keeps the English', 'מודל GPT גדול', 'mvdl-gpt-gdvl'],
    ['punctuation becomes one hyphen', 'RAG: אחזור, ויצירה!', 'rag-achzvr-vytzyrh'],
    ['maqaf joins words with a hyphen', 'רב־מודלי', 'rb-mvdly'],
    ['geresh and gershayim vanish instead of splitting', 'צ׳אט ש״ח', 'tzat-shch'],
    ['uppercase English is lowercased', 'LoRA', 'lora'],
    ['digits are kept', 'GPT 4 מודל', 'gpt-4-mvdl'],
    ['hyphens at either end are trimmed', '  --טוקן--  ', 'tvkn'],
  ])('%s', (_rule, input, expected) => {
    expect(slugify(input, 'fallback-id')).toBe(expected);
  });

  it.each([
    ['an empty term', ''],
    ['only punctuation', '?!…'],
    ['only niqqud marks', '\u05B0\u05B4\u05B7'],
  ])('falls back to the id for %s', (_case, input) => {
    expect(slugify(input, 'term-42')).toBe('term-42');
  });

  it('cuts an oversized slug at a word boundary within the maximum length', () => {
    const slug = slugify('מילה '.repeat(60), 'x');
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('mylh-mylh')).toBe(true);
  });

  it('cuts one oversized word at the maximum length', () => {
    expect(slugify('א'.repeat(200), 'x')).toHaveLength(MAX_SLUG_LENGTH);
  });

  it('transliterates letter by letter and leaves other characters alone', () => {
    expect(transliterate('בינה (AI)')).toBe('bynh (AI)');
  });
});
