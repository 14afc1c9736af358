import { describe, expect, it } from 'vitest';
import { termWithEnglish } from '../../../src/domain/glossary/term-title.ts';

describe('a term named with its English form', () => {
  it.each([
    [{ term: 'טוקן', englishTerm: 'Token / Tokenization' }, 'טוקן (Token / Tokenization)'],
    [{ term: 'אחזור משולב ביצירה', englishTerm: 'RAG' }, 'אחזור משולב ביצירה (RAG)'],
    [{ term: 'הטמעה (Embedding)', englishTerm: 'Embeddings' }, 'הטמעה (Embedding)'],
    [{ term: 'מודל שפה גדול (LLM)', englishTerm: 'llm' }, 'מודל שפה גדול (LLM)'],
    [{ term: 'כוונון עדין (Fine-tuning)', englishTerm: 'Fine tuning' }, 'כוונון עדין (Fine-tuning)'],
    [{ term: 'הזיות', englishTerm: '' }, 'הזיות'],
    [{ term: 'הזיות', englishTerm: '  ' }, 'הזיות'],
    [{ term: 'הזיות' }, 'הזיות'],
    // A single Latin letter in the name is no English form of its own.
    [{ term: 'מודל X', englishTerm: 'X model' }, 'מודל X (X model)'],
  ])('%j reads %s', (term, expected) => {
    expect(termWithEnglish(term)).toBe(expected);
  });
});
