import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import type { ChangeRecord } from '../../src/domain/catalogue/changes.ts';
import { buildTestApp } from '../support/app.ts';
import { expectNoAxeViolations, waitForHydration } from './helpers.ts';

// /changes marks what was recorded since this browser's last visit (decision 0051), as the podcast's
// list does (new-since-visit.spec.ts), and a list filtered to one kind marks without counting as
// having seen the rest. The embedded default records no history, so this spec runs a server of its
// own (the production app on the embedded default, as the integration tests build it) whose change
// log is given two records first.

const HOUR = 3_600_000;
const older = new Date(Date.now() - 48 * HOUR).toISOString();
const newer = new Date(Date.now() - HOUR).toISOString();
const CHANGES: ChangeRecord[] = [
  {
    id: `perplexity.added.${Date.parse(newer)}`,
    toolId: 'perplexity',
    toolName: 'Perplexity',
    kind: 'added',
    old: null,
    new: 'Perplexity',
    at: newer,
    source: 'content',
  },
  {
    id: `midjourney.price.${Date.parse(older)}`,
    toolId: 'midjourney',
    toolName: 'Midjourney',
    kind: 'price',
    old: 'paid',
    new: 'freemium',
    at: older,
    source: 'content',
  },
];

let site: Awaited<ReturnType<typeof buildTestApp>>;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  let handler: Parameters<typeof createServer>[1] = (_request, response) => response.end();
  server = createServer((request, response) => handler?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The link check would start a minute in and ask the internet.
  site = await buildTestApp({ PUBLIC_SITE_URL: origin, LINKS_REFRESH_SECONDS: '0' });
  await site.services.store.recordChanges('test:changes-marks', CHANGES);
  handler = site.app;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
});

/** The tools whose changes the page marks 'חדש', once this visit's marks are in. */
async function markedTools(page: Page, expected: number) {
  await expect(page.locator('[data-new-since-visit]')).toHaveCount(expected);
  return page
    .locator('[data-change-list] > li')
    .filter({ has: page.locator('[data-new-since-visit]') })
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent?.trim()));
}

const seenUpTo = (page: Page) => page.evaluate(() => localStorage.getItem('site:seen-up-to:changes'));

/** Ends this visit (a new session) with the last one having seen the log up to `time`. */
async function newVisitHavingSeen(page: Page, time: string, path: string) {
  await page.evaluate((time) => {
    localStorage.setItem('site:seen-up-to:changes', String(Date.parse(time)));
    sessionStorage.clear();
  }, time);
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

test('/changes marks what was recorded since the last visit, all that visit, and not the next', async ({
  page,
}) => {
  // A first visit marks nothing, and remembers the newest change it showed.
  await page.goto(`${origin}/changes`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '2 שינויים' })).toBeVisible();
  await expect.poll(() => seenUpTo(page)).toBe(String(Date.parse(newer)));
  expect(await markedTools(page, 0)).toEqual([]);

  // The last visit saw the price change: the tool added since is new, that whole visit.
  await newVisitHavingSeen(page, older, '/changes');
  expect(await markedTools(page, 1)).toEqual(['Perplexity']);
  await expect(page.locator('[data-new-since-visit]')).toHaveText('חדש');
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  expect(await markedTools(page, 1)).toEqual(['Perplexity']);

  // The next visit has seen it.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('site:seen-before-visit:changes')))
    .toBe(String(Date.parse(newer)));
  expect(await markedTools(page, 0)).toEqual([]);
});

test('a list filtered to one kind marks what is new in it, and does not count as having seen the rest', async ({
  page,
}) => {
  await page.goto(`${origin}/changes`);
  await waitForHydration(page);
  // The last visit was before both changes; this one opens the additions alone first.
  const before = new Date(Date.parse(older) - HOUR).toISOString();
  await newVisitHavingSeen(page, before, '/changes?kind=added');
  await expect(page.getByRole('heading', { name: /שינוי אחד/ })).toBeVisible();
  expect(await markedTools(page, 1)).toEqual(['Perplexity']);
  expect(await seenUpTo(page)).toBe(String(Date.parse(before)));

  // The whole log, the same visit: both are new, and now they are seen.
  await page
    .getByRole('navigation', { name: 'סינון לפי סוג שינוי' })
    .getByRole('link', { name: 'הכל' })
    .click();
  await expect(page).toHaveURL(`${origin}/changes`);
  expect(await markedTools(page, 2)).toEqual(['Perplexity', 'Midjourney']);
  await expect.poll(() => seenUpTo(page)).toBe(String(Date.parse(newer)));
});
