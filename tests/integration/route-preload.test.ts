import { describe, expect, it } from 'vitest';
import { loadServerBuild, pageMatcher, pagePreloader } from '../../src/app.ts';

// The route preloader is handed only pages the build has (a preload of a missing page
// logged a 404 on every page).

describe('pageMatcher', () => {
  it('knows the pages of the build, static and dynamic, and not what only the not-found route matches', async () => {
    const exists = pageMatcher(await loadServerBuild());
    for (const path of ['/', '/tools', '/tools/midjourney', '/tools/coding', '/start-here', '/about'])
      expect(exists(path), path).toBe(true);
    for (const path of ['/no-such-page', '/tools/midjourney/extra', '/404'])
      expect(exists(path), path).toBe(false);
  });
});

describe('pagePreloader', () => {
  it('gives each page of the build its data URL and route modules from the build manifest, not the root’s', async () => {
    const build = await loadServerBuild();
    const preload = pagePreloader(build);
    const root = build.assets.routes.root!;
    for (const [page, routeId] of [
      ['/start-here', 'routes/start-here'],
      ['/tools', 'routes/tools'],
      ['/', 'routes/home'],
    ] as const) {
      const { data, modules } = preload(page);
      const route = build.assets.routes[routeId];
      expect(route, routeId).toBeDefined();
      expect(modules, page).toContain(route!.module);
      for (const file of [root.module, ...(root.imports ?? [])]) expect(modules, page).not.toContain(file);
      expect(new Set(modules).size).toBe(modules.length);
      if (route!.hasLoader) expect(data).toBe(page === '/' ? '/_.data' : `${page}.data`);
    }
  });
});
