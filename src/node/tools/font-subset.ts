import * as fs from "fs";
import * as path from "path";
import subsetFont from "subset-font";

/**
 * The first screen's two fonts, cut down to what French copy uses.
 *
 * @fontsource's Latin files (Inter 48 KB, Plus Jakarta Sans 27 KB) hold about
 * 400 glyphs each and the whole weight axis; they are the largest part of what
 * a phone downloads before the first text is drawn. `npm run fonts:subset`
 * writes, from those same files, a French subset of each face (the characters
 * below, the weights the theme uses) to src/fonts/, with the @font-face rules
 * that declare them. Those rules come after @fontsource's and have the same
 * family and descriptors, so for the characters they list the browser takes
 * the small file (among faces of one family, the last declared is tried first);
 * any other character, in a name a writer types, is still drawn by @fontsource's
 * Latin file, downloaded only then. The small files are the ones preloaded
 * (src/styles/fonts.ts).
 */

/** The characters of French copy: ASCII, the accented letters, the typographic signs the style guide asks for. */
export const FRENCH_CHARACTERS = [
  // Printable ASCII.
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  // Non-breaking space, guillemets, degree, ©, ®, ², ³, middle dot, ×.
  "\u00a0«»°©®²³·×",
  // The accented capitals and small letters of French, the æ and œ ligatures (Ÿ is not in the Latin file).
  "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜÆŒàâäçéèêëîïôöùûüÿæœ",
  // Thin and narrow non-breaking spaces, dashes, quotes, bullet, ellipsis, single guillemets.
  "\u2009\u202f–—‘’“”„•…‹›",
  // Euro, trade mark, minus.
  "€™−",
].join("");

/** The weights the subsets keep: the theme's, regular (400) to heavy (800). */
export const SUBSET_WEIGHTS = { min: 400, max: 800 } as const;

export type SubsetFace = {
  /** The CSS family, as @fontsource declares it. */
  family: string;
  /** The @fontsource Latin file the subset is made from (a path under node_modules). */
  source: string;
  /** The subset's file name, under src/fonts/. */
  file: string;
  /** @fontsource's font-weight descriptor for the family: the subset's face must have the same to share its segments. */
  weightDescriptor: string;
};

export const SUBSET_FACES: readonly SubsetFace[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-fr-wght.woff2",
    weightDescriptor: "100 900",
  },
  {
    family: "Plus Jakarta Sans Variable",
    source: "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    file: "plus-jakarta-sans-fr-wght.woff2",
    weightDescriptor: "200 800",
  },
];

/**
 * Fallback faces whose text takes the room the web font will take, so the swap
 * does not move anything. While a face downloads (font-display: swap), the
 * browser draws with the next family of the stack: Arial (or its metric twin
 * Liberation Sans, or Helvetica), re-scaled by `size-adjust` to the web font's
 * average width and given its ascent and descent. Measured in Chromium on the
 * hero's French copy at 100 px, each web font against Arial's metrics: Inter
 * 400 is 6.5 % wider than Arial, Inter 700 1.8 % wider than Arial Bold; Plus
 * Jakarta Sans 5.0 % and 1.3 % (its 700 and 800 against Arial Bold). Ascent and
 * descent are the web font's own (Inter 0.969 / 0.241 em, Plus Jakarta Sans
 * 1.038 / 0.222 em), divided by the size adjustment, with no line gap.
 */
export type FallbackFace = {
  family: string;
  weight: string;
  local: readonly string[];
  sizeAdjust: number;
  ascent: number;
  descent: number;
};

const ARIAL = ["Arial", "ArialMT", "Liberation Sans", "Helvetica"];
const ARIAL_BOLD = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Helvetica Bold"];

const fallback = (
  family: string,
  weight: string,
  local: readonly string[],
  width: number,
  ascent: number,
  descent: number,
): FallbackFace => ({
  family,
  weight,
  local,
  sizeAdjust: width,
  ascent: ascent / width,
  descent: descent / width,
});

export const FALLBACK_FACES: readonly FallbackFace[] = [
  fallback("Inter Fallback", "100 500", ARIAL, 1.065, 0.969, 0.241),
  fallback("Inter Fallback", "600 900", ARIAL_BOLD, 1.018, 0.969, 0.241),
  fallback("Plus Jakarta Sans Fallback", "200 500", ARIAL, 1.05, 1.038, 0.222),
  fallback("Plus Jakarta Sans Fallback", "600 800", ARIAL_BOLD, 1.013, 1.038, 0.222),
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** A CSS unicode-range for a set of characters: sorted code points, consecutive ones as ranges. */
export const unicodeRange = (characters: string): string => {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0) as number))].sort(
    (a, b) => a - b,
  );
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  const ranges: string[] = [];
  for (let index = 0; index < points.length; index += 1) {
    const start = points[index];
    while (index + 1 < points.length && points[index + 1] === points[index] + 1) index += 1;
    ranges.push(start === points[index] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[index])}`);
  }
  return ranges.join(",");
};

/** Where a face's @fontsource file is (found from its package, wherever npm put it). */
export const sourcePath = (face: SubsetFace): string => {
  const [packageName, file] = face.source.split("/files/");
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), "files", file);
};

/**
 * The @fontsource faces the site keeps, as @fontsource declares them: Latin and
 * Latin Extended, for any character the French subsets lack (a name a writer
 * types). Not its Cyrillic, Greek and Vietnamese faces: a French site has no use
 * for them, and the smallest of their files were inlined into every page's
 * stylesheet as base64 (11 KB of Plus Jakarta Sans' Vietnamese in each HTML).
 */
export const KEPT_FONTSOURCE_SUBSETS = ["latin-ext", "latin"] as const;

/** A face's @fontsource rules for the kept subsets, their files named from the package (`~@fontsource-variable/…`). */
export const fontsourceRules = (face: SubsetFace): string[] => {
  const packageName = face.source.split("/files/")[0];
  const css = fs.readFileSync(path.join(path.dirname(sourcePath(face)), "..", "index.css"), "utf8");
  const rules = [...css.matchAll(/\/\* ([\w-]+) \*\/\s*(@font-face \{[^}]*\})/g)];
  return KEPT_FONTSOURCE_SUBSETS.map((subset) => {
    const rule = rules.find(([, name]) => name.endsWith(`-${subset}-wght-normal`));
    if (!rule) throw new Error(`${packageName}/index.css : pas de police « ${subset} » (wght, normal).`);
    return rule[2].replace(/url\(\.\/files\/([\w.-]+)\)/g, `url("~${packageName}/files/$1")`);
  });
};

/** The subset of one face, as WOFF2 bytes. */
export const subsetFace = async (face: SubsetFace): Promise<Buffer> =>
  subsetFont(fs.readFileSync(sourcePath(face)), FRENCH_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: SUBSET_WEIGHTS.min, max: SUBSET_WEIGHTS.max } },
  });

/** The @font-face rules of the subsets (src/fonts/fonts-fr.css). */
export const subsetCss = (faces: readonly SubsetFace[] = SUBSET_FACES): string =>
  [
    "/*",
    " * Generated by `npm run fonts:subset` (src/node/tools/font-subset.ts): do not edit.",
    " * The local faces drawn while the web fonts load, sized like them (FALLBACK_FACES). Then, for",
    " * each web font, @fontsource's Latin Extended and Latin faces (KEPT_FONTSOURCE_SUBSETS) and its",
    ` * French subset, weights ${SUBSET_WEIGHTS.min} to ${SUBSET_WEIGHTS.max}, declared last with the same descriptors:`,
    " * the browser tries it first for the characters it lists.",
    " */",
    ...FALLBACK_FACES.map((face) =>
      [
        "@font-face {",
        `  font-family: "${face.family}";`,
        "  font-style: normal;",
        `  font-weight: ${face.weight};`,
        `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
        `  size-adjust: ${percent(face.sizeAdjust)};`,
        `  ascent-override: ${percent(face.ascent)};`,
        `  descent-override: ${percent(face.descent)};`,
        "  line-gap-override: 0%;",
        "}",
      ].join("\n"),
    ),
    ...faces.flatMap((face) => [
      ...fontsourceRules(face),
      [
        "@font-face {",
        `  font-family: "${face.family}";`,
        "  font-style: normal;",
        "  font-display: swap;",
        `  font-weight: ${face.weightDescriptor};`,
        `  src: url(./${face.file}) format("woff2-variations");`,
        `  unicode-range: ${unicodeRange(FRENCH_CHARACTERS)};`,
        "}",
      ].join("\n"),
    ]),
    "",
  ].join("\n");

/** Writes the subsets and their CSS to a folder (src/fonts/ by default). Returns each file's size in bytes. */
export const writeSubsets = async (dir: string): Promise<Record<string, number>> => {
  fs.mkdirSync(dir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const face of SUBSET_FACES) {
    const bytes = await subsetFace(face);
    fs.writeFileSync(path.join(dir, face.file), bytes);
    sizes[face.file] = bytes.length;
  }
  fs.writeFileSync(path.join(dir, "fonts-fr.css"), subsetCss());
  return sizes;
};
