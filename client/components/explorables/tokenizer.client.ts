import {
  ENCODINGS,
  encoderOf,
  type TokenReport,
  tokenReport,
} from '../../../src/domain/explorables/tokens.ts';

// The browser's tokenizer: this module is imported only when the reader first changes the text, and
// it imports each encoding's ranks (megabytes) once, as chunks of their own.

const encoders = {
  o200k_base: () => import('gpt-tokenizer/encoding/o200k_base').then(encoderOf),
  cl100k_base: () => import('gpt-tokenizer/encoding/cl100k_base').then(encoderOf),
};

const loaded = new Map<string, ReturnType<(typeof encoders)['o200k_base']>>();

export async function countTokens(text: string): Promise<TokenReport[]> {
  return Promise.all(
    ENCODINGS.map(async (encoding) => {
      let encoder = loaded.get(encoding);
      if (!encoder) {
        encoder = encoders[encoding]();
        // A failed chunk load is tried again next time.
        encoder.catch(() => loaded.delete(encoding));
        loaded.set(encoding, encoder);
      }
      return tokenReport(text, encoding, await encoder);
    }),
  );
}
