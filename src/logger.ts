import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { REDACTED, redactPaths, scrubText } from './redact.ts';

export type { Logger };

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
      err: (error: unknown) => {
        const serialised = pino.stdSerializers.err(error as Error);
        if (serialised?.message) serialised.message = scrubText(serialised.message);
        if (serialised?.stack) serialised.stack = scrubText(serialised.stack);
        return serialised;
      },
    },
    hooks: {
      // Secrets can hide inside free text (an upstream URL with ?key=...): scrub every message.
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as typeof args;
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
