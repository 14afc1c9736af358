import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DOCUMENT_HYDRATED_MARK } from '../../client/lib/use-hydrated.ts';

export const WIDTHS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** axe-core with the WCAG 2.1 A and AA rules; the test fails on any violation, listed by id. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated the page (the router marks the document). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState('networkidle');
}

/** The copyright line marks itself once React hydrated the shell (handlers are attached then). */
export async function waitForShell(page: Page) {
  await page.locator('[data-copyright][data-hydrated]').waitFor({ state: 'attached' });
}

export async function openAdminDialog(page: Page) {
  const copyright = page.locator('[data-copyright]');
  await copyright.scrollIntoViewIfNeeded();
  for (let click = 0; click < 3; click++) await copyright.click();
  await expect(page.getByRole('dialog', { name: 'כניסת מנהל' })).toBeVisible();
}

/** The document's first hydration has committed: the root layout's effect marks it (User Timing). */
export async function waitForDocumentHydrated(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DOCUMENT_HYDRATED_MARK);
}
