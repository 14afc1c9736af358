import type { TokenReport } from '../domain/explorables/tokens.ts';
import { idleChild } from '../platform/idle-child.ts';
import type { TokenizeReply, TokenizeRequest } from './tokenize-child.ts';

// The tokens explorable's server-side counts come from a child process that exits a while after its
// last answer, as share cards are drawn (src/platform/idle-child.ts runs both): loading the two
// encodings in the web process kept its heap ~86 MB higher for good, against the 200 MB peak it
// keeps to, and parsing them blocked its event loop (every other request) for seconds.

// Longer than the share cards' two seconds: starting the child costs the encodings' load again,
// and readers of /terms/token send a few texts in a row.
const IDLE_EXIT_MS = 30_000;

// A child that has not answered a request by then is killed and started afresh for the next one, so a
// child stuck on anything (it should not be: texts are cut to 2,000 characters) holds a reader's
// page for at most this long and never the next reader's. Generous: a cold start loads both
// encodings first, seconds on a busy machine. Under the proxy's 30 s read timeout
// (deploy/nginx/site.conf): a page whose child timed out still answers, with its message, before
// nginx gives up with a 504 (the 30-minute soak at load 40 saw five such 504s on /terms/token).
const TIMEOUT_MS = 25_000;

// A burst beyond this many unanswered texts (a page asks once, the limit is 60 a minute per client)
// is answered at once without counts rather than queued behind the others.
const MAX_PENDING = 32;

export type Tokenizer = {
  /** Each text's reports, one per encoding (in ENCODINGS' order). */
  reports(texts: readonly string[]): Promise<TokenReport[][]>;
  close(): Promise<void>;
};

export function isolatedTokenizer(): Tokenizer {
  const child = idleChild<Omit<TokenizeRequest, 'id'>, TokenizeReply>({
    module: new URL('./tokenize-child.ts', import.meta.url),
    name: 'the tokenizer process',
    idleExitMs: IDLE_EXIT_MS,
    timeoutMs: TIMEOUT_MS,
    maxPending: MAX_PENDING,
    failure: (message) => new Error(message),
  });
  return {
    async reports(texts) {
      const reply = await child.ask({ texts: [...texts] });
      if (!reply.ok) throw new Error(`texts not tokenized: ${reply.message}`);
      return reply.reports;
    },
    close: () => child.close(),
  };
}
