import { expect, test, type Browser } from "@playwright/test";
import { BASE_URL } from "./support/browser";

/**
 * The hero illustration is the first screen's largest file: a phone takes the
 * file its box needs, no bigger. Its `sizes` are the box's real width (the
 * column less its gutters, 560 px at most), so the browser's choice among the
 * AVIF widths follows the screen and its density.
 */
/** The width descriptor of the file the browser chose for the hero, and the file's format. */
const heroChoice = async (browser: Browser, width: number, height: number, deviceScaleFactor: number) => {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: width < 600 });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/accueil`, { waitUntil: "load" });
    // The hero is `loading="lazy"` (HeroSection.tsx): the browser picks its file once it has laid the page out
    // and found the image near the viewport, which may come after the load event. Until then `currentSrc` is "".
    await expect
      .poll(
        () => page.evaluate(() => document.querySelector<HTMLImageElement>("#hero picture img")?.currentSrc ?? ""),
        {
          message: "the browser has chosen a file for the hero illustration",
          timeout: 15_000,
        },
      )
      .not.toBe("");
    return await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>("#hero picture img");
      const source = document.querySelector<HTMLSourceElement>("#hero picture source");
      if (!img || !source) return null;
      const chosen = new URL(img.currentSrc).pathname;
      const candidates = `${source.srcset}, ${img.srcset}`.split(",").map((entry) => entry.trim().split(/\s+/));
      const match = candidates.find(([url]) => url === chosen);
      return { format: chosen.split(".").pop(), width: match ? Number(match[1].replace("w", "")) : null };
    });
  } finally {
    await context.close();
  }
};

test.describe("hero illustration", () => {
  test("on Lighthouse's phone (412 px, 1.75 dppx: a 372 px box), takes the 720 px AVIF", async ({ browser }) => {
    expect(await heroChoice(browser, 412, 823, 1.75)).toEqual({ format: "avif", width: 720 });
  });

  test("on a 375 px phone at 2 dppx (a 335 px box), takes the 720 px AVIF", async ({ browser }) => {
    expect(await heroChoice(browser, 375, 812, 2)).toEqual({ format: "avif", width: 720 });
  });

  test("on a laptop (1280 px, 1 dppx: a 520 px box beside the text), takes the 560 px AVIF", async ({ browser }) => {
    expect(await heroChoice(browser, 1280, 800, 1)).toEqual({ format: "avif", width: 560 });
  });

  test("on a tablet (800 px, 2 dppx: the box at its 560 px maximum), takes the 1120 px AVIF", async ({ browser }) => {
    expect(await heroChoice(browser, 800, 1200, 2)).toEqual({ format: "avif", width: 1120 });
  });
});
