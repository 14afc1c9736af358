import { readFileSync } from 'node:fs';

// The glossary's seed terms in the seed's order (the order of the list, and of previous and next).

type SeedTerm = { sys: { id: string }; fields: { slug: string; term: string; tags: string[] } };

export const SEED_TERMS = (
  JSON.parse(readFileSync(new URL('../../jobs/seed/contentful/aiTerm.json', import.meta.url), 'utf8')) as {
    items: SeedTerm[];
  }
).items;
