import { Fragment } from 'react';
import { splitLatinRuns } from '../lib/bidi.ts';

/**
 * Renders text from anywhere (the content service, a feed, a snapshot) with every Latin run isolated,
 * so '--ar 16:9' or 'ה-GPT' reads right inside a Hebrew sentence. Use it for every string that may mix
 * Hebrew and Latin; the block keeps the page's direction and alignment.
 */
export function BidiText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const segments = splitLatinRuns(text);
  if (segments.length === 1 && !segments[0]!.latin) return <>{text}</>;
  return (
    <>
      {segments.map((segment, index) =>
        segment.latin ? (
          <bdi key={index} dir="ltr">
            {segment.text}
          </bdi>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
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
