import type { MetaDescriptor } from 'react-router';
import { pageCard } from '../../src/domain/share-cards/section-cards.ts';
import { type PageMetaInput, pageMeta } from './meta.ts';

// A section page's metadata (the catalogue, the glossary, the podcast...): pageMeta with the
// section's own share card, found by the page's path (its query left out, and every tool's
// alternatives page sharing one). Its own module, imported by those routes only: the sections' card
// texts stay out of the other pages' first load (the home page's budget in docs/benchmarks.md).

export function sectionMeta(input: Omit<PageMetaInput, 'card'>): MetaDescriptor[] {
  return pageMeta({ ...input, card: pageCard(input.path) });
}
