/**
 * The store cannot answer now (Redis away or stalled); callers fall back to what they hold, and a
 * write that needed it (a signup) is refused rather than claimed. Its own module so that code of
 * the embedded default can test for it without loading the Redis client.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}
