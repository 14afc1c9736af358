import { expect, test } from '@playwright/test';
import { MEDIUM_PRELOAD_DELAY_MS } from '../../client/lib/navigation.ts';
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
    await page.waitForTimeout(MEDIUM_PRELOAD_DELAY_MS + 500);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
