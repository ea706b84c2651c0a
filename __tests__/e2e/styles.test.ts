import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, VIEWPORTS } from "./support/browser";
import { openPage, visit, waitForHydration } from "./support/pages";

/**
 * The page a visitor sees before the scripts run is the page they keep: the
 * same styles once hydrated, and a page reached by a client-side link is
 * styled exactly as when it is loaded directly.
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

/**
 * What the visitor sees before any script runs is what they keep: the same
 * page with JavaScript off (the server's HTML and styles only) and once
 * hydrated (styled-components has taken its server styles over).
 */
describe.each(["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"])("%s", (pathname) => {
  test("looks the same once hydrated as before any script runs", async () => {
    const hydrated = await openPage(browser, "mobile");
    const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    try {
      const html = await serverOnly.newPage();
      await html.goto(`${BASE_URL}${pathname}`, { waitUntil: "load" });
      const expected = await visibleStyles(html);
      await visit(hydrated, pathname);
      expect(expected.length).toBeGreaterThan(10);
      expect(await visibleStyles(hydrated.page)).toEqual(expected);
      expect(await hydrated.page.locator("style[data-styled]").count()).toBeGreaterThan(0);
      expect(hydrated.errors).toEqual([]);
    } finally {
      await hydrated.context.close();
      await serverOnly.close();
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
    // Same template: the legal pages' footer links.
    ["/mentions-legales", "/cgu", ["/cgu"]],
    // Project to project, through the portfolio.
    ["/projet/gerer-mon-permis", "/projet/kids-care", ["/realisation", "/projet/kids-care"]],
  ])("from %s to %s, the new page's text is shown", async (from, to, via) => {
    const direct = await openPage(browser, "mobile");
    const navigated = await openPage(browser, "mobile");
    try {
      await visit(direct, to);
      const expected = await mainTextOutsideForm(direct.page);

      await visit(navigated, from);
      // Followed by links, as a visitor would: a client-side navigation (no new document).
      await navigated.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      for (const step of via) {
        await navigated.page.locator(`main a[href="${step}"], footer a[href="${step}"]`).first().click();
        await navigated.page.waitForURL((url) => url.pathname === step);
      }
      expect(
        await navigated.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
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
