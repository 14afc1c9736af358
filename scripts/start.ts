// `npm start`: serve the production build, building it first when there is none. The server runs as
// a child with the web process's V8 heap settings (src/node-flags.ts); signals pass through to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_ENTRY, WEB_NODE_FLAGS, WEB_PROCESS_ENV } from '../src/node-flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) {
  console.log('No build found: building once (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, [...WEB_NODE_FLAGS, path.join(root, WEB_ENTRY)], {
  cwd: root,
  env: { ...process.env, ...WEB_PROCESS_ENV, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  stdio: 'inherit',
});
// The server handles SIGTERM and SIGINT itself (it finishes in-flight requests first); this process
// only passes them on and leaves with the server's exit code.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
