import { describe, expect, it } from 'vitest';
import { loadServerBuild, pageMatcher } from '../../src/app.ts';

// The route preloader is handed only pages the build has (issue 13: a preload of a missing page
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
