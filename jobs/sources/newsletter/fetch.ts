import { getCampaign, listSentCampaigns, MailerLiteError } from '../../../src/upstreams/mailerlite.ts';
import type { SourceContext } from '../../source.ts';
import { campaignListSchema, type NewsletterPayload } from './schema.ts';

// The refresh's MailerLite calls (docs/product.md#email-marketing-service), through the one client:
// sent campaigns page by page, then each campaign by id, because list items carry no HTML.

export { campaignsPath, PAGE_LIMIT } from '../../../src/upstreams/mailerlite.ts';
export const MAX_PAGES = 20;
const CONCURRENCY = 4;

type Context = Pick<SourceContext, 'config' | 'signal' | 'logger'>;

export async function fetchNewsletter(context: Context): Promise<NewsletterPayload> {
  const pages: unknown[] = [];
  const ids: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await listSentCampaigns(page, context);
    const list = campaignListSchema.safeParse(body);
    if (!list.success)
      throw new MailerLiteError('parse', 'MailerLite campaigns: unexpected response shape', {
        retryable: false,
      });
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
          details[id] = await getCampaign(id, context);
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
