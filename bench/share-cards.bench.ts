// Share-card benchmark: render time per card and the process's memory while rendering.
// `node bench/share-cards.bench.ts [cards]` (default 80): the seed's terms, tools and episodes in
// turn, each rendered afresh (no cache), one at a time as the /og route does per version, then a
// burst of 8 at once (renderAsync runs on libuv's pool). Targets: p95 ≤ 150 ms per card, peak RSS
// within the web process's budget. Not part of `npm run bench`'s page run.
import { performance } from 'node:perf_hooks';
import { loadContentSeed } from '../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../jobs/sources/content/normalise.ts';
import type { ShareCard } from '../src/domain/share-cards/card.ts';
import { episodeCard, termCard, toolCard } from '../src/domain/share-cards/entity-cards.ts';
import { createLogger } from '../src/platform/logger.ts';
import { renderCard } from '../src/share-cards/render.ts';

const count = Number(process.argv[2] ?? 80);
const logger = createLogger({ logLevel: 'silent', isDevelopment: false });
const content = normaliseContent(await loadContentSeed(), { logger });
const cards: ShareCard[] = [
  ...content.terms.map((term) => termCard(term)),
  ...content.tools.map((tool) => toolCard(tool)),
  episodeCard({
    url: '/podcast/episode-12',
    slug: 'episode-12',
    title: 'פרק 12: סוכני AI - מה הם באמת יודעים לעשות?',
    duration: '42:10',
    excerpt: 'על סוכנים, כלים ומה שביניהם',
    thumbnail: '/images/podcast/episode-12.svg',
  }),
];

let peakRss = process.memoryUsage().rss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const timer = setInterval(sample, 5);
const rssBefore = process.memoryUsage().rss;

await renderCard(cards[0]!); // the first loads the fonts and the native module
const times: number[] = [];
for (let index = 0; index < count; index++) {
  const started = performance.now();
  await renderCard(cards[index % cards.length]!);
  times.push(performance.now() - started);
}
const burstStarted = performance.now();
await Promise.all(cards.slice(0, 8).map((card) => renderCard(card)));
const burst = performance.now() - burstStarted;
clearInterval(timer);
sample();

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(
  JSON.stringify({
    cards: count,
    p50Ms: Number(at(0.5)),
    p95Ms: Number(at(0.95)),
    maxMs: Number(times.at(-1)!.toFixed(1)),
    burstOf8Ms: Number(burst.toFixed(0)),
    rssBeforeMb: Math.round(rssBefore / 1048576),
    peakRssMb: Math.round(peakRss / 1048576),
  }),
);
