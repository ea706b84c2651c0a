import { expect, test, type Locator, type Page } from "@playwright/test";
import { dismissConsent, describeAtEachWidth, visit, waitForScrollEnd } from "./support/pages";

/**
 * The keyboard's place follows a link to a section of the page, as a plain
 * anchor link moves it: after Enter on the header's « Contact » (the mobile
 * menu's at 375 px) or on the hero's « Démarrez votre projet », the next Tab
 * goes into the contact section, not back to the top of the page.
 */
const HOME = "/accueil";

/** The section the focused element is in, by id (`contact`, `tarifs`…), or where else it is. */
const focusedSection = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "body";
    if (active.closest("header")) return "header";
    return active.closest("section[id], [id]")?.id ?? active.tagName.toLowerCase();
  });

/** Follows `link` with the keyboard (focus, Enter), as a visitor without a mouse does. */
const followWithKeyboard = async (page: Page, link: Locator, id: string) => {
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === HOME && url.hash === `#${id}`, { timeout: 10_000 });
  await waitForScrollEnd(page);
};

/** Where the next Tab lands must be inside the section `id`. */
const expectNextTabIn = async (page: Page, id: string) => {
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedSection(page)).toBe(id);
  const inside = await page.evaluate(
    (sectionId) => Boolean(document.getElementById(sectionId)?.contains(document.activeElement)),
    id,
  );
  expect(inside).toBe(true);
};

describeAtEachWidth((viewport, at) => {
  test.beforeEach(async () => {
    await visit(at.target, HOME);
    await dismissConsent(at.target.page);
  });

  for (const id of ["contact", "tarifs"]) {
    test(`after the header's link to #${id}, followed with the keyboard, the next Tab goes into the section`, async () => {
      const { page } = at.target;
      const menuButton = page.locator("header button[aria-expanded]").first();
      if (viewport === "mobile") {
        await menuButton.focus();
        await page.keyboard.press("Enter");
        await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      }
      const link = page.locator(`header a[href="${HOME}#${id}"]`).filter({ visible: true }).first();
      await followWithKeyboard(page, link, id);
      if (viewport === "mobile") await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await expectNextTabIn(page, id);
      expect(at.target.errors).toEqual([]);
    });
  }

  test("after the hero's link to the form, the next Tab goes into the contact section", async () => {
    const { page } = at.target;
    await followWithKeyboard(page, page.getByRole("link", { name: /Démarrez votre projet/ }).first(), "contact");
    await expectNextTabIn(page, "contact");
    expect(at.target.errors).toEqual([]);
  });

  test("a click on the header's link moves the keyboard's place too", async () => {
    const { page } = at.target;
    if (viewport === "mobile") await page.locator("header button[aria-expanded]").first().click();
    await page.locator(`header a[href="${HOME}#contact"]`).filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.hash === "#contact", { timeout: 10_000 });
    await waitForScrollEnd(page);
    await expectNextTabIn(page, "contact");
  });
});
