import { bidiRuns, keepPhrases } from '../lib/bidi.ts';
import { BidiRuns, HebrewPieces } from './bidi-runs.tsx';

export { KeptPieces, Name } from './bidi-runs.tsx';

/**
 * Hebrew text whose number ranges ('45–90 דקות') and a word's hyphen with what follows it ('ו-[2]')
 * never break across lines. The pieces share one inline box: inside a flex container (a chip) they
 * stay one line of text, not separate flex items with the container's gap between them.
 */
export function KeepPhrases({ text }: { text: string }) {
  return <HebrewPieces pieces={keepPhrases(text)} />;
}

/**
 * Renders text from anywhere (the content service, a feed, a snapshot) with every Latin run isolated,
 * so '--ar 16:9' or 'ה-GPT' reads right inside a Hebrew sentence. Use it for every string that may mix
 * Hebrew and Latin; the block keeps the page's direction and alignment. Number ranges ('45–90') stay
 * on one line, and so does a Hebrew prefix with its hyphen and what follows it ('ה-AI', 'ו-[2]':
 * decision 0044).
 */
export function BidiText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <BidiRuns runs={bidiRuns(text)} />;
}
