import type { Config } from './config.ts';
import { createContentReader } from './content/reader.ts';
import { SOURCE_NAMES, type SourceStatus } from './domain/types.ts';
import type { Logger } from './logger.ts';
import type { AppServices } from './services.ts';
import { createMemoryStore } from './store/memory-store.ts';

export type Runtime = { services: AppServices; close(): Promise<void> };

/** Builds the services one web process needs: the store, the reader and the refresh pipeline. */
export async function createRuntime(config: Config, logger: Logger): Promise<Runtime> {
  const store = createMemoryStore();
  const content = createContentReader(store, logger);
  const services: AppServices = {
    config,
    logger,
    store,
    content,
    async sourceStatuses() {
      const statuses = await Promise.all(SOURCE_NAMES.map((source) => store.getStatus(source)));
      return statuses.filter((status): status is SourceStatus => status !== null);
    },
  };
  return {
    services,
    async close() {
      await store.close();
    },
  };
}
