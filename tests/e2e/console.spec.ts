import { expect, test } from '@playwright/test';
import { ROUTE_PRIORITIES } from '../../client/lib/navigation.ts';
import { waitForHydration } from './helpers.ts';

// Best practices: a page logs no error to the console, including after the route preloader
// has preloaded the high- and medium-priority pages (it preloads only pages that exist).

for (const path of ['/', '/tools', '/tools/midjourney']) {
  test(`${path} logs no console error, before or after background preloading`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The context's responses: the preload worker's requests as well as the page's.
    page.context().on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const finished = new Set<string>();
    page.context().on('requestfinished', (request) => finished.add(new URL(request.url()).pathname));
    await page.goto(path);
    await waitForHydration(page);
    // The medium-priority pages are preloaded 2 s after the high ones (the page on screen is not):
    // wait until the preload worker has fetched each one's data and has gone.
    const preloaded = ROUTE_PRIORITIES.medium.filter((other) => other !== path);
    await expect
      .poll(() => preloaded.every((other) => finished.has(`${other}.data`)), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.workers().length).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
