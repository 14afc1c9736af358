import { data } from 'react-router';
import { findTool, readContent } from '../../src/catalogue/data.ts';
import type { ContentReader } from '../../src/content/reader.ts';

/**
 * The start of a tool page's loader (/tools/{id} and its alternatives): the catalogue and the tool
 * the address names, else the route's error page: 503 while no catalogue has been written, 404 for
 * an unknown tool.
 */
export async function loadTool(reader: ContentReader, toolId: string) {
  const content = await readContent(reader);
  if (!content) throw data({ reason: 'unavailable' }, { status: 503 });
  const tool = findTool(content.tools, toolId);
  if (!tool) throw data({ reason: 'not-found' }, { status: 404 });
  return { content, tool };
}
