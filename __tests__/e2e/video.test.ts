/**
 * A project video in a real browser (CNIL: nothing reaches Google before the
 * visitor asks): the page shows a poster; no request leaves the site while it
 * loads and scrolls; a click creates the youtube-nocookie.com player in the same
 * box, under the site's Content-Security-Policy (the one the deploy rehearsal
 * serves, as Netlify would), and moves the focus to it. Without JavaScript the
 * poster is a plain link to the video on youtube.com.
 *
 * There is no internet here: every request that leaves the site is recorded,
 * YouTube's answered by a stand-in page, any other refused.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL, VIEWPORTS, watchPage } from "./support/browser";
import { VIEWPORT_NAMES, waitForHydration } from "./support/pages";
import { recordCspViolations } from "./support/netlify-headers";
import { PROJECTS } from "./support/routes";
import { youTubeVideo, type YouTubeVideo } from "../../src/lib/youtube";

const project = PROJECTS.find((candidate) => candidate.youtube);
if (!project) throw new Error("Aucun projet n’a de vidéo (youtubeLink_embeded) : ce test n’a rien à vérifier.");
const video = youTubeVideo(project.youtube) as YouTubeVideo;
const PATH = `/projet/${project.slug}`;
const PLAY_NAME = `Lire la vidéo du projet ${project.name}`;

const STAND_IN = '<!doctype html><html lang="fr"><title>Lecteur vidéo (bouchon de test)</title><p>Vidéo</p></html>';

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Every request that left the site, in order. */
  outside: string[];
  errors: string[];
}

const newVisitor = async (
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  { javaScriptEnabled = true } = {},
): Promise<Visitor> => {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: "fr-FR", javaScriptEnabled });
  await recordCspViolations(context);
  const outside: string[] = [];
  const origin = new URL(BASE_URL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = route.request().url();
      outside.push(url);
      return /^https:\/\/www\.youtube(-nocookie)?\.com\//.test(url)
        ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: STAND_IN })
        : route.abort("blockedbyclient");
    },
  );
  const page = await context.newPage();
  const errors = javaScriptEnabled ? watchPage(page) : [];
  return { context, page, outside, errors };
};

const stageBox = (page: Page) => page.getByTestId("project-stage").boundingBox();

for (const viewport of VIEWPORT_NAMES) {
  test.describe(`${PATH} at the ${viewport} width`, () => {
    test("serves no player and contacts no Google or YouTube host while loading and scrolling", async ({ browser }) => {
      const visitor = await newVisitor(browser, viewport);
      const response = await visitor.page.goto(`${BASE_URL}${PATH}`, { waitUntil: "networkidle" });
      await waitForHydration(visitor.page);
      const html = (await response?.text()) ?? "";
      expect(html).toContain("data-video-poster");
      expect(html).not.toMatch(/<iframe/i);

      // Down to the bottom of the page and back, letting lazy parts (images, contact form) load.
      await visitor.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await visitor.page.waitForTimeout(1000);
      await visitor.page.waitForLoadState("networkidle");
      await visitor.page.evaluate(() => window.scrollTo(0, 0));
      await visitor.page.waitForTimeout(300);

      expect(visitor.outside).toEqual([]);
      expect(await visitor.page.locator("iframe").count()).toBe(0);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });

    test("a click creates the youtube-nocookie.com player in the same box, focused, under the site's CSP", async ({
      browser,
    }) => {
      const visitor = await newVisitor(browser, viewport);
      const response = await visitor.page.goto(`${BASE_URL}${PATH}`, { waitUntil: "networkidle" });
      // The page is served under its policy, which lets the player's frame in and nothing else.
      expect(response?.headers()["content-security-policy"]).toMatch(
        /(^|;)\s*frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/,
      );
      await waitForHydration(visitor.page);
      const play = visitor.page.getByRole("button", { name: PLAY_NAME });
      await play.scrollIntoViewIfNeeded();
      const before = await stageBox(visitor.page);
      expect(visitor.outside).toEqual([]);

      await play.click();
      const player = visitor.page.getByTestId("project-stage").locator("iframe");
      await player.waitFor();
      expect(await player.getAttribute("src")).toBe(video.playerUrl);
      expect(video.playerUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
      expect(await player.getAttribute("title")).toBe(`Vidéo de présentation du projet ${project.name}`);
      expect(await player.evaluate((frame) => document.activeElement === frame)).toBe(true);
      // Still at the visitor's page (no navigation), in a box of the same size at the same place.
      expect(new URL(visitor.page.url()).pathname).toBe(PATH);
      expect(await stageBox(visitor.page)).toEqual(before);

      await visitor.page.waitForLoadState("networkidle");
      // The one request that leaves the site is the player the visitor asked for.
      expect(visitor.outside).toEqual([video.playerUrl]);
      expect(visitor.outside.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
      expect(
        await visitor.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      ).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });

    test("plays from the keyboard too: Enter on the focused poster, and the focus is on the player", async ({
      browser,
    }) => {
      const visitor = await newVisitor(browser, viewport);
      await visitor.page.goto(`${BASE_URL}${PATH}`, { waitUntil: "networkidle" });
      await waitForHydration(visitor.page);
      const play = visitor.page.getByRole("button", { name: PLAY_NAME });
      await play.focus();
      // The focus ring shows on the poster (drawn inside the box, which clips anything outside).
      expect(await play.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
      await visitor.page.keyboard.press("Enter");
      const player = visitor.page.getByTestId("project-stage").locator("iframe");
      await player.waitFor();
      expect(await player.evaluate((frame) => document.activeElement === frame)).toBe(true);
      expect(new URL(visitor.page.url()).pathname).toBe(PATH);
      await visitor.context.close();
    });
  });
}

test.describe(`${PATH} without JavaScript`, () => {
  test("shows the poster as a link to the video on youtube.com, with its image and its notice", async ({ browser }) => {
    const visitor = await newVisitor(browser, "mobile", { javaScriptEnabled: false });
    await visitor.page.goto(`${BASE_URL}${PATH}`, { waitUntil: "networkidle" });
    expect(visitor.outside).toEqual([]);
    expect(await visitor.page.locator("iframe").count()).toBe(0);

    const link = visitor.page.getByRole("link", { name: PLAY_NAME });
    expect(await link.getAttribute("href")).toBe(video.watchUrl);
    expect(video.watchUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
    await expect(link).toBeVisible();
    const image = visitor.page.getByTestId("project-stage").locator("img").filter({ visible: true });
    expect(await image.count()).toBeGreaterThan(0);
    await expect(visitor.page.getByText(/^Vidéo hébergée par YouTube/)).toBeVisible();

    // Following it leaves for YouTube (answered here by the stand-in).
    await link.click();
    await visitor.page.waitForURL(video.watchUrl);
    expect(visitor.outside).toEqual([video.watchUrl]);
    await visitor.context.close();
  });
});
