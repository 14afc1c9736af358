import type { RequestHandler } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { NO_STORE } from '../cache-policy.ts';

// What a page route accepts, checked before React Router sees the request, for every page route
// alike (nothing per route): GET and HEAD always; POST only where the route module has an action,
// and then only a form body of bounded size. Anything else is a clear 4xx, never a 500:
//   405 + Allow   a method the route does not take (TRACE, PUT, POST to a page without an action)
//   411           a POST without Content-Length (a form post always has one)
//   413           a body over MAX_FORM_BYTES
//   415           a body that is not a form (JSON, text, none at all)
//   400           a multipart body without its boundary, or a path with broken percent-encoding
// OPTIONS answers 204 with the same Allow header.

/** A footer signup form is a few hundred bytes; leave room for any future form. */
const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

type Manifest = ServerBuild['routes'];

const trees = new WeakMap<Manifest, RouteObject[]>();

/** The build's flat route manifest as the nested tree matchRoutes takes. */
function routeTree(manifest: Manifest): RouteObject[] {
  const cached = trees.get(manifest);
  if (cached) return cached;
  const entries = Object.values(manifest).filter((entry) => entry !== undefined);
  const build = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) =>
        entry.index
          ? { id: entry.id, index: true, path: entry.path, caseSensitive: entry.caseSensitive }
          : {
              id: entry.id,
              path: entry.path,
              caseSensitive: entry.caseSensitive,
              children: build(entry.id),
            },
      );
  const tree = build(undefined);
  trees.set(manifest, tree);
  return tree;
}

/** React Router's data requests (`/tools.data`, `/_root.data`) address the page they belong to. */
function pagePath(path: string): string {
  if (!path.endsWith('.data')) return path;
  const page = path.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

function takesPost(build: ServerBuild, path: string): boolean {
  const matches = matchRoutes(routeTree(build.routes), pagePath(path)) ?? [];
  const leaf = matches.at(-1)?.route.id;
  return Boolean(leaf && build.routes[leaf]?.module.action);
}

/** A path whose percent-encoding is broken (`/tools/%zz`) names no page. */
function decodablePath(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function pageRequestGuard(getBuild: () => ServerBuild | Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    if (!decodablePath(req.path)) {
      res.status(400).set('Cache-Control', NO_STORE).type('text').send('Bad request: malformed URL');
      return;
    }
    const method = req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    try {
      const post = takesPost(await getBuild(), req.path);
      const allow = post ? 'GET, HEAD, POST, OPTIONS' : 'GET, HEAD, OPTIONS';
      res.set('Allow', allow).set('Cache-Control', NO_STORE);
      if (method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      if (method !== 'POST' || !post) {
        res.status(405).type('text').send('Method not allowed');
        return;
      }
      const length = req.get('content-length');
      if (length === undefined) {
        res.status(411).type('text').send('Length required');
        return;
      }
      if (!/^\d+$/.test(length) || Number(length) > MAX_FORM_BYTES) {
        res.status(413).type('text').send('Payload too large');
        return;
      }
      const [type = '', ...params] = (req.get('content-type') ?? '').split(';');
      const mediaType = type.trim().toLowerCase();
      if (!FORM_TYPES.has(mediaType)) {
        res.status(415).type('text').send('Unsupported media type: send a form');
        return;
      }
      if (mediaType === 'multipart/form-data' && !params.some((param) => /^\s*boundary=\S/i.test(param))) {
        res.status(400).type('text').send('Bad request: multipart body without a boundary');
        return;
      }
      res.removeHeader('Allow');
      res.removeHeader('Cache-Control');
      next();
    } catch (error) {
      next(error);
    }
  };
}
