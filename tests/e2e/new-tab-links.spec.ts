import { expect, test } from '@playwright/test';
import { drawEverything } from './helpers.ts';

// Every link the site itself writes to another site opens a new tab through one component
// (client/components/new-tab-link.tsx): the opened page gets no handle on this one, and a screen
// reader hears, after the link's own words, that a new tab opens. (An episode description's links,
// the feed's sanitised HTML, get the same notice: tests/unit/new-tab-link.test.tsx.)

const PAGES = [
  '/services',
  '/tools/midjourney',
  '/tools/video',
  '/terms/rag',
  '/guides',
  '/podcast',
  '/podcast/episode-12',
  '/newsletter/150211000000000001',
  '/portfolio/videos',
  '/portfolio/code',
  '/ecosystem/hosting/vercel',
];

for (const path of PAGES) {
  test(`${path}: links to other sites open a new tab, keep no opener and say so`, async ({ page }) => {
    await page.goto(path);
    await drawEverything(page);
    const links = page.locator('a[target="_blank"]');
    // The footer's four social profiles, and at least one link in the page's own content.
    await expect(page.locator('main a[target="_blank"]').first()).toBeAttached();
    const count = await links.count();
    expect(count).toBeGreaterThan(4);
    for (let index = 0; index < count; index++) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\S \(נפתח בחלון חדש\)$/);
    }
  });
}
