import { expect, type Page, type Response, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

// A page answered from the rendered-page cache carries a per-page policy of script hashes
// instead of a nonce: the browser must run every inline script of it (hydration, streamed chunks) and
// report no Content Security Policy violation.

const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Loads the page until the server answers it from the cache. */
async function gotoCached(page: Page, path: string) {
  let response: Response | null = null;
  await expect
    .poll(
      async () => {
        response = await page.goto(path);
        return response?.headers()['x-page-cache'];
      },
      { message: `${path} answered from the page cache` },
    )
    .toBe('HIT');
  return response!;
}

function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

for (const [client, userAgent] of [
  ['a browser (streamed document)', DESKTOP_CHROME_UA],
  ['a headless client (whole document)', undefined],
] as const) {
  test.describe(`cached page for ${client}`, () => {
    if (userAgent) test.use({ userAgent });

    test('hydrates with no CSP violation and no console error', async ({ page }) => {
      const path = `/tools?page=${userAgent ? 'browser' : 'headless'}`;
      await gotoCached(page, path);
      const problems = watchConsole(page);
      const response = await page.reload();
      expect(response?.headers()['x-page-cache']).toBe('HIT');
      const csp = response!.headers()['content-security-policy']!;
      expect(csp).toContain("'sha256-");
      expect(csp).not.toContain("'nonce-");
      expect(csp).not.toContain("'unsafe-inline' 'sha");
      await waitForHydration(page);
      // Hydrated: the client-side filters react to input without a page load.
      await expect(page.locator('[data-copyright][data-hydrated]')).toHaveCount(1);
      const cards = page.locator('[data-tool-id]');
      const before = await cards.count();
      expect(before).toBeGreaterThan(10);
      await page.locator('#tools-q').fill('midjourney');
      await expect.poll(() => cards.count()).toBeLessThan(before);
      expect(problems).toEqual([]);
    });
  });
}
