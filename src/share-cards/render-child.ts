import type { Cover, CoverFormat } from '../domain/covers/cover.ts';
import type { ShareCard } from '../domain/share-cards/card.ts';
import { renderCard } from './render.ts';
import { renderCover } from './render-cover.ts';

// The share-card process (src/share-cards/render-isolation.ts starts it): renders cards and covers
// and sends the images back. resvg's and libvips' native memory (pixmaps, font databases, encoders,
// the allocator arenas of the threads that drew them: ~70 MB after a few dozen cards) lives and dies
// here, not in the web process.

export type RenderJob = { card: ShareCard } | { cover: Cover; width: number; format: CoverFormat };
export type RenderRequest = RenderJob & { id: number };
export type RenderReply =
  | { id: number; ok: true; png: Uint8Array }
  | { id: number; ok: false; message: string };

const reply = (message: RenderReply) => process.send?.(message);

process.on('message', (request: RenderRequest) => {
  const image =
    'card' in request ? renderCard(request.card) : renderCover(request.cover, request.width, request.format);
  image.then(
    (png) => reply({ id: request.id, ok: true, png }),
    (error: unknown) =>
      reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
// The web process closed the channel (idle, or gone): nothing more will come.
process.on('disconnect', () => process.exit(0));
