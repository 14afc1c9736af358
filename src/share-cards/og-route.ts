import type { RequestHandler } from 'express';
import type { ContentReader } from '../content/reader.ts';
import { cardVersion, type ShareCardKind } from '../domain/share-cards/card.ts';
import type { Logger } from '../platform/logger.ts';
import { imageCache } from './image-cache.ts';
import { findCard } from './lookup.ts';
import { type CardRenderer, isolatedCardRenderer } from './render-isolation.ts';

// GET /og/{kind}/{key}.{version}.png: a page's share card. The version is a hash of what
// the card shows, so an address whose version is current is served with immutable caching; an older
// one (a link shared before the content changed) gets today's card for five minutes. Each card is
// rendered at most once per version per process: finished images are kept in memory (LRU, bounded by
// bytes) and concurrent requests for one being rendered wait for that render. Pages only name the
// address: nothing here runs while a page renders.

const ADDRESS = /^\/og\/(term|tool|episode|issue|path|page)\/([^/]{1,300})\.([0-9a-z]{1,8})\.png$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

export type ShareCardRoute = RequestHandler & {
  /** Renders asked for by this process (tests: at most one per version). */
  renders(): number;
  /** Stops the share-card process, if one is running. */
  close(): Promise<void>;
};

export function shareCardRoute(deps: {
  content: ContentReader;
  logger: Logger;
  /** Memory for finished cards (default 16 MB: ~140 cards of ~115 KB). */
  maxBytes?: number;
  renderer?: CardRenderer;
}): ShareCardRoute {
  const { content, logger } = deps;
  // The native renderer, its fonts and its memory stay in a child process (render-isolation.ts).
  const renderer = deps.renderer ?? isolatedCardRenderer();
  const images = imageCache(deps.maxBytes ?? 16 * 1024 * 1024);
  let renders = 0;

  const handler: RequestHandler = async (req, res, next) => {
    if (!req.path.startsWith('/og/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text').send('Method not allowed');
      return;
    }
    const match = ADDRESS.exec(req.path);
    let key: string | undefined;
    try {
      key = match ? decodeURIComponent(match[2]!) : undefined;
    } catch {
      key = undefined;
    }
    if (!match || !key) {
      res.status(404).set('Cache-Control', SHORT).type('text').send('Not found');
      return;
    }
    try {
      const card = await findCard(content, match[1] as ShareCardKind, key);
      if (!card) {
        res.status(404).set('Cache-Control', SHORT).type('text').send('Not found');
        return;
      }
      const version = cardVersion(card);
      const image = await images.get(`${card.kind}/${card.key}.${version}`, () => {
        renders++;
        return renderer.render(card);
      });
      res.status(200).set({
        'Content-Type': 'image/png',
        'Content-Length': String(image.length),
        'Cache-Control': version === match[3] ? IMMUTABLE : SHORT,
        ETag: `"${version}"`,
      });
      if (req.method === 'HEAD') res.end();
      else res.end(image);
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'share card failed');
      res.status(503).set('Cache-Control', 'no-store').type('text').send('Share card unavailable');
    }
  };
  return Object.assign(handler, { renders: () => renders, close: () => renderer.close() });
}
