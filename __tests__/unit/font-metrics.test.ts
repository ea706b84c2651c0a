/**
 * @jest-environment node
 */
import * as fs from "fs";
import * as path from "path";
import { averageAdvance, readFontMetrics, type FontMetrics } from "../../src/node/tools/font-metrics";
import {
  ARIAL_FACES,
  FALLBACK_KINDS,
  FALLBACK_WEIGHTS,
  SUBSET_FACES,
  fallbackFaces,
  instanceAt,
  type FallbackFace,
} from "../../src/node/tools/font-subset";
import { readFrontMatter } from "../../src/lib/content/front-matter";

/**
 * The local fallbacks of the two web fonts are sized from the fonts' own files
 * (src/node/tools/font-metrics.ts, `fallbackFaces`), not by hand: the font
 * tables are read as the OpenType specification lays them out, and a fallback
 * sized that way takes the web font's room on the site's own copy, which the
 * sizes were not computed from.
 */
jest.setTimeout(60_000);

const [REGULAR, BOLD] = ARIAL_FACES;

describe("reading a font's tables", () => {
  it("reads Arial's metrics from its metric twin, Liberation Sans (Debian's fonts-liberation)", () => {
    const metrics = readFontMetrics(fs.readFileSync(REGULAR.file), REGULAR.file);
    // Arial's published figures: 2048 units per em, ascent 1854, descent 434, line gap 67.
    expect(metrics).toMatchObject({ unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67 });
    // Arial's advance widths: the space and "i" 569, "a" and "e" 1139, "m" 1706, "W" 1933.
    expect([" ", "i", "a", "e", "m", "W"].map(metrics.advance)).toEqual([569, 455, 1139, 1139, 1706, 1933]);
    expect(metrics.advance("é")).toBe(metrics.advance("e"));
    expect(metrics.advance("\u{1F600}")).toBeUndefined();
  });

  it("reads a variable font at the weight asked for: bolder is wider, same vertical metrics", async () => {
    const [inter] = SUBSET_FACES;
    const regular = readFontMetrics(await instanceAt(inter, 400), "Inter 400");
    const heavy = readFontMetrics(await instanceAt(inter, 800), "Inter 800");
    expect(regular).toMatchObject({ unitsPerEm: 2048, ascent: 1984, descent: 494, lineGap: 0 });
    expect(heavy).toMatchObject({ unitsPerEm: 2048, ascent: 1984, descent: 494, lineGap: 0 });
    expect(heavy.advance("a") as number).toBeGreaterThan(regular.advance("a") as number);
  });

  it("refuses a compressed or foreign file, and a text the font cannot draw, in French", () => {
    const woff2 = path.resolve(__dirname, "../../src/fonts/inter-fr-wght.woff2");
    expect(() => readFontMetrics(fs.readFileSync(woff2), "inter-fr-wght.woff2")).toThrow(
      "inter-fr-wght.woff2 : pas une police OpenType ou TrueType non compressée.",
    );
    const metrics = readFontMetrics(fs.readFileSync(REGULAR.file), "LiberationSans-Regular.ttf");
    expect(() => averageAdvance(metrics, "Un 😀", "LiberationSans-Regular.ttf")).toThrow(
      "LiberationSans-Regular.ttf : pas de glyphe pour « 😀 ».",
    );
  });
});

describe("the fallbacks, computed from the fonts' files", () => {
  let faces: FallbackFace[];
  beforeAll(async () => {
    faces = await fallbackFaces();
  });

  /** The site's own copy: the home page's texts, and a legal page's. */
  const siteCopy = () => {
    const home = readFrontMatter(
      fs.readFileSync(path.resolve(__dirname, "../../content/home/index.md"), "utf8"),
      "content/home/index.md",
    );
    const strings: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(home.data);
    const legal = fs.readFileSync(path.resolve(__dirname, "../../content/legal/mentions-legales.md"), "utf8");
    return [...strings, legal.replace(/^---[\s\S]*?---/, "")]
      .join(" ")
      .replace(/[^\p{L}\p{N}\p{P}\p{Zs}€]/gu, " ")
      .replace(/\s+/g, " ");
  };

  it("has one face per weight the site uses and kind of characters, for each web font, Arial Bold from 600", () => {
    for (const face of SUBSET_FACES) {
      const own = faces.filter((fallback) => fallback.family === face.fallbackFamily);
      expect(own).toHaveLength(FALLBACK_WEIGHTS.length * FALLBACK_KINDS.length);
      FALLBACK_WEIGHTS.forEach((weight, index) => {
        const atWeight = own.slice(index * FALLBACK_KINDS.length, (index + 1) * FALLBACK_KINDS.length);
        const next = FALLBACK_WEIGHTS[index + 1];
        // Each weight up to the next one's; the text face first, the capitals' and the digits' after it.
        expect(atWeight.map((fallback) => [fallback.weight, fallback.kind])).toEqual(
          FALLBACK_KINDS.map((kind) => [
            `${index === 0 ? 1 : weight} ${next === undefined ? 1000 : next - 1}`,
            kind.name,
          ]),
        );
        for (const fallback of atWeight) expect(fallback.local).toEqual(weight >= 600 ? BOLD.local : REGULAR.local);
      });
    }
  });

  /** The width of a text drawn with the fallback faces of one weight, each character by its kind's face, in ems. */
  const fallbackWidth = (text: string, arial: FontMetrics, atWeight: FallbackFace[]) =>
    [...text].reduce((sum, character) => {
      const kind = FALLBACK_KINDS.find((candidate) => candidate.characters?.includes(character)) ?? FALLBACK_KINDS[0];
      const face = atWeight.find((fallback) => fallback.kind === kind.name) as FallbackFace;
      return sum + ((arial.advance(character) as number) * face.sizeAdjust) / arial.unitsPerEm;
    }, 0);
  const webWidth = (text: string, web: FontMetrics) =>
    [...text].reduce((sum, character) => sum + (web.advance(character) as number) / web.unitsPerEm, 0);

  it.each([
    ["the site's own copy", 0.01],
    ["a line of capitals, the home's eyebrow", 0.02],
  ])("takes the web font's width on %s, within %s, at every weight", async (what, tolerance) => {
    const text =
      what === "the site's own copy"
        ? siteCopy()
        : (
            readFrontMatter(
              fs.readFileSync(path.resolve(__dirname, "../../content/home/index.md"), "utf8"),
              "content/home/index.md",
            ).data as { heroEyebrow: string }
          ).heroEyebrow.toUpperCase();
    expect(text.length).toBeGreaterThan(what === "the site's own copy" ? 2000 : 20);
    const arial = ARIAL_FACES.map((face) => readFontMetrics(fs.readFileSync(face.file), face.file));
    const off: string[] = [];
    for (const face of SUBSET_FACES) {
      for (const [index, weight] of FALLBACK_WEIGHTS.entries()) {
        const web = readFontMetrics(await instanceAt(face, weight), face.file);
        const local = weight >= 600 ? arial[1] : arial[0];
        const own = faces.filter((candidate) => candidate.family === face.fallbackFamily);
        const atWeight = own.slice(index * FALLBACK_KINDS.length, (index + 1) * FALLBACK_KINDS.length);
        // Characters both fonts draw (a writer's rare sign may be in neither).
        const drawn = [...text].filter((c) => web.advance(c) !== undefined && local.advance(c) !== undefined).join("");
        const ratio = fallbackWidth(drawn, local, atWeight) / webWidth(drawn, web);
        if (Math.abs(ratio - 1) > tolerance) off.push(`${face.family} ${weight} : ${((ratio - 1) * 100).toFixed(2)} %`);
      }
    }
    expect(off).toEqual([]);
  });

  it("gives each fallback the web font's ascent, descent and line gap, once scaled by size-adjust", async () => {
    for (const face of SUBSET_FACES) {
      const web = readFontMetrics(await instanceAt(face, 400), face.file);
      for (const fallback of faces.filter((candidate) => candidate.family === face.fallbackFamily)) {
        expect(fallback.ascent * fallback.sizeAdjust).toBeCloseTo(web.ascent / web.unitsPerEm, 6);
        expect(fallback.descent * fallback.sizeAdjust).toBeCloseTo(web.descent / web.unitsPerEm, 6);
        expect(fallback.lineGap * fallback.sizeAdjust).toBeCloseTo(web.lineGap / web.unitsPerEm, 6);
      }
    }
  });
});
