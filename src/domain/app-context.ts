import { createContext, type RouterContext } from 'react-router';

// The key under which the server hands each request's context (src/services.ts, RequestContext) to
// loaders, actions and the React Router entry. React Router finds a context value by the key's
// identity, and this module exists twice in a server process: loaded by the server (src/app.ts) and
// bundled into the React Router server build (or loaded by Vite in development). Both copies take
// the one key from the global symbol registry, so neither has to reach into the other.
// docs/decisions/0014-one-module-graph.md

const KEY = Symbol.for('hebrew-ai-site.app-context');

type KeyRegistry = typeof globalThis & { [KEY]?: RouterContext<unknown> };

/** The request context's key, typed by the caller (the server and client/lib/app-context.ts). */
export function appContextKey<T>(): RouterContext<T> {
  const registry = globalThis as KeyRegistry;
  registry[KEY] ??= createContext<unknown>();
  return registry[KEY] as RouterContext<T>;
}
