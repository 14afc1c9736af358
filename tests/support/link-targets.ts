import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ContentData,
  SNAPSHOT_SCHEMA_VERSION,
  type Snapshot,
  type Tool,
} from '../../src/domain/types.ts';

// What the link-check tests share: a loopback server that records every request as it arrives (the
// politeness rules are measured from those times) and a content snapshot of bare tools whose
// official URLs are the links to check.

export type Seen = { path: string; method: string; at: number; agent: string };

export type LinkTarget = {
  url: string;
  port: number;
  seen: Seen[];
  close(): Promise<void>;
};

export async function startLinkTarget(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<LinkTarget> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ path, method: req.method ?? '', at: Date.now(), agent: String(req.headers['user-agent']) });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tool with only what the link check reads: its id and its official URL. */
export function linkedTool(id: string, officialUrl: string): Tool {
  return { id, slug: id, name: id, officialUrl } as unknown as Tool;
}

/** A seed content snapshot holding just these tools. */
export function contentSnapshot(tools: Tool[]): Snapshot<'content'> {
  const data = {
    tools,
    draftTools: [],
    terms: [],
    categories: [],
    sections: [],
    guides: [],
    comparisons: [],
    ecosystem: [],
  } as unknown as ContentData;
  return {
    source: 'content',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'seed',
    data,
    fetchedAt: new Date(0).toISOString(),
    version: 'v1',
  };
}
