import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers.ts';

// Two filter changes in a row, the second before the first has landed: both must end up in the
// address and in the page. The page's data requests are held until both changes are made, so the
// first navigation is still in flight when the second change is built (on a slow machine it is
// anyway: sort 'stars' then order 'asc' on /portfolio/code once lost the sort).

/** Holds the route data requests until the returned release is called. */
async function holdData(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(?:\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The value of the first real option of a select (the one after 'all'). */
async function firstOption(select: Locator): Promise<string> {
  return select.locator('option').nth(1).getAttribute('value') as Promise<string>;
}

test('/portfolio/code: sort then order, at once', async ({ page }) => {
  await page.goto('/portfolio/code');
  await waitForHydration(page);
  const release = await holdData(page);
  await page.getByLabel('מיון לפי', { exact: true }).selectOption('stars');
  await page.getByLabel('סדר', { exact: true }).selectOption('asc');
  release();
  await expect(page).toHaveURL(/[?&]sort=stars/);
  await expect(page).toHaveURL(/[?&]order=asc/);
  await expect(page.getByLabel('מיון לפי', { exact: true })).toHaveValue('stars');
  const projects = page.locator('[data-project]');
  await expect(projects.first()).toHaveAttribute('data-project', 'telegram-ai-bot');
  await expect(projects.last()).toHaveAttribute('data-project', 'hebrew-calendar-cli');
  await expectNoAxeViolations(page);
});

test('/portfolio/code: language then AI only, at once', async ({ page }) => {
  await page.goto('/portfolio/code');
  await waitForHydration(page);
  const release = await holdData(page);
  await page.getByLabel('שפה', { exact: true }).selectOption('Python');
  await page.getByLabel('פרויקטי AI בלבד', { exact: true }).check();
  release();
  await expect(page).toHaveURL(/[?&]lang=Python/);
  await expect(page).toHaveURL(/[?&]ai=1/);
  await expect(page.getByLabel('שפה', { exact: true })).toHaveValue('Python');
});

for (const { path, first, second } of [
  { path: '/tools', first: 'קטגוריה', second: 'מחיר' },
  { path: '/tools', first: 'תמיכה בעברית', second: 'מיון' },
  { path: '/terms', first: 'קטגוריה', second: 'רמת קושי' },
  { path: '/tools/video', first: 'תמיכה בעברית', second: 'מיון' },
]) {
  test(`${path}: '${first}' then '${second}', at once`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const form = page.locator('main form').first();
    const one = form.getByLabel(first, { exact: true });
    const two = form.getByLabel(second, { exact: true });
    const [valueOne, valueTwo] = [await firstOption(one), await firstOption(two)];
    const [nameOne, nameTwo] = [await one.getAttribute('name'), await two.getAttribute('name')];
    const release = await holdData(page);
    await one.selectOption(valueOne);
    await two.selectOption(valueTwo);
    release();
    const query = (name: string | null, value: string) =>
      new RegExp(`[?&]${name}=${encodeURIComponent(value).replace(/%20/g, '(?:\\+|%20)')}(?:&|$)`);
    await expect(page).toHaveURL(query(nameOne, valueOne));
    await expect(page).toHaveURL(query(nameTwo, valueTwo));
    await expect(form.getByLabel(first, { exact: true })).toHaveValue(valueOne);
    await expect(form.getByLabel(second, { exact: true })).toHaveValue(valueTwo);
  });
}

test('/tools/{id}/alternatives: two boxes, then the button (a plain form), both apply', async ({ page }) => {
  await page.goto('/tools/chatgpt/alternatives');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'סינון חלופות' });
  await form.getByLabel('יש מסלול חינמי').check();
  await form.getByLabel('קוד פתוח').check();
  await form.getByRole('button', { name: 'סינון' }).click();
  await expect(page).toHaveURL(/[?&]free=1/);
  await expect(page).toHaveURL(/[?&]open=1/);
  await expect(form.getByLabel('יש מסלול חינמי')).toBeChecked();
  await expect(form.getByLabel('קוד פתוח')).toBeChecked();
});
