import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_HEIGHT, CARD_WIDTH, type ShareCard } from '../domain/share-cards/card.ts';
import { escapeXml } from '../domain/xml.ts';
import { BOLD, familyFor, icon, line, REGULAR, renderSvg } from './svg-text.ts';
import { layoutLine, wrap } from './text-layout.ts';

// A share card (1200 × 630) as an SVG drawn by resvg, with the site's own fonts (svg-text.ts).
// Right-to-left: everything is aligned to the right margin. Designed covers are in render-cover.ts.

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

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
  return renderSvg(cardSvg(card));
}
