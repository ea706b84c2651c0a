import { expect, test } from "@playwright/test";
import {
  formatViolations,
  markTabStops,
  pauseLoopsAt,
  revealWholePage,
  runAxe,
  tabOnce,
  type FocusStop,
} from "./support/a11y";
import { openPage, visit, VIEWPORT_NAMES, type TestPage } from "./support/pages";
import { HEADER_LINKS, LEGAL_PAGES, PROJECTS, ROUTES } from "./support/routes";

/**
 * Accessibility in the browser, at 375 px and 1280 px: axe-core's WCAG 2.2 A and
 * AA rules on every route, then the keyboard: the skip link first, every control
 * reached by Tab in document order, the focus always visible and never hidden.
 */

/** One page of each kind, the long legal page with its table of contents among them. */
const KEYBOARD_ROUTES = [
  "/accueil",
  "/realisation",
  `/projet/${PROJECTS[0].slug}`,
  `/${(LEGAL_PAGES.find((page) => page.slug === "cgu") ?? LEGAL_PAGES[0]).slug}`,
];

for (const viewport of VIEWPORT_NAMES) {
  test.describe(`at the ${viewport} width`, () => {
    let target: TestPage;

    test.beforeAll(async ({ browser }) => {
      // With reduced motion the entrance animations end at once and the browser scrolls a
      // focused element into view instantly: the pages end in the same state as with
      // motion, without waiting for it. Order, rings and contrast do not depend on motion.
      target = await openPage(browser, viewport, { reducedMotion: true });
    });

    test.afterAll(async () => {
      await target?.context.close();
    });

    // Every route, and the confirmation a request sent without JavaScript lands on.
    for (const { path } of [...ROUTES.map((route) => ({ path: route.path })), { path: "/merci" }]) {
      test(`${path} has no WCAG 2.2 A/AA violation (axe-core)`, async () => {
        // revealWholePage waits for the network to be idle once everything has loaded.
        await visit(target, path, { waitUntil: "load" });
        await revealWholePage(target.page);
        const violations = await runAxe(target.page);
        if (violations.length > 0)
          throw new Error(
            `axe-core a trouvé ${violations.length} règle(s) enfreinte(s) :\n\n${formatViolations(`${path} @ ${viewport}`, violations)}`,
          );
      });
    }

    for (const path of KEYBOARD_ROUTES) {
      test(`${path}: the skip link is the first Tab stop and moves the focus to main`, async () => {
        const { page } = target;
        await visit(target, path, { waitUntil: "load" });
        const first = await tabOnce(page);
        expect(first?.description).toMatch(/Aller au contenu/);
        expect(first?.visible).toBe(true);
        const box = await page.evaluate(() => {
          const rect = document.activeElement?.getBoundingClientRect();
          return rect ? { top: rect.top, bottom: rect.bottom, width: rect.width } : null;
        });
        // Shown on screen when focused, not left off-canvas.
        expect(box).not.toBeNull();
        expect(box!.top).toBeGreaterThanOrEqual(0);
        expect(box!.width).toBeGreaterThan(0);

        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement?.tagName === "MAIN", undefined, { timeout: 5_000 });
        // The next Tab continues inside the main content, past the header.
        const next = await tabOnce(page);
        expect(next?.inMain).toBe(true);
      });
    }

    for (const path of KEYBOARD_ROUTES) {
      test(`${path}: Tab reaches every control in document order with a visible focus`, async () => {
        const { page } = target;
        await visit(target, path, { waitUntil: "load" });
        await revealWholePage(page);
        const { stops, positiveTabindex } = await markTabStops(page);
        expect(positiveTabindex).toEqual([]);
        expect(stops.length).toBeGreaterThan(3);

        const visited: FocusStop[] = [];
        for (let step = 0; step < stops.length + 10; step += 1) {
          const stop = await tabOnce(page);
          if (!stop || (visited.length > 0 && stop.index === 0)) break;
          visited.push(stop);
        }

        // Same elements, same order as the document (which is also the visual order of the layout).
        expect(
          visited.map((stop) => (stop.index >= 0 ? stops[stop.index] : `(hors liste) ${stop.description}`)),
        ).toEqual(stops);
        const hidden = visited.filter((stop) => !stop.visible).map((stop) => stop.description);
        expect({ focusWithoutVisibleRing: hidden }).toEqual({ focusWithoutVisibleRing: [] });
        const obscured = visited.filter((stop) => !stop.onScreen).map((stop) => stop.description);
        expect({ focusOffScreenOrUnderHeader: obscured }).toEqual({ focusOffScreenOrUnderHeader: [] });
      });
    }
  });
}

test.describe("the first screen before any scroll (375 px, motion on), as Lighthouse sees it", () => {
  let target: TestPage;

  test.beforeAll(async ({ browser }) => {
    target = await openPage(browser, "mobile");
  });

  test.afterAll(async () => {
    await target?.context.close();
  });

  // Lazy blocks still show their placeholder here. A looping animation (the pulsing
  // placeholder) is checked at four moments of its cycle: text must keep its contrast
  // at every one, not only when axe happens to look.
  for (const path of KEYBOARD_ROUTES) {
    test(`${path} has no WCAG 2.2 A/AA violation, at any moment of a looping animation`, async () => {
      await visit(target, path);
      const found: string[] = [];
      for (const fraction of [0, 0.25, 0.5, 0.75]) {
        await pauseLoopsAt(target.page, fraction);
        const violations = await runAxe(target.page, fraction === 0 ? {} : { rules: ["color-contrast"] });
        if (violations.length > 0)
          found.push(formatViolations(`${path} @ 375 px, boucles à ${fraction * 100} %`, violations));
      }
      if (found.length > 0) throw new Error(`axe-core a trouvé des règles enfreintes :\n\n${found.join("\n\n")}`);
    });
  }
});

test.describe("the mobile menu with the keyboard (375 px)", () => {
  test("Enter on the menu button opens it and Tab then walks its links, focus visible", async ({ browser }) => {
    const target = await openPage(browser, "mobile", { reducedMotion: true });
    const { page } = target;
    try {
      await visit(target, "/accueil");
      let stop = await tabOnce(page);
      for (let step = 0; step < 5 && stop && !/menu/i.test(stop.description); step += 1) stop = await tabOnce(page);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
      expect(stop?.visible).toBe(true);

      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-expanded") === "true", undefined, {
        timeout: 5_000,
      });
      const links: string[] = [];
      for (let step = 0; step < HEADER_LINKS.length; step += 1) {
        const next = await tabOnce(page);
        expect({ step, visible: next?.visible, onScreen: next?.onScreen }).toEqual({
          step,
          visible: true,
          onScreen: true,
        });
        links.push(await page.evaluate(() => document.activeElement?.getAttribute("href") ?? ""));
      }
      expect(links).toEqual(HEADER_LINKS);
    } finally {
      await target.context.close();
    }
  });
});
