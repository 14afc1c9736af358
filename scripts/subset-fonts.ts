// `node scripts/subset-fonts.ts`: writes the site's two font files, client/fonts/heebo-hebrew.woff2 and
// client/fonts/heebo-latin.woff2, from Heebo's variable font (@fontsource-variable/heebo, a dev
// dependency): each cut down to the characters the site writes and to the weights it uses (400-800),
// so every weight of both scripts comes from two small files. The @font-face rules in client/app.css
// use the same ranges (printed below). Run it again after changing the ranges; commit the output.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const files = path.dirname(require.resolve('@fontsource-variable/heebo/package.json'));

/** Inclusive code point ranges. */
type Range = [number, number];

export const FONT_SUBSETS: { name: string; source: string; ranges: Range[] }[] = [
  {
    // Hebrew letters, final forms, points, maqaf, geresh and gershayim; the direction marks; ₪.
    name: 'hebrew',
    source: 'heebo-hebrew-wght-normal.woff2',
    ranges: [
      [0x05b0, 0x05f4],
      [0x200e, 0x200f],
      [0x20aa, 0x20aa],
    ],
  },
  {
    // Printable ASCII (also the digits and punctuation inside Hebrew text), no-break space, © ® · ×,
    // dashes, curly quotes, bullet, ellipsis, € and ™.
    name: 'latin',
    source: 'heebo-latin-wght-normal.woff2',
    ranges: [
      [0x0020, 0x007e],
      [0x00a0, 0x00a0],
      [0x00a9, 0x00a9],
      [0x00ae, 0x00ae],
      [0x00b7, 0x00b7],
      [0x00d7, 0x00d7],
      [0x2013, 0x2014],
      [0x2018, 0x2019],
      [0x201c, 0x201d],
      [0x2022, 0x2022],
      [0x2026, 0x2026],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
    ],
  },
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
export function unicodeRange(ranges: Range[]): string {
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const subset of FONT_SUBSETS) {
    const text = subset.ranges
      .flatMap(([from, to]) =>
        Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
      )
      .join('');
    const source = readFileSync(path.join(files, 'files', subset.source));
    const output = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: 400, max: 800 } },
    });
    const target = path.join(root, 'client', 'fonts', `heebo-${subset.name}.woff2`);
    writeFileSync(target, output);
    console.log(`${path.relative(root, target)}: ${source.length} → ${output.length} bytes`);
    console.log(`  unicode-range: ${unicodeRange(subset.ranges)};`);
  }
}
