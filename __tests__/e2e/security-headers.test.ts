/**
 * The site under the HTTP headers Netlify sends (the rules the build writes into
 * public/_headers, each page's policy with its script hashes, added on
 * `gatsby serve` by the test; the deploy rehearsal, __tests__/netlify/, sees
 * them served by Netlify's own runtime): every page loads, hydrates,
 * loads its lazy parts and plays its video (the youtube-nocookie.com player a
 * poster creates on click) without a single Content-Security-Policy violation
 * or console error.
 */
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser } from "./support/browser";
import { openPage, visit } from "./support/pages";
import { ROOT, ROUTES } from "./support/routes";
import { applyNetlifyHeaders, recordCspViolations } from "./support/netlify-headers";

jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it.each(ROUTES.map((route) => [route.path]))("%s runs under its Content-Security-Policy", async (pathname) => {
  const target = await openPage(browser, "desktop");
  await applyNetlifyHeaders(target.context, BASE_URL, ROOT);
  await recordCspViolations(target.context);
  const response = await visit(target, pathname);
  expect(response?.headers()["content-security-policy"]).toMatch(/sha256-/);
  // Bring every lazy part in (contact form, images), then play the video, if any.
  await target.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await target.page.waitForTimeout(1200);
  await target.page.waitForLoadState("networkidle");
  if (ROUTES.find((route) => route.path === pathname)?.video) {
    await target.page.getByRole("button", { name: /^Lire la vidéo du projet / }).click();
    await target.page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor();
    await target.page.waitForLoadState("networkidle");
  }

  const violations = await target.page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(violations).toEqual([]);
  expect(target.errors).toEqual([]);
  await target.context.close();
});
