import { readFile } from 'node:fs/promises';
import type { SourceDefinition } from '../../source.ts';
import type { CodePayload } from './schema.ts';

// The pipeline's code (fetching, parsing, normalising) is imported on the first refresh: a web
// process that only reads snapshots (REDIS_URL set: the worker refreshes) never loads it.

export const CODE_SEED_DIR = new URL('../../seed/code/', import.meta.url);
export const SEED_USER = 'binah-beivrit';

async function readJsonFile(name: string): Promise<unknown> {
  return JSON.parse(await readFile(new URL(name, CODE_SEED_DIR), 'utf8'));
}

/** The seed in GitHub's shapes: the repos list, and per repo its languages and README bodies. */
export async function loadCodeSeed(): Promise<CodePayload> {
  const repos = (await readJsonFile('user-repos.json')) as Array<{ name: string; full_name: string }>;
  const languages: Record<string, unknown> = {};
  const readmes: Record<string, unknown> = {};
  for (const repo of repos) {
    languages[repo.full_name] = await readJsonFile(`languages/${repo.name}.json`).catch(() => ({}));
    readmes[repo.full_name] = await readJsonFile(`readme/${repo.name}.json`).catch(() => null);
  }
  return { user: SEED_USER, repos, languages, readmes };
}

export const codeSource = {
  name: 'code',
  mode: (config) => (config.GITHUB_USER ? 'live' : 'seed'),
  fetchLive: async (context) => (await import('./fetch.ts')).fetchCode(context),
  loadSeed: (_context) => loadCodeSeed(),
  normalise: async (raw, context) => (await import('./normalise.ts')).normaliseCode(raw, context),
} satisfies SourceDefinition<'code', CodePayload>;
