import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { REDACTED, redactPaths, scrubText, scrubValue } from './redact.ts';

export type { Logger };

/** pino's serialised error (a fresh object, and its serialised causes) with every string scrubbed. */
function scrubSerialisedError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    record[key] =
      key === 'cause' && depth < 5 ? scrubSerialisedError(record[key], depth + 1) : scrubValue(record[key]);
  }
  return record;
}

export function createLogger(
  config: Pick<Config, 'logLevel' | 'isDevelopment'>,
  destination?: pino.DestinationStream,
) {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: REDACTED },
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: {
      err: (error: unknown) => scrubSerialisedError(pino.stdSerializers.err(error as Error)),
    },
    hooks: {
      // Secrets can hide inside free text and plain fields (an upstream URL with ?key=... or
      // user:password@): scrub every message and every plain logged object.
      logMethod(args, method) {
        const scrubbed = args.map((arg) =>
          typeof arg === 'string' ? scrubText(arg) : scrubValue(arg),
        ) as typeof args;
        method.apply(this, scrubbed);
      },
    },
  };
  if (destination) return pino(options, destination);
  if (config.isDevelopment) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } },
    });
  }
  return pino(options);
}
