import { expect, test } from "@playwright/test";
import { BASE_URL } from "./support/browser";

/**
 * Lazy images wait for the first paint (src/browser/after-paint.ts): below the
 * fold, and the home page's decorative illustration, they no longer share a
 * slow connection with the document and the fonts before the first screen is
 * drawn. Until then an empty box of the image's size stands in for each, so
 * nothing moves when the images appear; without JavaScript they are plain lazy
 * images (no-javascript.test.ts checks that every one loads). The web manifest
 * is linked after the paint as well.
 */
const PAGES = ["/accueil", "/realisation", "/projet/gerer-mon-permis"];

/** Each waiting image's box (its `<picture>`), in page coordinates. */
const waitingBoxes = () =>
  [...document.querySelectorAll("picture[data-after-paint]")].map((picture) => {
    const box = picture.getBoundingClientRect();
    return [box.width, box.height, box.top + window.scrollY].map((value) => Math.round(value * 10) / 10);
  });

for (const [name, viewport] of [
  ["375 px", { width: 375, height: 812 }],
  ["1280 px", { width: 1280, height: 800 }],
] as const) {
  for (const pathname of PAGES) {
    test(`${pathname} at ${name}: a lazy image's stand-in takes exactly its box`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        await page.goto(`${BASE_URL}${pathname}`);
        await page.waitForSelector("html[data-hydrated][data-painted]");
        // Every section laid out, so each box is measured at its real place.
        await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
        const shown = await page.evaluate(waitingBoxes);
        expect(shown.length).toBeGreaterThan(0);
        // Back to the state before the first paint: images hidden, their stand-ins in their place.
        await page.evaluate(() => document.documentElement.removeAttribute("data-painted"));
        // Each waits (its <img> not displayed), but the home's illustration from 1024 px on, where it is beside the
        // hero's text and the first screen's largest paint.
        const waiting = await page.$$eval("picture[data-after-paint]", (pictures) =>
          pictures.map((picture) => [
            picture.getAttribute("data-after-paint"),
            getComputedStyle(picture.querySelector("img")!).display === "none",
          ]),
        );
        expect(waiting).toEqual(
          waiting.map(([when]) => [when, when === "always" || (when === "below-lg" && viewport.width < 1024)]),
        );
        expect(waiting.some(([when]) => when === "below-lg")).toBe(pathname === "/accueil");
        expect(await page.evaluate(waitingBoxes)).toEqual(shown);
      } finally {
        await context.close();
      }
    });
  }
}

test("on a phone, /accueil requests no lazy image before its first contentful paint, and links its manifest after it", async ({
  browser,
  browserName,
}) => {
  // Paint Timing's first-contentful-paint is Chromium's (and Lighthouse's) measure.
  test.skip(browserName !== "chromium", "first-contentful-paint is measured in Chromium");
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/accueil`);
    await page.waitForSelector("html[data-painted]");
    // The hero illustration is in the first screen of a phone: it is requested once the page is painted.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>("#hero picture img")?.complete);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      images: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(avif|webp|png|jpe?g)$/.test(new URL(entry.name).pathname))
        .filter((entry) => !new URL(entry.name).pathname.startsWith("/icons/") && !entry.name.includes("favicon"))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.images.map((image) => image.file)).toContainEqual(expect.stringContaining("hero-visual"));
    expect(timing.images.filter((image) => image.start < timing.firstContentfulPaint)).toEqual([]);
    // The web manifest too is linked once the page is painted (src/node/postbuild/built-html.ts, deferManifest).
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  } finally {
    await context.close();
  }
});

/**
 * What the first screen shows of every box outside the blocks laid out only near the viewport (each box cut at the
 * screen's bottom): the lazy images' own `<img>`, not displayed before the paint, are left out (their stand-in's box
 * is the test above's).
 */
const firstScreenBoxes = () =>
  [...document.body.querySelectorAll("*")]
    .filter((element) => !element.closest("[data-render-near]") && !element.matches("picture[data-after-paint] img"))
    .map((element) => [element, element.getBoundingClientRect()] as const)
    .filter(([, box]) => box.bottom > 0 && box.top < window.innerHeight && box.width * box.height > 0)
    .map(
      ([element, box]) =>
        `${element.tagName} ${[box.left, box.top, box.width, Math.min(box.bottom, window.innerHeight) - box.top].map(Math.round)}`,
    );

/**
 * The pages with blocks laid out only near the viewport, and how many each has at least: the home's sections, the
 * portfolio's cards from the third on, and a long Markdown text's later sections (src/lib/markdown/remark.ts), the
 * footer with each. A large desktop screen too for the texts: their first screen holds the most text there.
 */
const RENDERED_NEAR: readonly [string, number, boolean][] = [
  ["/accueil", 4, false],
  ["/realisation", 4, false],
  ["/mentions-legales", 2, true],
  ["/cgv", 2, true],
  ["/projet/double-solution", 2, true],
];

for (const [pathname, viewport, minimum, laterSections] of RENDERED_NEAR.flatMap(([pathname, minimum, laterSections]) =>
  [
    { width: 375, height: 812 },
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
    ...(laterSections ? [{ width: 1920, height: 1080 }] : []),
  ].map((viewport) => [pathname, viewport, minimum, laterSections] as const),
)) {
  test(`${pathname} at ${viewport.width} px: before the first paint the blocks below the fold are not rendered, and the first screen is laid out as after it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${pathname}`);
      await page.waitForSelector("html[data-hydrated][data-painted]");
      const painted = await page.evaluate(firstScreenBoxes);
      const blocks = page.locator("[data-render-near]");
      expect(await blocks.count()).toBeGreaterThanOrEqual(minimum);
      await expect(page.locator("main div[data-render-near] > h2:first-child")).toHaveCount(laterSections ? 1 : 0);
      // Each below the first screen.
      for (const top of await blocks.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().top))) {
        expect(top).toBeGreaterThan(viewport.height);
      }
      // Back to the state before the first paint (src/styles/render-near.ts), when no block is laid out ahead yet.
      await page.evaluate(() => {
        document.documentElement.removeAttribute("data-painted");
        document.querySelectorAll("[data-laid-out]").forEach((block) => block.removeAttribute("data-laid-out"));
      });
      const before = await blocks.evaluateAll((elements) => elements.map((e) => getComputedStyle(e).contentVisibility));
      expect(before).toEqual(before.map(() => "hidden"));
      expect(await page.evaluate(firstScreenBoxes)).toEqual(painted);
      // A page opened at an anchor renders everything at once, painted or not (src/browser/render-all.ts).
      await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
      const atAnchor = await blocks.evaluateAll((elements) =>
        elements.map((e) => getComputedStyle(e).contentVisibility),
      );
      expect(atAnchor).toEqual(atAnchor.map(() => "visible"));
    } finally {
      await context.close();
    }
  });
}

test("a project card's visual comes first in the document, above the text on a phone and in the column data-reverse names on a large screen", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/realisation`);
      const cards = await page.locator('[data-testid="project-card"]').evaluateAll((elements) =>
        elements.map((card) => {
          const visual = card.querySelector("picture")!.getBoundingClientRect();
          const heading = card.querySelector("h2, h3")!.getBoundingClientRect();
          return {
            reverse: card.getAttribute("data-reverse"),
            visualFirstInDocument: card.firstElementChild!.contains(card.querySelector("picture")),
            visualAbove: visual.bottom <= heading.top,
            visualLeft: visual.right <= heading.left,
            visualRight: visual.left >= heading.right,
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(1);
      expect(new Set(cards.map((card) => card.reverse))).toEqual(new Set(["true", "false"]));
      for (const card of cards) {
        expect(card.visualFirstInDocument).toBe(true);
        if (viewport.width < 1024) expect(card.visualAbove).toBe(true);
        else if (card.reverse === "true") expect(card.visualLeft).toBe(true);
        else expect(card.visualRight).toBe(true);
      }
    } finally {
      await context.close();
    }
  }
});

test("on a phone, the portfolio's largest paint, its first card's visual, comes as AVIF, lighter than the WebP beside it", async ({
  browser,
  browserName,
}) => {
  test.skip(browserName !== "chromium", "the file a browser picks is measured in Chromium, as Lighthouse does");
  // Lighthouse's phone: 412 px at 1.75×.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/realisation`);
    const first = page.locator('[data-testid="project-card"]').first().locator("picture img");
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\.avif$/);
    // The AVIF it took, and the WebP of the same width.
    const chosen = await first.evaluate((img: HTMLImageElement) => {
      const candidates = (srcset: string) => srcset.split(",").map((entry) => entry.trim().split(" "));
      const avifs = candidates(img.parentElement!.querySelector("source")!.srcset);
      const [, width] = avifs.find(([url]) => new URL(url, location.href).href === img.currentSrc)!;
      const [webp] = candidates(img.srcset).find(([, candidateWidth]) => candidateWidth === width)!;
      return { avif: img.currentSrc, webp };
    });
    const size = async (url: string) => (await page.request.get(url)).body().then((body) => body.length);
    expect(await size(chosen.avif)).toBeLessThan(await size(chosen.webp));
    // The other cards' visuals stay WebP only (ProjectCard.tsx): their AVIF would cost the build for no first paint.
    await expect(page.locator('[data-testid="project-card"] picture source[type="image/avif"]')).toHaveCount(1);
  } finally {
    await context.close();
  }
});
