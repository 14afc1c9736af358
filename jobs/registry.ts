import { type Config, sourceIntervalSeconds } from '../src/platform/config.ts';
import type { AnySource } from './source.ts';
import { codeSource } from './sources/code/index.ts';
import { contentSource } from './sources/content/index.ts';
import { linksSource } from './sources/links/index.ts';
import { newsletterSource } from './sources/newsletter/index.ts';
import { podcastSource } from './sources/podcast/index.ts';
import { videosSource } from './sources/videos/index.ts';

/** Every source the pipeline refreshes; the scheduler, the worker and the web process iterate this. */
export const sources: readonly AnySource[] = [
  contentSource,
  podcastSource,
  videosSource,
  codeSource,
  newsletterSource,
  linksSource,
];

/** The sources this configuration runs: a source whose interval is 0 is off (LINKS_REFRESH_SECONDS=0). */
export function activeSources(config: Config): readonly AnySource[] {
  return sources.filter((source) => sourceIntervalSeconds(config, source.name) > 0);
}
