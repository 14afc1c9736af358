// Preloaded with `node --import`: records every module the process resolves and, when it exits,
// writes the list (one URL a line) to RECORD_MODULES_FILE. Lets a test see what a process loaded.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    loaded.add(resolved.url);
    return resolved;
  },
});
process.on('exit', () => {
  writeFileSync(process.env.RECORD_MODULES_FILE, [...loaded].join('\n'));
});
