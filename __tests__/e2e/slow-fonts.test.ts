import { expect, test, type Route } from "@playwright/test";
import { BASE_URL, VIEWPORTS } from "./support/browser";
import { openPage, VIEWPORT_NAMES } from "./support/pages";

/**
 * On a slow connection the web fonts arrive long after the page: the text is
 * drawn at once with the local fallbacks sized like them (src/fonts/fonts-fr.css,
 * computed from the fonts' files by src/node/tools/font-subset.ts), and when the
 * fonts arrive nothing moves. Every font response is held here until the test
 * lets it through: the page must be painted, its largest paint included, while
 * not one font has arrived, and the swap must record no layout shift.
 */
const PAGES = ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"];

declare global {
  interface Window {
    voltisShifts: { value: number; at: number; sources: string[] }[];
    voltisLargest: { at: number; element: string }[];
  }
}

/**
 * The two widths of every browser test, and Lighthouse's phone (412 px), where its layout shift is measured: at
 * 412 px a project's title took four lines in the fallback and five in the web font before each title was given its
 * tracking in the fallback (src/lib/fonts/title-tracking.ts).
 */
const SIZES = [
  ...VIEWPORT_NAMES.map((viewport) => ({ viewport, size: VIEWPORTS[viewport], label: viewport })),
  { viewport: "mobile" as const, size: { width: 412, height: 823 }, label: "412 px" },
];

for (const { viewport, size, label } of SIZES) {
  test.describe(`slow fonts at ${label}`, () => {
    for (const pathname of PAGES) {
      test(`${pathname} paints its text before the fonts arrive, and nothing moves when they do`, async ({
        browser,
      }) => {
        const target = await openPage(browser, viewport, { size });
        const held: Route[] = [];
        let released = false;
        try {
          await target.context.route(/\.woff2(\?|$)/, async (route) => {
            if (released) await route.continue();
            else held.push(route);
          });
          await target.context.addInitScript(() => {
            window.voltisShifts = [];
            window.voltisLargest = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources: { node?: Node }[];
              })[]) {
                if (entry.hadRecentInput) continue;
                window.voltisShifts.push({
                  value: entry.value,
                  at: Math.round(entry.startTime),
                  sources: entry.sources.map((source) => (source.node?.textContent ?? "").trim().slice(0, 40)),
                });
              }
            }).observe({ type: "layout-shift", buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
                window.voltisLargest.push({
                  at: Math.round(entry.startTime),
                  element: entry.element?.tagName.toLowerCase() ?? "",
                });
              }
            }).observe({ type: "largest-contentful-paint", buffered: true });
          });
          await target.page.goto(`${BASE_URL}${pathname}`, { waitUntil: "commit" });
          // Painted, and the page's largest paint recorded, with every font still held.
          await target.page.waitForFunction(
            () => performance.getEntriesByName("first-contentful-paint").length > 0 && window.voltisLargest.length > 0,
          );
          const [heading] = await target.page.$$eval("main h1", (headings) =>
            headings.map((h1) => ({ text: (h1.textContent ?? "").trim(), height: h1.getBoundingClientRect().height })),
          );
          expect(heading.text.length).toBeGreaterThan(0);
          expect(heading.height).toBeGreaterThan(0);
          const before = await target.page.evaluate(() => ({
            webFonts: [...document.fonts]
              .filter((face) => face.status === "loaded" && !face.family.includes("Fallback"))
              .map((face) => face.family),
            fallbacks: [...document.fonts]
              .filter((face) => face.status === "loaded" && face.family.includes("Fallback"))
              .map((face) => face.family),
          }));
          // Drawn with the sized fallbacks: no web font is there yet, and the stacks do not name them.
          expect(before.webFonts).toEqual([]);
          expect(await target.page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(false);
          expect(before.fallbacks).toEqual(expect.arrayContaining(["Inter Fallback", "Plus Jakarta Sans Fallback"]));

          // The page is live (bundles loaded, hydrated) before the fonts come: then they arrive.
          await target.page.waitForSelector("html[data-hydrated]");
          // Where the header's controls are in the fallback, on a phone: a box as wide as its text and aligned right
          // (the menu button) moves when the font comes, a shift too small for the browser to report at density 1,
          // which Lighthouse's phone at 1.75 reported. (On a large screen the links move less than the 3 device pixels
          // a shift must reach up to density 2.5.)
          const headerBoxes = () =>
            target.page.$$eval("header a, header button", (controls) =>
              controls
                .map((control) => control.getBoundingClientRect())
                .filter((box) => box.width > 0)
                .map((box) => [box.left, box.top].map((value) => Math.round(value * 10) / 10)),
            );
          const headerInFallback = await headerBoxes();
          released = true;
          for (const route of held.splice(0)) await route.continue();
          await target.page.waitForFunction(() =>
            ["Inter Variable", "Plus Jakarta Sans Variable"].every((family) =>
              [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded"),
            ),
          );
          // The stacks name the web fonts once both are in (src/browser/after-paint.ts, FONTS_ATTRIBUTE).
          await target.page.waitForSelector("html[data-fonts]");
          await target.page.evaluate(() => document.fonts.ready);
          // Two frames: the text laid out again in the web fonts, and any shift reported.
          await target.page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const shifts = await target.page.evaluate(() => window.voltisShifts);
          expect(shifts).toEqual([]);
          if (size.width < 1024) expect(await headerBoxes()).toEqual(headerInFallback);
          expect(target.errors).toEqual([]);
        } finally {
          released = true;
          for (const route of held.splice(0)) await route.continue().catch(() => undefined);
          await target.context.close();
        }
      });
    }
  });
}
