import { formatRelativeHebrew } from '../../src/domain/hebrew-dates.ts';
import type { CodePage } from '../../src/portfolio/data.ts';
import { loadCodeCache } from './code-cache.ts';

// What /portfolio/code shows: the server's projects, or the browser's saved copy when the server
// has none to give (docs/product.md#page-errors: the stale copy is the fallback).

export const CODE_PATH = '/portfolio/code';

type Ready = Extract<CodePage, { ready: true }>;
/** What the page shows: the server's projects, or the browser's saved copy (with when it was saved). */
export type CodeData = CodePage | (Ready & { savedAt: number });

/** The browser's saved copy, its relative dates computed again for now; or nothing to show. */
export function savedCopy(): CodeData {
  const now = new Date();
  const renderedAt = now.toISOString();
  const cached = loadCodeCache(now.getTime());
  if (!cached) return { ready: false, renderedAt };
  const projects = cached.page.projects.map((project) => ({
    ...project,
    updatedRelative: formatRelativeHebrew(new Date(project.updatedAt), now),
    createdRelative: formatRelativeHebrew(new Date(project.createdAt), now),
  }));
  return { ...cached.page, projects, ready: true, renderedAt, savedAt: cached.savedAt };
}

/** The server's own answer (not the saved copy), with projects. */
export const isFresh = (data: CodeData): data is Ready => data.ready && !('savedAt' in data);
