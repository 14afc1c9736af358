import { createHash } from 'node:crypto';
import { fetchContentOnce } from '../../jobs/index.ts';
import type { ContentReader } from '../content/reader.ts';
import { SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../domain/types.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';

// The content of the Content Preview API (drafts and changed entries) for the
// admin's pages, fetched on demand, kept a few seconds in this process's memory, and never written to
// the store: the scheduled pipeline and every visitor keep reading the published snapshot.

/** How long a fetched preview is reused: an edit shows on the next page after a few seconds. */
const PREVIEW_TTL_MS = 5_000;

export type PreviewFetch = () => Promise<Snapshot<'content'>>;

/** The content source's own fetch and normalise, pointed at the preview host with the preview token. */
export function previewFetcher(config: Config, logger: Logger): PreviewFetch {
  const previewConfig: Config = Object.freeze({
    ...config,
    CONTENTFUL_HOST: config.CONTENTFUL_PREVIEW_HOST,
    CONTENTFUL_ACCESS_TOKEN: config.CONTENTFUL_PREVIEW_TOKEN,
  });
  return async () => {
    // Loaded on the first preview only: a web process that never previews never loads the SDK.
    const data = await fetchContentOnce({
      config: previewConfig,
      logger,
      signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
    });
    const version = `preview-${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16)}`;
    return {
      source: 'content',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'live',
      data,
      fetchedAt: new Date().toISOString(),
      version,
    };
  };
}

type Held = { snapshot: Snapshot<'content'>; at: number; derived: Map<string, unknown> };

/**
 * A reader for preview pages: the content source from the preview API (cached PREVIEW_TTL_MS, one
 * fetch at a time), every other source from the published reader. When the preview API fails, the
 * page shows the published content and the failure is logged.
 */
export function createPreviewReader(
  published: ContentReader,
  fetchPreview: PreviewFetch,
  logger: Logger,
  options: { ttlMs?: number; now?: () => number } = {},
): ContentReader {
  const ttlMs = options.ttlMs ?? PREVIEW_TTL_MS;
  const now = options.now ?? Date.now;
  let held: Held | undefined;
  let loading: Promise<Held | undefined> | undefined;

  function load(): Promise<Held | undefined> {
    if (held && now() - held.at < ttlMs) return Promise.resolve(held);
    loading ??= fetchPreview()
      .then((snapshot) => {
        held = { snapshot, at: now(), derived: new Map() };
        return held;
      })
      .catch((error: unknown) => {
        logger.warn({ reason: (error as Error).message }, 'preview content unavailable; showing published');
        return undefined;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async read(source) {
      if (source !== 'content') return published.read(source);
      const entry = await load();
      return (entry?.snapshot as Snapshot<typeof source> | undefined) ?? published.read(source);
    },
    async derive(source, name, build) {
      if (source !== 'content') return published.derive(source, name, build);
      const entry = await load();
      if (!entry) return published.derive(source, name, build);
      if (!entry.derived.has(name)) entry.derived.set(name, build(entry.snapshot as Snapshot<typeof source>));
      return entry.derived.get(name) as ReturnType<typeof build>;
    },
    usable: (source) => published.usable(source),
    onMissing: () => {},
    heldCount: () => published.heldCount(),
  };
}
