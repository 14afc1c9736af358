import { scrubText } from '../../../src/platform/redact.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import type { SourceContext } from '../../source.ts';
import { readJson, upstreamFetch } from '../shared/http.ts';
import { isIncluded } from './normalise.ts';
import { type CodePayload, repoSchema, reposListSchema } from './schema.ts';

// GitHub REST calls (docs/product.md#code-hosting-service). The refresh itself is retried by the
// pipeline; here one call either answers or fails with a SourceFetchError.

export const MAX_REPO_PAGES = 10;
export const README_VARIANTS = [
  'README.md',
  'readme.md',
  'Readme.md',
  'README',
  'README.rst',
  'README.txt',
] as const;
const CONCURRENCY = 4;

type Context = Pick<SourceContext, 'config' | 'signal' | 'logger'>;

export function githubHeaders(token: string | undefined): Record<string, string> {
  return {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'hebrew-ai-site',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** The rel="next" target of a Link header. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * GitHub answers a rate limit with 429, or 403 with `x-ratelimit-remaining: 0` (primary) or a
 * `retry-after` header (secondary): worth retrying. Any other 403 is a permission problem.
 */
export function isRateLimited(status: number, headers?: Headers): boolean {
  if (status === 429) return true;
  if (status !== 403 || !headers) return false;
  return headers.get('x-ratelimit-remaining') === '0' || headers.has('retry-after');
}

function statusError(status: number, what: string, headers?: Headers): SourceFetchError {
  if (status === 404) return new SourceFetchError(`GitHub: ${what} not found`, { status, retryable: false });
  if (status === 401)
    return new SourceFetchError('GitHub rejected the token (401)', { status, retryable: false });
  if (isRateLimited(status, headers)) {
    return new SourceFetchError(`GitHub rate limit (${status}) for ${what}`, { status, retryable: true });
  }
  if (status === 403) {
    return new SourceFetchError(`GitHub refused access (403) to ${what}`, { status, retryable: false });
  }
  return new SourceFetchError(`GitHub answered HTTP ${status} for ${what}`, {
    status,
    retryable: status >= 500,
  });
}

async function githubGet(
  url: string,
  what: string,
  context: Context,
): Promise<{ body: unknown; response: Response } | null> {
  const response = await upstreamFetch(url, context, { headers: githubHeaders(context.config.GITHUB_TOKEN) });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw statusError(response.status, what, response.headers);
  }
  return { body: await readJson(response, `GitHub ${what}`), response };
}

/** GET /users/{user}/repos?type=public&sort=updated&per_page=100, following Link rel="next". */
export async function fetchUserRepos(user: string, context: Context): Promise<unknown[]> {
  const api = context.config.GITHUB_API_URL;
  let url: string | undefined =
    `${api}/users/${encodeURIComponent(user)}/repos?type=public&sort=updated&per_page=100`;
  const repos: unknown[] = [];
  for (let page = 0; url && page < MAX_REPO_PAGES; page++) {
    // Only follow links on the configured API host: a Link header never sends the token elsewhere.
    if (!url.startsWith(api))
      throw new SourceFetchError(`GitHub: unexpected next page ${scrubText(url)}`, { retryable: false });
    const result = await githubGet(url, `user ${user}`, context);
    if (!result) throw statusError(404, `user ${user}`);
    const list = reposListSchema.safeParse(result.body);
    if (!list.success) throw new SourceFetchError('GitHub repos: expected a list', { retryable: false });
    repos.push(...list.data);
    url = nextLink(result.response.headers.get('link'));
  }
  return repos;
}

function languagesUrl(languagesUrlFromApi: string, fullName: string, api: string): string {
  return languagesUrlFromApi.startsWith(`${api}/`)
    ? languagesUrlFromApi
    : `${api}/repos/${fullName}/languages`;
}

/** GET /repos/{full_name}/readme, then the README variants; null when there is none. */
export async function fetchReadme(fullName: string, context: Context): Promise<unknown> {
  const api = context.config.GITHUB_API_URL;
  const primary = await githubGet(`${api}/repos/${fullName}/readme`, `${fullName} readme`, context);
  if (primary) return primary.body;
  for (const variant of README_VARIANTS) {
    const result = await githubGet(
      `${api}/repos/${fullName}/contents/${variant}`,
      `${fullName} ${variant}`,
      context,
    );
    if (result) return result.body;
  }
  return null;
}

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    await Promise.all(items.slice(start, start + CONCURRENCY).map(run));
  }
}

/** Repos, then languages and README of the included ones. A failed extra is a warning, not a failure. */
export async function fetchCode(context: Context): Promise<CodePayload> {
  const user = context.config.GITHUB_USER;
  if (!user) throw new SourceFetchError('GITHUB_USER is not set', { retryable: false });
  const api = context.config.GITHUB_API_URL;
  const repos = await fetchUserRepos(user, context);
  const included = repos.flatMap((item) => {
    const parsed = repoSchema.safeParse(item);
    return parsed.success && isIncluded(parsed.data) ? [parsed.data] : [];
  });
  const languages: Record<string, unknown> = {};
  const readmes: Record<string, unknown> = {};
  await inBatches(included, async (repo) => {
    try {
      const result = await githubGet(
        languagesUrl(repo.languages_url, repo.full_name, api),
        `${repo.full_name} languages`,
        context,
      );
      languages[repo.full_name] = result?.body ?? {};
    } catch (error) {
      if (context.signal.aborted) throw error;
      context.logger.warn(
        { source: 'code', repo: repo.full_name, err: error },
        'code: languages unavailable',
      );
    }
    try {
      readmes[repo.full_name] = await fetchReadme(repo.full_name, context);
    } catch (error) {
      if (context.signal.aborted) throw error;
      context.logger.warn({ source: 'code', repo: repo.full_name, err: error }, 'code: README unavailable');
    }
  });
  return { user, repos, languages, readmes };
}
