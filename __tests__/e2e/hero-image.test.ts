import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser } from "./support/browser";

/**
 * The hero illustration is the first screen's largest file: a phone takes the
 * file its box needs, no bigger. Its `sizes` are the box's real width (the
 * column less its gutters, 560 px at most), so the browser's choice among the
 * AVIF widths follows the screen and its density.
 */
jest.setTimeout(60_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The width descriptor of the file the browser chose for the hero, and the file's format. */
const heroChoice = async (width: number, height: number, deviceScaleFactor: number) => {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: width < 600 });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/accueil`, { waitUntil: "load" });
    // The illustration loads lazily (it is not the page's LCP): the load event does not wait for it.
    const hero = "#hero picture img";
    await page.waitForFunction((selector) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return Boolean(img?.currentSrc) && img?.complete;
    }, hero);
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

describe("hero illustration", () => {
  it("on Lighthouse's phone (412 px, 1.75 dppx: a 372 px box), takes the 720 px AVIF", async () => {
    expect(await heroChoice(412, 823, 1.75)).toEqual({ format: "avif", width: 720 });
  });

  it("on a 375 px phone at 2 dppx (a 335 px box), takes the 720 px AVIF", async () => {
    expect(await heroChoice(375, 812, 2)).toEqual({ format: "avif", width: 720 });
  });

  it("on a laptop (1280 px, 1 dppx: a 520 px box beside the text), takes the 560 px AVIF", async () => {
    expect(await heroChoice(1280, 800, 1)).toEqual({ format: "avif", width: 560 });
  });

  it("on a tablet (800 px, 2 dppx: the box at its 560 px maximum), takes the 1120 px AVIF", async () => {
    expect(await heroChoice(800, 1200, 2)).toEqual({ format: "avif", width: 1120 });
  });
});
