import type { RequestHandler } from 'express';
import type { ContentReader } from '../content/reader.ts';
import {
  COVER_TYPES,
  COVER_WIDTHS,
  type CoverFormat,
  type CoverKind,
  coverVersion,
} from '../domain/covers/cover.ts';
import type { Logger } from '../platform/logger.ts';
import { imageCache } from './image-cache.ts';
import { findCover } from './lookup.ts';
import type { CardRenderer } from './render-isolation.ts';

// GET /covers/{kind}/{key}.{version}.{width}.{format}: an episode's, issue's, video's or guide's
// designed cover (docs/decisions/0031-designed-covers.md). Only covers of those in the
// snapshot are drawn, with their own text, at their kind's fixed widths: any other address is a 404,
// so no request can make the server draw text or sizes of its choosing. Caching as the share cards
// (og-route.ts): the current version is immutable, an older one gets today's cover for five minutes,
// and each image is rendered at most once per process while it stays in memory.

/** The kinds are those cover.ts gives widths for: a new kind is served once it has them. */
const ADDRESS = new RegExp(
  `^/covers/(${Object.keys(COVER_WIDTHS).join('|')})/([^/]{1,300})\\.([0-9a-z]{1,8})\\.(\\d{2,4})\\.(avif|webp|png)$`,
);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

export type CoversRoute = RequestHandler & {
  /** Renders asked for by this process (tests: at most one per version, width and format). */
  renders(): number;
};

export function coversRoute(deps: {
  content: ContentReader;
  logger: Logger;
  renderer: CardRenderer;
  /** Memory for finished covers (default 12 MB: ~300 covers of ~40 KB). */
  maxBytes?: number;
}): CoversRoute {
  const { content, logger, renderer } = deps;
  const images = imageCache(deps.maxBytes ?? 12 * 1024 * 1024);
  let renders = 0;

  const notFound = (res: Parameters<RequestHandler>[1]) =>
    res.status(404).set('Cache-Control', SHORT).type('text').send('Not found');

  const handler: RequestHandler = async (req, res, next) => {
    if (!req.path.startsWith('/covers/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text').send('Method not allowed');
      return;
    }
    const match = ADDRESS.exec(req.path);
    if (!match) return notFound(res);
    const kind = match[1] as CoverKind;
    const width = Number(match[4]);
    const format = match[5] as CoverFormat;
    let key: string | undefined;
    try {
      key = decodeURIComponent(match[2]!);
    } catch {
      key = undefined;
    }
    if (!key || !COVER_WIDTHS[kind].includes(width)) return notFound(res);
    try {
      const cover = await findCover(content, kind, key);
      if (!cover) return notFound(res);
      const version = coverVersion(cover);
      const etag = `"${version}.${width}.${format}"`;
      res.set({
        'Cache-Control': version === match[3] ? IMMUTABLE : SHORT,
        ETag: etag,
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const image = await images.get(`${cover.kind}/${cover.key}.${version}.${width}.${format}`, () => {
        renders++;
        return renderer.renderCover(cover, width, format);
      });
      res.status(200).set({ 'Content-Type': COVER_TYPES[format], 'Content-Length': String(image.length) });
      if (req.method === 'HEAD') res.end();
      else res.end(image);
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'cover failed');
      res.status(503).set('Cache-Control', 'no-store').type('text').send('Cover unavailable');
    }
  };
  return Object.assign(handler, { renders: () => renders });
}
