// The build's compile cache (docs/decisions/0012-compile-cache.md). Node runs this project's
// TypeScript by stripping its types as it loads each module, with a WebAssembly stripper that stays
// in memory once loaded: ~17 MB resident in every process that strips anything. `npm run build`
// ends by loading every module once with this cache on (scripts/warm-compile-cache.js), so the
// processes find every module already stripped and compiled, and the stripper never loads.
//
// JavaScript, like the process entries that call it (src/index.js, jobs/worker.js): the cache has
// to be on before the first TypeScript module is loaded.
import module from 'node:module';
import { fileURLToPath } from 'node:url';

export const COMPILE_CACHE_DIR = fileURLToPath(new URL('../../build/compile-cache', import.meta.url));

/**
 * Turns the compile cache on for this process and, through NODE_COMPILE_CACHE, for the children it
 * starts (the refresh and share-card processes). NODE_COMPILE_CACHE set by the operator wins;
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off. Never throws: without the cache Node strips as it loads.
 */
export function enableCompileCache() {
  process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE_DIR;
  return module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
}
