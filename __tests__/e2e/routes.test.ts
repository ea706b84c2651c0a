import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser } from "./support/browser";
import { openPage, visit, VIEWPORT_NAMES, waitForHydration, type TestPage } from "./support/pages";
import { REDIRECT_CASES, ROUTES, squash } from "./support/routes";

/**
 * Every route of spec §2, at 375 px and 1280 px: a real 200 page with its title,
 * one main heading, the French language, and not a single console error or
 * failed request. Then the paths that are not pages, which must end where the
 * specification sends the visitor.
 */
jest.setTimeout(60_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

test("the route table covers the specification's routes", () => {
  const kinds = ROUTES.reduce<Record<string, number>>((count, route) => {
    count[route.kind] = (count[route.kind] ?? 0) + 1;
    return count;
  }, {});
  expect(kinds).toEqual({ home: 1, portfolio: 1, project: 7, legal: 5 });
});

describe.each(VIEWPORT_NAMES)("at the %s width", (viewport) => {
  let target: TestPage;

  beforeAll(async () => {
    target = await openPage(browser, viewport);
  });

  afterAll(async () => {
    await target?.context.close();
  });

  test.each(ROUTES)("$path answers 200 with its title, heading and language", async (route) => {
    const response = await visit(target, route.path);
    const { page } = target;

    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(route.path);

    const title = squash(await page.title());
    for (const part of route.titleParts) expect(title).toContain(squash(part));

    expect(await page.getAttribute("html", "lang")).toBe("fr");

    const main = page.locator("main");
    expect(await main.count()).toBe(1);
    const headings = main.locator("h1");
    expect(await headings.count()).toBe(1);
    expect(await headings.first().isVisible()).toBe(true);
    const h1 = squash((await headings.first().textContent()) ?? "");
    expect(h1.length).toBeGreaterThan(0);
    if (route.h1) expect(h1).toBe(squash(route.h1));

    // No page is left on the 404 screen or the "no data" state.
    expect(h1).not.toMatch(/introuvable/i);
    expect(await page.getByText("No project data available").count()).toBe(0);

    if (route.video) {
      // A poster until the visitor plays it (video.test.ts): no player, nothing from YouTube yet.
      expect(await page.locator("iframe").count()).toBe(0);
      expect(await page.getByRole("button", { name: /^Lire la vidéo du projet / }).count()).toBe(1);
    }

    expect(target.errors).toEqual([]);
  });

  test.each(REDIRECT_CASES)("$from answers $status and ends on $to", async ({ from, to, status }) => {
    const { page } = target;
    const response = await page.goto(`${BASE_URL}${from}`, { waitUntil: "load" });
    expect(response?.status()).toBe(status);
    await page.waitForURL((url) => url.pathname === to, { timeout: 15_000 });
    await waitForHydration(page);
    const h1 = squash((await page.locator("main h1").first().textContent()) ?? "");
    expect(h1).not.toMatch(/introuvable/i);
    expect(h1.length).toBeGreaterThan(0);
  });
});
