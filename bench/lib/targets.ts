import type { FirstLoad } from './first-load.ts';
import { kb, ms } from './format.ts';
import type { Client, LoadResult } from './http-load.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { Mode } from './stack.ts';
import type { TtfbResult } from './ttfb.ts';

// The targets `npm run bench` judges its figures against, and the judging (bench/run.ts prints it).

/** docs/benchmarks.md, "Targets": each is printed met or not. */
export const TARGETS = {
  ratio: 0.5,
  p99Ms: 100,
  /** Clients without Accept-Encoding. */
  plainP99Ms: 50,
  ttfbP50Ms: 10,
  homeFirstLoadKb: 120,
  /** A term page, its explorable included (docs/decisions/0023-explorables-in-the-term-route.md). */
  termFirstLoadKb: 150,
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  peakRssMb: 200,
  /** JSON endpoints (BENCH_API): the instant-search dialog asks as one types. */
  apiP99Ms: 50,
};

export type PageLoad = {
  page: string;
  client: Client;
  site: LoadResult;
  bare: LoadResult;
  ratio: number;
  bytes: number;
  cache: string;
};
export type ApiLoad = { path: string; result: LoadResult; bytes: number };
export type ModeResult = {
  mode: Mode;
  loads: PageLoad[];
  apis: ApiLoad[];
  peakRssMb: number;
  idleRssMb: number;
};

/** Each target as met or not, with the figure it was judged on. */
export function targetVerdicts(results: {
  modeResults: readonly ModeResult[];
  ttfb: ReadonlyMap<string, TtfbResult>;
  firstLoads: ReadonlyMap<string, FirstLoad>;
  lighthouse: ReadonlyMap<string, LighthouseResult>;
}): [boolean, string][] {
  const { modeResults, ttfb, firstLoads, lighthouse } = results;
  const verdicts: [boolean, string][] = [];
  for (const result of modeResults) {
    for (const row of result.loads) {
      const p99Target = row.client === 'plain' ? TARGETS.plainP99Ms : TARGETS.p99Ms;
      const ok =
        row.ratio >= TARGETS.ratio && row.site.errors + row.site.non2xx === 0 && row.site.p99 <= p99Target;
      verdicts.push([
        ok,
        `1. ${result.mode} ${row.page} (${row.client}): ratio ${row.ratio.toFixed(2)} (≥ ${TARGETS.ratio}), ${row.site.errors + row.site.non2xx} errors, p99 ${row.site.p99} ms (≤ ${p99Target})`,
      ]);
    }
  }
  for (const result of modeResults) {
    for (const row of result.apis) {
      const errors = row.result.errors + row.result.non2xx;
      verdicts.push([
        errors === 0 && row.result.p99 <= TARGETS.apiP99Ms,
        `1. ${result.mode} ${decodeURIComponent(row.path)}: ${errors} errors, p99 ${row.result.p99} ms (≤ ${TARGETS.apiP99Ms})`,
      ]);
    }
  }
  for (const [page, t] of ttfb) {
    verdicts.push([
      t.firstByteP50 <= TARGETS.ttfbP50Ms,
      `2. ${page} uncached, shell first byte p50 ${ms(t.firstByteP50)} ms (≤ ${TARGETS.ttfbP50Ms})`,
    ]);
  }
  verdicts.push(...firstLoadVerdicts(firstLoads));
  for (const [url, r] of lighthouse) {
    const t = TARGETS.lighthouse;
    verdicts.push([
      r.performance >= t.performance &&
        r.accessibility >= t.accessibility &&
        r.bestPractices >= t.bestPractices &&
        r.seo >= t.seo,
      `4. Lighthouse ${new URL(url).pathname}: ${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo} (≥ ${t.performance}/${t.accessibility}/${t.bestPractices}/${t.seo})`,
    ]);
  }
  for (const result of modeResults) {
    verdicts.push([
      result.peakRssMb <= TARGETS.peakRssMb,
      `5. ${result.mode}: web process peak RSS ${result.peakRssMb} MB (≤ ${TARGETS.peakRssMb})`,
    ]);
  }
  return verdicts;
}

/**
 * Target 3 on the first loads of some pages: the home page's and each term page's size, and no
 * page's first load carrying another's widgets. Also the integration test's judge
 * (tests/integration/first-load-budget.test.ts), so the bench and CI cannot disagree.
 */
export function firstLoadVerdicts(firstLoads: ReadonlyMap<string, FirstLoad>): [boolean, string][] {
  const verdicts: [boolean, string][] = [];
  const home = firstLoads.get('/');
  if (home) {
    verdicts.push([
      home.gzipBytes <= TARGETS.homeFirstLoadKb * 1024,
      `3. / first-load JS ${kb(home.gzipBytes)} KB gzip (≤ ${TARGETS.homeFirstLoadKb})`,
    ]);
  }
  for (const [page, fl] of firstLoads) {
    if (page.startsWith('/terms/')) {
      verdicts.push([
        fl.gzipBytes <= TARGETS.termFirstLoadKb * 1024,
        `3. ${page} first-load JS ${kb(fl.gzipBytes)} KB gzip (≤ ${TARGETS.termFirstLoadKb})`,
      ]);
    }
    verdicts.push([
      fl.widgets.length === 0,
      `3. ${page} first load carries no other page's widgets${fl.widgets.length ? `: ${fl.widgets.join(', ')}` : ''}`,
    ]);
  }
  return verdicts;
}
