import { describe, expect, it } from 'vitest';
import {
  CONCEPTS,
  conceptFor,
  isConcept,
  normaliseConceptKey,
  titleCaseConcept,
} from '../../src/domain/glossary/concepts.ts';

describe('conceptFor (docs/product.md#visualizations, the alias map)', () => {
  it('knows every concept of the product by its own name', () => {
    expect(CONCEPTS).toHaveLength(22);
    for (const concept of CONCEPTS) expect(conceptFor(concept)).toBe(concept);
  });

  it('sends the seed lookup-table ids to their concepts', () => {
    expect(conceptFor('token')).toBe('tokenization');
    expect(conceptFor('constructor')).toBe('constructor');
    expect(conceptFor('constructor', 'token')).toBe('tokenization');
    expect(conceptFor('embedding')).toBe('embeddings');
    expect(conceptFor('deploy')).toBe('deployment');
    expect(conceptFor('zero-shot-learning')).toBe('few-shot-learning');
  });

  it('sends Hebrew-transliterated slugs to their concepts', () => {
    expect(conceptFor('merhav-vektori')).toBe('vector-space');
    expect(conceptFor('hazayot')).toBe('hallucinations');
    expect(conceptFor('kivnun-adin')).toBe('fine-tuning');
  });

  it('tries the id first, then the slug', () => {
    expect(conceptFor('term-123', 'sharsheret-machshava')).toBe('chain-of-thought');
    expect(conceptFor('rag', 'something-else')).toBe('rag');
  });

  it('normalises case, spaces and underscores', () => {
    expect(normaliseConceptKey('  Vector_Space ')).toBe('vector-space');
    expect(conceptFor('Few Shot')).toBe('few-shot-learning');
  });

  it('uses the name itself for an unknown concept, which is not a known one', () => {
    expect(conceptFor('quantum-annealing')).toBe('quantum-annealing');
    expect(isConcept('quantum-annealing')).toBe(false);
    expect(titleCaseConcept('quantum-annealing')).toBe('Quantum Annealing');
  });
});
