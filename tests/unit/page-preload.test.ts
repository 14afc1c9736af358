import { describe, expect, it } from 'vitest';
import { dataUrlOf, type ManifestRoute, pagePreload, routeTree } from '../../src/page-preload.ts';

// The shape of React Router's window.__reactRouterManifest.routes (fields as the build writes them).
const route = (fields: Partial<ManifestRoute> & { id: string; module: string }): ManifestRoute => ({
  hasLoader: false,
  hasClientLoader: false,
  imports: [],
  css: [],
  ...fields,
});

const routes: Record<string, ManifestRoute> = {
  root: route({
    id: 'root',
    path: '',
    hasLoader: true,
    module: '/assets/root.js',
    imports: ['/assets/framework.js'],
  }),
  'routes/home': route({
    id: 'routes/home',
    parentId: 'root',
    index: true,
    module: '/assets/home.js',
    imports: ['/assets/framework.js', '/assets/icons.js'],
  }),
  'routes/tools': route({
    id: 'routes/tools',
    parentId: 'root',
    path: 'tools',
    hasLoader: true,
    module: '/assets/tools.js',
    imports: ['/assets/cards.js'],
  }),
  'routes/tools.$toolId': route({
    id: 'routes/tools.$toolId',
    parentId: 'root',
    path: 'tools/:toolId',
    hasLoader: true,
    module: '/assets/tool.js',
  }),
  'routes/about': route({
    id: 'routes/about',
    parentId: 'root',
    path: 'about',
    module: '/assets/about.js',
    css: ['/assets/about.css'],
  }),
  'routes/notes': route({
    id: 'routes/notes',
    parentId: 'root',
    path: 'notes',
    hasClientLoader: true,
    module: '/assets/notes.js',
    clientLoaderModule: '/assets/notes-loader.js',
  }),
  'routes/$': route({
    id: 'routes/$',
    parentId: 'root',
    path: '*',
    hasLoader: true,
    module: '/assets/not-found.js',
  }),
};

describe('pagePreload', () => {
  it('links the data and the modules of the routes a page matches, each once, leaving out the root’s', () => {
    expect(pagePreload('/tools', routes)).toEqual({
      page: '/tools',
      data: '/tools.data',
      modules: ['/assets/tools.js', '/assets/cards.js'],
      styles: [],
    });
  });

  it('matches index routes and dynamic segments as the router does', () => {
    // The framework chunk is the root's too: every page has it.
    expect(pagePreload('/', routes).modules).toEqual(['/assets/home.js', '/assets/icons.js']);
    expect(pagePreload('/', routes).data).toBe('/_.data');
    expect(pagePreload('/tools/midjourney', routes).modules).toContain('/assets/tool.js');
    expect(pagePreload('/tools/midjourney', routes).modules).not.toContain('/assets/tools.js');
  });

  it('prefetches a route’s stylesheets and leaves out data a client loader fetches itself', () => {
    expect(pagePreload('/about', routes).styles).toEqual(['/assets/about.css']);
    const notes = pagePreload('/notes', routes);
    expect(notes.data).toBeNull();
    expect(notes.modules).toContain('/assets/notes-loader.js');
  });

  it('falls through to the splat route for an unknown path, and to nothing without routes', () => {
    expect(pagePreload('/no-such-page', routes).modules).toContain('/assets/not-found.js');
    expect(pagePreload('/tools', {})).toEqual({ page: '/tools', data: null, modules: [], styles: [] });
  });

  it('builds the nested tree matchRoutes walks from the flat manifest', () => {
    const tree = routeTree(routes);
    expect(tree.map((node) => node.id)).toEqual(['root']);
    expect(tree[0]?.children?.map((node) => node.id)).toContain('routes/tools.$toolId');
  });

  it('names the single-fetch data URL of a page', () => {
    expect(dataUrlOf('/podcast/episode-12')).toBe('/podcast/episode-12.data');
    expect(dataUrlOf('/')).toBe('/_.data');
  });
});
