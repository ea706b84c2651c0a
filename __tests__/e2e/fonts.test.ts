import { expect, test } from "@playwright/test";
import { SUBSET_WEIGHTS } from "../../src/node/tools/font-subset";
import { BASE_URL } from "./support/browser";
import { openPage, visit, VIEWPORT_NAMES } from "./support/pages";

/**
 * A page of French copy downloads only the French subsets of its two fonts
 * (src/node/tools/font-subset.ts), about half the bytes of @fontsource's Latin files,
 * and its text is drawn in those fonts, at weights the subsets hold. A character
 * the subsets lack still gets its font: the browser then loads @fontsource's file.
 */
const PAGES = ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"];

/** The font files the page fetched, by file name without the content hash. */
const fontFiles = (names: string[]) =>
  names
    .filter((name) => /\.woff2(\?|$)/.test(name))
    .map((name) => (name.split("/").pop() as string).replace(/-[0-9a-f]{32}\.woff2$/, ".woff2"))
    .sort();

for (const viewport of VIEWPORT_NAMES) {
  test.describe(`fonts at ${viewport}`, () => {
    for (const pathname of PAGES) {
      test(`${pathname} draws its text with the two French subsets only`, async ({ browser }) => {
        const target = await openPage(browser, viewport);
        try {
          await visit(target, pathname);
          await target.page.waitForSelector("html[data-fonts]");
          await target.page.evaluate(() => document.fonts.ready);
          const fetched = await target.page.evaluate(() =>
            performance.getEntriesByType("resource").map((entry) => entry.name),
          );
          expect(fontFiles(fetched)).toEqual(["inter-fr-wght.woff2", "plus-jakarta-sans-fr-wght.woff2"]);
          const faces = await target.page.evaluate(() =>
            [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")),
          );
          // The local fallbacks may draw a sign no web font has (→): they are on the device, nothing to download.
          expect(faces.filter((family) => !family.endsWith(" Fallback")).sort()).toEqual([
            "Inter Variable",
            "Plus Jakarta Sans Variable",
          ]);
          // Every weight the page asks for is one the subsets hold: outside it, their weight axis would stop short.
          const weights = await target.page.evaluate(() => {
            const found = new Set<number>();
            for (const element of document.querySelectorAll("body *")) {
              const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
              if (own) found.add(Number(getComputedStyle(element).fontWeight));
            }
            return [...found].sort((a, b) => a - b);
          });
          expect(weights[0]).toBeGreaterThanOrEqual(SUBSET_WEIGHTS.min);
          expect(weights[weights.length - 1]).toBeLessThanOrEqual(SUBSET_WEIGHTS.max);
          expect(target.errors).toEqual([]);
        } finally {
          await target.context.close();
        }
      });
    }

    test("the swap to the web fonts moves nothing on the first screen: the local fallbacks take the same room", async ({
      browser,
    }) => {
      // While a font downloads, the text is drawn with the next family: Arial's metric twin here, sized like the
      // web font (FALLBACK_FACES). Without them, the observed Lighthouse pass measured CLS 0.187 on /accueil.
      const firstScreen = async (withWebFonts: boolean) => {
        const target = await openPage(browser, viewport);
        try {
          if (!withWebFonts) await target.context.route(/\.woff2(\?|$)/, (route) => route.abort());
          await target.page.goto(`${BASE_URL}/accueil`, { waitUntil: "load" });
          // The web fonts are loaded after the first paint, and named by the stacks once in (or failed).
          await target.page.waitForSelector("html[data-fonts]");
          await target.page.evaluate(() => document.fonts.ready);
          return await target.page.evaluate(() => ({
            fonts: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
            boxes: [...document.querySelectorAll("header a, main h1, main p, main a, main li")]
              .map((element) => {
                const box = element.getBoundingClientRect();
                const label = `${element.tagName.toLowerCase()} « ${(element.textContent ?? "").trim().slice(0, 30)} »`;
                return {
                  label,
                  top: Math.round(box.top),
                  height: Math.round(box.height),
                  width: Math.round(box.width),
                };
              })
              .filter((box) => box.top < window.innerHeight),
          }));
        } finally {
          await target.context.close();
        }
      };
      const web = await firstScreen(true);
      const fallback = await firstScreen(false);
      expect(web.fonts).toContain("Inter Variable");
      expect(fallback.fonts).not.toContain("Inter Variable");
      expect(fallback.fonts).toEqual(expect.arrayContaining(["Inter Fallback", "Plus Jakarta Sans Fallback"]));
      expect(web.boxes.length).toBeGreaterThan(5);
      const moved = web.boxes
        .map((box, index) => ({ box, other: fallback.boxes[index] }))
        .filter(
          ({ box, other }) =>
            !other ||
            other.label !== box.label ||
            Math.abs(other.top - box.top) > 2 ||
            Math.abs(other.height - box.height) > 2 ||
            (box.label.startsWith("a ") && Math.abs(other.width - box.width) > 12),
        );
      expect(moved).toEqual([]);
    });

    test("a character outside the subsets is still drawn in the site's font, from @fontsource's file", async ({
      browser,
    }) => {
      const target = await openPage(browser, viewport);
      try {
        await visit(target, "/mentions-legales");
        const loaded = await target.page.evaluate(async () => {
          const probe = document.createElement("p");
          probe.textContent = "Señor Ångström";
          document.querySelector("main")?.append(probe);
          await document.fonts.load('400 16px "Inter Variable"', "ñÅ");
          return performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((name) => name.includes(".woff2"));
        });
        expect(fontFiles(loaded)).toContain("inter-latin-wght-normal.woff2");
      } finally {
        await target.context.close();
      }
    });
  });
}
