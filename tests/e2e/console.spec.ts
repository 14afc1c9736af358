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
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path);
    await waitForHydration(page);
    // The medium-priority pages are preloaded 2 s after the high ones: each page's data link is in
    // <head> once the preloader has reached it (the page on screen is not preloaded).
    const preloaded = ROUTE_PRIORITIES.medium.filter((other) => other !== path);
    await page.waitForFunction(
      (pages) =>
        pages.every((other) => document.head.querySelector(`link[rel="prefetch"][href^="${other}.data"]`)),
      preloaded,
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
