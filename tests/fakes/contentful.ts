import { readFileSync } from 'node:fs';
import { seedPath } from '../../jobs/sources/content/fetch.ts';
import { type CommonMode, type FakeServer, sendJson, startFakeServer } from './http-server.ts';

// The Contentful Delivery API on loopback: GET /spaces/:space/environments/:env/entries with
// content_type, skip and limit, answering from the embedded seed in the CDA's own response shape.

export type FakeContentfulMode = CommonMode | 'unknown-section-types';

export const FAKE_SPACE = 'fake-space';
export const FAKE_TOKEN = 'fake-delivery-token';

const SECTION_TYPES = new Set([
  'toolRecommendationSection',
  'tutorialSection',
  'comparisonTable',
  'ecosystemService',
]);

export type FakeContentful = FakeServer & { setMode(mode: FakeContentfulMode): void };

type Collection = { items: unknown[]; includes?: unknown; total: number; skip: number; limit: number };

function seed(contentType: string): Collection | null {
  try {
    return JSON.parse(readFileSync(seedPath(contentType), 'utf8')) as Collection;
  } catch {
    return null;
  }
}

function cdaError(id: string, message: string) {
  return { sys: { type: 'Error', id }, message, requestId: 'fake-request' };
}

export async function startFakeContentful(
  options: {
    mode?: FakeContentfulMode;
    /** Caps `limit`, to exercise paging. */
    pageSize?: number;
    /** Entries served for a content type instead of the seed's (e.g. `{ aiTerm: [...] }`). */
    entries?: Partial<Record<string, unknown[]>>;
  } = {},
): Promise<FakeContentful> {
  let mode: FakeContentfulMode = options.mode ?? 'ok';
  let rateLimited = false;
  const server = await startFakeServer((request, res) => {
    if (mode === 'timeout') return;
    const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries$/.exec(request.path);
    if (!match || match[1] !== FAKE_SPACE)
      return sendJson(res, 404, cdaError('NotFound', 'The resource could not be found.'));
    if (request.headers.authorization !== `Bearer ${FAKE_TOKEN}`) {
      return sendJson(
        res,
        401,
        cdaError('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'),
      );
    }
    if (mode === 'error-500') return sendJson(res, 500, cdaError('ServerError', 'Internal server error'));
    if (mode === 'rate-limit-then-ok' && !rateLimited) {
      rateLimited = true;
      return sendJson(res, 429, cdaError('RateLimitExceeded', 'Rate limit exceeded'), {
        'x-contentful-ratelimit-reset': '0',
      });
    }
    if (mode === 'malformed') return sendJson(res, 200, '{"sys":{"type":"Array"},"items":[{"sys"');
    const contentType = request.query.get('content_type') ?? '';
    const replaced = options.entries?.[contentType];
    const collection = replaced
      ? { items: replaced, total: replaced.length, skip: 0, limit: 1000 }
      : seed(contentType);
    if (!collection || (mode === 'unknown-section-types' && SECTION_TYPES.has(contentType))) {
      return sendJson(res, 400, cdaError('InvalidQuery', `Unknown content type: ${contentType}`));
    }
    const all = mode === 'empty' ? [] : collection.items;
    const skip = Number(request.query.get('skip') ?? 0);
    const limit = Math.min(Number(request.query.get('limit') ?? 100), options.pageSize ?? 1000);
    const body: Record<string, unknown> = {
      sys: { type: 'Array' },
      total: all.length,
      skip,
      limit,
      items: all.slice(skip, skip + limit),
    };
    if (mode !== 'empty' && collection.includes) body.includes = collection.includes;
    return sendJson(res, 200, body);
  });
  return {
    ...server,
    setMode(next) {
      mode = next;
      rateLimited = false;
    },
  };
}
