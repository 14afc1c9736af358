import {
  ENCODINGS,
  type Encoder,
  type EncodingName,
  encoderOf,
  type TokenReport,
  tokenReport,
} from '../domain/explorables/tokens.ts';
import { onFirstUse } from '../domain/on-first-use.ts';

// The tokenizer process (src/explorables/tokenize-isolation.ts starts it): counts texts in both
// encodings and sends the reports back. The encodings' rank tables (~86 MB of heap, ~4 s of parsing
// that blocks the event loop) live and die here, not in the web process.

export type TokenizeRequest = { id: number; texts: string[] };
export type TokenizeReply =
  | { id: number; ok: true; reports: TokenReport[][] }
  | { id: number; ok: false; message: string };

const loadEncoders = onFirstUse(async (): Promise<Record<EncodingName, Encoder>> => {
  const [o200k, cl100k] = await Promise.all([
    import('gpt-tokenizer/encoding/o200k_base'),
    import('gpt-tokenizer/encoding/cl100k_base'),
  ]);
  return { o200k_base: encoderOf(o200k), cl100k_base: encoderOf(cl100k) };
});

const reply = (message: TokenizeReply) => process.send?.(message);

process.on('message', (request: TokenizeRequest) => {
  loadEncoders().then(
    (encoders) =>
      reply({
        id: request.id,
        ok: true,
        reports: request.texts.map((text) =>
          ENCODINGS.map((encoding) => tokenReport(text, encoding, encoders[encoding])),
        ),
      }),
    (error: unknown) =>
      reply({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
// The web process closed the channel (idle, or gone): nothing more will come.
process.on('disconnect', () => process.exit(0));
