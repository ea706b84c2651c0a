/**
 * The metrics of a font file read from its own tables (OpenType / TrueType),
 * as `npm run fonts:subset` needs them to size the local fallback faces
 * (src/node/tools/font-subset.ts): units per em, ascent, descent and line gap,
 * and the advance width of each character. A static font is read as it is; a
 * variable font is first instanced at one weight by subset-font (harfbuzz),
 * which applies the weight's deltas to these tables (`instanceAt`).
 *
 * Tables read (OpenType 1.9, « Font file »): `head` (unitsPerEm), `hhea`
 * (ascender, descender, lineGap, numberOfHMetrics), `OS/2` (the typographic
 * metrics and fsSelection's USE_TYPO_METRICS bit), `cmap` (formats 4 and 12,
 * Unicode subtables) and `hmtx` (advance widths).
 */

export interface FontMetrics {
  unitsPerEm: number;
  /** Above the baseline, in font units (positive). */
  ascent: number;
  /** Below the baseline, in font units (positive). */
  descent: number;
  lineGap: number;
  /** The advance width of a character's glyph in font units, or undefined when the font has no glyph for it. */
  advance: (character: string) => number | undefined;
}

type Tables = Map<string, Buffer>;

/** The table directory of an sfnt file (TrueType or CFF outlines); refuses anything else (WOFF, WOFF2, a collection). */
const readTables = (font: Buffer, name: string): Tables => {
  const version = font.length >= 12 ? font.readUInt32BE(0) : 0;
  if (version !== 0x00010000 && version !== 0x4f54544f /* OTTO */ && version !== 0x74727565 /* true */) {
    throw new Error(`${name} : pas une police OpenType ou TrueType non compressée.`);
  }
  const tables: Tables = new Map();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + 16 * index;
    const tag = font.toString("latin1", record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
};

const table = (tables: Tables, tag: string, name: string): Buffer => {
  const found = tables.get(tag);
  if (!found) throw new Error(`${name} : table « ${tag} » absente.`);
  return found;
};

/** Character → glyph, from the Unicode subtables of `cmap` (format 4 for the BMP, format 12 for all of Unicode). */
const readCmap = (cmap: Buffer, name: string): Map<number, number> => {
  const glyphs = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  let found = false;
  for (let index = 0; index < count; index += 1) {
    const platform = cmap.readUInt16BE(4 + 8 * index);
    const encoding = cmap.readUInt16BE(6 + 8 * index);
    const offset = cmap.readUInt32BE(8 + 8 * index);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      found = true;
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = cmap.readUInt16BE(ends + 2 * segment);
        const start = cmap.readUInt16BE(starts + 2 * segment);
        const delta = cmap.readInt16BE(deltas + 2 * segment);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * segment);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
          else {
            const stored = cmap.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
            glyph = stored === 0 ? 0 : (stored + delta) & 0xffff;
          }
          if (glyph !== 0 && !glyphs.has(code)) glyphs.set(code, glyph);
        }
      }
    } else if (format === 12) {
      found = true;
      const groups = cmap.readUInt32BE(offset + 12);
      for (let group = 0; group < groups; group += 1) {
        const record = offset + 16 + 12 * group;
        const start = cmap.readUInt32BE(record);
        const end = cmap.readUInt32BE(record + 4);
        const first = cmap.readUInt32BE(record + 8);
        for (let code = start; code <= end; code += 1) glyphs.set(code, first + code - start);
      }
    }
  }
  if (!found) throw new Error(`${name} : aucune table cmap Unicode (format 4 ou 12).`);
  return glyphs;
};

/** Reads the metrics of an uncompressed font file (`name` names it in the French errors). */
export const readFontMetrics = (font: Buffer, name: string): FontMetrics => {
  const tables = readTables(font, name);
  const head = table(tables, "head", name);
  const hhea = table(tables, "hhea", name);
  const hmtx = table(tables, "hmtx", name);
  const os2 = tables.get("OS/2");
  const glyphs = readCmap(table(tables, "cmap", name), name);
  // fsSelection bit 7: the typographic metrics are the ones to use (OpenType, « OS/2 »), as browsers do.
  const useTypo = os2 !== undefined && os2.length >= 74 && (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const longMetrics = hhea.readUInt16BE(34);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: -(useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    advance: (character) => {
      const glyph = glyphs.get(character.codePointAt(0) as number);
      // Glyphs past numberOfHMetrics share the last advance (« hmtx »).
      return glyph === undefined ? undefined : hmtx.readUInt16BE(4 * Math.min(glyph, longMetrics - 1));
    },
  };
};

/**
 * The average advance of `sample`'s characters, in ems: every character weighs
 * as often as it occurs in the text. Throws, naming the characters, when the
 * font lacks any of them.
 */
export const averageAdvance = (metrics: FontMetrics, sample: string, name: string): number => {
  const characters = [...sample];
  const missing = new Set<string>();
  let total = 0;
  for (const character of characters) {
    const advance = metrics.advance(character);
    if (advance === undefined) missing.add(character);
    else total += advance;
  }
  if (missing.size > 0) {
    throw new Error(`${name} : pas de glyphe pour ${[...missing].map((c) => `« ${c} »`).join(", ")}.`);
  }
  return total / characters.length / metrics.unitsPerEm;
};
