import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import { SEARCH_KINDS, type SearchResults } from '../domain/search/results.ts';
import { MAX_SUGGESTIONS, searchSuggestions } from '../domain/search/suggestions.ts';
import { apiError } from '../middleware/errors.ts';
import { type Encoding, sendEncoded } from '../page-cache/send.ts';
import type { SearchService } from '../search/search-service.ts';

// GET /api/search?q=&kind=&limit= (docs/search.md#api): the site search as JSON, for the
// instant-search dialog and anyone else. The answer is the same for everyone and changes only with
// the content, so a shared cache may keep it for a minute.
//
// The service hands back the same answer object for a repeated query while the index stands
// (src/search/search-service.ts); its JSON and each compressed form are made once, kept beside it
// (a WeakMap: they go when the service drops the answer) and sent whole, with an ETag. Compressing
// one 3 KB answer in one call costs less than a compression stream per response, whose zlib and
// brotli state (hundreds of KB of native memory each) stayed allocated until the collector ran:
// under 32 concurrent searches that was 30 MB more resident memory.

const MAX_QUERY_LENGTH = 200;
const MAX_LIMIT = 50;
const SEARCH_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

const searchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH),
  kind: z.enum(SEARCH_KINDS as [string, ...string[]]).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_LIMIT))
    .optional(),
});

/** A Hebrew message per parameter, in the API's error shape. */
const INVALID: Record<'q' | 'kind' | 'limit', [code: string, message: string]> = {
  q: ['invalid_query', `q הוא טקסט החיפוש: פרמטר אחד של עד ${MAX_QUERY_LENGTH} תווים`],
  kind: ['invalid_kind', `kind הוא אחד מאלה: ${SEARCH_KINDS.join(', ')}`],
  limit: ['invalid_limit', `limit הוא מספר שלם בין 1 ל-${MAX_LIMIT}`],
};

type Encoded = { etag: string; identity: Buffer; gzip?: Buffer; br?: Buffer };

const encodedAnswers = new WeakMap<SearchResults, Encoded>();

function encodedAnswer(results: SearchResults): Encoded {
  let encoded = encodedAnswers.get(results);
  if (!encoded) {
    const identity = Buffer.from(JSON.stringify(results));
    const etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
    encoded = { etag, identity };
    encodedAnswers.set(results, encoded);
  }
  return encoded;
}

function encodedBody(encoded: Encoded, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    encoded.br ??= brotliCompressSync(encoded.identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: encoded.identity.length,
      },
    });
    return encoded.br;
  }
  if (encoding === 'gzip') {
    encoded.gzip ??= gzipSync(encoded.identity, { level: 6 });
    return encoded.gzip;
  }
  return encoded.identity;
}

/** The query's parameters, or a 400 in the API's error shape (then undefined). */
function parseQuery(query: Record<string, unknown>, res: Response) {
  // A repeated parameter (?q=a&q=b) arrives as a list: as bad as a wrong value.
  const parsed = searchQuery.safeParse({ q: query.q ?? '', kind: query.kind, limit: query.limit });
  if (parsed.success) return parsed.data;
  const field = (parsed.error.issues[0]?.path[0] ?? 'q') as keyof typeof INVALID;
  const [code, message] = INVALID[field] ?? INVALID.q;
  res.status(400).set('Cache-Control', 'no-store').json(apiError(code, message));
  return undefined;
}

export function searchRouter(deps: { search: SearchService; limiter: RequestHandler; siteUrl: string }) {
  const router = Router();
  router.get('/search', deps.limiter, async (req, res, next) => {
    const parsed = parseQuery(req.query as Record<string, unknown>, res);
    if (!parsed) return;
    try {
      const { q, kind, limit } = parsed;
      const results = await deps.search.search(q, {
        kind: kind as (typeof SEARCH_KINDS)[number] | undefined,
        limit,
      });
      const encoded = encodedAnswer(results);
      res.set({
        'Cache-Control': SEARCH_CACHE_CONTROL,
        'Content-Type': 'application/json; charset=utf-8',
      });
      sendEncoded(req, res, encoded.etag, (encoding) => encodedBody(encoded, encoding));
    } catch (error) {
      next(error);
    }
  });
  // The address bar's suggestions (src/domain/search/suggestions.ts), counted with the searches.
  router.get('/search/suggest', deps.limiter, async (req, res, next) => {
    const query = req.query as Record<string, unknown>;
    const parsed = parseQuery({ q: query.q }, res);
    if (!parsed) return;
    try {
      const q = parsed.q.trim();
      const results = q ? await deps.search.search(q, { limit: MAX_SUGGESTIONS }) : undefined;
      res.set('Cache-Control', SEARCH_CACHE_CONTROL).json(searchSuggestions(parsed.q, results, deps.siteUrl));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
