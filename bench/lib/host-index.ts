// The host's speed as Lighthouse rates it, recorded beside every browser figure (bench/long-tasks.ts,
// bench/navigation.ts): on a shared machine a figure means little without it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright-core';

/** Lighthouse's benchmarkIndex of this host now, computed as Lighthouse does (in a page, unthrottled). */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}
