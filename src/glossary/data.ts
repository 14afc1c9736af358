import type { ContentReader } from '../content/reader.ts';
import { buildGlossary, type Glossary } from './glossary.ts';

// The glossary's data access: loaders read it through here, built once per content version.

/** The glossary of the current content snapshot, or null while no snapshot has been written yet. */
export function readGlossary(content: ContentReader): Promise<Glossary | null> {
  return content.derive('content', 'glossary', (snapshot) =>
    buildGlossary(snapshot.data.terms, snapshot.data.tools),
  );
}
