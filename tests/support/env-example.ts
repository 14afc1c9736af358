import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The variables of `.env.example` exactly as written, read the way `docker run --env-file`,
 * Compose's `env_file` and podman read them: one `NAME=value` a line, `#` lines and blank lines
 * skipped, the value taken literally (no quotes, no trimming), so `LOG_LEVEL=` is an empty string.
 */
export function envExample(): Record<string, string> {
  const file = path.resolve(import.meta.dirname, '../../.env.example');
  const variables: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) throw new Error(`.env.example: not a NAME=value line: ${line}`);
    variables[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return variables;
}
