import { readFileSync } from 'node:fs';
import { seedPath } from '../../jobs/sources/content/fetch.ts';
import { type CommonMode, type FakeServer, sendJson, startFakeServer } from './http-server.ts';

// The Contentful Delivery API on loopback: GET /spaces/:space/environments/:env/entries with
// content_type, skip and limit, answering from the embedded seed in the CDA's own response shape;
// GET /spaces/:space (the space: sys, name, locales) and GET /spaces/:space/environments/:env/
// content_types (a collection of ContentType items with displayField, name and fields), shaped like
// the real CDA's answers. The seed's aiTool entries carry the Hebrew-support fields (hebrewUi
// Symbol full|partial|none, hebrewInput and hebrewOutput Integer 1–5, rtlOutput Symbol
// yes|partial|no, hebrewNotes Text, hebrewCheckedAt Date) and a tool's life (status Symbol
// active|renamed|acquired|discontinued, statusNote Text, statusDate Date, successor Symbol: a tool
// id), so the fake serves and describes them;
// `entries` replaces a content type's entries (tests/integration/hebrew-live.test.ts sends invalid ones). A second server is the Content Preview API (same paths, its own token):
// the published entries plus the drafts a test gives it (preview mode).

export type FakeContentfulMode = CommonMode | 'unknown-section-types';

export const FAKE_SPACE = 'fake-space';
export const FAKE_TOKEN = 'fake-delivery-token';
export const FAKE_PREVIEW_TOKEN = 'fake-preview-token';

const SECTION_TYPES = new Set([
  'toolRecommendationSection',
  'tutorialSection',
  'comparisonTable',
  'ecosystemService',
]);

export type FakeContentful = FakeServer & {
  setMode(mode: FakeContentfulMode): void;
  /** Replaces the published entries of a content type (an edit published in the content service). */
  setEntries(contentType: string, items: unknown[]): void;
  /** Entries of a content type, as served now (the seed's unless replaced). */
  entriesOf(contentType: string): unknown[];
  /** The Content Preview API: published entries plus drafts. */
  preview: FakeServer & { setDrafts(contentType: string, items: unknown[]): void };
};

type Collection = { items: unknown[]; includes?: unknown; total: number; skip: number; limit: number };

function seed(contentType: string): Collection | null {
  try {
    return JSON.parse(readFileSync(seedPath(contentType), 'utf8')) as Collection;
  } catch {
    return null;
  }
}

export const FAKE_SPACE_NAME = 'AI בעברית – תוכן';

/** The content types the seed holds, each described as the CDA describes a ContentType. */
const SEED_TYPES: { id: string; name: string; displayField: string }[] = [
  { id: 'aiTerm', name: 'AI Term', displayField: 'term' },
  { id: 'aiTool', name: 'AI Tool', displayField: 'name' },
  { id: 'categoryPage', name: 'Category Page', displayField: 'title' },
  { id: 'toolRecommendationSection', name: 'Tool Recommendation Section', displayField: 'title' },
  { id: 'tutorialSection', name: 'Tutorial Section', displayField: 'title' },
  { id: 'comparisonTable', name: 'Comparison Table', displayField: 'title' },
  { id: 'ecosystemService', name: 'Ecosystem Service', displayField: 'name' },
];

/** Fields whose CDA type is not what their JSON value suggests. */
const DECLARED_TYPES: Record<string, string> = {
  hebrewCheckedAt: 'Date',
  hebrewNotes: 'Text',
  statusDate: 'Date',
  statusNote: 'Text',
};

function fieldType(value: unknown, id = ''): string {
  if (DECLARED_TYPES[id]) return DECLARED_TYPES[id];
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Integer' : 'Number';
  if (typeof value === 'boolean') return 'Boolean';
  if (value && typeof value === 'object') return (value as { sys?: unknown }).sys ? 'Link' : 'Object';
  return typeof value === 'string' && value.length > 255 ? 'Text' : 'Symbol';
}

function spaceBody(space: string) {
  return {
    sys: { type: 'Space', id: space },
    name: FAKE_SPACE_NAME,
    locales: [{ code: 'he', default: true, name: 'Hebrew', fallbackCode: null }],
  };
}

function contentTypesBody(space: string, environment: string) {
  const items = SEED_TYPES.map((type) => {
    const fields = new Map<string, string>();
    for (const item of (seed(type.id)?.items ?? []) as { fields?: Record<string, unknown> }[])
      for (const [id, value] of Object.entries(item.fields ?? {}))
        if (!fields.has(id)) fields.set(id, fieldType(value, id));
    return {
      sys: {
        space: { sys: { type: 'Link', linkType: 'Space', id: space } },
        id: type.id,
        type: 'ContentType',
        createdAt: '2024-03-01T09:00:00.000Z',
        updatedAt: '2025-01-12T10:30:00.000Z',
        environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
        revision: 3,
      },
      displayField: type.displayField,
      name: type.name,
      description: '',
      fields: [...fields].map(([id, type]) => ({
        id,
        name: id,
        type,
        localized: false,
        required: id === 'name' || id === 'term' || id === 'title',
        disabled: false,
        omitted: false,
      })),
    };
  });
  return { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items };
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
    /** Draft entries the preview API adds to a content type's published ones. */
    drafts?: Partial<Record<string, unknown[]>>;
  } = {},
): Promise<FakeContentful> {
  let mode: FakeContentfulMode = options.mode ?? 'ok';
  let rateLimited = false;
  const entries: Partial<Record<string, unknown[]>> = { ...options.entries };
  const drafts: Partial<Record<string, unknown[]>> = { ...options.drafts };
  const server = await startFakeServer(handler('delivery'));
  const preview = await startFakeServer(handler('preview'));
  return {
    ...server,
    async close() {
      await Promise.all([server.close(), preview.close()]);
    },
    setMode(next) {
      mode = next;
      rateLimited = false;
    },
    setEntries(contentType, items) {
      entries[contentType] = items;
    },
    entriesOf(contentType) {
      return entries[contentType] ?? seed(contentType)?.items ?? [];
    },
    preview: {
      ...preview,
      setDrafts(contentType, items) {
        drafts[contentType] = items;
      },
    },
  };

  function handler(api: 'delivery' | 'preview'): Parameters<typeof startFakeServer>[0] {
    const token = api === 'delivery' ? FAKE_TOKEN : FAKE_PREVIEW_TOKEN;
    return (request, res) => {
      if (mode === 'timeout') return;
      const spaceOnly = /^\/spaces\/([^/]+)\/?$/.exec(request.path);
      const types = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/content_types\/?$/.exec(request.path);
      const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries$/.exec(request.path);
      const space = (spaceOnly ?? types ?? match)?.[1];
      if (space !== FAKE_SPACE)
        return sendJson(res, 404, cdaError('NotFound', 'The resource could not be found.'));
      if (request.headers.authorization !== `Bearer ${token}`) {
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
      if (spaceOnly) return sendJson(res, 200, spaceBody(FAKE_SPACE));
      if (types) return sendJson(res, 200, contentTypesBody(FAKE_SPACE, types[2]!));
      if (!match) return sendJson(res, 404, cdaError('NotFound', 'The resource could not be found.'));
      const contentType = request.query.get('content_type') ?? '';
      const replaced = entries[contentType];
      const published = replaced
        ? { items: replaced, total: replaced.length, skip: 0, limit: 1000 }
        : seed(contentType);
      const added = api === 'preview' ? (drafts[contentType] ?? []) : [];
      const collection =
        published && added.length ? { ...published, items: [...published.items, ...added] } : published;
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
    };
  }
}
