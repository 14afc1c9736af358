import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCardData } from '../../client/components/catalogue/tool-card.tsx';
import { readContent } from '../../src/catalogue/data.ts';
import type { Tool } from '../../src/domain/types.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// A list page's data travels twice: in the HTML and again, serialised, for hydration (and alone for
// a client navigation). A tool card carries what the card and its quick-view dialog show, not the
// whole tool: the summary, up to six capabilities and their count.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tools: readonly Tool[];

beforeAll(async () => {
  ctx = await buildTestApp();
  tools = (await readContent(ctx.services.content))?.tools ?? [];
});
afterAll(async () => {
  await ctx.close();
});

const capabilitiesOf = (tool: Tool) => (tool.capabilities.length > 0 ? tool.capabilities : tool.features);

describe("the catalogue's card data", () => {
  it('a card counts every capability in its +N', async () => {
    const many = tools.filter((tool) => capabilitiesOf(tool).length > 4);
    expect(many.length).toBeGreaterThan(0);
    const response = await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA);
    expect(response.status).toBe(200);
    for (const tool of many) {
      const card = new RegExp(`data-tool-id="${tool.id}"[\\s\\S]*?</article>`).exec(response.text)?.[0] ?? '';
      expect(card, tool.id).toContain(`data-more="${capabilitiesOf(tool).length - 4}"`);
    }
  });

  it('carries at most six capabilities (what the quick view lists) and counts them all', () => {
    const tool = tools[0]!;
    const nine = Array.from({ length: 9 }, (_, index) => `יכולת ${index + 1}`);
    const card = toCardData({ ...tool, capabilities: nine });
    expect(card.capabilities).toEqual(nine.slice(0, 6));
    expect(card.capabilityCount).toBe(9);
    expect(toCardData({ ...tool, capabilities: [], features: ['a', 'b'] })).toMatchObject({
      capabilities: ['a', 'b'],
      capabilityCount: 2,
    });
    expect(toCardData({ ...tool, shortDescription: '', description: 'ארוך' }).summary).toBe('ארוך');
  });

  it("a client navigation's data holds the summaries, not the long descriptions beside them", async () => {
    const both = tools.filter(
      (tool) => tool.shortDescription && tool.description && tool.description !== tool.shortDescription,
    );
    expect(both.length).toBeGreaterThan(0);
    const response = await request(ctx.app).get('/tools.data').set('User-Agent', BROWSER_UA);
    expect(response.status).toBe(200);
    for (const tool of both) {
      expect(response.text, tool.id).toContain(JSON.stringify(tool.shortDescription));
      expect(response.text, tool.id).not.toContain(JSON.stringify(tool.description));
    }
  });
});
