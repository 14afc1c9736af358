import { useEffect, useRef, useState } from 'react';

// An article card's image (docs/product.md#newsletter-issue-page: hidden when it fails to load). Lazy,
// with its size set; on error the whole frame goes away instead of showing a broken image or an
// error box. An error that happened before hydration is caught on mount.

export function ArticleImage({ src, alt }: { src: string; alt: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return (
    <span className="block aspect-[16/9] overflow-hidden bg-canvas" data-article-image>
      <img
        ref={imageRef}
        src={src}
        alt={alt}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    </span>
  );
}
