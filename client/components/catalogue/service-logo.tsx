import { SERVICE_MARK_IDS } from '../../lib/service-marks.ts';
import { LetterTile, MarkImage } from './mark-image.tsx';
import { LogoImage } from './page-parts.tsx';

// An ecosystem service's logo, in the order a tool's is chosen (docs/product.md#tool-page): the
// content service's logo, else the service's own mark from simple-icons, else the name's first letter
// on the brand tint.

export function ServiceLogo({
  service,
  size = 'md',
}: {
  service: { id: string; name: string; logo?: string };
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-16 rounded-xl text-2xl' : 'size-10 rounded-lg text-lg';
  if (service.logo) return <LogoImage src={service.logo} name={service.name} size={size} />;
  if (SERVICE_MARK_IDS.has(service.id)) {
    return (
      <MarkImage
        src={`/brand-marks/services/${encodeURIComponent(service.id)}.svg`}
        pixels={size === 'lg' ? 64 : 40}
        brand={service.id}
        eager={size === 'lg'}
        className={box}
      />
    );
  }
  return <LetterTile name={service.name} className={`${box} bg-tint text-link-strong`} />;
}
