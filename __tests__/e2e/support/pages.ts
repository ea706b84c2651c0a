import { test, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { BASE_URL, VIEWPORTS, watchPage } from "./browser";

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/**
 * YouTube cannot be reached offline. The project pages that embed a video load a
 * youtube-nocookie.com iframe: we answer those requests ourselves with a tiny HTML
 * page, so the test sees the page as a visitor with a network would (an iframe that
 * loads) instead of a DNS failure. This is a stub of the video player, not a way
 * to hide a failure: any other external request still fails and is reported.
 */
export const stubYouTube = async (context: BrowserContext) => {
  await context.route(/^https:\/\/(www\.)?youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="fr"><title>Lecteur vidéo (bouchon de test)</title><p>Vidéo</p></html>',
    }),
  );
};

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests since the last `visit`. */
  errors: string[];
}

/**
 * A fresh context (no cookies, no stored consent) at one of the two widths, YouTube
 * stubbed; `reducedMotion` emulates a visitor who asked for reduced motion.
 */
export const openPage = async (
  browser: Browser,
  viewport: ViewportName,
  {
    reducedMotion = false,
    size = VIEWPORTS[viewport],
  }: { reducedMotion?: boolean; size?: { width: number; height: number } } = {},
): Promise<TestPage> => {
  const context = await browser.newContext({
    viewport: size,
    locale: "fr-FR",
    reducedMotion: reducedMotion ? "reduce" : "no-preference",
  });
  await stubYouTube(context);
  const page = await context.newPage();
  const errors = watchPage(page);
  return { context, page, errors };
};

/**
 * Loads a path and waits until the page is quiet (hydrated, lazy chunks loaded),
 * clearing the error log first so it holds only this page's errors.
 */
/**
 * One `describe` per viewport width ("at the mobile width"…), whose tests share one page,
 * opened before them and closed after: `body` gets the width's name and the holder of
 * that page (`at.target`, set once `beforeAll` has run).
 */
export const describeAtEachWidth = (body: (viewport: ViewportName, at: { target: TestPage }) => void) => {
  for (const viewport of VIEWPORT_NAMES) {
    test.describe(`at the ${viewport} width`, () => {
      const at = {} as { target: TestPage };
      test.beforeAll(async ({ browser }) => {
        at.target = await openPage(browser, viewport);
      });
      test.afterAll(async () => {
        await at.target?.context.close();
      });
      body(viewport, at);
    });
  }
};

export const visit = async (
  target: TestPage,
  pathname: string,
  { waitUntil = "networkidle" }: { waitUntil?: "load" | "networkidle" } = {},
): Promise<Response | null> => {
  target.errors.length = 0;
  const response = await target.page.goto(`${BASE_URL}${pathname}`, { waitUntil });
  await waitForHydration(target.page);
  return response;
};

/** The page's first render has committed: gatsby-browser.tsx marks `<html data-hydrated>` then. */
export const waitForHydration = async (page: Page) => {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
};

/** Path of the page's URL, without the origin. */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.hash}`;
};

/** Waits until the window stops scrolling (smooth scrolling to an anchor). */
export const waitForScrollEnd = async (page: Page) => {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const first = window.scrollY;
        setTimeout(() => resolve(window.scrollY === first), 150);
      }),
    undefined,
    { timeout: 10_000, polling: 200 },
  );
};

/**
 * If a cookie-consent banner is shown, refuse (as easy as accepting, per the CNIL),
 * so that it does not cover what a test clicks. Returns whether a banner was there.
 */
export const dismissConsent = async (page: Page): Promise<boolean> => {
  const refuse = page.getByRole("button", { name: /^Refuser/ });
  if ((await refuse.count()) === 0 || !(await refuse.first().isVisible())) return false;
  await refuse.first().click();
  await refuse
    .first()
    .waitFor({ state: "hidden", timeout: 5_000 })
    .catch(() => undefined);
  return true;
};
