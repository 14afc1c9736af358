import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The React Router server build bundles what route modules, root.tsx and entry.server.tsx import.
// The server loads src/ itself, unbundled: a server module in the bundle would be a second copy in
// memory, with its own module-level state (decision 0014). Loaders and actions reach the server
// through the services in the request context instead, so from src/ the bundle holds src/domain/
// alone. The build writes which source modules each server chunk holds (vite.config.ts,
// chunk-modules) into build/ssr-chunk-modules.json. Needs `npm run build` first (as `npm test` does).

const BUILD = path.resolve('build');
const SERVER_DIR = path.join(BUILD, 'server');

function serverChunks(): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(BUILD, 'ssr-chunk-modules.json'), 'utf8'));
}

describe('the React Router server build', () => {
  it('lists the modules of every JavaScript file it emitted', () => {
    const emitted = readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(Object.keys(serverChunks()).sort()).toEqual(emitted);
    const modules = Object.values(serverChunks()).flat();
    // The app itself is in it: the list is the bundle's, not an empty one.
    expect(modules).toContain('client/root.tsx');
    expect(modules).toContain('client/routes/tools.tsx');
    expect(modules).toContain('src/domain/app-context.ts');
  });

  it('bundles no module of src/ outside src/domain/, and nothing of jobs/', () => {
    const serverModules = Object.entries(serverChunks()).flatMap(([chunk, modules]) =>
      modules
        .filter((id) => /^(src|jobs)\//.test(id) && !id.startsWith('src/domain/'))
        .map((id) => `${id} (in build/server/${chunk})`),
    );
    expect(serverModules).toEqual([]);
  });
});
