import * as fs from "fs";
import * as path from "path";
import subsetFont from "subset-font";
import { ADVANCE_UNITS, FALLBACK_ADVANCES_FILE, type FallbackAdvances } from "../../lib/fonts/fallback-advances";
import { averageAdvance, readFontMetrics, type FontMetrics } from "./font-metrics";

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
  /** The family of its local fallback faces (FallbackFace), next in the theme's font stacks (src/styles/theme.ts). */
  fallbackFamily: string;
};

export const SUBSET_FACES: readonly SubsetFace[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-fr-wght.woff2",
    weightDescriptor: "100 900",
    fallbackFamily: "Inter Fallback",
  },
  {
    family: "Plus Jakarta Sans Variable",
    source: "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    file: "plus-jakarta-sans-fr-wght.woff2",
    weightDescriptor: "200 800",
    fallbackFamily: "Plus Jakarta Sans Fallback",
  },
];

/**
 * Running French text, by which the fallbacks' widths are matched to the web
 * fonts': each character weighs as often as it occurs in French prose (letters,
 * accents, capitals, spaces, apostrophes, punctuation, a few digits). The first
 * four articles of the Déclaration des droits de l’homme et du citoyen (1789).
 */
export const WIDTH_SAMPLE = [
  "Article premier. Les hommes naissent et demeurent libres et égaux en droits. Les distinctions sociales ne",
  "peuvent être fondées que sur l’utilité commune. Article 2. Le but de toute association politique est la",
  "conservation des droits naturels et imprescriptibles de l’Homme. Ces droits sont la liberté, la propriété,",
  "la sûreté, et la résistance à l’oppression. Article 3. Le principe de toute Souveraineté réside",
  "essentiellement dans la Nation. Nul corps, nul individu ne peut exercer d’autorité qui n’en émane",
  "expressément. Article 4. La liberté consiste à pouvoir faire tout ce qui ne nuit pas à autrui : ainsi,",
  "l’exercice des droits naturels de chaque homme n’a de bornes que celles qui assurent aux autres Membres de",
  "la Société la jouissance de ces mêmes droits. Ces bornes ne peuvent être déterminées que par la Loi. 1789",
].join(" ");

/**
 * The weights the site's styles ask for: the theme's (src/styles/theme.ts,
 * `fontWeights`, 400 to 800) and 650 and 750, which a few components set. Each
 * gets a fallback face of its own, matched to the web font at that weight: a
 * variable font widens as it gets bolder (Inter 600 is 1 % wider than Arial
 * Bold, Inter 800 4 %), so one face per range of weights would not fit.
 */
export const FALLBACK_WEIGHTS = [400, 500, 600, 650, 700, 750, 800] as const;

/**
 * A local font the fallbacks draw with: Arial, or a font made with Arial's
 * metrics (the same advance widths, ascent and descent): Liberation Sans on
 * Linux, Arimo on ChromeOS. Its metrics are read from Debian's Liberation Sans
 * (package fonts-liberation, which Chromium's package depends on), Arial's
 * metric twin by design: the same widths as Arial's own file.
 */
export interface ArialFace {
  /** The lowest weight drawn with it (Arial up to 500, Arial Bold from 600). */
  from: number;
  /**
   * The names `local()` tries, in order. A name the system lacks costs a look-up each time a face needs it, and
   * Chromium on Linux makes each one a synchronous search of every installed font (fontconfig) during the first
   * layout, where Windows, macOS and Android look a name up in an index: the names found on Linux and ChromeOS come
   * first. Measured at 4× CPU before the first paint of a legal page: 32 look-ups and 63 ms with Arial's names first,
   * 2 and 4 ms with Liberation Sans' (docs/performance.md, « Fonts »). Arial's PostScript name (ArialMT) is not
   * listed: Chromium, Firefox and Safari all match its full name.
   */
  local: readonly string[];
  /** The font file its metrics are read from. */
  file: string;
}

export const ARIAL_FACES: readonly ArialFace[] = [
  {
    from: 0,
    local: ["Liberation Sans", "Arimo", "Arial"],
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  },
  {
    from: 600,
    local: ["Liberation Sans Bold", "Arimo Bold", "Arial Bold"],
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  },
];

/**
 * A local face drawn while a web font loads, sized like it so that its text
 * takes the same room and the swap moves nothing (CSS Fonts 5, « Font metrics
 * override descriptors » and `size-adjust`). Every figure is computed from the
 * two fonts' files (`fallbackFaces`): `sizeAdjust` is the web font's average
 * width over the fallback's on French text (WIDTH_SAMPLE), and ascent, descent
 * and line gap are the web font's own, divided by `sizeAdjust` since the
 * browser scales the overridden metrics by it too.
 */
export type FallbackFace = {
  family: string;
  /** The weight it is sized at (FALLBACK_WEIGHTS). */
  at: number;
  /** The font-weight descriptor: a range from this weight to the next one's. */
  weight: string;
  local: readonly string[];
  /** The characters it draws (FALLBACK_KINDS): the text face takes all but the other kinds'. */
  kind: FallbackKind["name"];
  unicodeRange?: string;
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
};

/** One face's web font instanced at a weight: a static TrueType font with the weight's widths and metrics. */
export const instanceAt = (
  face: SubsetFace,
  weight: number,
  characters = FALLBACK_KINDS.map((kind) => kind.characters ?? kind.sample).join(""),
): Promise<Buffer> =>
  subsetFont(fs.readFileSync(sourcePath(face)), characters, {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
  });

const readArial = (face: ArialFace): FontMetrics => {
  if (!fs.existsSync(face.file)) {
    throw new Error(
      `${face.file} introuvable : les replis des polices se mesurent sur Liberation Sans ` +
        "(paquet Debian fonts-liberation, installé avec Chromium).",
    );
  }
  return readFontMetrics(fs.readFileSync(face.file), face.file);
};

/**
 * The kinds of characters that get fallback faces of their own, each sized on
 * its own characters: two faces can be a few per cent apart on capitals while
 * they agree on small letters (Inter's capitals are wider against Arial's than
 * its small letters are), and a line of capitals (an eyebrow set in
 * `text-transform: uppercase`, « UX/UI ») then took another width with the
 * fallback, and wrapped elsewhere. Each kind's face has a `unicode-range`
 * (`characters`); the text face, without one, draws every other character.
 * `sample` weighs the characters as French text uses them.
 */
export interface FallbackKind {
  name: "text" | "capitals" | "digits";
  /** The characters of its face's unicode-range; none for the text face, which takes the rest. */
  characters?: string;
  sample: string;
}

const CAPITALS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÂÄÇÉÈÊËÎÏÔÖÙÛÜÆŒ";
const DIGITS = "0123456789";

export const FALLBACK_KINDS: readonly FallbackKind[] = [
  // Declared first: a face declared later takes the characters of its range (CSS Fonts 4, « unicode-range »).
  { name: "text", sample: [...WIDTH_SAMPLE].filter((c) => !CAPITALS.includes(c) && !DIGITS.includes(c)).join("") },
  {
    name: "capitals",
    characters: CAPITALS,
    sample: [...WIDTH_SAMPLE.toUpperCase()].filter((c) => CAPITALS.includes(c)).join(""),
  },
  { name: "digits", characters: DIGITS, sample: DIGITS },
];

/**
 * The fallback faces of the web fonts, for each web font one per weight of
 * FALLBACK_WEIGHTS and kind of characters (FALLBACK_KINDS), computed from the
 * fonts' files.
 */
export const fallbackFaces = async (faces: readonly SubsetFace[] = SUBSET_FACES): Promise<FallbackFace[]> => {
  const arial = ARIAL_FACES.map((face) => ({ face, metrics: readArial(face) }));
  const result: FallbackFace[] = [];
  for (const face of faces) {
    for (const [index, weight] of FALLBACK_WEIGHTS.entries()) {
      const name = `${face.source} (wght ${weight})`;
      const web = readFontMetrics(await instanceAt(face, weight), name);
      const local = arial.filter((candidate) => candidate.face.from <= weight).pop() as (typeof arial)[number];
      const next = FALLBACK_WEIGHTS[index + 1];
      for (const kind of FALLBACK_KINDS) {
        const sizeAdjust =
          averageAdvance(web, kind.sample, name) / averageAdvance(local.metrics, kind.sample, local.face.file);
        const per = (units: number) => units / web.unitsPerEm / sizeAdjust;
        result.push({
          family: face.fallbackFamily,
          at: weight,
          // The first face also takes any lighter weight, the last any heavier one.
          weight: `${index === 0 ? 1 : weight} ${next === undefined ? 1000 : next - 1}`,
          local: local.face.local,
          kind: kind.name,
          unicodeRange: kind.characters === undefined ? undefined : unicodeRange(kind.characters),
          sizeAdjust,
          ascent: per(web.ascent),
          descent: per(web.descent),
          lineGap: per(web.lineGap),
        });
      }
    }
  }
  return result;
};

/** The face whose titles keep their lines at the swap: the headings' (src/lib/fonts/title-tracking.ts). */
export const TRACKED_FACE = SUBSET_FACES[1];

/** The weights of the titles fitted to the web font (src/lib/fonts/title-fit.ts): 600 and heavier. */
export const TITLE_WEIGHTS = FALLBACK_WEIGHTS.filter((weight) => weight >= 600);

/**
 * How much wider each French character is in the web font than in its sized
 * fallback face, at each weight of TITLE_WEIGHTS, in ten-thousandths of an em:
 * the web font's advance width against Arial's (Liberation Sans') times the
 * `size-adjust` of the fallback face that draws it (FALLBACK_KINDS). Written
 * to src/fonts/fallback-advances.json, from which each title is fitted at build
 * time (`titleFit`, src/lib/fonts/title-fit.ts).
 */
export const fallbackAdvances = async (face: SubsetFace = TRACKED_FACE): Promise<FallbackAdvances> => {
  const faces = (await fallbackFaces([face])).filter((candidate) => candidate.family === face.fallbackFamily);
  const characters = [...FRENCH_CHARACTERS];
  const weights: Record<string, number[]> = {};
  for (const weight of TITLE_WEIGHTS) {
    const name = `${face.source} (wght ${weight})`;
    const web = readFontMetrics(await instanceAt(face, weight, FRENCH_CHARACTERS), name);
    const local = readArial(ARIAL_FACES.filter((candidate) => candidate.from <= weight).pop() as ArialFace);
    weights[weight] = characters.map((character) => {
      const kind = FALLBACK_KINDS.find((candidate) => candidate.characters?.includes(character)) ?? FALLBACK_KINDS[0];
      const fallback = faces.find((candidate) => candidate.at === weight && candidate.kind === kind.name);
      const webAdvance = web.advance(character);
      const localAdvance = local.advance(character);
      if (!fallback || webAdvance === undefined || localAdvance === undefined) return 0;
      const difference = webAdvance / web.unitsPerEm - (localAdvance / local.unitsPerEm) * fallback.sizeAdjust;
      return Math.round(difference * ADVANCE_UNITS) || 0;
    });
  }
  return { family: face.family, characters: characters.join(""), weights };
};

/** src/fonts/fallback-advances.json, as `npm run fonts:subset` writes it. */
export const fallbackAdvancesJson = async (face: SubsetFace = TRACKED_FACE): Promise<string> => {
  const advances = await fallbackAdvances(face);
  const weights = Object.entries(advances.weights).map(
    ([weight, differences]) => `    ${JSON.stringify(weight)}: ${JSON.stringify(differences)}`,
  );
  return [
    "{",
    `  "family": ${JSON.stringify(advances.family)},`,
    `  "characters": ${JSON.stringify(advances.characters)},`,
    `  "weights": {\n${weights.join(",\n")}\n  }`,
    "}",
    "",
  ].join("\n");
};

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

/** The @font-face rules of the fallbacks and the subsets (src/fonts/fonts-fr.css). */
export const subsetCss = async (faces: readonly SubsetFace[] = SUBSET_FACES): Promise<string> =>
  [
    "/*",
    " * Generated by `npm run fonts:subset` (src/node/tools/font-subset.ts): do not edit.",
    " * The local faces drawn while the web fonts load, sized like them (fallbackFaces). Then, for",
    " * each web font, @fontsource's Latin Extended and Latin faces (KEPT_FONTSOURCE_SUBSETS) and its",
    ` * French subset, weights ${SUBSET_WEIGHTS.min} to ${SUBSET_WEIGHTS.max}, declared last with the same descriptors:`,
    " * the browser tries it first for the characters it lists.",
    " */",
    ...(await fallbackFaces(faces)).map((face) =>
      [
        "@font-face {",
        `  font-family: "${face.family}";`,
        "  font-style: normal;",
        `  font-weight: ${face.weight};`,
        `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
        ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
        `  size-adjust: ${percent(face.sizeAdjust)};`,
        `  ascent-override: ${percent(face.ascent)};`,
        `  descent-override: ${percent(face.descent)};`,
        `  line-gap-override: ${percent(face.lineGap)};`,
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
  fs.writeFileSync(path.join(dir, "fonts-fr.css"), await subsetCss());
  fs.writeFileSync(path.join(dir, FALLBACK_ADVANCES_FILE), await fallbackAdvancesJson());
  return sizes;
};
