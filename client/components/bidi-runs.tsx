import { Fragment, type ReactNode } from 'react';
import type { BidiPiece, BidiRun } from '../lib/bidi.ts';

// Text already split into its bidi runs and kept phrases (client/lib/bidi.ts), drawn as BidiText draws
// it. For a page whose loader splits its texts on the server (the home page), so that its script
// carries the drawing and not the splitting (the home page's first load is held to 120 KB).

/**
 * Pieces of a text in order, the kept ones in a span that does not wrap. `content` renders a piece
 * from its offsets within the pieces (the search's marks); without it, a piece is its text.
 */
export function KeptPieces({
  pieces,
  content,
}: {
  pieces: readonly BidiPiece[];
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

export function HebrewPieces({ pieces }: { pieces: readonly BidiPiece[] }) {
  if (pieces.length === 1 && !pieces[0]!.keep) return <>{pieces[0]!.text}</>;
  return (
    <span>
      <KeptPieces pieces={pieces} />
    </span>
  );
}

/**
 * A Latin run, isolated, whose parameters and hyphenated names never break across lines at a hyphen;
 * with its Hebrew prefix, the two on one line ('ה-' and 'AI'), the run itself still free to wrap at its
 * spaces.
 */
function IsolatedRun({ run }: { run: BidiRun }) {
  const text = <KeptPieces pieces={run.pieces} />;
  if (!run.prefix) return <bdi dir="ltr">{text}</bdi>;
  return (
    <span className="whitespace-nowrap">
      {run.prefix}
      <bdi dir="ltr" className="whitespace-normal">
        {text}
      </bdi>
    </span>
  );
}

/**
 * The runs of one text (`bidiRuns`), drawn: a text with no Hebrew at all is one left-to-right unit,
 * one with no Latin run is Hebrew with its kept phrases, a mixed one is its runs in one inline box.
 */
export function BidiRuns({ runs }: { runs: readonly BidiRun[] }) {
  const [first] = runs;
  if (!first) return null;
  // A text with no Hebrew at all ('Midjourney, Inc.', 'DALL·E 3') is one left-to-right unit, its
  // punctuation included; one with no Latin run is Hebrew with its kept phrases.
  if (runs.length === 1 && !first.prefix) {
    return first.latin ? <IsolatedRun run={first} /> : <HebrewPieces pieces={first.pieces} />;
  }
  // One inline box around the pieces: inside a flex container (a chip, a button) they stay one
  // line of text instead of becoming separate flex items with gaps between them.
  return (
    <span>
      {runs.map((run) =>
        run.latin ? (
          <IsolatedRun key={run.from} run={run} />
        ) : (
          <KeptPieces key={run.from} pieces={run.pieces} />
        ),
      )}
    </span>
  );
}

/**
 * A name that may be Latin ('Midjourney') or Hebrew, inside a right-to-left layout: isolated so its
 * letters keep their order, while the block around it stays aligned to the start (right) like the
 * Hebrew around it. Never put dir="auto" on the block itself: that flips its alignment.
 */
export function Name({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}
