import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL, VIEWPORTS } from "./support/browser";
import { openPage, visit, type TestPage } from "./support/pages";
import { PROJECTS } from "./support/routes";

/**
 * Visitors without JavaScript (scripts off, blocked, or a
 * bundle that never arrives on a weak connection) see every word and image,
 * and nothing stray. Then, with JavaScript, the reveal-once animation still
 * hides a section below the fold until it scrolls in, and reduced motion never
 * hides anything.
 */
const PAGES = ["/accueil", "/realisation", `/projet/${PROJECTS[0].slug}`];

/** Elements of the page's content that a visitor cannot see: transparent, or hidden by visibility. */
const invisibleContent = (page: Page) =>
  page.evaluate(() => {
    const hidden: string[] = [];
    for (const element of Array.from(document.querySelectorAll("main *, footer *"))) {
      // Text for screen readers only and the closed mobile menu are hidden on purpose.
      if (element.closest(".visually-hidden, #mobile-menu, [aria-hidden='true']")) continue;
      const style = getComputedStyle(element);
      if (style.opacity === "0" || style.visibility === "hidden") {
        hidden.push(`<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().slice(0, 60)}`);
      }
    }
    return hidden;
  });

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  test.describe(`with JavaScript off, at the ${viewport} width`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false, locale: "fr-FR" });
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context?.close();
    });

    for (const pathname of PAGES) {
      test(`${pathname} shows all its content, every image, and no stray text`, async () => {
        const response = await page.goto(`${BASE_URL}${pathname}`, { waitUntil: "load" });
        expect(response?.status()).toBe(200);

        // Every section marked for the reveal animation is there and fully opaque.
        const revealed = await page.$$eval("[data-reveal]", (elements) =>
          elements.map((element) => getComputedStyle(element).opacity),
        );
        if (pathname === "/accueil") expect(revealed.length).toBeGreaterThan(10);
        expect(revealed.filter((opacity) => opacity !== "1")).toEqual([]);
        expect(await invisibleContent(page)).toEqual([]);

        // Every image of the content has loaded (the browser loads lazy images at once when scripts are off).
        const images = await page.$$eval("main img, header img, footer img", (elements) =>
          elements.map((element) => {
            const image = element as HTMLImageElement;
            return { src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 };
          }),
        );
        expect(images.length).toBeGreaterThan(0);
        expect(images.filter((image) => !image.loaded)).toEqual([]);

        // Nothing meant for the browser shows as text: no style or script source, no escaped markup.
        const text = await page.evaluate(() => document.body.innerText);
        expect(text).not.toMatch(/<\/?(style|script|noscript)|\[data-reveal\]|opacity\s*:|&lt;|window\./);
        const bodyStart = await page.evaluate(() => document.body.innerText.trim().slice(0, 40));
        expect(bodyStart.startsWith("Aller au contenu")).toBe(true);
      });
    }
  });
}

test.describe("with JavaScript on", () => {
  let target: TestPage;

  test.afterEach(async () => {
    await target?.context.close();
  });

  test("a section below the fold waits out of sight, then fades in once when it scrolls into view", async ({
    browser,
  }) => {
    target = await openPage(browser, "mobile");
    await visit(target, "/accueil");
    const { page } = target;
    const last = page.locator("[data-reveal]").last();
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);

    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (element) => element !== null && getComputedStyle(element).opacity === "1",
      await last.elementHandle(),
      { timeout: 5_000 },
    );
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(100);
    expect(await last.getAttribute("data-revealed")).toBe("");
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("the first screen is never hidden: nothing above the fold is transparent at load", async ({ browser }) => {
    target = await openPage(browser, "desktop");
    for (const pathname of PAGES) {
      await visit(target, pathname, { waitUntil: "load" });
      const hiddenInView = await target.page.evaluate(() =>
        Array.from(document.querySelectorAll("main *"))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight * 0.5 && getComputedStyle(element).opacity === "0";
          })
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect({ pathname, hiddenInView }).toEqual({ pathname, hiddenInView: [] });
    }
  });

  test("with reduced motion, no section is ever hidden", async ({ browser }) => {
    target = await openPage(browser, "mobile", { reducedMotion: true });
    await visit(target, "/accueil");
    const opacities = await target.page.$$eval("[data-reveal]", (elements) =>
      elements.map((element) => getComputedStyle(element).opacity),
    );
    expect(opacities.length).toBeGreaterThan(10);
    expect(opacities.filter((opacity) => opacity !== "1")).toEqual([]);
  });
});
