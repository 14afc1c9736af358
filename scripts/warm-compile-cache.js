// The last step of `npm run build`: loads every module the processes run (the server build, src/ and
// jobs/ but the tests) once with the compile cache on, so that the web process, the worker and their
// children start without stripping any TypeScript (docs/decisions/0012-compile-cache.md). Loading
// a module runs its top level: the process entries (src/index.js, jobs/worker.js) are left out,
// and the children's entries only listen for messages from a parent this process does not have.
//
// Node keeps one cache per user id (a subdirectory of build/compile-cache): build as the user the
// server runs as (the Dockerfile builds as `node`). JavaScript for the same reason as the entries.
import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMPILE_CACHE_DIR, enableCompileCache } from '../src/platform/compile-cache.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = path.join(root, 'build', 'server', 'index.js');

const enabled = enableCompileCache();
if (enabled.status === module.constants.compileCacheStatus.DISABLED) {
  console.log('compile cache: disabled (NODE_DISABLE_COMPILE_CACHE), nothing warmed');
  process.exit(0);
}
if (enabled.status === module.constants.compileCacheStatus.FAILED) {
  console.error(`compile cache: could not be turned on: ${enabled.message}`);
  process.exit(1);
}

const runtimeModules = ['src', 'jobs'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file)),
);
const modules = [
  ...(existsSync(serverBuild) ? [serverBuild] : []),
  ...runtimeModules.map((f) => path.join(root, f)),
];

let failed = 0;
for (const file of modules) {
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    failed++;
    console.error(`compile cache: ${path.relative(root, file)} did not load: ${error.message}`);
  }
}
module.flushCompileCache();

// Node writes the cache readable by its owner only; the image copies it into a layer owned by root
// for a server that runs as another user: readable by all, writable by none but root.
const dir = enabled.directory ?? COMPILE_CACHE_DIR;
for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(dir, entry);
  chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);
}
console.log(
  `compile cache: ${modules.length - failed} of ${modules.length} modules in ${path.relative(root, dir)}`,
);
// Some modules start timers or pools when loaded: nothing here should keep the build waiting.
process.exit(failed > 0 ? 1 : 0);
