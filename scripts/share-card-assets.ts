// `node scripts/share-card-assets.ts`: writes what the share-card renderer (src/share-cards/) reads at
// run time, from development dependencies it must not load in production:
// - src/share-cards/fonts/heebo-{hebrew,latin}-{400,800}.ttf: the site's Heebo (the same variable
//   sources as scripts/subset-fonts.ts), instanced at the two weights the cards use and written as
//   TrueType, which resvg reads (it reads neither WOFF2 nor variation axes);
// - src/domain/share-cards/icons.ts: the lucide icons the cards draw, as SVG path data (lucide, ISC licence).
// Commit the output after changing the ranges, the weights or the icon list.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_SUBSETS } from './subset-fonts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve('@fontsource-variable/heebo/package.json'));
const lucide = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons');

export const CARD_WEIGHTS = [400, 800] as const;
export const CARD_ICONS = [
  'brain',
  'cpu',
  'workflow',
  'palette',
  'git-branch',
  'book-open',
  'sparkles',
  'wrench',
  'mic',
  'newspaper',
  'route',
  'graduation-cap',
] as const;

/**
 * A family name per script, five letters like 'Heebo' (renamed in place: no table moves). resvg
 * falls back to the first face that has a glyph, whatever its weight, so a bold Latin word inside
 * a bold Hebrew line came out regular; with a family per script each piece names its own face.
 */
export const CARD_FAMILIES = { hebrew: 'HbHeb', latin: 'HbLat' } as const;

function renameFamily(font: Uint8Array, family: string): Buffer {
  const bytes = Buffer.from(font);
  const count = bytes.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const entry = 12 + index * 16;
    if (bytes.toString('latin1', entry, entry + 4) !== 'name') continue;
    const start = bytes.readUInt32BE(entry + 8);
    const end = start + bytes.readUInt32BE(entry + 12);
    for (const [from, to] of [
      [Buffer.from('Heebo', 'latin1'), Buffer.from(family, 'latin1')],
      [Buffer.from('Heebo', 'utf16le').swap16(), Buffer.from(family, 'utf16le').swap16()],
    ] as const) {
      let at = bytes.indexOf(from, start);
      while (at !== -1 && at < end) {
        to.copy(bytes, at);
        at = bytes.indexOf(from, at + from.length);
      }
    }
  }
  return bytes;
}

for (const subset of FONT_SUBSETS) {
  const text = subset.ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
    )
    .join('');
  const source = readFileSync(path.join(fontsource, 'files', subset.source));
  for (const weight of CARD_WEIGHTS) {
    const font = renameFamily(
      await subsetFont(source, text, { targetFormat: 'sfnt', variationAxes: { wght: weight } }),
      CARD_FAMILIES[subset.name as keyof typeof CARD_FAMILIES],
    );
    const out = path.join(root, 'src/share-cards/fonts', `heebo-${subset.name}-${weight}.ttf`);
    writeFileSync(out, font);
    console.log(`${path.relative(root, out)}: ${font.length} bytes`);
  }
}

const icons: Record<string, string[]> = {};
for (const name of CARD_ICONS) {
  const { __iconData } = (await import(path.join(lucide, `${name}.mjs`))) as {
    __iconData: { node: [string, Record<string, string>][] };
  };
  const nodes = __iconData.node.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes).filter(([key]) => key !== 'key');
    return `<${tag} ${pairs.map(([key, value]) => `${key}="${value}"`).join(' ')}/>`;
  });
  if (nodes.length === 0) throw new Error(`no shapes found for the icon ${name}`);
  icons[name] = nodes;
}
writeFileSync(
  path.join(root, 'src/domain/share-cards/icons.ts'),
  `// Written by scripts/share-card-assets.ts from lucide-react ${require('lucide-react/package.json').version} (ISC licence): the\n` +
    `// inner SVG of each icon the share cards draw (24 × 24, stroked). Do not edit by hand.\n\n` +
    `export const CARD_ICONS = ${JSON.stringify(icons, null, 2)} as const;\n\n` +
    'export type CardIconName = keyof typeof CARD_ICONS;\n',
);
console.log(`src/domain/share-cards/icons.ts: ${Object.keys(icons).length} icons`);
