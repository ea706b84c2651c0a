import { expect, test } from "@playwright/test";
import { BASE_URL } from "./support/browser";
import { describeAtEachWidth, visit, waitForHydration } from "./support/pages";
import { REDIRECT_CASES, ROUTES, squash } from "./support/routes";

/**
 * Every route of the site, at 375 px and 1280 px: a real 200 page with its title,
 * one main heading, the French language, and not a single console error or
 * failed request. Then the paths that are not pages, which must end where the
 * site sends the visitor.
 */
test("the route table covers every kind of page", () => {
  const kinds = ROUTES.reduce<Record<string, number>>((count, route) => {
    count[route.kind] = (count[route.kind] ?? 0) + 1;
    return count;
  }, {});
  // The site's own pages, then each kind with pages of the content model: today 7 projects and 5 legal pages.
  expect(kinds).toMatchObject({ home: 1, portfolio: 1, projects: 7, legal: 5 });
});

describeAtEachWidth((viewport, at) => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its title, heading and language`, async () => {
      const response = await visit(at.target, route.path);
      const { page } = at.target;

      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route.path);

      const title = squash(await page.title());
      for (const part of route.titleParts) expect(title).toContain(squash(part));

      await expect(page.locator("html")).toHaveAttribute("lang", "fr");

      const main = page.locator("main");
      await expect(main).toHaveCount(1);
      const headings = main.locator("h1");
      await expect(headings).toHaveCount(1);
      await expect(headings.first()).toBeVisible();
      const h1 = squash((await headings.first().textContent()) ?? "");
      expect(h1.length).toBeGreaterThan(0);
      if (route.h1) expect(h1).toBe(squash(route.h1));

      // No page is left on the 404 screen or the "no data" state.
      expect(h1).not.toMatch(/introuvable/i);
      await expect(page.getByText("No project data available")).toHaveCount(0);

      if (route.video) {
        // A poster until the visitor plays it (video.test.ts): no player, nothing from YouTube yet.
        await expect(page.locator("iframe")).toHaveCount(0);
        await expect(page.getByRole("button", { name: /^Lire la vidéo du projet / })).toHaveCount(1);
      }

      expect(at.target.errors).toEqual([]);
    });
  }

  for (const { from, to, status } of REDIRECT_CASES) {
    test(`${from} answers ${status} and ends on ${to}`, async () => {
      const { page } = at.target;
      at.target.errors.length = 0;
      const response = await page.goto(`${BASE_URL}${from}`, { waitUntil: "load" });
      // The first answer of the server: a redirect is followed by the browser, a 404 page is served.
      const first = response?.request().redirectedFrom() ?? response?.request();
      expect((await first?.response())?.status()).toBe(status);
      await page.waitForURL((url) => url.pathname === to, { timeout: 15_000 });
      await waitForHydration(page);
      const h1 = squash((await page.locator("main h1").first().textContent()) ?? "");
      expect(h1).not.toMatch(/introuvable/i);
      expect(h1.length).toBeGreaterThan(0);
    });
  }
});
