import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import {
  COVER_SIZE,
  COVER_TITLE_BAND,
  type Cover,
  type CoverFormat,
  type CoverKind,
} from '../domain/covers/cover.ts';
import { CARD_HEIGHT, CARD_WIDTH, type ShareCard } from '../domain/share-cards/card.ts';
import { CARD_ICONS } from '../domain/share-cards/icons.ts';
import { escapeXml } from '../domain/xml.ts';
import { fontMetrics } from './font-metrics.ts';
import { type Fonts, layoutLine, wrap } from './text-layout.ts';

// A share card as an SVG drawn by resvg (on libuv's thread pool: renderAsync keeps the event loop
// free for pages), with the site's own Heebo at 400 and 800 (scripts/share-card-assets.ts).
// Right-to-left: everything is aligned to the right margin, and each line is laid out by
// text-layout.ts, which wraps it and orders Hebrew with Latin inside.

const here = path.dirname(fileURLToPath(import.meta.url));
const FONT_DIR = path.join(here, 'fonts');
const PUBLIC_DIR = path.resolve(here, '../../public');
const fontFile = (script: string, weight: number) => path.join(FONT_DIR, `heebo-${script}-${weight}.ttf`);
const FONT_FILES = [400, 800].flatMap((weight) => [fontFile('hebrew', weight), fontFile('latin', weight)]);

const fontsAt = (weight: number): Fonts => ({
  hebrew: fontMetrics(readFileSync(fontFile('hebrew', weight))),
  latin: fontMetrics(readFileSync(fontFile('latin', weight))),
});
const REGULAR = fontsAt(400);
const BOLD = fontsAt(800);

const COLOR = {
  ink: '#1e1b4b',
  soft: '#475569',
  brand: '#6d28d9',
  brandDark: '#5b21b6',
  chip: '#f5f3ff',
  chipLine: '#ddd6fe',
  from: '#7c3aed',
  to: '#06b6d4',
};

const MARGIN = 72;
const RIGHT = CARD_WIDTH - MARGIN;
const FOOTER_TOP = 536;
const CHIPS_TOP = 452;

// Each script its own family (scripts/share-card-assets.ts), so each piece names the face it needs.
const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;
const familyFor = (text: string) => (HEBREW.test(text) ? 'HbHeb, HbLat' : 'HbLat, HbHeb');

type TextStyle = { size: number; bold?: boolean; fill: string; opacity?: number };

/** One laid-out line with its right edge at `right` and its baseline at `y`. */
function line(text: string, right: number, y: number, style: TextStyle): string {
  const fonts = style.bold ? BOLD : REGULAR;
  const laid = layoutLine(text, fonts, style.size);
  const left = right - laid.width;
  return laid.pieces
    .map(
      (piece) =>
        `<text x="${(left + piece.x).toFixed(1)}" y="${y}" font-family="${familyFor(piece.text)}" font-size="${style.size}" font-weight="${style.bold ? 800 : 400}" fill="${style.fill}"${style.opacity ? ` fill-opacity="${style.opacity}"` : ''}>${escapeXml(piece.text)}</text>`,
    )
    .join('');
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/** A coordinate of an embedded image's text: a number, or a percentage of the image's side. */
function coordinate(value: string | undefined, side: number): number {
  if (!value) return side / 2;
  return value.endsWith('%') ? (Number.parseFloat(value) / 100) * side : Number.parseFloat(value);
}

/**
 * The text of an embedded image (an episode's cover names its episode), laid out as the card's own:
 * resvg would draw its Hebrew with Latin inside out of order, and at the cover's size it is a few
 * pixels tall on the card. Each text is centred where it stood, as large as fits 84% of the image's
 * width on up to three lines.
 */
function relaidText(svg: string, width: number, height: number): string {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_all, attributes: string, content: string) => {
    const text = content
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim();
    if (!text) return '';
    const bold = Number(attribute(attributes, 'font-weight') ?? 400) >= 600;
    const fonts = bold ? BOLD : REGULAR;
    const fill = attribute(attributes, 'fill') ?? '#fff';
    const cx = coordinate(attribute(attributes, 'x'), width);
    const cy = coordinate(attribute(attributes, 'y'), height);
    const room = width * 0.84;
    let size = Math.round(width * 0.12);
    let lines = wrap(text, fonts, size, room, 3);
    while (size > 12 && (lines.length > 2 || lines.at(-1)?.endsWith('…'))) {
      size -= 2;
      lines = wrap(text, fonts, size, room, 3);
    }
    const leading = size * 1.2;
    const top = cy - ((lines.length - 1) * leading) / 2 + size * 0.35;
    return lines
      .map((lineText, index) => {
        const laid = layoutLine(lineText, fonts, size);
        const left = cx - laid.width / 2;
        return laid.pieces
          .map(
            (piece) =>
              `<text x="${(left + piece.x).toFixed(1)}" y="${(top + index * leading).toFixed(1)}" font-family="${familyFor(piece.text)}" font-size="${size}" font-weight="${bold ? 800 : 400}" fill="${fill}">${escapeXml(piece.text)}</text>`,
          )
          .join('');
      })
      .join('');
  });
}

function icon(name: ShareCard['icon'], x: number, y: number, size: number, stroke: string): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${CARD_ICONS[name].join('')}</g>`;
}

/**
 * A public image of the site, drawn inside the card at (x, y) in a size × size box. An SVG is
 * nested as markup (resvg draws the text of an <image>'s SVG with no fonts at all), its ids
 * prefixed so they cannot meet the card's own.
 */
function publicImage(publicPath: string, x: number, y: number, size: number): string | undefined {
  const file = path.join(PUBLIC_DIR, publicPath);
  if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return undefined;
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    return undefined;
  }
  if (publicPath.endsWith('.png')) {
    return `<image href="data:image/png;base64,${content.toString('base64')}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"/>`;
  }
  const svg = content
    .toString('utf8')
    .replace(/<\?xml[^>]*>/, '')
    .replace(/\bid="([^"]+)"/g, 'id="img-$1"')
    .replace(/url\(#([^)]+)\)/g, 'url(#img-$1)')
    .replace(/href="#([^"]+)"/g, 'href="#img-$1"');
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) return undefined;
  const attributes = open[0].replace(/\s(width|height|x|y|preserveAspectRatio)="[^"]*"/g, '').slice(4, -1);
  const viewBox = (attribute(open[0], 'viewBox') ?? '0 0 100 100').split(/[\s,]+/).map(Number);
  const body = relaidText(svg.slice(open.index + open[0].length), viewBox[2] ?? 100, viewBox[3] ?? 100);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"${attributes}>${body}`;
}

function chips(facts: readonly string[]): string {
  let right = RIGHT;
  const parts: string[] = [];
  for (const fact of facts.slice(0, 3)) {
    const [text] = wrap(fact, BOLD, 28, 420, 1);
    if (!text) continue;
    const width = layoutLine(text, BOLD, 28).width + 44;
    if (right - width < MARGIN) break;
    parts.push(
      `<rect x="${right - width}" y="${CHIPS_TOP}" width="${width}" height="56" rx="28" fill="${COLOR.chip}" stroke="${COLOR.chipLine}" stroke-width="2"/>`,
      line(text, right - 22, CHIPS_TOP + 38, { size: 28, bold: true, fill: COLOR.brandDark }),
    );
    right -= width + 16;
  }
  return parts.join('');
}

/** The card's SVG: header (icon tile, section), title, subtitle, body, chips, footer band. */
function cardSvg(card: ShareCard): string {
  const image = card.image ? publicImage(card.image, MARGIN, 176, 260) : undefined;
  const textWidth = RIGHT - MARGIN - (image ? 300 : 0);
  const parts: string[] = [];

  parts.push(
    `<rect x="${RIGHT - 88}" y="60" width="88" height="88" rx="24" fill="url(#brand)"/>`,
    icon(card.icon, RIGHT - 88 + 18, 78, 52, '#ffffff'),
    line(wrap(card.eyebrow, BOLD, 32, textWidth - 120, 1)[0] ?? '', RIGHT - 112, 116, {
      size: 32,
      bold: true,
      fill: COLOR.brand,
    }),
  );

  // The title: two lines at 76 px, or three at 60 px when two are not enough.
  let size = 76;
  let titleLines = wrap(card.title, BOLD, size, textWidth, 3);
  if (titleLines.length > 2) {
    size = 60;
    titleLines = wrap(card.title, BOLD, size, textWidth, 3);
  }
  const lineHeight = Math.round(size * 1.2);
  let y = 176 + size;
  for (const text of titleLines) {
    parts.push(line(text, RIGHT, y, { size, bold: true, fill: COLOR.ink }));
    y += lineHeight;
  }
  y -= lineHeight;

  if (card.subtitle) {
    y += 58;
    const [text] = wrap(card.subtitle, REGULAR, 40, textWidth, 1);
    parts.push(line(text ?? '', RIGHT, y, { size: 40, fill: COLOR.brandDark }));
  }

  if (card.body) {
    const bodyLineHeight = 44;
    const room = Math.floor((CHIPS_TOP - 24 - (y + 12)) / bodyLineHeight);
    if (room > 0) {
      y += 12;
      for (const text of wrap(card.body, REGULAR, 30, textWidth, Math.min(room, 3))) {
        y += bodyLineHeight;
        parts.push(line(text, RIGHT, y, { size: 30, fill: COLOR.soft }));
      }
    }
  }

  parts.push(chips(card.facts));

  if (image) {
    parts.push(
      `<clipPath id="cover"><rect x="${MARGIN}" y="176" width="260" height="260" rx="32"/></clipPath>`,
      `<rect x="${MARGIN}" y="176" width="260" height="260" rx="32" fill="#ffffff" stroke="${COLOR.chipLine}" stroke-width="2"/>`,
      `<g clip-path="url(#cover)">${image}</g>`,
    );
  }

  parts.push(
    `<rect x="0" y="${FOOTER_TOP}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - FOOTER_TOP}" fill="url(#brand)"/>`,
    line('AI בעברית', RIGHT, FOOTER_TOP + 60, { size: 38, bold: true, fill: '#ffffff' }),
    `<text x="${MARGIN}" y="${FOOTER_TOP + 58}" font-family="HbLat" font-size="28" font-weight="400" fill="#ffffff" fill-opacity="0.9">AI in Hebrew</text>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<defs><linearGradient id="brand" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLOR.from}"/><stop offset="1" stop-color="${COLOR.to}"/></linearGradient>` +
    `<linearGradient id="page" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f3ff"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#page)"/>` +
    `<circle cx="40" cy="20" r="220" fill="url(#brand)" fill-opacity="0.08"/>` +
    parts.join('') +
    '</svg>'
  );
}

/** The card as a 1200 × 630 PNG. */
export async function renderCard(card: ShareCard): Promise<Buffer> {
  const rendered = await renderAsync(cardSvg(card), {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'HbLat' },
    fitTo: { mode: 'original' },
    logLevel: 'off',
  });
  return rendered.asPng();
}

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
  const rendered = await renderAsync(coverSvg(cover), {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'HbLat' },
    fitTo: { mode: 'width', value: width },
    logLevel: 'off',
  });
  return rendered.asPng();
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
