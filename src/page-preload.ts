import { matchRoutes, type RouteObject } from 'react-router';

/** Where a route sits in the route table: what server routes and manifest entries have in common. */
type RouteShape = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** The fields of React Router's route manifest (window.__reactRouterManifest) a preload needs. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasLoader: boolean;
  hasClientLoader?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
};

export type PagePreload = {
  page: string;
  /** The single-fetch data URL React Router fetches for the page, when one of its routes has a loader. */
  data: string | null;
  /** Its route modules and their imports. */
  modules: string[];
  styles: string[];
};

/** A build's flat list of routes as the nested tree `matchRoutes` walks. */
export function routeTree(routes: Record<string, RouteShape | undefined>): RouteObject[] {
  const byParent = new Map<string | undefined, RouteShape[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: build(id) },
    );
  return build(undefined);
}

/** React Router's single-fetch URL of a page's data: `/tools.data`, `/_.data` for the home page. */
export function dataUrlOf(page: string): string {
  return page.endsWith('/') ? `${page}_.data` : `${page}.data`;
}

/**
 * What to preload for `page`: the data URL and module files React Router's <PrefetchPageLinks> would
 * link, computed on the server from the build's route manifest (in the browser that component imported
 * every route module of the page to read its `links`, and with lazy route discovery the browser does
 * not even know the routes of pages it has not seen linked yet). The root route's files are left out:
 * every page has them already. A page with no matching route, or whose routes load data on the client,
 * preloads no data.
 */
export function pagePreload(
  page: string,
  routes: Record<string, ManifestRoute | undefined>,
  tree: RouteObject[] = routeTree(routes),
): PagePreload {
  const matches = matchRoutes(tree, page) ?? [];
  const matched = matches.flatMap((match) => {
    const route = match.route.id === undefined ? undefined : routes[match.route.id];
    return route ? [route] : [];
  });
  const loads = matched.some((route) => route.hasLoader);
  const clientData = matched.some((route) => route.hasClientLoader);
  // The root route's files (and React with them) are on every page already.
  const root = matched.filter((route) => route.parentId === undefined);
  const everyPage = new Set(root.flatMap((route) => [route.module, ...(route.imports ?? [])]));
  const modules = matched
    .filter((route) => route.parentId !== undefined)
    .flatMap((route) => [
      route.module,
      ...(route.clientLoaderModule ? [route.clientLoaderModule] : []),
      ...(route.clientActionModule ? [route.clientActionModule] : []),
      ...(route.imports ?? []),
    ])
    .filter((file) => !everyPage.has(file));
  return {
    page,
    data: loads && !clientData ? dataUrlOf(page) : null,
    modules: [...new Set(modules)],
    styles: [...new Set(matched.flatMap((route) => route.css ?? []))],
  };
}
