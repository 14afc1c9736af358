import { LRUCache } from 'lru-cache';

// Finished images by id (an address's kind, key, version and size): each rendered at most once per
// process while it stays in memory (LRU, bounded by bytes), and concurrent requests for one being
// rendered wait for that render. Used by the share cards and the covers.

export type ImageCache = {
  /** The image for `id`, rendered by `render` only if it is neither kept nor being rendered. */
  get(id: string, render: () => Promise<Buffer>): Promise<Buffer>;
};

export function imageCache(maxBytes: number): ImageCache {
  const images = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (image) => image.length,
  });
  const inFlight = new Map<string, Promise<Buffer>>();
  return {
    get(id, render) {
      const cached = images.get(id);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(id);
      if (pending) return pending;
      const started = render()
        .then((image) => {
          images.set(id, image);
          return image;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
  };
}
