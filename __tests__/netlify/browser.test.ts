/**
 * Every page in Chromium, exactly as Netlify's runtime serves it: the
 * Content-Security-Policy and the other headers come from the server, not from
 * the test. Each page loads, hydrates, brings in its lazy parts (the contact
 * form, images) and, on a project with a video, the player, without a single
 * CSP violation or console error, every file it loads (bundles, fonts, images,
 * page data) served under the policy of files that are not pages; the contact
 * form is sent with and without JavaScript; an SVG holding a script, opened on
 * its own, runs nothing; /admin/ boots the CMS under its own policy.
 */
import * as fs from "fs";
import * as path from "path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { watchPage } from "../e2e/support/browser";
import { stubYouTube, waitForHydration } from "../e2e/support/pages";
import { recordCspViolations } from "../e2e/support/netlify-headers";
import { ROUTES } from "../e2e/support/routes";
import { FILE_POLICY } from "../../src/node/postbuild/header-policy";
import { PREVIEW_URL, PUBLIC } from "./support";

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

/**
 * The files of the site a page loads (not the page itself, nor the contact function), each with its
 * resource type and the Content-Security-Policy it was served with.
 */
const recordFiles = (page: Page) => {
  const files: { url: string; type: string; status: number; policy: string | undefined }[] = [];
  page.on("response", (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (url.origin !== PREVIEW_URL || request.isNavigationRequest() || url.pathname.startsWith("/api/")) return;
    files.push({
      url: url.pathname,
      type: request.resourceType(),
      status: response.status(),
      policy: response.headers()["content-security-policy"],
    });
  });
  return files;
};

for (const [pathname, video] of PAGES) {
  test(`${pathname} runs under the policy Netlify serves, with no violation and no error`, async ({ browser }) => {
    const { context, page, errors } = await open(browser);
    const files = recordFiles(page);
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
      // Its bundles, fonts and page data (and images, where it has some) loaded, each served under the
      // policy of the files that are not pages: that policy governs a file opened on its own, not the page.
      for (const kind of [/\.js$/, /\.woff2$/, /^\/page-data\/.+\.json$/])
        expect([String(kind), files.some((file) => kind.test(file.url))]).toEqual([String(kind), true]);
      // On an unknown address, Gatsby asks for its page data and the address itself: 404s, answered with the 404 page.
      const expected404 = (file: (typeof files)[number]) => pathname === "/adresse-inconnue" && file.status === 404;
      expect(files.filter((file) => !expected404(file) && (file.status >= 400 || file.policy !== FILE_POLICY))).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  });
}

test("the web manifest a page links after its first paint is read, with its icons", async ({ browser }) => {
  const { context, page, errors } = await open(browser);
  const files = recordFiles(page);
  try {
    await page.goto(`${PREVIEW_URL}/accueil`, { waitUntil: "networkidle" });
    await page.locator('link[rel="manifest"]').waitFor({ state: "attached" });
    // What Chromium itself fetches and parses to install the site (DevTools' Application panel).
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ name: expect.stringMatching(/Voltis/) });
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(files.filter((file) => file.status >= 400 || file.policy !== FILE_POLICY)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an SVG holding a script, opened on its own, runs nothing and has an origin of its own", async ({ browser }) => {
  // A drawing as a writer's upload or a content image could bring one, put among the build's files for this test.
  const folder = path.join(PUBLIC, "static", `csp-test-${process.pid}-${Date.now()}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, "dessin.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>rect{fill:#0a0}</style>' +
      '<rect width="10" height="10"/><script>document.documentElement.setAttribute("data-ran","oui")</script></svg>',
  );
  const { context, page } = await open(browser);
  try {
    const address = `${PREVIEW_URL}/static/${path.basename(folder)}/dessin.svg`;
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toBe(FILE_POLICY);
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-ran"))).toBeNull();
    // Sandboxed: not the site's origin, so not /admin/'s either.
    expect(await page.evaluate(() => window.origin)).toBe("null");
    // Its own styles still apply.
    expect(await page.locator("rect").evaluate((rect) => getComputedStyle(rect).fill)).toBe("rgb(0, 170, 0)");
  } finally {
    await context.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** The quote-request form of /accueil, filled as a visitor would; the hidden field only robots fill, filled too. */
const fillQuoteRequest = async (page: Page) => {
  await page.getByLabel("Nom complet", { exact: true }).fill("Camille Martin");
  await page.getByLabel("Entreprise", { exact: true }).fill("Atelier Lumen");
  await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier-lumen.fr");
  await page.getByLabel("Votre projet", { exact: true }).fill("Une boutique en ligne pour nos céramiques.");
  // So the request lands among the robots' (spam/, never mailed, answered like a success) and leaves the outbox
  // that __tests__/netlify/contact.test.ts counts alone: what is checked here is the browser's side.
  await page.locator("#contact-website").fill("https://robot.example", { force: true });
};

test("the contact form, with JavaScript, is sent and answered under the page's policy", async ({ browser }) => {
  const { context, page, errors } = await open(browser);
  try {
    await page.goto(`${PREVIEW_URL}/accueil`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.getByTestId("contact-form").waitFor();
    await fillQuoteRequest(page);
    await page.getByLabel("Téléphone", { exact: true }).click();
    await page.getByLabel("Téléphone", { exact: true }).press("End");
    await page.getByLabel("Téléphone", { exact: true }).pressSequentially("612345678");
    await page.getByRole("combobox", { name: "Budget estimé" }).click();
    await page.getByRole("option", { name: /^2.800.€/ }).click();
    const answered = page.waitForResponse(
      (response) => response.url().endsWith("/api/contact-us") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText("email envoyé avec succès").waitFor();
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the contact form, without JavaScript: the refusal page and the confirmation, without a policy error", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: "fr-FR",
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  // Without scripts no listener can run in the page: Chromium reports each refusal of a policy in the console.
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  try {
    await page.goto(`${PREVIEW_URL}/accueil#contact`, { waitUntil: "load" });
    await fillQuoteRequest(page);
    await page.getByLabel("Téléphone", { exact: true }).fill("06 12 34 56 78");
    await page.getByLabel("Budget estimé").selectOption({ label: "2\u00a0800\u00a0€ – 10\u00a0000\u00a0€" });
    // An address the browser's own check lets through and the server's refuses.
    await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/contact-us")),
      page.getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    await page.waitForLoadState("load");
    expect(refused.status()).toBe(400);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Votre demande n’est pas encore envoyée");
    // The page's own inline style applies under its own policy (style-src 'unsafe-inline').
    expect(await page.locator("body").evaluate((body) => getComputedStyle(body).margin)).not.toBe("8px");

    // Corrected there, it goes to the confirmation page (form-action 'self', then the function's redirect).
    await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier-lumen.fr");
    await page.locator("#contact-website").fill("https://robot.example", { force: true });
    await Promise.all([
      page.waitForURL(/\/merci\/?$/),
      page.getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Merci, votre demande est bien reçue");
    expect(refusals).toEqual([]);
  } finally {
    await context.close();
  }
});

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
