import { expect, test, type Page } from "@playwright/test";
import { BASE_URL, VIEWPORTS } from "./support/browser";
import { openPage, visit, waitForHydration } from "./support/pages";

/**
 * The page a visitor sees before the scripts run is the page they keep: the
 * same styles once hydrated, and a page reached by a client-side link is
 * styled exactly as when it is loaded directly.
 */
/**
 * What a visitor sees of the main elements: colours, type, boxes (not the reveal's opacity or motion).
 * `outsideForm` leaves out the contact form's elements (see `withEnhancedForm`).
 */
const visibleStyles = (page: Page, { outsideForm = false }: { outsideForm?: boolean } = {}) =>
  page.evaluate((skipForm) => {
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
      .filter((element) => !skipForm || !element.closest('[data-testid="contact-form-slot"]'))
      .slice(0, 80)
      .map((element) => {
        const style = getComputedStyle(element);
        const label = `${element.tagName.toLowerCase()} « ${(element.textContent ?? "").trim().slice(0, 30)} »`;
        return [label, properties.map((name) => `${name}: ${style.getPropertyValue(name)}`).join("; ")];
      });
  }, outsideForm);

/**
 * The contact form is in one of three states, by design (src/components/contact/LazyContactForm.tsx): on a
 * direct load, the native form of the server HTML until the block comes near the viewport; after a client-side
 * navigation, the form's frame, then the enhanced form, loaded at once, whenever its chunk arrives. Compared
 * right after the navigation, the form would match or not depending on that chunk's timing. So the pages are
 * compared twice: at once, all but the form; then, with the enhanced form in place on both (the block scrolled
 * near, then back to the top), everything, the form included.
 */
const withEnhancedForm = async (page: Page) => {
  const slot = page.locator('[data-testid="contact-form-slot"]');
  if ((await slot.count()) === 0) return;
  await slot.first().scrollIntoViewIfNeeded();
  await expect(slot.locator("[data-native-form]")).toHaveCount(0, { timeout: 15_000 });
  await expect(slot.locator("form")).toHaveCount(1);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForLoadState("networkidle");
};

/**
 * What the visitor sees before any script runs is what they keep: the same
 * page with JavaScript off (the server's HTML and styles only) and once
 * hydrated (styled-components has taken its server styles over).
 */
for (const pathname of ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"]) {
  test.describe(pathname, () => {
    test("looks the same once hydrated as before any script runs", async ({ browser }) => {
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
}

test.describe("a page reached by a link", () => {
  for (const [from, to] of [
    ["/mentions-legales", "/accueil"],
    ["/accueil", "/realisation"],
    ["/realisation", "/projet/gerer-mon-permis"],
  ]) {
    test(`from ${from}, ${to} looks as when loaded directly`, async ({ browser }) => {
      const direct = await openPage(browser, "desktop");
      const navigated = await openPage(browser, "desktop");
      try {
        await visit(direct, to);
        const expected = await visibleStyles(direct.page, { outsideForm: true });
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
        expect(await visibleStyles(navigated.page, { outsideForm: true })).toEqual(expected);

        await withEnhancedForm(direct.page);
        await withEnhancedForm(navigated.page);
        const expectedWithForm = await visibleStyles(direct.page);
        expect(expectedWithForm.length).toBeGreaterThan(10);
        expect(await visibleStyles(navigated.page)).toEqual(expectedWithForm);
        expect(direct.errors).toEqual([]);
        expect(navigated.errors).toEqual([]);
      } finally {
        await direct.context.close();
        await navigated.context.close();
      }
    });
  }
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

test.describe("static sections after a client-side navigation", () => {
  const cases: [string, string, string[]][] = [
    // Same template: the legal pages' footer links.
    ["/mentions-legales", "/cgu", ["/cgu"]],
    // Project to project, through the portfolio.
    ["/projet/gerer-mon-permis", "/projet/kids-care", ["/realisation", "/projet/kids-care"]],
  ];
  for (const [from, to, via] of cases) {
    test(`from ${from} to ${to}, the new page's text is shown`, async ({ browser }) => {
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
  }
});

/**
 * A link inside a section kept as server HTML moves within the site as Gatsby's
 * own links do (src/browser/island-links.ts): no reload of the page.
 */
test.describe("links in static sections", () => {
  test("the showcase's link to the portfolio and a footer link navigate without reloading the site", async ({
    browser,
  }) => {
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
