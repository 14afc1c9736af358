import { existsSync, readFileSync } from 'node:fs';
import { CODE_SEED_DIR, SEED_USER } from '../../jobs/sources/code/index.ts';
import { type CommonMode, type FakeServer, sendJson, startFakeServer } from './http-server.ts';

// GitHub REST on loopback: /users/{user}/repos (bare array, Link header paging), the repos'
// languages and README (base64 with newlines), answering from the seed payloads.

/** 'rate-limit-403': GitHub's primary rate limit (403, x-ratelimit-remaining 0); 'forbidden': a 403 for permissions. */
type FakeGithubMode = CommonMode | 'not-found' | 'rate-limit-403' | 'forbidden';

export type FakeGithubOptions = {
  mode?: FakeGithubMode;
  /** Repos per page; the Link header points to the next one. */
  pageSize?: number;
  /** 'contents': /readme answers 404 and only /contents/README.md has the file. */
  readmeAt?: 'readme' | 'contents';
};

export type FakeGithub = FakeServer & {
  user: string;
  setMode(mode: FakeGithubMode): void;
  setPageSize(size: number): void;
  setReadmeAt(where: 'readme' | 'contents'): void;
};

const seedText = (name: string) => readFileSync(new URL(name, CODE_SEED_DIR), 'utf8');

export async function startFakeGithub(options: FakeGithubOptions = {}): Promise<FakeGithub> {
  let mode: FakeGithubMode = options.mode ?? 'ok';
  let pageSize = options.pageSize ?? 100;
  let readmeAt = options.readmeAt ?? 'readme';
  let rateLimited = false;
  const notFound = (res: Parameters<typeof sendJson>[0]) =>
    sendJson(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });

  const server = await startFakeServer((request, res, base) => {
    if (mode === 'timeout') return;
    if (mode === 'error-500') return sendJson(res, 500, { message: 'Server Error' });
    if (mode === 'rate-limit-then-ok' && !rateLimited) {
      rateLimited = true;
      return sendJson(res, 429, { message: 'API rate limit exceeded' }, { 'retry-after': '1' });
    }
    if (mode === 'rate-limit-403') {
      return sendJson(
        res,
        403,
        {
          message: 'API rate limit exceeded for 203.0.113.7.',
          documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
        },
        { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000000' },
      );
    }
    if (mode === 'forbidden') {
      return sendJson(res, 403, {
        message: 'Resource not accessible by personal access token',
        documentation_url: 'https://docs.github.com/rest/repos/repos#list-repositories-for-a-user',
      });
    }
    const reposMatch = /^\/users\/([^/]+)\/repos$/.exec(request.path);
    if (reposMatch) {
      if (mode === 'not-found' || decodeURIComponent(reposMatch[1]!) !== SEED_USER) return notFound(res);
      if (mode === 'malformed') return sendJson(res, 200, '[{"name": "broken"');
      const all =
        mode === 'empty'
          ? []
          : (JSON.parse(seedText('user-repos.json').replaceAll('https://api.github.com', base)) as unknown[]);
      const page = Number(request.query.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(all.length / pageSize));
      const headers: Record<string, string> = {};
      if (page < pages) {
        const next = new URL(`${base}${request.path}`);
        for (const [key, value] of request.query) next.searchParams.set(key, value);
        next.searchParams.set('page', String(page + 1));
        const last = new URL(next);
        last.searchParams.set('page', String(pages));
        headers.link = `<${next}>; rel="next", <${last}>; rel="last"`;
      }
      return sendJson(res, 200, all.slice((page - 1) * pageSize, page * pageSize), headers);
    }
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)\/(languages|readme|contents\/(.+))$/.exec(request.path);
    if (!repoMatch) return notFound(res);
    const [, , name, what, variant] = repoMatch;
    if (what === 'languages') {
      const file = `languages/${name}.json`;
      return sendJson(res, 200, existsSync(new URL(file, CODE_SEED_DIR)) ? seedText(file) : '{}');
    }
    const file = `readme/${name}.json`;
    if (!existsSync(new URL(file, CODE_SEED_DIR))) return notFound(res);
    if (what === 'readme' && readmeAt === 'readme') return sendJson(res, 200, seedText(file));
    if (variant === 'README.md' && readmeAt === 'contents') return sendJson(res, 200, seedText(file));
    return notFound(res);
  });
  return {
    ...server,
    user: SEED_USER,
    setMode(next) {
      mode = next;
      rateLimited = false;
    },
    setPageSize(size) {
      pageSize = size;
    },
    setReadmeAt(where) {
      readmeAt = where;
    },
  };
}
