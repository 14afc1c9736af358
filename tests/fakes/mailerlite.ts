import { readFileSync } from 'node:fs';
import { NEWSLETTER_SEED_DIR } from '../../jobs/sources/newsletter/index.ts';
import { type CommonMode, type FakeServer, sendJson, sendText, startFakeServer } from './http-server.ts';

// The one MailerLite fake, on loopback: GET /campaigns (page-based, emails without content),
// GET /campaigns/{id} (emails with their HTML), from the seed payloads, and POST /subscribers
// (the reference payload's 201). A Bearer key is required. Modes make it fail the ways the client
// must classify: an error status, a non-JSON type, an empty body, broken JSON, a hang, a drop.

type FakeMailerliteMode =
  | CommonMode
  | 'not-json'
  | 'unauthorized'
  | 'empty-body'
  | 'drop'
  /** 503 for every call: the service is down for a while. */
  | 'unavailable'
  /** 422 for a signup, with MailerLite's validation message: the address is refused for good. */
  | 'reject-email';

export type FakeMailerliteOptions = { mode?: FakeMailerliteMode; apiKey?: string; pageSize?: number };

export type FakeMailerlite = FakeServer & {
  apiKey: string;
  setMode(mode: FakeMailerliteMode): void;
  setPageSize(size: number): void;
  /**
   * The subscribers MailerLite holds, by address (lower case): POST /subscribers creates one (201)
   * or updates the one it has (200), as the real API does, so a second delivery makes no second one.
   */
  subscribers: Map<string, { email: string; name: string | null; writes: number }>;
  /** Every n-th signup call answers 503 (0: none), a provider that fails now and then. */
  failEvery(n: number): void;
};

const seed = (name: string) => JSON.parse(readFileSync(new URL(name, NEWSLETTER_SEED_DIR), 'utf8'));

/** Shaped like reference-payloads/mailerlite/subscriber-create.json. */
function createdSubscriber(body: string) {
  let email = 'unknown@example.com';
  let name: string | null = null;
  try {
    const sent = JSON.parse(body) as { email?: unknown; fields?: { name?: unknown } };
    email = String(sent.email ?? email);
    name = typeof sent.fields?.name === 'string' ? sent.fields.name : null;
  } catch {
    // an unreadable body still gets an answer; the test looks at what was sent
  }
  return {
    data: {
      id: '165968862226941797',
      email,
      status: 'active',
      source: 'api',
      sent: 0,
      opens_count: 0,
      clicks_count: 0,
      open_rate: 0,
      click_rate: 0,
      ip_address: null,
      subscribed_at: '2025-09-19 11:16:28',
      unsubscribed_at: null,
      created_at: '2025-09-19 11:16:28',
      updated_at: '2025-09-19 11:16:28',
      fields: { name, last_name: null },
      groups: [],
      opted_in_at: null,
      optin_ip: null,
    },
  };
}

export async function startFakeMailerlite(options: FakeMailerliteOptions = {}): Promise<FakeMailerlite> {
  let mode: FakeMailerliteMode = options.mode ?? 'ok';
  let pageSize = options.pageSize ?? 25;
  let rateLimited = false;
  const apiKey = options.apiKey ?? 'fake-mailerlite-key';
  const subscribers: FakeMailerlite['subscribers'] = new Map();
  let signupCalls = 0;
  let failEveryN = 0;
  const listPage = seed('campaigns-page-1.json') as {
    data: Array<{ id: string }>;
    meta: Record<string, unknown>;
    links: unknown;
  };
  const details = Object.fromEntries(
    listPage.data.map((campaign) => [campaign.id, seed(`campaign-${campaign.id}.json`)]),
  );

  const server = await startFakeServer((request, res, base) => {
    if (mode === 'timeout') return; // never answers
    if (mode === 'drop') {
      res.socket?.destroy();
      return;
    }
    if (mode === 'error-500') return sendJson(res, 500, { message: 'Server Error' });
    if (mode === 'unavailable' && request.path !== '/subscribers') {
      return sendJson(res, 503, { message: 'Service Unavailable' });
    }
    if (mode === 'rate-limit-then-ok' && !rateLimited) {
      rateLimited = true;
      return sendJson(res, 429, { message: 'Too Many Attempts.' });
    }
    if (mode === 'unauthorized' || request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(res, 401, { message: 'Unauthenticated.' });
    }
    if (mode === 'not-json') return sendText(res, 200, '<html>maintenance</html>', 'text/html');
    if (mode === 'malformed') return sendJson(res, 200, '{"data": [');
    if (mode === 'empty-body') return sendJson(res, 200, '');
    if (request.method === 'POST' && request.path === '/subscribers') {
      signupCalls += 1;
      if (mode === 'unavailable' || (failEveryN > 0 && signupCalls % failEveryN === 0)) {
        return sendJson(res, 503, { message: 'Service Unavailable' });
      }
      if (mode === 'reject-email') {
        return sendJson(res, 422, {
          message: 'The email must be a valid email address.',
          errors: { email: ['The email must be a valid email address.'] },
        });
      }
      const created = createdSubscriber(request.body);
      const key = created.data.email.toLowerCase();
      const known = subscribers.get(key);
      subscribers.set(key, {
        email: created.data.email,
        name: created.data.fields.name,
        writes: (known?.writes ?? 0) + 1,
      });
      return sendJson(res, known ? 200 : 201, created);
    }
    if (request.method === 'GET' && request.path === '/campaigns') {
      const page = Number(request.query.get('page') ?? 1);
      const all = mode === 'empty' || request.query.get('filter[status]') !== 'sent' ? [] : listPage.data;
      const limit = Number(request.query.get('limit') ?? pageSize);
      const size = Math.min(pageSize, limit > 0 ? limit : pageSize);
      const lastPage = Math.max(1, Math.ceil(all.length / size));
      const data = all.slice((page - 1) * size, page * size);
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
          per_page: size,
          from: data.length ? (page - 1) * size + 1 : null,
          to: (page - 1) * size + data.length,
          total: all.length,
        },
      });
    }
    const single = /^\/campaigns\/(\d+)$/.exec(request.path);
    if (request.method === 'GET' && single && details[single[1]!])
      return sendJson(res, 200, details[single[1]!]);
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
    subscribers,
    failEvery(n) {
      failEveryN = n;
    },
  };
}
