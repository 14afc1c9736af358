import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import type { ShareCard } from '../domain/share-cards/card.ts';
import { CARD_ICONS } from '../domain/share-cards/icons.ts';
import { escapeXml } from '../domain/xml.ts';
import { fontMetrics } from './font-metrics.ts';
import { type Fonts, layoutLine } from './text-layout.ts';

// What share cards (render.ts) and designed covers (render-cover.ts) draw with: the site's own Heebo
// at 400 and 800 (scripts/share-card-assets.ts), right-aligned lines laid out by text-layout.ts
// (which orders Hebrew with Latin inside), the cards' icons, and resvg, which draws the SVG on
// libuv's thread pool (renderAsync keeps the event loop free for pages).

const here = path.dirname(fileURLToPath(import.meta.url));
const FONT_DIR = path.join(here, 'fonts');
const fontFile = (script: string, weight: number) => path.join(FONT_DIR, `heebo-${script}-${weight}.ttf`);
const FONT_FILES = [400, 800].flatMap((weight) => [fontFile('hebrew', weight), fontFile('latin', weight)]);

const fontsAt = (weight: number): Fonts => ({
  hebrew: fontMetrics(readFileSync(fontFile('hebrew', weight))),
  latin: fontMetrics(readFileSync(fontFile('latin', weight))),
});
export const REGULAR = fontsAt(400);
export const BOLD = fontsAt(800);

// Each script its own family (scripts/share-card-assets.ts), so each piece names the face it needs.
const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;
export const familyFor = (text: string) => (HEBREW.test(text) ? 'HbHeb, HbLat' : 'HbLat, HbHeb');

type TextStyle = { size: number; bold?: boolean; fill: string; opacity?: number };

/** One laid-out line with its right edge at `right` and its baseline at `y`. */
export function line(text: string, right: number, y: number, style: TextStyle): string {
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

/** A card icon (CARD_ICONS, 24-unit strokes) drawn at (x, y) in a size × size box. */
export function icon(name: ShareCard['icon'], x: number, y: number, size: number, stroke: string): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${CARD_ICONS[name].join('')}</g>`;
}

/** The SVG as a PNG, with the site's fonts only: at its own size, or scaled to `width` pixels wide. */
export async function renderSvg(svg: string, width?: number): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'HbLat' },
    fitTo: width === undefined ? { mode: 'original' } : { mode: 'width', value: width },
    logLevel: 'off',
  });
  return rendered.asPng();
}
