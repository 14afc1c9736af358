import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

// The image component (docs/product.md#site-wide-widgets): loads lazily once within 50 px of the viewport
// (threshold 0.1), shows a placeholder while loading, falls back to a local image on error, then to
// the error box. Width and height are always set, so nothing shifts when the image arrives. Remote
// images (tool logos, covers, thumbnails) go through it.

const LAZY_ROOT_MARGIN = '50px';
const LAZY_THRESHOLD = 0.1;
const IMAGE_ERROR_TEXT = 'שגיאה בטעינת התמונה';
/** Images narrower than this (logos) show the error icon without the sentence. */
const ICON_ONLY_BELOW = 112;

export type SmartImageProps = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** A local image tried once when `src` fails; a list is tried in order (each once). */
  fallbackSrc?: string | readonly string[];
  className?: string;
  /** Classes of the frame (size, rounding); the frame keeps the aspect ratio. */
  frameClassName?: string;
  /** Above the fold (the page's main image): load at once, with high priority. */
  priority?: boolean;
  /** 'contain' for logos (the whole mark, letterboxed); 'cover' fills the frame (default). */
  fit?: 'cover' | 'contain';
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

export function SmartImage({
  src,
  alt,
  width,
  height,
  fallbackSrc,
  className = '',
  frameClassName = '',
  priority = false,
  fit = 'cover',
}: SmartImageProps) {
  const fitClass = fit === 'contain' ? 'object-contain' : 'object-cover';
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<Phase>(priority ? 'loading' : 'waiting');
  const fallbacks =
    fallbackSrc === undefined ? [] : typeof fallbackSrc === 'string' ? [fallbackSrc] : fallbackSrc;
  // 0 is `src`, 1.. the fallbacks in order.
  const [attempt, setAttempt] = useState(src ? 0 : 1);
  const usingFallback = attempt > 0;
  const currentSrc = attempt === 0 ? src : fallbacks[attempt - 1];

  // Start loading once the frame comes within 50 px of the viewport.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [phase]);

  // A priority image may finish (or fail) before hydration attaches the handlers: read its state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration.
  useEffect(() => {
    const image = imageRef.current;
    if (!priority || !image?.complete) return;
    if (image.naturalWidth > 0) setPhase('loaded');
    else handleError();
  }, []);

  function handleError() {
    if (attempt < fallbacks.length) setAttempt(attempt + 1);
    else setPhase('failed');
  }

  const showImage = phase === 'loading' || phase === 'loaded';
  const frameStyle = { aspectRatio: `${width} / ${height}` };

  if (!currentSrc || phase === 'failed') {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt}: ${IMAGE_ERROR_TEXT}` : IMAGE_ERROR_TEXT}
        data-image-state="error"
        style={frameStyle}
        className={`flex flex-col items-center justify-center gap-1 overflow-hidden bg-canvas p-2 text-center text-small text-muted ${frameClassName}`}
      >
        <ImageOff aria-hidden="true" className="size-6 shrink-0" />
        {/* A logo-sized box has room for the icon only; its label still names the error. */}
        {width >= ICON_ONLY_BELOW ? <span aria-hidden="true">{IMAGE_ERROR_TEXT}</span> : null}
      </span>
    );
  }

  return (
    <span
      ref={frameRef}
      data-image-state={phase}
      data-image-source={usingFallback ? 'fallback' : 'original'}
      style={frameStyle}
      className={`relative block overflow-hidden ${phase === 'loaded' ? '' : 'skeleton'} ${frameClassName}`}
    >
      {showImage ? (
        <img
          ref={imageRef}
          src={currentSrc}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setPhase('loaded')}
          onError={handleError}
          className={`size-full ${fitClass} ${className}`}
        />
      ) : (
        // Without JavaScript the observer never runs: the browser's own lazy loading takes over.
        <noscript>
          <img
            src={currentSrc}
            alt={alt}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            className={`size-full ${fitClass} ${className}`}
          />
        </noscript>
      )}
    </span>
  );
}
