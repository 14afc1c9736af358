// Lighthouse (mobile, simulated throttling: its default configuration) against the running site,
// driving the system Chromium headless. Several runs per page give the median performance score.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/support/chromium.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits that lost points in accessibility, best practices or SEO, and the perf opportunities. */
  notes: string[];
  /** Lighthouse's estimate of this machine's speed (higher is faster; ~1000+ is a fast desktop). */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (e.g. a host CPU slower than its baseline). */
  warnings: string[];
};

export function lighthouseAvailable(): boolean {
  return existsSync(CHROMIUM);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function score(lhr: Lhr, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function numeric(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function notesOf(lhr: Lhr): string[] {
  const notes: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notes.push(`${id}: ${ref.id}`);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.group === 'metrics' || !audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.details?.type === 'opportunity' || audit.scoreDisplayMode === 'metricSavings')
      notes.push(`performance: ${ref.id}`);
  }
  return notes;
}

async function runOnce(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    notes: notesOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map((warning) => String(warning).replace(/\s*Learn more.*$/, '')),
  };
}

/** Runs Lighthouse `runs` times per URL and keeps, per URL, the run with the median performance. */
export async function runLighthouse(urls: string[], runs: number): Promise<Map<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const all: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): run that one again.
        for (let attempt = 1; ; attempt++) {
          try {
            all.push(await runOnce(url, chrome.port));
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
          }
        }
      }
      all.sort((a, b) => a.performance - b.performance);
      results.set(url, all[Math.floor(all.length / 2)]!);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
