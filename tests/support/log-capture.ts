import { Writable } from 'node:stream';
import { createLogger } from '../../src/platform/logger.ts';

/** A real logger (the site's pino setup, redaction included) writing into memory, for reading back. */
export function logInto() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return {
    logger: createLogger({ logLevel: 'info', isDevelopment: false }, stream),
    text: () => lines.join(''),
  };
}
