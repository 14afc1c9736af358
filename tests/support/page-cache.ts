import type { PageCache } from '../../src/page-cache/page-cache.ts';

/** Resolves once the documents being rendered or stored now are stored (a condition, not a delay). */
export async function pageCacheSettled(cache: PageCache): Promise<void> {
  while (cache.stats().storing > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}
