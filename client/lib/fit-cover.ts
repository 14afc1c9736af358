import { coverFileWidth } from '../../src/domain/covers/cover.ts';

// A designed cover fitted to its box as drawn (decision 0049), for a page whose text the visitor
// resized in the accessibility panel, where `sizes` (written for the browser's text size) falls short:
// - a cover showing a file narrower than its box in device pixels is given the box's width as
//   `sizes`, on the image and its sources, and the browser picks again: only ever a wider file, and
//   the first stays in view until it has arrived;
// - a lazy cover not chosen yet (far below) is given it before the browser chooses, so it is fetched
//   once.
// On every change of the box (a ResizeObserver) and when a file has loaded.

/** Starts fitting `img` (a CoverPicture's image); returns what stops it. */
export function fitCoverToBox(img: HTMLImageElement): () => void {
  const fit = () => {
    const box = img.getBoundingClientRect().width;
    if (!box) return;
    const shown = coverFileWidth(img.currentSrc);
    if (shown !== undefined && shown >= box * window.devicePixelRatio * 0.95) return;
    const sizes = `${Math.ceil(box)}px`;
    if (img.sizes === sizes) return;
    for (const source of img.parentElement?.querySelectorAll('source') ?? []) source.sizes = sizes;
    img.sizes = sizes;
  };
  const observer = new ResizeObserver(fit);
  observer.observe(img);
  img.addEventListener('load', fit);
  return () => {
    observer.disconnect();
    img.removeEventListener('load', fit);
  };
}
