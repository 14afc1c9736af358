import { SERVICE_MARK_IDS } from '../../lib/service-marks.ts';
import { LogoImage } from './page-parts.tsx';

// An ecosystem service's logo, in the order a tool's is chosen (docs/product.md#tool-page): the
// content service's logo, else the service's own mark from simple-icons (scripts/brand-marks.ts, an
// image with its tile: no script), else the name's first letter on the brand tint.

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
    const pixels = size === 'lg' ? 64 : 40;
    return (
      <img
        src={`/brand-marks/services/${encodeURIComponent(service.id)}.svg`}
        alt=""
        width={pixels}
        height={pixels}
        loading={size === 'lg' ? 'eager' : 'lazy'}
        decoding="async"
        data-brand-mark={service.id}
        className={`${box} shrink-0 ring-1 ring-line`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-letter-tile
      className={`${box} grid shrink-0 place-items-center bg-tint font-extrabold text-link-strong`}
    >
      {service.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
