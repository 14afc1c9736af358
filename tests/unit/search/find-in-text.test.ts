import { describe, expect, it } from 'vitest';
import { findSpans, queryForms } from '../../../src/domain/search/find-in-text.ts';

const marked = (text: string, query: string) =>
  findSpans(text, queryForms(query)).map(([start, end]) => text.slice(start, end));

describe('find in a transcript', () => {
  it('matches the word with its prefix letters, final letters and niqqud', () => {
    expect(marked('דיברנו על המודלים ועל מודל אחד. שָׁלוֹם', 'מודלים')).toEqual(['המודלים', 'מודל']);
    expect(marked('שָׁלוֹם לכולם', 'שלום')).toEqual(['שָׁלוֹם']);
  });

  it('treats geresh spellings as one word', () => {
    expect(marked("צ'אט, צ׳אט וצאט", 'צאט')).toEqual(["צ'אט", 'צ׳אט', 'וצאט']);
  });

  it('matches the start of a word from three letters, not from two', () => {
    expect(marked('אמבדינג ואמבדינגים', 'אמב')).toEqual(['אמבדינג', 'ואמבדינגים']);
    expect(marked('כלים כל כלב', 'כל')).toEqual(['כל']);
  });

  it('matches any of the words of the query, Latin case-insensitively', () => {
    expect(marked('GPT and Claude, gpt again', 'gpt claude')).toEqual(['GPT', 'Claude', 'gpt']);
  });

  it('marks nothing for an empty query or punctuation', () => {
    expect(marked('טקסט כלשהו', '')).toEqual([]);
    expect(marked('טקסט כלשהו', ' ?! ')).toEqual([]);
  });
});
