// `node scripts/favicon-ico.ts`: writes public/favicon.ico (16, 32 and 48 px PNG entries) from
// public/favicon.svg. Browsers and feed readers ask for /favicon.ico whatever a page declares; commit
// the output after changing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [16, 32, 48];

const svg = readFileSync(path.join(root, 'public/favicon.svg'));
const images = SIZES.map((size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNGs themselves.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(SIZES[index]!, entry);
  header.writeUInt8(SIZES[index]!, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(path.join(root, 'public/favicon.ico'), Buffer.concat([header, ...images]));
