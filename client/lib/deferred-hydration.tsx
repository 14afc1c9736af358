import { type ComponentType, lazy, Suspense } from 'react';

const loading = new Set<Promise<void>>();

/**
 * A component rendered in place on the server and hydrated in the browser once its own code has
 * arrived, so its code stays out of every page's first load. Until then its server HTML
 * stays as it is (readable; its links work as plain links). `load` must use a dynamic import (a
 * static import of the same module anywhere in the browser's first load would defeat it). On the
 * server the module is loaded when this is called, and entry.server waits for
 * `deferredComponentsLoaded()`, so the server never suspends on it.
 */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    const promise = load().then((component) => {
      loaded = component;
    });
    loading.add(promise);
  }
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    const Inner = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** Resolves once every deferred component's module is loaded (server). */
export async function deferredComponentsLoaded(): Promise<void> {
  if (loading.size > 0) await Promise.all(loading);
}
