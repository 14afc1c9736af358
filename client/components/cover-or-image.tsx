import type { CoverSources } from '../../src/domain/covers/cover.ts';
import { CoverPicture } from './cover-picture.tsx';
import { SmartImage, type SmartImageProps } from './smart-image.tsx';

// The choice every card with a cover makes (an episode, a newsletter issue, a video): the designed
// cover where the content has one (decision 0031), else the item's own image through SmartImage, with
// its lazy loading and its local fallback. In a file of its own so that a page that shows only
// designed covers (the home page) does not carry SmartImage.

/** The item's own image, for when there is no designed cover: SmartImage's props but the frame's. */
type OwnImage = Pick<SmartImageProps, 'src' | 'alt' | 'width' | 'height' | 'fallbackSrc'>;

export function CoverOrImage({
  cover,
  image,
  sizes,
  priority = false,
  decorative = false,
  className,
}: {
  cover: CoverSources | null | undefined;
  image: OwnImage;
  /** The CSS width the cover is shown at, as an <img sizes> value. */
  sizes: string;
  priority?: boolean;
  /** The cover's alt is '' (beside a title that says the same); the own image's is `image.alt`. */
  decorative?: boolean;
  /** Size and rounding: the cover's <img>, or the own image's frame. */
  className: string;
}) {
  if (cover)
    return (
      <CoverPicture
        cover={cover}
        sizes={sizes}
        priority={priority}
        decorative={decorative}
        className={className}
      />
    );
  return <SmartImage {...image} priority={priority} frameClassName={className} />;
}
