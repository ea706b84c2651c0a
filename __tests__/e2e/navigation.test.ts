import { expect, test, type Locator, type Page } from "@playwright/test";
import { settleOnAnchor } from "./support/anchors";
import { currentPath, describeAtEachWidth, dismissConsent, openPage, visit, type TestPage } from "./support/pages";
import { HEADER_ANCHORS, HEADER_LINKS, PROJECTS, ROUTES, squash } from "./support/routes";

/**
 * Navigation as a visitor uses it, at 375 px and 1280 px: the header's links
 * (content/navigation/index.md) and its anchors, the mobile menu, the footer's links, and the buttons that lead from
 * one page to another (docs/product.md, "Routes").
 */
const HOME = "/accueil";

/** The header's link to one of the home page's sections, as shown at this width. */
const headerLink = (page: Page, id: string): Locator =>
  page.locator(`header a[href="${HOME}#${id}"]`).filter({ visible: true }).first();

const menuButton = (page: Page): Locator => page.locator("header button[aria-expanded]").first();

/** Opens the mobile menu if the page has one shown at this width. */
const openMenuIfAny = async (page: Page) => {
  const button = menuButton(page);
  if (
    (await button.count()) > 0 &&
    (await button.isVisible()) &&
    (await button.getAttribute("aria-expanded")) !== "true"
  ) {
    await button.click();
    await expectExpanded(page, "true");
  }
};

const expectExpanded = async (page: Page, value: "true" | "false") => {
  await page.waitForFunction(
    (expected) => document.querySelector("header button[aria-expanded]")?.getAttribute("aria-expanded") === expected,
    value,
    { timeout: 5_000 },
  );
};

/** Where the page is after following a link: path, and the section on screen. */
const expectSectionShown = async (page: Page, id: string) => {
  await page.waitForURL((url) => url.pathname === HOME && url.hash === `#${id}`, { timeout: 10_000 });
  const position = await settleOnAnchor(page, id);
  expect({ id, ...position }).toEqual({ id, ...position, found: true, shown: true });
};

/** Goes to a page, or stays on it (scrolled to the top) when already there: fewer reloads. */
const ensureOn = async (target: TestPage, pathname: string) => {
  if (new URL(target.page.url()).pathname !== pathname) await visit(target, pathname);
  target.errors.length = 0;
  await dismissConsent(target.page);
  await scrollToTop(target.page);
};

const scrollToTop = async (page: Page) => {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
};

describeAtEachWidth((viewport, at) => {
  test("the header offers exactly the links of content/navigation/index.md, in their order", async () => {
    await visit(at.target, HOME);
    await dismissConsent(at.target.page);
    await openMenuIfAny(at.target.page);
    const hrefs = await at.target.page
      .locator("header nav a")
      .filter({ visible: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(HEADER_LINKS);
    await at.target.page.keyboard.press("Escape");
  });

  for (const id of HEADER_ANCHORS) {
    test(`the header link to #${id} scrolls to its section on /accueil`, async () => {
      const { page } = at.target;
      await ensureOn(at.target, HOME);
      await openMenuIfAny(page);
      await headerLink(page, id).click();
      await expectSectionShown(page, id);
      expect(at.target.errors).toEqual([]);
    });
  }

  for (const id of ["tarifs", "aboutUs"]) {
    test(`the header link to #${id} followed from a legal page, first visit, lands on its section`, async ({
      browser,
    }) => {
      // A fresh context: nothing cached, as for a visitor who arrives on a legal page from
      // a search engine. The home page's images are not decoded yet when Gatsby scrolls.
      const fresh = await openPage(browser, viewport);
      try {
        await visit(fresh, "/mentions-legales");
        await dismissConsent(fresh.page);
        await openMenuIfAny(fresh.page);
        await headerLink(fresh.page, id).click();
        await expectSectionShown(fresh.page, id);
        expect(fresh.errors).toEqual([]);
      } finally {
        await fresh.context.close();
      }
    });
  }

  for (const { name, id } of [
    { name: "Nos services", id: "services" },
    { name: "Démarrez votre projet", id: "contact" },
  ]) {
    test(`the hero button '${name}' scrolls to #${id}`, async () => {
      const { page } = at.target;
      await ensureOn(at.target, HOME);
      await page.locator("#hero").getByRole("link", { name }).first().click();
      await expectSectionShown(page, id);
      expect(at.target.errors).toEqual([]);
    });
  }

  test("'Voir nos réalisations →' leads to the portfolio", async () => {
    const { page } = at.target;
    await ensureOn(at.target, HOME);
    await page
      .getByRole("link", { name: /Voir nos réalisations/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/realisation", { timeout: 10_000 });
    await page.locator("main h1", { hasText: "Nos projets parlent" }).waitFor({ timeout: 10_000 });
    expect(at.target.errors).toEqual([]);
  });

  test("'Voir le Projet' on each card leads to that project's page", async () => {
    const { page } = at.target;
    await ensureOn(at.target, "/realisation");
    const buttons = page.getByRole("link", { name: "Voir le Projet" });
    const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect([...hrefs].sort()).toEqual(PROJECTS.map((project) => `/projet/${project.slug}`).sort());

    // Click one card per width (the first on mobile, the last on desktop).
    const index = viewport === "mobile" ? 0 : hrefs.length - 1;
    const project = PROJECTS.find((entry) => `/projet/${entry.slug}` === hrefs[index]);
    await buttons.nth(index).click();
    await page.waitForURL((url) => url.pathname === hrefs[index], { timeout: 10_000 });
    await page.locator("main h1", { hasText: (project?.title ?? "").slice(0, 30) }).waitFor({ timeout: 10_000 });
    expect(squash((await page.locator("main h1").first().textContent()) ?? "")).toBe(squash(project?.title ?? ""));
    expect(at.target.errors).toEqual([]);
  });

  test.describe("the footer", () => {
    let internal: string[] = [];

    test.beforeAll(async () => {
      await visit(at.target, "/mentions-legales");
      const hrefs = await at.target.page
        .locator("footer a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const links = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
      // Each home-page anchor is followed from another page (the harder case), alternating
      // with the links to other pages.
      const toHome = links.filter((href) => href.startsWith(`${HOME}#`));
      const others = links.filter((href) => !href.startsWith(`${HOME}#`));
      internal = [];
      for (let i = 0; i < Math.max(toHome.length, others.length); i += 1) {
        if (toHome[i]) internal.push(toHome[i]);
        if (others[i]) internal.push(others[i]);
      }
    });

    test("links to the portfolio, the five legal pages and the home sections", () => {
      const pages = ROUTES.filter((route) => route.kind === "legal" || route.kind === "portfolio").map(
        (route) => route.path,
      );
      for (const path of pages) expect(internal).toContain(path);
      expect(internal).toContain(HOME);
    });

    test("every internal link reaches a real page (and its section)", async () => {
      // One link after the other, from the footer of the page the previous link led to,
      // as a visitor browsing the site would (client-side navigation, no reload).
      const { page } = at.target;
      await visit(at.target, "/mentions-legales");
      await dismissConsent(page);
      // Every link is followed even when one fails; the problems are listed together.
      const problems: object[] = [];
      for (const href of internal) {
        at.target.errors.length = 0;
        const from = currentPath(page);
        await page.locator(`footer a[href="${href}"]`).first().click();
        const [pathname, hash] = href.split("#");
        await page.waitForURL((url) => url.pathname === pathname && url.hash === (hash ? `#${hash}` : ""), {
          timeout: 10_000,
        });
        // The new page has rendered once its title is there (Gatsby's Head runs after the page).
        const expected = ROUTES.find((route) => route.path === pathname);
        if (expected) {
          await page.waitForFunction(
            (parts) => parts.every((part) => document.title.replace(/\s+/g, " ").includes(part)),
            expected.titleParts.map(squash),
            { timeout: 10_000 },
          );
        }
        const h1 = squash((await page.locator("main h1").first().textContent()) ?? "");
        if (!h1 || /introuvable/i.test(h1)) problems.push({ from, href, h1 });
        if (hash) {
          const position = await settleOnAnchor(page, hash);
          if (!position.shown) problems.push({ from, href, sectionNotShown: position });
        }
        if (at.target.errors.length > 0) problems.push({ from, href, errors: [...at.target.errors] });
      }
      expect(problems).toEqual([]);
    });
  });
});

test.describe("the mobile menu (375 px)", () => {
  // One visitor's story, step by step: each test starts where the previous one left the menu.
  test.describe.configure({ mode: "serial" });

  let target: TestPage;

  test.beforeAll(async ({ browser }) => {
    target = await openPage(browser, "mobile");
    await visit(target, HOME);
    await dismissConsent(target.page);
  });

  test.afterAll(async () => {
    await target?.context.close();
  });

  const menuLinks = (page: Page) => page.locator("header nav a").filter({ visible: true });

  test("is closed at first, with its links hidden", async () => {
    const { page } = target;
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuLinks(page)).toHaveCount(0);
  });

  test("opens on the button and shows the header's links", async () => {
    const { page } = target;
    await menuButton(page).click();
    await expectExpanded(page, "true");
    await expect(menuLinks(page)).toHaveCount(HEADER_LINKS.length);
  });

  test("closes when a link is followed, and the page goes to the section", async () => {
    const { page } = target;
    await page.locator(`header a[href="${HOME}#tarifs"]`).filter({ visible: true }).click();
    await expectExpanded(page, "false");
    await expect(menuLinks(page)).toHaveCount(0);
    await expectSectionShown(page, "tarifs");
  });

  test("closes on Escape and gives the focus back to its button", async () => {
    const { page } = target;
    await menuButton(page).click();
    await expectExpanded(page, "true");
    await page.keyboard.press("Escape");
    await expectExpanded(page, "false");
    await expect(menuLinks(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
    expect(target.errors).toEqual([]);
  });
});

test.describe("at 1280 px the header shows its links without a menu button", () => {
  test("the menu button is hidden and the header's links are visible", async ({ browser }) => {
    const target = await openPage(browser, "desktop");
    await visit(target, HOME);
    const button = menuButton(target.page);
    expect((await button.count()) === 0 || !(await button.isVisible())).toBe(true);
    for (const link of HEADER_LINKS) {
      await expect(target.page.locator(`header a[href="${link}"]`).filter({ visible: true }).first()).toBeVisible();
    }
    await target.context.close();
  });
});
