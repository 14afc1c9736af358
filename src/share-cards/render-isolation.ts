import type { Cover, CoverFormat } from '../domain/covers/cover.ts';
import type { ShareCard } from '../domain/share-cards/card.ts';
import { idleChild } from '../platform/idle-child.ts';
import type { RenderJob, RenderReply } from './render-child.ts';

// Share cards and covers are drawn in a child process that exits two seconds after its last card, as the
// embedded default's refreshes are (src/platform/idle-child.ts runs both): rendering in the web process left
// its resident memory ~70 MB higher for good, against the 200 MB peak the web process keeps to.

const IDLE_EXIT_MS = 2_000;

export type CardRenderer = {
  render(card: ShareCard): Promise<Buffer>;
  /** A cover (src/domain/covers/cover.ts) `width` pixels wide, encoded as `format`. */
  renderCover(cover: Cover, width: number, format: CoverFormat): Promise<Buffer>;
  close(): Promise<void>;
};

export function isolatedCardRenderer(): CardRenderer {
  const child = idleChild<RenderJob, RenderReply>({
    module: new URL('./render-child.ts', import.meta.url),
    name: 'the share-card process',
    idleExitMs: IDLE_EXIT_MS,
    failure: (message) => new Error(message),
  });
  const image = (reply: RenderReply, what: string) => {
    if (!reply.ok) throw new Error(`${what} not rendered: ${reply.message}`);
    return Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
  };
  return {
    async render(card) {
      return image(await child.ask({ card }), 'share card');
    },
    async renderCover(cover, width, format) {
      return image(await child.ask({ cover, width, format }), 'cover');
    },
    close: () => child.close(),
  };
}
