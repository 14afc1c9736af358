import { data, redirect } from 'react-router';
import { findTool } from '../../src/domain/catalogue/find-tool.ts';
import type { PageServices } from '../../src/page-services.ts';

/**
 * The start of a tool page's loader (/tools/{id} and its alternatives): the catalogue and the tool
 * the address names, else the route's error page: 503 while no catalogue has been written, 404 for
 * an unknown tool.
 */
export async function loadTool(catalogue: PageServices['catalogue'], toolId: string, url: string) {
  const content = await catalogue.content();
  if (!content) throw data({ reason: 'unavailable' }, { status: 503 });
  const tool = findTool(content.tools, toolId) ?? findTool(content.retiredTools ?? [], toolId);
  if (!tool) throw data({ reason: 'not-found' }, { status: 404 });
  // A renamed tool's address moves to its successor for good (docs/product.md#tool-lifecycle).
  const { lifecycle } = tool;
  if (lifecycle?.status === 'renamed' && lifecycle.successor) {
    const rest = new URL(url).pathname.split('/').slice(3).join('/');
    throw redirect(`/tools/${encodeURIComponent(lifecycle.successor)}${rest ? `/${rest}` : ''}`, 301);
  }
  return { content, tool };
}
