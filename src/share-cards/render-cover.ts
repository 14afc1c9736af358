import sharp from 'sharp';
import {
  COVER_SIZE,
  COVER_TITLE_BAND,
  type Cover,
  type CoverFormat,
  type CoverKind,
} from '../domain/covers/cover.ts';
import type { ShareCard } from '../domain/share-cards/card.ts';
import { BOLD, icon, line, renderSvg } from './svg-text.ts';
import { layoutLine, wrap } from './text-layout.ts';

// Covers (src/domain/covers/cover.ts): the site's gradient, a label chip at the top right (the
// episode's or issue's number), the title as large as fits in its band (COVER_TITLE_BAND, which the
// video gallery keeps its play button out of), and the site's name along the bottom. White text on
// the dark end of the palette: at least 4.5:1 everywhere on the gradient.
const COVER_GRADIENT: Record<CoverKind, [string, string]> = {
  episode: ['#4c1d95', '#155e75'],
  issue: ['#5b21b6', '#1e3a8a'],
  video: ['#312e81', '#6b21a8'],
  guide: ['#831843', '#4c1d95'],
};
const COVER_ICON: Record<CoverKind, ShareCard['icon'] | undefined> = {
  episode: 'mic',
  issue: 'newspaper',
  video: undefined,
  guide: 'graduation-cap',
};

/** The title's lines and size: the largest of the sizes tried that fits the band's height. */
function coverTitle(title: string, width: number, bandHeight: number): { lines: string[]; size: number } {
  const start = Math.round(width * 0.12);
  for (let size = start; size > 20; size -= 4) {
    const lines = wrap(title, BOLD, size, width, 3);
    const fits = lines.length * size * 1.2 <= bandHeight;
    if (fits && !lines.at(-1)?.endsWith('…')) return { lines, size };
  }
  const size = 20;
  return { lines: wrap(title, BOLD, size, width, 3), size };
}

function coverSvg(cover: Cover): string {
  const { width, height } = COVER_SIZE[cover.kind];
  const band = COVER_TITLE_BAND[cover.kind];
  const margin = Math.round(width * 0.07);
  const right = width - margin;
  const [from, to] = COVER_GRADIENT[cover.kind];
  const parts: string[] = [];

  // The label chip, its text's baseline at 60% of the chip.
  const chipSize = Math.round(height * (cover.kind === 'episode' ? 0.05 : 0.075));
  const chipHeight = Math.round(chipSize * 1.8);
  const chipTop = Math.round(height * band.top - chipHeight - height * 0.04);
  const chipWidth = layoutLine(cover.label, BOLD, chipSize).width + chipSize * 1.4;
  parts.push(
    `<rect x="${(right - chipWidth).toFixed(1)}" y="${chipTop}" width="${chipWidth.toFixed(1)}" height="${chipHeight}" rx="${chipHeight / 2}" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    line(cover.label, right - chipSize * 0.7, Math.round(chipTop + chipHeight * 0.68), {
      size: chipSize,
      bold: true,
      fill: '#ffffff',
    }),
  );

  // The title, its lines centred vertically in the band.
  const bandTop = height * band.top;
  const bandHeight = height * (band.bottom - band.top);
  const { lines, size } = coverTitle(cover.title, right - margin, bandHeight);
  const leading = size * 1.2;
  const first = bandTop + (bandHeight - lines.length * leading) / 2 + size * 0.95;
  lines.forEach((text, index) => {
    parts.push(line(text, right, Math.round(first + index * leading), { size, bold: true, fill: '#ffffff' }));
  });

  // The footer: the site's name at the right, the kind's icon at the left (a video's gallery puts
  // its play button there instead).
  const footSize = Math.round(height * (cover.kind === 'episode' ? 0.045 : 0.065));
  const footBaseline = Math.round(height - margin * (cover.kind === 'episode' ? 1 : 0.55));
  parts.push(
    line('AI בעברית', right, footBaseline, { size: footSize, bold: true, fill: '#ffffff', opacity: 0.85 }),
  );
  const kindIcon = COVER_ICON[cover.kind];
  if (kindIcon) parts.push(icon(kindIcon, margin, footBaseline - footSize * 1.05, footSize * 1.3, '#ffffff'));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="cover" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#cover)"/>` +
    `<circle cx="${margin}" cy="${margin}" r="${width * 0.42}" fill="#ffffff" fill-opacity="0.06"/>` +
    `<circle cx="${width}" cy="${height}" r="${width * 0.3}" fill="#06b6d4" fill-opacity="0.18"/>` +
    parts.join('') +
    '</svg>'
  );
}

/** A cover as a PNG `width` pixels wide (its kind's aspect ratio). */
export async function renderCoverPng(cover: Cover, width: number): Promise<Buffer> {
  return renderSvg(coverSvg(cover), width);
}

/** A cover in one of the served formats: resvg draws the PNG, sharp (libvips) encodes AVIF and WebP. */
export async function renderCover(cover: Cover, width: number, format: CoverFormat): Promise<Buffer> {
  const png = await renderCoverPng(cover, width);
  if (format === 'png') return png;
  const image = sharp(png);
  return format === 'avif'
    ? image.avif({ quality: 60, effort: 2 }).toBuffer()
    : image.webp({ quality: 82, effort: 4 }).toBuffer();
}
