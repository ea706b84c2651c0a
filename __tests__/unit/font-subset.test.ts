/**
 * @jest-environment node
 */
import * as fs from "fs";
import * as path from "path";
import {
  fallbackAdvancesJson,
  FRENCH_CHARACTERS,
  KEPT_FONTSOURCE_SUBSETS,
  TITLE_WEIGHTS,
  SUBSET_FACES,
  sourcePath,
  subsetCss,
  subsetFace,
  unicodeRange,
} from "../../src/node/tools/font-subset";
import { SUBSET_FACE_RANGE } from "../../src/node/postbuild/built-html";
import { FALLBACK_ADVANCES_FILE } from "../../src/lib/fonts/fallback-advances";

/**
 * The French subsets of the two fonts are committed (src/fonts/), written by
 * `npm run fonts:subset`. They must be what that command writes today: a new
 * character in the list, or an upgrade of @fontsource, without running it
 * would preload files that no longer match the declared ranges.
 */
jest.setTimeout(60_000);

const FONTS = path.resolve(__dirname, "../../src/fonts");

describe("font subsets", () => {
  it("writes a unicode-range with consecutive code points merged", () => {
    expect(unicodeRange("cba€é\u00a0 ")).toBe("U+0020,U+0061-0063,U+00A0,U+00E9,U+20AC");
  });

  it("gives the subsets a range the bundle loader tells from @fontsource's faces, however a browser writes it", async () => {
    const css = await subsetCss();
    const ranges = [...css.matchAll(/unicode-range: ([^;]+);/g)].map((match) => match[1]);
    const subsets = ranges.filter((range) => SUBSET_FACE_RANGE.test(range));
    expect(subsets).toEqual(SUBSET_FACES.map(() => unicodeRange(FRENCH_CHARACTERS)));
    // As Chromium serialises it (FontFace.unicodeRange), and neither of @fontsource's Latin faces.
    expect(SUBSET_FACE_RANGE.test("U+20-7E, U+A0, U+A9")).toBe(true);
    expect(SUBSET_FACE_RANGE.test("U+0-FF, U+131")).toBe(false);
    expect(SUBSET_FACE_RANGE.test("U+100-2BA, U+2BD-2C5")).toBe(false);
  });

  it("covers French copy: accented letters, ligatures, non-breaking spaces, guillemets, euro", () => {
    for (const character of "àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŒÆ«»’–—…€\u00a0\u202f") {
      expect(FRENCH_CHARACTERS).toContain(character);
    }
  });

  it.each(SUBSET_FACES.map((face) => [face.file, face] as const))(
    "src/fonts/%s is what `npm run fonts:subset` writes",
    async (file, face) => {
      const committed = fs.readFileSync(path.join(FONTS, file));
      const fresh = await subsetFace(face);
      expect(committed.length).toBe(fresh.length);
      expect(committed.equals(fresh)).toBe(true);
      // A real cut: well under the @fontsource Latin file it comes from.
      expect(committed.length).toBeLessThan(fs.statSync(sourcePath(face)).size * 0.7);
    },
  );

  it("src/fonts/fonts-fr.css is what `npm run fonts:subset` writes", async () => {
    expect(fs.readFileSync(path.join(FONTS, "fonts-fr.css"), "utf8")).toBe(await subsetCss());
  });

  it("src/fonts/fallback-advances.json is what `npm run fonts:subset` writes, for every weight a title is set in", async () => {
    const committed = fs.readFileSync(path.join(FONTS, FALLBACK_ADVANCES_FILE), "utf8");
    expect(committed).toBe(await fallbackAdvancesJson());
    const table = JSON.parse(committed) as { characters: string; weights: Record<string, number[]> };
    expect(Object.keys(table.weights).map(Number)).toEqual([...TITLE_WEIGHTS]);
    for (const differences of Object.values(table.weights))
      expect(differences).toHaveLength([...table.characters].length);
    // The fallback's space is wider than Plus Jakarta Sans' at every weight: the gap the titles' word-spacing closes.
    for (const differences of Object.values(table.weights)) expect(differences[0]).toBeLessThan(-500);
  });

  it("declares each subset with @fontsource's family and weights, so both are one family for the browser", () => {
    for (const face of SUBSET_FACES) {
      const fontsource = fs.readFileSync(path.join(path.dirname(sourcePath(face)), "..", "index.css"), "utf8");
      expect(fontsource).toContain(`font-family: '${face.family}'`);
      expect(fontsource).toContain(`font-weight: ${face.weightDescriptor};`);
    }
  });

  it("keeps @fontsource's Latin and Latin Extended faces, after the fallbacks and before each subset, and no other", async () => {
    const css = await subsetCss();
    const sources = [...css.matchAll(/src: ([^;]+);/g)].map((match) => match[1]);
    expect(KEPT_FONTSOURCE_SUBSETS).toEqual(["latin-ext", "latin"]);
    for (const face of SUBSET_FACES) {
      const files = sources.filter(
        (source) => source.includes(face.source.split("/files/")[0]) || source.includes(face.file),
      );
      expect(
        files.map((source) => /files\/([\w-]+)\.woff2|\.\/([\w-]+)\.woff2/.exec(source)?.slice(1).find(Boolean)),
      ).toEqual([
        face.source.split("/files/")[1].replace("-latin-wght-normal.woff2", "-latin-ext-wght-normal"),
        face.source.split("/files/")[1].replace(".woff2", ""),
        face.file.replace(".woff2", ""),
      ]);
    }
    expect(css).not.toMatch(/cyrillic|greek|vietnamese/);
  });
});
