/**
 * Every page in Chromium, exactly as Netlify's runtime serves it: the
 * Content-Security-Policy and the other headers come from the server, not from
 * the test. Each page loads, hydrates, brings in its lazy parts (the contact
 * form, images) and, on a project with a video, the player, without a single
 * CSP violation or console error; /admin/ boots the CMS under its own policy.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { watchPage } from "../e2e/support/browser";
import { stubYouTube } from "../e2e/support/pages";
import { recordCspViolations } from "../e2e/support/netlify-headers";
import { ROUTES } from "../e2e/support/routes";
import { PREVIEW_URL } from "./support";

const open = async (browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "fr-FR" });
  await stubYouTube(context);
  await recordCspViolations(context);
  const page = await context.newPage();
  return { context, page, errors: watchPage(page) };
};

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

const PAGES: [string, string | undefined][] = [
  ...ROUTES.map((route): [string, string | undefined] => [route.path, route.video]),
  ["/merci", undefined],
  ["/adresse-inconnue", undefined],
];

for (const [pathname, video] of PAGES) {
  test(`${pathname} runs under the policy Netlify serves, with no violation and no error`, async ({ browser }) => {
    const { context, page, errors } = await open(browser);
    try {
      const response = await page.goto(`${PREVIEW_URL}${pathname}`, { waitUntil: "networkidle" });
      expect(response?.headers()["content-security-policy"]).toMatch(/'sha256-/);
      // Hydrated: the page's own scripts, allowed by hash, ran.
      await page.waitForFunction(() => document.documentElement.classList.contains("js"));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1200);
      await page.waitForLoadState("networkidle");
      if (video) {
        await page.getByRole("button", { name: /^Lire la vidéo du projet / }).click();
        await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor();
        await page.waitForLoadState("networkidle");
      }
      expect(await violationsOf(page)).toEqual([]);
      // An unknown address answers 404 on purpose (and its page then sends the visitor on).
      expect(errors.filter((error) => !/404/.test(error) || pathname !== "/adresse-inconnue")).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("/admin/ boots the CMS under its own policy ('unsafe-eval' for its config check) and offers the GitHub login", async ({
  browser,
}) => {
  const { context, page } = await open(browser);
  try {
    const response = await page.goto(`${PREVIEW_URL}/admin/`);
    await page.getByRole("button", { name: "Se connecter avec GitHub" }).waitFor({ timeout: 60_000 });
    expect(response?.headers()["content-security-policy"]).toContain("'unsafe-eval'");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // On 127.0.0.1 Decap first probes decap-server (port 8081), which the production policy refuses:
    // that probe is the only violation allowed; it then falls back to the GitHub backend.
    expect((await violationsOf(page)).filter((v) => !v.startsWith("connect-src http://127.0.0.1:8081"))).toEqual([]);
  } finally {
    await context.close();
  }
});
