import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes which source modules each emitted chunk holds: build/chunk-modules.json for the client build
 * (`npm run bench` reads it to tell which widgets a page's first load carries; it lives outside
 * build/client, so it is never served), and build/server-chunk-modules.json for the server build
 * (tests/integration/server-build-modules.test.ts reads it: no server module is bundled twice).
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      if (this.environment.name !== 'client') {
        const modules: Record<string, string[]> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          modules[output.fileName] = output.moduleIds.map((id) =>
            path.relative(root, id.replace(/^\0/, '').replace(/\?.*$/, '')),
          );
        }
        mkdirSync(path.join(root, 'build'), { recursive: true });
        writeFileSync(
          path.join(root, 'build', `${this.environment.name}-chunk-modules.json`),
          `${JSON.stringify(modules, null, 1)}\n`,
        );
        return;
      }
      const map: Record<string, string[]> = {};
      const sizes: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds.map((id) =>
          path.relative(root, id.replace(/^\0/, '').replace(/\?.*$/, '')),
        );
        sizes[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [
            path.relative(root, id.replace(/^\0/, '').replace(/\?.*$/, '')),
            info.renderedLength,
          ]),
        );
      }
      mkdirSync(path.join(root, 'build'), { recursive: true });
      writeFileSync(path.join(root, 'build', 'chunk-modules.json'), `${JSON.stringify(map, null, 1)}\n`);
      writeFileSync(
        path.join(root, 'build', 'chunk-module-sizes.json'),
        `${JSON.stringify(sizes, null, 1)}\n`,
      );
    },
  };
}

/**
 * lucide-react's icon modules get their component from client/lib/lucide-icon.ts instead of the
 * package's own `createLucideIcon.mjs`: the same markup for a fraction of the render work (see there).
 */
function fastLucideIcons(): Plugin {
  const factory = path.resolve('client/lib/lucide-icon.ts');
  return {
    name: 'fast-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]lucide-react[\\/]/.test(importer) && /(^|\/)createLucideIcon\.mjs$/.test(source))
        return factory;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [fastLucideIcons(), tailwindcss(), reactRouter(), chunkModules()],
  // Only PUBLIC_* variables may reach the browser bundle; secrets stay on the server.
  envPrefix: 'PUBLIC_',
  // The server bundle carries the few dozen icons it renders instead of importing lucide-react's
  // index at run time (every one of its 1,600 icons: ~36 MB of the web process's memory).
  ssr: { noExternal: ['lucide-react'] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every page's first load needs React, React DOM, React Router and the root's small helpers:
        // two chunks instead of a dozen (each extra request costs a round trip on a phone).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/,
              priority: 3,
            },
            // The icon factory and the home page's shared icons: the home first load takes these few
            // hundred bytes instead of the whole shared icon chunk (its budget is 120 KB gzip,
            // docs/benchmarks.md); other pages load both chunks, in parallel.
            {
              name: 'icons-home',
              test: /client[\\/]lib[\\/]lucide-icon\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left|brain|sparkles)\.mjs$/,
              priority: 2,
            },
            // Icons used by four or more chunks (a few hundred bytes each) share one chunk instead of
            // a request each; rarer ones stay with their pages (the home first load stays ≤ 120 KB).
            // Below the framework group: an icon's dependencies (React itself) stay in the framework chunk
            // instead of being pulled into this one.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 4,
              priority: 1,
            },
            {
              name: 'app-core',
              test: /client[\\/]lib[\\/](admin-session|nonce|json-script|site|meta)\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
