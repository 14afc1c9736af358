import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers.ts';

// The podcast's, the newsletter's and the videos' lists mark what came out since this browser's last
// visit ('חדש' beside its date), for the whole of that visit (reloads keep it) and not on the next.
// The seed's episodes are dated 22 Jan to 5 Mar 2025, its issues 2 to 16 Mar 2025, its videos
// 6 Dec 2024 to 20 Mar 2025.

/** Makes the last visit one that saw the list up to `seenUpTo`, and begins a new visit. */
async function lastVisitSawUpTo(page: Page, list: string, seenUpTo: string) {
  await page.evaluate(
    ([list, time]) => {
      localStorage.setItem(`site:seen-up-to:${list}`, String(Date.parse(time!)));
      sessionStorage.clear();
    },
    [list, seenUpTo],
  );
  await page.reload();
  await waitForHydration(page);
}

for (const { list, path, item, idAttribute, newItems, seenUpTo } of [
  {
    list: 'podcast',
    path: '/podcast',
    item: 'main article[data-episode]',
    idAttribute: 'data-episode',
    // Seen up to episode 10 (19 Feb): 11 and 12 are new.
    seenUpTo: '2025-02-19T09:30:00.000Z',
    newItems: ['podcast-episode-12', 'podcast-episode-11'],
  },
  {
    list: 'newsletter',
    path: '/newsletter',
    item: 'main article[data-issue]',
    idAttribute: 'data-issue',
    seenUpTo: '2025-03-02T12:00:00.000Z',
    newItems: ['150211000000000001', '150211000000000002'],
  },
  {
    // Both galleries of the page (work, tutorials) share what was seen: up to 16 Feb.
    list: 'videos',
    path: '/portfolio/videos',
    item: 'main article[data-video-id]',
    idAttribute: 'data-video-id',
    seenUpTo: '2025-02-16T12:00:00Z',
    newItems: ['vidWork0001', 'vidWork0002', 'vidTuto0001', 'vidTuto0002'],
  },
]) {
  test(`${path} marks what is new since the last visit, all that visit, and not the next`, async ({
    page,
    context,
  }) => {
    const marked = () =>
      page
        .locator(item)
        .filter({ has: page.locator('[data-new-since-visit]') })
        .evaluateAll((items, name) => items.map((element) => element.getAttribute(name)), idAttribute);

    // A first visit: nothing is new.
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator(item).first()).toBeVisible();
    expect(await marked()).toEqual([]);

    await lastVisitSawUpTo(page, list, seenUpTo);
    await expect(page.locator('[data-new-since-visit]')).toHaveCount(newItems.length);
    expect(await marked()).toEqual(newItems);
    await expect(page.locator('[data-new-since-visit]').first()).toHaveText('חדש');
    await expectNoAxeViolations(page);

    // A reload is the same visit.
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('[data-new-since-visit]')).toHaveCount(newItems.length);

    // The next visit (a new tab: a new session) has seen them.
    const next = await context.newPage();
    await next.goto(path);
    await waitForHydration(next);
    await expect(next.locator(item).first()).toBeVisible();
    await expect(next.locator('[data-new-since-visit]')).toHaveCount(0);
  });
}
