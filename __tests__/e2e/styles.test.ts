import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { openPage, visit, waitForHydration, type TestPage } from "./support/pages";

/**
 * The page a visitor sees before the scripts run is the page they keep: the
 * server's styles stay in place through hydration (src/styles/server-styles.ts),
 * nothing is inserted a second time, and a page reached by a client-side link
 * is styled exactly as when it is loaded directly.
 */
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What a visitor sees of the main elements: colours, type, boxes (not the reveal's opacity or motion). */
const visibleStyles = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      "color",
      "background-color",
      "font-family",
      "font-size",
      "font-weight",
      "padding",
      "margin",
      "border-radius",
      "display",
      "grid-template-columns",
      "gap",
    ];
    return [...document.querySelectorAll("header, header a, main h1, main h2, main h3, main p, main a, footer")]
      .slice(0, 80)
      .map((element) => {
        const style = getComputedStyle(element);
        const label = `${element.tagName.toLowerCase()} « ${(element.textContent ?? "").trim().slice(0, 30)} »`;
        return [label, properties.map((name) => `${name}: ${style.getPropertyValue(name)}`).join("; ")];
      });
  });

/** Counts, from the first byte on, the style rules scripts insert and the style elements they remove. */
const watchStyleChanges = async (target: TestPage) => {
  await target.context.addInitScript(() => {
    const record = { inserted: 0, removed: 0 };
    (window as unknown as { __styleChanges: typeof record }).__styleChanges = record;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, ...args: [string, number?]) {
      record.inserted += 1;
      return insertRule.apply(this, args);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.removedNodes) if (node.nodeName === "STYLE") record.removed += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
};

const styleChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __styleChanges: { inserted: number; removed: number } }).__styleChanges);

describe.each(["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"])("%s", (pathname) => {
  test("hydrates without restyling the page: no style removed, no rule inserted again", async () => {
    const target = await openPage(browser, "mobile");
    try {
      await watchStyleChanges(target);
      await visit(target, pathname);
      expect(await target.page.locator("style[data-server-styles]").count()).toBe(1);
      expect(await styleChanges(target.page)).toEqual({ inserted: 0, removed: 0 });
      expect(target.errors).toEqual([]);
    } finally {
      await target.context.close();
    }
  });
});

describe("a page reached by a link", () => {
  test.each([
    ["/mentions-legales", "/accueil"],
    ["/accueil", "/realisation"],
    ["/realisation", "/projet/gerer-mon-permis"],
  ])("from %s, %s looks as when loaded directly", async (from, to) => {
    const direct = await openPage(browser, "desktop");
    const navigated = await openPage(browser, "desktop");
    try {
      await visit(direct, to);
      const expected = await visibleStyles(direct.page);
      const heading = (await direct.page.locator("main h1").first().textContent()) ?? "";

      await visit(navigated, from);
      // Followed from the keyboard: no pointer left hovering a link of the new page.
      await navigated.page.locator(`a[href="${to}"]`).first().focus();
      await navigated.page.keyboard.press("Enter");
      await navigated.page.waitForURL((url) => url.pathname === to);
      await waitForHydration(navigated.page);
      // The new page's own heading is there: the route has rendered.
      await navigated.page.locator("main h1", { hasText: heading.trim() }).first().waitFor();

      expect(expected.length).toBeGreaterThan(10);
      expect(await visibleStyles(navigated.page)).toEqual(expected);
      expect(navigated.errors).toEqual([]);
    } finally {
      await direct.context.close();
      await navigated.context.close();
    }
  });
});

/**
 * Sections kept as server HTML on the first load (src/components/ui/StaticIsland.tsx)
 * must still change with the page: after a client-side navigation to another page
 * of the same template, the new page's own text is shown, not the first page's.
 */
/**
 * The text of <main> but the contact form's: the first load shows the native
 * form of the server HTML, a client-side navigation the form's frame until the
 * enhanced form arrives (NativeContactForm.browser.tsx); their texts differ.
 */
const mainTextOutsideForm = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main") as HTMLElement;
    const slot = main.querySelector<HTMLElement>('[data-testid="contact-form-slot"]');
    return slot ? main.innerText.replace(slot.innerText, "") : main.innerText;
  });

describe("static sections after a client-side navigation", () => {
  test.each([
    ["/mentions-legales", "/cgu"],
    ["/projet/gerer-mon-permis", "/projet/kids-care"],
  ])("from %s to %s (same template), the new page's text is shown", async (from, to) => {
    const direct = await openPage(browser, "mobile");
    const navigated = await openPage(browser, "mobile");
    try {
      await visit(direct, to);
      const expected = await mainTextOutsideForm(direct.page);

      await visit(navigated, from);
      // Gatsby's own client-side navigation, as a link inside the app performs it.
      await navigated.page.evaluate(
        (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
        to,
      );
      await navigated.page.waitForURL((url) => url.pathname === to);
      const heading = (await direct.page.locator("main h1").first().textContent()) ?? "";
      await navigated.page.locator("main h1", { hasText: heading.trim() }).first().waitFor();

      expect(await mainTextOutsideForm(navigated.page)).toBe(expected);
      expect(navigated.errors).toEqual([]);
    } finally {
      await direct.context.close();
      await navigated.context.close();
    }
  });
});

/**
 * A link inside a section kept as server HTML moves within the site as Gatsby's
 * own links do (src/components/ui/island-links.ts): no reload of the page.
 */
describe("links in static sections", () => {
  test("the showcase's link to the portfolio and a footer link navigate without reloading the site", async () => {
    const target = await openPage(browser, "desktop");
    try {
      await visit(target, "/accueil");
      const page = target.page;
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const sameDocument = () =>
        page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

      const showcase = page.locator('#projects a[href="/realisation"]').first();
      await showcase.scrollIntoViewIfNeeded();
      await showcase.click();
      await page.waitForURL((url) => url.pathname === "/realisation");
      await page.locator("main h1", { hasText: "Nos projets" }).first().waitFor();
      expect(await sameDocument()).toBe(true);

      const legal = page.locator('footer a[href="/mentions-legales"]').first();
      await legal.scrollIntoViewIfNeeded();
      await legal.click();
      await page.waitForURL((url) => url.pathname === "/mentions-legales");
      await page.locator("main h1").first().waitFor();
      expect(await sameDocument()).toBe(true);
      expect(target.errors).toEqual([]);
    } finally {
      await target.context.close();
    }
  });
});
