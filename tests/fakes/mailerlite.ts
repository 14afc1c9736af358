import { readFileSync } from 'node:fs';
import { NEWSLETTER_SEED_DIR } from '../../jobs/sources/newsletter/index.ts';
import { type CommonMode, type FakeServer, sendJson, sendText, startFakeServer } from './http-server.ts';

// MailerLite API on loopback: GET /campaigns (page-based, emails without content) and
// GET /campaigns/{id} (emails with their HTML), from the seed payloads. Bearer key required.

export type FakeMailerliteMode = CommonMode | 'not-json' | 'unauthorized';

export type FakeMailerliteOptions = { mode?: FakeMailerliteMode; apiKey?: string; pageSize?: number };

export type FakeMailerlite = FakeServer & {
  apiKey: string;
  setMode(mode: FakeMailerliteMode): void;
  setPageSize(size: number): void;
};

const seed = (name: string) => JSON.parse(readFileSync(new URL(name, NEWSLETTER_SEED_DIR), 'utf8'));

export async function startFakeMailerlite(options: FakeMailerliteOptions = {}): Promise<FakeMailerlite> {
  let mode: FakeMailerliteMode = options.mode ?? 'ok';
  let pageSize = options.pageSize ?? 25;
  let rateLimited = false;
  const apiKey = options.apiKey ?? 'fake-mailerlite-key';
  const listPage = seed('campaigns-page-1.json') as {
    data: Array<{ id: string }>;
    meta: Record<string, unknown>;
    links: unknown;
  };
  const details = Object.fromEntries(
    listPage.data.map((campaign) => [campaign.id, seed(`campaign-${campaign.id}.json`)]),
  );

  const server = await startFakeServer((request, res, base) => {
    if (mode === 'timeout') return;
    if (mode === 'error-500') return sendJson(res, 500, { message: 'Server Error' });
    if (mode === 'rate-limit-then-ok' && !rateLimited) {
      rateLimited = true;
      return sendJson(res, 429, { message: 'Too Many Attempts.' });
    }
    if (mode === 'unauthorized' || request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(res, 401, { message: 'Unauthenticated.' });
    }
    if (mode === 'not-json') return sendText(res, 200, '<html>maintenance</html>', 'text/html');
    if (mode === 'malformed') return sendJson(res, 200, '{"data": [');
    if (request.path === '/campaigns') {
      const page = Number(request.query.get('page') ?? 1);
      const all = mode === 'empty' || request.query.get('filter[status]') !== 'sent' ? [] : listPage.data;
      const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
      const data = all.slice((page - 1) * pageSize, page * pageSize);
      const path = `${base}/campaigns`;
      return sendJson(res, 200, {
        data,
        links: {
          first: `${path}?page=1`,
          last: `${path}?page=${lastPage}`,
          prev: page > 1 ? `${path}?page=${page - 1}` : null,
          next: page < lastPage ? `${path}?page=${page + 1}` : null,
        },
        meta: {
          ...listPage.meta,
          current_page: page,
          last_page: lastPage,
          path,
          per_page: pageSize,
          from: data.length ? (page - 1) * pageSize + 1 : null,
          to: (page - 1) * pageSize + data.length,
          total: all.length,
        },
      });
    }
    const single = /^\/campaigns\/(\d+)$/.exec(request.path);
    if (single && details[single[1]!]) return sendJson(res, 200, details[single[1]!]);
    return sendJson(res, 404, { message: 'Resource not found.' });
  });
  return {
    ...server,
    apiKey,
    setMode(next) {
      mode = next;
      rateLimited = false;
    },
    setPageSize(size) {
      pageSize = size;
    },
  };
}
