import { Fragment, type ReactNode } from 'react';
import { hasHebrew, keepPhrases, keepTogether, splitLatinRuns, splitPrefix } from '../lib/bidi.ts';

type Piece = { text: string; keep: boolean };

/**
 * Pieces of a text in order, the kept ones in a span that does not wrap. `content` renders a piece
 * from its offsets within the pieces (the search's marks); without it, a piece is its text.
 */
export function KeptPieces({
  pieces,
  content,
}: {
  pieces: readonly Piece[];
  content?: (from: number, to: number, key: string) => ReactNode;
}) {
  let offset = 0;
  return (
    <>
      {pieces.map((piece, index) => {
        const from = offset;
        offset += piece.text.length;
        const inner = content ? content(from, offset, String(index)) : piece.text;
        return piece.keep ? (
          <span key={index} className="whitespace-nowrap">
            {inner}
          </span>
        ) : (
          <Fragment key={index}>{inner}</Fragment>
        );
      })}
    </>
  );
}

/** A Latin run whose parameters and hyphenated names never break across lines at a hyphen. */
function LatinRun({ text }: { text: string }) {
  const pieces = keepTogether(text);
  if (pieces.length === 1 && !pieces[0]!.keep) return <>{text}</>;
  return <KeptPieces pieces={pieces} />;
}

/**
 * Hebrew text whose number ranges ('45–90 דקות') and a word's hyphen with what follows it ('ו-[2]')
 * never break across lines. The pieces share one inline box: inside a flex container (a chip) they
 * stay one line of text, not separate flex items with the container's gap between them.
 */
export function KeepPhrases({ text }: { text: string }) {
  const pieces = keepPhrases(text);
  if (pieces.length === 1 && !pieces[0]!.keep) return <>{text}</>;
  return (
    <span>
      <KeptPieces pieces={pieces} />
    </span>
  );
}

function IsolatedRun({ text, className }: { text: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      <LatinRun text={text} />
    </bdi>
  );
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
  // A string with no Hebrew at all ('Midjourney, Inc.', 'DALL·E 3') is one left-to-right unit, its
  // punctuation included.
  if (!hasHebrew(text) && /[A-Za-z]/.test(text)) return <IsolatedRun text={text} />;
  const segments = splitLatinRuns(text);
  if (segments.length === 1 && !segments[0]!.latin) return <KeepPhrases text={text} />;
  // One inline box around the pieces: inside a flex container (a chip, a button) they stay one
  // line of text instead of becoming separate flex items with gaps between them.
  const out: ReactNode[] = [];
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    if (segment.latin) {
      out.push(<IsolatedRun key={index} text={segment.text} />);
      continue;
    }
    const next = segments[index + 1];
    const split = next?.latin ? splitPrefix(segment.text) : null;
    if (!split) {
      out.push(<KeptPieces key={index} pieces={keepPhrases(segment.text)} />);
      continue;
    }
    // 'ה-' and its run on one line; the run itself may still wrap at its spaces.
    out.push(
      <KeptPieces key={index} pieces={keepPhrases(split[0])} />,
      <span key={`${index}-prefix`} className="whitespace-nowrap">
        {split[1]}
        <IsolatedRun text={next!.text} className="whitespace-normal" />
      </span>,
    );
    index++;
  }
  return <span>{out}</span>;
}

/**
 * A name that may be Latin ('Midjourney') or Hebrew, inside a right-to-left layout: isolated so its
 * letters keep their order, while the block around it stays aligned to the start (right) like the
 * Hebrew around it. Never put dir="auto" on the block itself: that flips its alignment.
 */
export function Name({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}
