import { readFile } from 'node:fs/promises';
import type { CreateClientParams } from 'contentful';
import type { Config } from '../../../src/platform/config.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import type { SourceContext } from '../../source.ts';
import {
  type CdaCollection,
  CONTENT_TYPES,
  type ContentRaw,
  type ContentTypeKey,
  collectionSchema,
} from './schema.ts';

// I/O for the content source: the official SDK against CONTENTFUL_HOST
// (docs/product.md#content-service), or the embedded seed stored in the CDA's own response shape.

const TERM_LIMIT = 1000;
const TOOL_PAGE = 100;

const SEED_DIR = new URL('../../seed/contentful/', import.meta.url);

/** CONTENTFUL_HOST is a bare host (`cdn.contentful.com`) or a URL; `http://` means plain HTTP. */
export function contentfulHost(value: string): { host: string; insecure: boolean } {
  if (!/^https?:\/\//i.test(value)) return { host: value.replace(/\/+$/, ''), insecure: false };
  const url = new URL(value);
  return { host: url.host, insecure: url.protocol === 'http:' };
}

export function clientParams(config: Config, logger: Logger): CreateClientParams {
  const { host, insecure } = contentfulHost(config.CONTENTFUL_HOST);
  return {
    space: config.CONTENTFUL_SPACE_ID ?? '',
    accessToken: config.CONTENTFUL_ACCESS_TOKEN ?? '',
    environment: config.CONTENTFUL_ENVIRONMENT,
    host,
    insecure,
    timeout: config.UPSTREAM_TIMEOUT_MS,
    // No SDK-level retries: the refresh job is the one layer that retries (jobs/retry-policy.ts).
    retryOnError: false,
    logHandler: (level, data) => {
      if (level === 'error') logger.warn({ detail: data }, 'content service client error');
      else logger.debug({ detail: data }, `content service client ${level}`);
    },
  };
}

/** The SDK puts a JSON document in the message; pull the HTTP status out of it. */
export function statusOf(error: unknown): number | undefined {
  const direct = (error as { status?: unknown; response?: { status?: unknown } } | null) ?? undefined;
  if (typeof direct?.status === 'number') return direct.status;
  if (typeof direct?.response?.status === 'number') return direct.response.status;
  try {
    const parsed = JSON.parse((error as Error).message) as { status?: unknown };
    return typeof parsed.status === 'number' ? parsed.status : undefined;
  } catch {
    return undefined;
  }
}

function fetchError(contentType: string, error: unknown): SourceFetchError {
  const status = statusOf(error);
  const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
  return new SourceFetchError(`content service request for ${contentType} failed: ${reason}`, {
    status,
    retryable: status === undefined || status === 429 || status >= 500,
    cause: error,
  });
}

function emptyCollection(): CdaCollection {
  return { sys: { type: 'Array' }, total: 0, skip: 0, limit: 0, items: [] };
}

function mergeIncludes(pages: CdaCollection[]): CdaCollection['includes'] {
  const merged: Record<'Entry' | 'Asset', Map<string, unknown>> = { Entry: new Map(), Asset: new Map() };
  for (const page of pages) {
    for (const kind of ['Entry', 'Asset'] as const) {
      for (const item of page.includes?.[kind] ?? []) {
        const id = (item as { sys?: { id?: string } }).sys?.id;
        if (id) merged[kind].set(id, item);
      }
    }
  }
  const includes: NonNullable<CdaCollection['includes']> = {};
  if (merged.Entry.size) includes.Entry = [...merged.Entry.values()];
  if (merged.Asset.size) includes.Asset = [...merged.Asset.values()];
  return Object.keys(includes).length ? includes : undefined;
}

export async function fetchContentLive(context: SourceContext): Promise<ContentRaw> {
  const { config, logger, signal } = context;
  // The SDK (about 35 MB resident) only where content is live: the seed never loads it.
  const { createClient } = await import('contentful');
  const client = createClient(clientParams(config, logger)).withoutLinkResolution;

  async function page(key: ContentTypeKey, query: Record<string, unknown>): Promise<CdaCollection> {
    signal.throwIfAborted();
    const contentType = CONTENT_TYPES[key];
    let response: unknown;
    try {
      response = await client.getEntries({ content_type: contentType, ...query });
    } catch (error) {
      throw fetchError(contentType, error);
    }
    const parsed = collectionSchema.safeParse(JSON.parse(JSON.stringify(response)));
    if (!parsed.success) {
      throw new SourceFetchError(`content service sent a malformed ${contentType} collection`, {
        retryable: false,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  async function optional(key: ContentTypeKey, query: Record<string, unknown>): Promise<CdaCollection> {
    try {
      return await page(key, query);
    } catch (error) {
      // Section queries give an empty list on HTTP 400 (docs/product.md#content-service-errors).
      if (error instanceof SourceFetchError && error.status === 400) {
        logger.warn(
          { contentType: CONTENT_TYPES[key] },
          `content type ${CONTENT_TYPES[key]} unavailable (HTTP 400); using an empty list`,
        );
        return emptyCollection();
      }
      throw error;
    }
  }

  async function allTools(): Promise<CdaCollection> {
    const pages: CdaCollection[] = [];
    let skip = 0;
    for (;;) {
      const next = await page('tool', { limit: TOOL_PAGE, skip, order: 'sys.createdAt' });
      pages.push(next);
      skip += next.items.length;
      if (next.items.length === 0 || skip >= next.total) break;
    }
    return {
      sys: { type: 'Array' },
      total: skip,
      skip: 0,
      limit: skip,
      items: pages.flatMap((p) => p.items),
      includes: mergeIncludes(pages),
    };
  }

  const [term, tool, category, section, guide, comparison, ecosystem] = await Promise.all([
    page('term', { limit: TERM_LIMIT }),
    allTools(),
    page('category', { order: 'fields.order,fields.cardTitle', limit: 1000 }),
    optional('section', { include: 2, limit: 1000 }),
    optional('guide', { limit: 1000 }),
    optional('comparison', { limit: 1000 }),
    optional('ecosystem', { limit: 1000 }),
  ]);
  return { term, tool, category, section, guide, comparison, ecosystem };
}

/** The embedded seed: one CDA collection response per content type, file named after the type. */
export async function loadContentSeed(): Promise<ContentRaw> {
  const keys = Object.keys(CONTENT_TYPES) as ContentTypeKey[];
  const collections = await Promise.all(
    keys.map(async (key) => {
      const text = await readFile(new URL(`${CONTENT_TYPES[key]}.json`, SEED_DIR), 'utf8');
      return [key, collectionSchema.parse(JSON.parse(text))] as const;
    }),
  );
  return Object.fromEntries(collections) as ContentRaw;
}

export function seedPath(contentType: string): URL {
  return new URL(`${contentType}.json`, SEED_DIR);
}
