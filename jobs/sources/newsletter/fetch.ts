import { type SourceContext, SourceFetchError } from '../../source.ts';
import { readJson, upstreamFetch } from '../shared/http.ts';
import { campaignListSchema, type NewsletterPayload } from './schema.ts';

// MailerLite calls (spec section 7): sent campaigns page by page, then each campaign by id,
// because list items carry no HTML. Errors: non-OK status, non-JSON content type, empty body,
// JSON parse error, timeout, network error (spec section 8).

export const PAGE_LIMIT = 25;
export const MAX_PAGES = 20;
const CONCURRENCY = 4;

type Context = Pick<SourceContext, 'config' | 'signal' | 'logger'>;

async function mailerliteGet(path: string, context: Context): Promise<unknown> {
  const key = context.config.MAILERLITE_API_KEY;
  if (!key) throw new SourceFetchError('MAILERLITE_API_KEY is not set', { retryable: false });
  const response = await upstreamFetch(`${context.config.MAILERLITE_API_URL}${path}`, context, {
    headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
  });
  if (!response.ok) {
    await response.body?.cancel();
    const status = response.status;
    const message =
      status === 401
        ? 'MailerLite rejected the API key (401)'
        : `MailerLite answered HTTP ${status} for ${path}`;
    throw new SourceFetchError(message, { status, retryable: status === 429 || status >= 500 });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) {
    await response.body?.cancel();
    throw new SourceFetchError(`MailerLite ${path}: expected JSON, got "${type || 'no content type'}"`, {
      status: response.status,
    });
  }
  return readJson(response, `MailerLite ${path}`);
}

export function campaignsPath(page: number): string {
  return `/campaigns?filter[status]=sent&include=emails&page=${page}&limit=${PAGE_LIMIT}`;
}

export async function fetchNewsletter(context: Context): Promise<NewsletterPayload> {
  const pages: unknown[] = [];
  const ids: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await mailerliteGet(campaignsPath(page), context);
    const list = campaignListSchema.safeParse(body);
    if (!list.success)
      throw new SourceFetchError('MailerLite campaigns: unexpected response shape', { retryable: false });
    pages.push(body);
    for (const item of list.data.data) {
      const id = (item as { id?: unknown })?.id;
      if (typeof id === 'string' && /^\d+$/.test(id)) ids.push(id);
    }
    if (page >= (list.data.meta?.last_page ?? 1)) break;
  }
  const details: Record<string, unknown> = {};
  for (let start = 0; start < ids.length; start += CONCURRENCY) {
    await Promise.all(
      ids.slice(start, start + CONCURRENCY).map(async (id) => {
        try {
          details[id] = await mailerliteGet(`/campaigns/${id}`, context);
        } catch (error) {
          if (context.signal.aborted) throw error;
          context.logger.warn(
            { source: 'newsletter', id, err: error },
            'newsletter: campaign content unavailable',
          );
        }
      }),
    );
  }
  return { pages, details };
}
