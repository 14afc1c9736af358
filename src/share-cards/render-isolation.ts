import type { ShareCard } from '../domain/share-cards/card.ts';
import { idleChild } from '../platform/idle-child.ts';
import type { RenderReply, RenderRequest } from './render-child.ts';

// Share cards are drawn in a child process that exits two seconds after its last card, as the
// embedded default's refreshes are (src/platform/idle-child.ts runs both): rendering in the web process left
// its resident memory ~70 MB higher for good, against the 200 MB peak the web process keeps to.

const IDLE_EXIT_MS = 2_000;

export type CardRenderer = {
  render(card: ShareCard): Promise<Buffer>;
  close(): Promise<void>;
};

export function isolatedCardRenderer(): CardRenderer {
  const child = idleChild<Omit<RenderRequest, 'id'>, RenderReply>({
    module: new URL('./render-child.ts', import.meta.url),
    name: 'the share-card process',
    idleExitMs: IDLE_EXIT_MS,
    failure: (message) => new Error(message),
  });
  return {
    async render(card) {
      const reply = await child.ask({ card });
      if (!reply.ok) throw new Error(`share card not rendered: ${reply.message}`);
      return Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
    },
    close: () => child.close(),
  };
}
