// Advance widths from a TrueType font's own tables (cmap format 4 or 12, hhea, hmtx, head), enough
// to lay share-card text out before resvg draws it: resvg wraps nothing, so lines are measured here.

export type FontMetrics = {
  /** Advance width of a code point in em units (0 when the font lacks it). */
  advance(codePoint: number): number;
  has(codePoint: number): boolean;
  /** usWeightClass from the OS/2 table. */
  weight: number;
};

function tables(font: Buffer): Map<string, { offset: number; length: number }> {
  const count = font.readUInt16BE(4);
  const found = new Map<string, { offset: number; length: number }>();
  for (let index = 0; index < count; index++) {
    const entry = 12 + index * 16;
    found.set(font.toString('latin1', entry, entry + 4), {
      offset: font.readUInt32BE(entry + 8),
      length: font.readUInt32BE(entry + 12),
    });
  }
  return found;
}

function glyphMap(font: Buffer, cmapOffset: number): Map<number, number> {
  const map = new Map<number, number>();
  const subtables = font.readUInt16BE(cmapOffset + 2);
  const offsets: number[] = [];
  for (let index = 0; index < subtables; index++) {
    offsets.push(cmapOffset + font.readUInt32BE(cmapOffset + 4 + index * 8 + 4));
  }
  for (const offset of offsets) {
    const format = font.readUInt16BE(offset);
    if (format === 12) {
      const groups = font.readUInt32BE(offset + 12);
      for (let group = 0; group < groups; group++) {
        const base = offset + 16 + group * 12;
        const start = font.readUInt32BE(base);
        const end = font.readUInt32BE(base + 4);
        const glyph = font.readUInt32BE(base + 8);
        for (let code = start; code <= end; code++) map.set(code, glyph + code - start);
      }
      return map;
    }
  }
  for (const offset of offsets) {
    if (font.readUInt16BE(offset) !== 4) continue;
    const segments = font.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment++) {
      const end = font.readUInt16BE(ends + segment * 2);
      const start = font.readUInt16BE(starts + segment * 2);
      const delta = font.readInt16BE(deltas + segment * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2;
          glyph = font.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
    return map;
  }
  return map;
}

export function fontMetrics(font: Buffer): FontMetrics {
  const table = tables(font);
  const head = table.get('head')!.offset;
  const hhea = table.get('hhea')!.offset;
  const hmtx = table.get('hmtx')!.offset;
  const os2 = table.get('OS/2')?.offset;
  const unitsPerEm = font.readUInt16BE(head + 18);
  const longMetrics = font.readUInt16BE(hhea + 34);
  const glyphs = glyphMap(font, table.get('cmap')!.offset);
  const advanceOf = (glyph: number) => font.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  return {
    advance: (code) => {
      const glyph = glyphs.get(code);
      return glyph === undefined ? 0 : advanceOf(glyph) / unitsPerEm;
    },
    has: (code) => glyphs.has(code),
    weight: os2 === undefined ? 400 : font.readUInt16BE(os2 + 4),
  };
}
