/**
 * A title keeps its lines when the web font replaces its fallback
 * (src/lib/fonts/title-fit.ts): fitted, the title is as wide in the fallback as
 * in the web font wherever a line can end, to within DRIFT, so a line ends after
 * the same word in both faces at any width. Checked on the real titles of
 * content/ and on any French words, with the committed table of both faces'
 * advance widths (src/fonts/fallback-advances.json, itself checked against the
 * fonts' files in font-subset.test.ts).
 */
import * as path from "path";
import * as fc from "fast-check";
// The Node server renderer: jsdom, this project's test environment, lacks the TextEncoder the browser one needs.
import { renderToStaticMarkup } from "react-dom/server.node";
import * as React from "react";
import advances from "../../src/fonts/fallback-advances.json";
import { ADVANCE_UNITS } from "../../src/lib/fonts/fallback-advances";
import { DRIFT, titleFit } from "../../src/lib/fonts/title-fit";
import { fitTitle } from "../../src/components/ui/fit-title";
import { CONTENT_KINDS } from "../../src/lib/content/content-model";
import { readContentFile } from "../../src/node/content/content-check";
import { isContentFileName, listMarkdownFiles } from "../../src/node/content/content-files";

const ROOT = path.resolve(__dirname, "../..");
const WEIGHTS = Object.keys(advances.weights).map(Number);

/** Every title of content/: the text fields named `title`. */
const TITLES: string[] = CONTENT_KINDS.flatMap((kind) =>
  listMarkdownFiles(path.join(ROOT, "content", kind.folder))
    .filter((file) => isContentFileName(file))
    .flatMap((file) => {
      const read = readContentFile(file, path.relative(ROOT, file));
      const titles: string[] = [];
      const visit = (value: unknown, key?: string) => {
        if (typeof value === "string" && key !== undefined && /title$/i.test(key)) titles.push(value);
        else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
        else if (value && typeof value === "object") Object.entries(value).forEach(([name, item]) => visit(item, name));
      };
      visit(read.file?.data);
      return titles;
    }),
);

/** How much wider the web font is than the fitted fallback at the end of each word, in ten-thousandths of an em. */
const driftAtWordEnds = (text: string, weight: number): number[] => {
  const fit = titleFit(text, weight);
  const fitted = Math.max(...WEIGHTS.filter((candidate) => candidate <= weight), WEIGHTS[0]);
  const differences = (advances.weights as Record<string, number[]>)[String(fitted)];
  const difference = (character: string) => {
    const index = [...advances.characters].indexOf(character);
    return index < 0 ? 0 : differences[index];
  };
  const units = (ems: number) => ems * ADVANCE_UNITS;
  let drift = 0;
  return fit.words.map((word, index) => {
    if (index > 0) drift += difference(" ") - units(fit.tracking) - units(fit.spacing);
    const tracking = units(word.tracking ?? fit.tracking);
    for (const character of word.text) drift += difference(character) - tracking;
    return drift;
  });
};

describe("a title fitted to the web font's widths", () => {
  it("finds titles in content/ to fit", () => {
    expect(TITLES.length).toBeGreaterThan(10);
  });

  it.each(WEIGHTS)("keeps every title of content/ within the drift at every word's end, at weight %i", (weight) => {
    for (const title of TITLES) {
      for (const drift of driftAtWordEnds(title, weight)) expect(Math.abs(drift)).toBeLessThanOrEqual(DRIFT + 1);
    }
  });

  it("keeps any French words within the drift", () => {
    const word = fc.stringMatching(/^[a-zA-ZàâäçéèêëîïôöùûüÿæœÀÉÈÊ’'«»:!?,.–0-9-]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 14 }), fc.constantFrom(...WEIGHTS), (words, weight) => {
        for (const drift of driftAtWordEnds(words.join(" "), weight)) {
          expect(Math.abs(drift)).toBeLessThanOrEqual(DRIFT + 1);
        }
      }),
      { seed: 20261129, numRuns: 300 },
    );
  });

  it("would drift without it: the fallback alone is off by more than the drift on real titles", () => {
    const unfitted = TITLES.map((title) => {
      let drift = 0;
      const differences = (advances.weights as Record<string, number[]>)["800"];
      for (const character of title) {
        const index = [...advances.characters].indexOf(character);
        drift += index < 0 ? 0 : differences[index];
      }
      return Math.abs(drift);
    });
    expect(Math.max(...unfitted)).toBeGreaterThan(20 * DRIFT);
  });

  it("writes the text once, the words with a tracking of their own in a span, and no comment between text runs", () => {
    const title = "Une application qui accompagne chaque élève jusqu’au permis de conduire";
    const html = renderToStaticMarkup(React.createElement("h1", fitTitle(title, 800)));
    expect(html).not.toContain("<!--");
    expect(html.replace(/<[^>]+>/g, "")).toBe(title.replace(/’/g, "’"));
    expect(html).toMatch(/^<h1 style="--title-tracking:-?[\d.]+em;--title-spacing:-?[\d.]+em">/);
    expect(html).toMatch(/<span class="title-word" style="--title-tracking:-?[\d.]+em">[^<]+<\/span>/);
  });

  it("leaves a heading without a word as it is", () => {
    expect(fitTitle("", 800)).toEqual({ children: "" });
  });
});
