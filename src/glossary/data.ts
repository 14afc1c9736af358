import type { ContentReader } from '../content/reader.ts';
import type { TermSearchCache } from '../domain/glossary/filters.ts';
import { buildGlossary, type Glossary } from '../domain/glossary/glossary.ts';

// The glossary's data access: loaders read it through here, built once per content version.

/** The glossary of the current content snapshot, or null while no snapshot has been written yet. */
export function readGlossary(content: ContentReader): Promise<Glossary | null> {
  return content.derive('content', 'glossary', (snapshot) =>
    buildGlossary(snapshot.data.terms, snapshot.data.tools),
  );
}

/** Memo of each term's searchable word forms, kept per content version beside the glossary. */
export function readTermSearchCache(content: ContentReader) {
  return content.derive('content', 'glossary:search-forms', (): TermSearchCache => new Map());
}
