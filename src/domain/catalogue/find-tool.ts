import type { Tool } from '../types.ts';

/** A tool by id, then by slug (docs/product.md#content-service). */
export function findTool(tools: readonly Tool[], idOrSlug: string): Tool | undefined {
  return tools.find((tool) => tool.id === idOrSlug) ?? tools.find((tool) => tool.slug === idOrSlug);
}
