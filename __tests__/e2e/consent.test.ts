/**
 * Consent and analytics in a real browser (CNIL rules, docs/product.md, "Analytics and
 * consent"), on two builds:
 * - the variant built WITH a measurement ID (G-TEST12345), built and served by
 *   its own deploy rehearsal at ANALYTICS_BASE_URL (a webServer of
 *   playwright.config.ts): nothing reaches Google before consent; Accepter
 *   updates the consent and counts one page view per page; Refuser sets no
 *   cookie; the choice is remembered; field Core Web Vitals (LCP, CLS, INP)
 *   load and are sent only after Accepter, once per page view;
 * - the main build (no ID), as the deploy rehearsal serves it at BASE_URL with
 *   Netlify's headers: no analytics code at all, web-vitals included.
 *
 * There is no internet here: Google's tag (gtag.js) is answered by a stub that
 * records what the site pushes to `dataLayer` and, like the real tag, writes the
 * _ga cookie only once analytics storage is granted. Every other request to a
 * Google host is recorded and refused.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL, watchPage } from "./support/browser";
import { stubYouTube, waitForHydration } from "./support/pages";
import { ANALYTICS_BASE_URL, TEST_MEASUREMENT_ID } from "./support/servers";
import { ROUTES } from "./support/routes";
import { recordCspViolations } from "./support/netlify-headers";
import { parseCsp } from "../../src/node/postbuild/header-policy";

const GOOGLE_HOST =
  /^https?:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)\//;
const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

/** Stands in for gtag.js: records the dataLayer, sets _ga once analytics storage is granted. */
const GTAG_STUB = `
(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  var stub = (window.__gtagStub = { loaded: true, commands: [] });
  var granted = false;
  function handle(entry) {
    var args = Array.prototype.slice.call(entry);
    stub.commands.push(JSON.parse(JSON.stringify(args)));
    if (args[0] === "consent" && args[2] && args[2].analytics_storage) granted = args[2].analytics_storage === "granted";
    if (args[0] === "event" && granted && !window["ga-disable-${TEST_MEASUREMENT_ID}"]) {
      document.cookie = "_ga=GA1.1.1234567890.1700000000; path=/; max-age=34190000";
    }
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dl, arguments);
  };
})();`;

type Command = [string, ...unknown[]];

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Requests to Google hosts, the stubbed tag included. */
  googleRequests: string[];
  /** Requests for the web-vitals chunk (its own file, named by webpackChunkName). */
  vitalsChunks: string[];
  errors: string[];
}

const VITALS_CHUNK = /\/web-vitals-[\w]+\.js$/;

/**
 * A new visitor (no cookie, nothing stored). CSP violations are recorded under the
 * policy Netlify serves (both builds are served by a deploy rehearsal).
 */
const newVisitor = async (browser: Browser): Promise<Visitor> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "fr-FR" });
  await stubYouTube(context);
  await recordCspViolations(context);
  const googleRequests: string[] = [];
  await context.route(GOOGLE_HOST, (route) => {
    const url = route.request().url();
    googleRequests.push(url);
    return GTAG_URL.test(url)
      ? route.fulfill({ status: 200, contentType: "text/javascript", body: GTAG_STUB })
      : route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  const errors = watchPage(page);
  const vitalsChunks: string[] = [];
  page.on("request", (request) => {
    if (VITALS_CHUNK.test(new URL(request.url()).pathname)) vitalsChunks.push(request.url());
  });
  return { context, page, googleRequests, vitalsChunks, errors };
};

const open = async (visitor: Visitor, base: string, pathname: string) => {
  await visitor.page.goto(`${base}${pathname}`, { waitUntil: "networkidle" });
  await waitForHydration(visitor.page);
};

const analyticsCookies = async (visitor: Visitor) =>
  (await visitor.context.cookies())
    .filter((cookie) => /^_ga|^_gid|^_gat/.test(cookie.name))
    .map((cookie) => cookie.name);

/** What the stubbed tag received, once it has loaded. */
const tagCommands = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gtagStub?: { commands: Command[] } }).__gtagStub?.commands ?? null);

const pageViews = async (page: Page) =>
  ((await tagCommands(page)) ?? [])
    .filter(([command, name]) => command === "event" && name === "page_view")
    .map(([, , params]) => (params as { page_path: string }).page_path);

/** Waits until the tag has received `count` page views (a loaded machine can be slow), then a little more, to catch a duplicate. */
const waitForPageViews = async (page: Page, count: number) => {
  await page.waitForFunction(
    (expected) =>
      ((window as unknown as { __gtagStub?: { commands: unknown[][] } }).__gtagStub?.commands ?? []).filter(
        ([command, name]) => command === "event" && name === "page_view",
      ).length >= expected,
    count,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(500);
};

const banner = (page: Page) => page.getByRole("region", { name: "Cookies et mesure d’audience" });

const VITALS = ["LCP", "CLS", "INP"];

interface VitalEvent {
  name: string;
  value: number;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: string;
  page_path: string;
  non_interaction: boolean;
}

/** The Core Web Vitals events the tag received. */
const vitalEvents = async (page: Page): Promise<VitalEvent[]> =>
  ((await tagCommands(page)) ?? [])
    .filter(([command, name]) => command === "event" && VITALS.includes(name as string))
    .map(([, name, params]) => ({ name, ...(params as Omit<VitalEvent, "name">) }) as VitalEvent);

/**
 * What happens when the visitor switches tabs or leaves: the page becomes
 * hidden, and web-vitals reports CLS and INP (and LCP if no input did before).
 * Headless Chromium keeps its pages visible, so the state is set by hand.
 */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

/** The visitor comes back to the tab. */
const showPage = (page: Page) =>
  page.evaluate(() => {
    delete (document as unknown as Record<string, unknown>).visibilityState;
    delete (document as unknown as Record<string, unknown>).hidden;
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

/** Waits until the tag has received these vitals events (or fails with what it got). */
const waitForVitals = async (page: Page, expected: { name: string; page_path: string }[]) => {
  await page
    .waitForFunction(
      (wanted) => {
        const commands =
          (window as unknown as { __gtagStub?: { commands: [string, string, { page_path?: string }][] } }).__gtagStub
            ?.commands ?? [];
        return wanted.every(({ name, page_path }) =>
          commands.some(
            ([command, event, params]) => command === "event" && event === name && params?.page_path === page_path,
          ),
        );
      },
      expected,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`Attendu ${JSON.stringify(expected)}, reçu ${JSON.stringify(await vitalEvents(page))}`);
    });
};

/** A real input (trusted, unlike a script's event): it ends LCP, and counts as an interaction for INP. */
const interact = async (page: Page) => {
  await page.locator("h1").first().click();
  await page.keyboard.press("Shift");
};

test.describe("site built with a measurement ID", () => {
  test("the confirmation of a quote request (/merci) carries no analytics at all, while the home page does", async ({
    request,
  }) => {
    const page = async (pathname: string) => {
      const response = await request.get(`${ANALYTICS_BASE_URL}${pathname}`);
      expect(response.status()).toBe(200);
      return response.text();
    };
    const home = await page("/accueil");
    expect(home).toContain("googletagmanager");
    const confirmation = await page("/merci");
    expect(confirmation).toContain("Merci, votre demande est bien reçue");
    expect(confirmation).not.toMatch(/googletagmanager|gtag\(|data-consent-category/);
  });

  test("before any choice: the banner asks, nothing reaches Google, no cookie, no page view", async ({ browser }) => {
    const visitor = await newVisitor(browser);
    await open(visitor, ANALYTICS_BASE_URL, "/accueil");
    await banner(visitor.page).waitFor();
    await visitor.page.waitForTimeout(1500);
    // Reading, clicking, leaving the tab: still nothing measured.
    await interact(visitor.page);
    await hidePage(visitor.page);
    await visitor.page.waitForTimeout(500);
    await showPage(visitor.page);

    expect(visitor.googleRequests).toEqual([]);
    expect(visitor.vitalsChunks).toEqual([]);
    expect(await analyticsCookies(visitor)).toEqual([]);
    const state = await visitor.page.evaluate(() => ({
      gtag: typeof (window as unknown as { gtag?: unknown }).gtag,
      dataLayer: ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)),
    }));
    expect(state.gtag).toBe("undefined");
    // Only the Consent Mode defaults: every storage denied, nothing configured, nothing sent.
    expect(state.dataLayer).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })],
    ]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test("Accepter: consent updated before the tag configures, one page view per page, remembered on the next visit", async ({
    browser,
  }) => {
    const visitor = await newVisitor(browser);
    await open(visitor, ANALYTICS_BASE_URL, "/accueil");
    await visitor.page.getByRole("button", { name: "Accepter" }).click();
    await expect(banner(visitor.page)).toHaveCount(0);
    await waitForPageViews(visitor.page, 1);

    const commands = (await tagCommands(visitor.page)) ?? [];
    const index = (predicate: (command: Command) => boolean) => commands.findIndex(predicate);
    const update = index(
      ([c, kind, value]) =>
        c === "consent" &&
        kind === "update" &&
        (value as { analytics_storage?: string }).analytics_storage === "granted",
    );
    const config = index(([c, id]) => c === "config" && id === TEST_MEASUREMENT_ID);
    expect(index(([c, kind]) => c === "consent" && kind === "default")).toBe(0);
    expect(update).toBeGreaterThan(0);
    expect(config).toBeGreaterThan(update);
    expect(await pageViews(visitor.page)).toEqual(["/accueil"]);
    expect(await analyticsCookies(visitor)).toEqual(["_ga"]);
    expect(visitor.googleRequests.filter((url) => GTAG_URL.test(url))).toHaveLength(1);

    // Moving to another page inside the site: exactly one more page view.
    await visitor.page.locator('a[href="/realisation"]').first().click();
    await visitor.page.waitForURL(`${ANALYTICS_BASE_URL}/realisation`);
    await waitForPageViews(visitor.page, 2);
    expect(await pageViews(visitor.page)).toEqual(["/accueil", "/realisation"]);

    // Next visit: no banner, measured at once, with the consent granted before configuration.
    await open(visitor, ANALYTICS_BASE_URL, "/cgu");
    await waitForPageViews(visitor.page, 1);
    expect(await banner(visitor.page).count()).toBe(0);
    expect(await pageViews(visitor.page)).toEqual(["/cgu"]);
    const next = (await tagCommands(visitor.page)) ?? [];
    const grantedAt = next.findIndex(([c, kind]) => c === "consent" && kind === "update");
    expect(grantedAt).toBeGreaterThan(-1);
    expect(next.findIndex(([c]) => c === "config")).toBeGreaterThan(grantedAt);

    const stored = await visitor.page.evaluate(() => JSON.parse(localStorage.getItem("voltis-consent") ?? "null"));
    const months = (stored.expires - Date.parse(stored.date)) / (30.44 * 24 * 3600 * 1000);
    expect(stored.analytics).toBe(true);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.1);
    // Google's tag and its inline configuration ran under the Content-Security-Policy Netlify serves, which
    // names no host for scripts: the tag runs because the site's trusted bundle adds it ('strict-dynamic').
    const served = await visitor.context.request.get(`${ANALYTICS_BASE_URL}/cgu`);
    const scriptSrc = parseCsp(served.headers()["content-security-policy"] ?? "").get("script-src") ?? [];
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc.filter((source) => /googletagmanager|'self'/.test(source))).toEqual([]);
    expect(
      await visitor.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test("Refuser: no request to Google, no analytics cookie, and the banner does not come back", async ({ browser }) => {
    const visitor = await newVisitor(browser);
    await open(visitor, ANALYTICS_BASE_URL, "/accueil");
    await visitor.page.getByRole("button", { name: "Refuser" }).click();
    await expect(banner(visitor.page)).toHaveCount(0);
    await visitor.page.locator('a[href="/realisation"]').first().click();
    await visitor.page.waitForURL(`${ANALYTICS_BASE_URL}/realisation`);
    await open(visitor, ANALYTICS_BASE_URL, "/politique-cookies");
    await visitor.page.waitForTimeout(1000);

    await interact(visitor.page);
    await hidePage(visitor.page);
    await visitor.page.waitForTimeout(500);
    await showPage(visitor.page);

    expect(await banner(visitor.page).count()).toBe(0);
    expect(visitor.googleRequests).toEqual([]);
    expect(visitor.vitalsChunks).toEqual([]);
    expect(await analyticsCookies(visitor)).toEqual([]);
    expect(await tagCommands(visitor.page)).toBeNull();
    await expect(visitor.page.getByText("Vous avez refusé la mesure d’audience le")).toBeVisible();
    await visitor.context.close();
  });

  test("« Gérer les cookies » in the footer withdraws consent: cookie deleted, nothing more counted", async ({
    browser,
  }) => {
    const visitor = await newVisitor(browser);
    await open(visitor, ANALYTICS_BASE_URL, "/accueil");
    await visitor.page.getByRole("button", { name: "Accepter" }).click();
    await visitor.page.waitForFunction(() => Boolean((window as unknown as { __gtagStub?: unknown }).__gtagStub));
    expect(await analyticsCookies(visitor)).toEqual(["_ga"]);

    const manage = visitor.page.getByRole("button", { name: "Gérer les cookies" });
    await manage.click();
    await banner(visitor.page).waitFor();
    // Focus moves into the banner (keyboard and screen-reader users land on it).
    expect(await visitor.page.evaluate(() => document.activeElement?.closest("[data-consent-banner]") !== null)).toBe(
      true,
    );
    await visitor.page.getByRole("button", { name: "Refuser" }).click();
    expect(await visitor.page.evaluate(() => document.activeElement?.textContent)).toBe("Gérer les cookies");
    expect(await analyticsCookies(visitor)).toEqual([]);

    await visitor.page.locator('a[href="/realisation"]').first().click();
    await visitor.page.waitForURL(`${ANALYTICS_BASE_URL}/realisation`);
    await visitor.page.waitForTimeout(800);
    expect(await analyticsCookies(visitor)).toEqual([]);
    const views = await pageViews(visitor.page);
    // The page view of /realisation may be queued, but the tag is switched off (Google's opt-out flag).
    expect(
      await visitor.page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        TEST_MEASUREMENT_ID,
      ),
    ).toBe(true);
    expect(views[0]).toBe("/accueil");
    // Nor any Core Web Vital: leaving the tab after the withdrawal sends none.
    const vitalsBefore = await vitalEvents(visitor.page);
    await hidePage(visitor.page);
    await visitor.page.waitForTimeout(800);
    expect(await vitalEvents(visitor.page)).toEqual(vitalsBefore);
    expect(vitalsBefore.filter((event) => event.name !== "LCP")).toEqual([]);
    await visitor.context.close();
  });

  test("Core Web Vitals: web-vitals loads only after Accepter, and LCP, CLS and INP are sent once per page view", async ({
    browser,
  }) => {
    const visitor = await newVisitor(browser);
    await open(visitor, ANALYTICS_BASE_URL, "/accueil");
    await visitor.page.waitForTimeout(500);
    expect(visitor.vitalsChunks).toEqual([]);

    const chunk = visitor.page.waitForResponse((response) => VITALS_CHUNK.test(new URL(response.url()).pathname));
    await visitor.page.getByRole("button", { name: "Accepter" }).click();
    await chunk;
    await waitForPageViews(visitor.page, 1);
    expect(visitor.vitalsChunks).toHaveLength(1);
    expect(visitor.vitalsChunks[0].startsWith(`${ANALYTICS_BASE_URL}/`)).toBe(true);

    // The visitor reads, clicks, then switches to another tab: the page's vitals go, once each.
    await interact(visitor.page);
    await hidePage(visitor.page);
    await waitForVitals(visitor.page, [
      { name: "LCP", page_path: "/accueil" },
      { name: "CLS", page_path: "/accueil" },
      { name: "INP", page_path: "/accueil" },
    ]);
    // Back and away again: nothing is sent twice.
    await showPage(visitor.page);
    await interact(visitor.page);
    await hidePage(visitor.page);
    await visitor.page.waitForTimeout(800);
    await showPage(visitor.page);

    const landing = await vitalEvents(visitor.page);
    expect(landing.map((event) => event.name).sort()).toEqual(["CLS", "INP", "LCP"]);
    for (const event of landing) {
      expect(event).toEqual({
        name: event.name,
        value: expect.any(Number),
        metric_id: expect.any(String),
        metric_value: expect.any(Number),
        metric_delta: expect.any(Number),
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        page_path: "/accueil",
        non_interaction: true,
      });
      expect(Number.isInteger(event.value)).toBe(true);
      // The value GA4 gets: milliseconds for LCP and INP, CLS × 1000.
      expect(event.value).toBe(Math.round(event.name === "CLS" ? event.metric_value * 1000 : event.metric_value));
    }
    expect(new Set(landing.map((event) => event.metric_id)).size).toBe(3);
    expect(landing.find((event) => event.name === "LCP")!.metric_value).toBeGreaterThan(0);

    // Another page inside the site (a client-side navigation). Browsers that detect these "soft
    // navigations" measure the new page on its own; the others measure only the page landed on.
    const softNavigations = await visitor.page.evaluate(() =>
      PerformanceObserver.supportedEntryTypes.includes("soft-navigation"),
    );
    await visitor.page.locator('a[href="/realisation"]').first().click();
    await visitor.page.waitForURL(`${ANALYTICS_BASE_URL}/realisation`);
    await waitForPageViews(visitor.page, 2);
    await visitor.page.waitForTimeout(500);
    await interact(visitor.page);
    await hidePage(visitor.page);
    if (softNavigations) {
      await waitForVitals(visitor.page, [
        { name: "CLS", page_path: "/realisation" },
        { name: "INP", page_path: "/realisation" },
      ]);
    }
    await visitor.page.waitForTimeout(1000);
    const second = (await vitalEvents(visitor.page)).filter((event) => event.page_path === "/realisation");
    // A soft navigation's LCP exists only if the browser reports the largest paint after it
    // (an interaction-contentful-paint entry); Chromium 156 reports none for Gatsby's page changes.
    expect(second.filter((event) => event.name === "CLS")).toHaveLength(softNavigations ? 1 : 0);
    expect(second.filter((event) => event.name === "INP")).toHaveLength(softNavigations ? 1 : 0);
    expect(second.filter((event) => event.name === "LCP").length).toBeLessThanOrEqual(softNavigations ? 1 : 0);
    // Still one of each for the landing page.
    const first = (await vitalEvents(visitor.page)).filter((event) => event.page_path === "/accueil");
    expect(first.map((event) => event.name).sort()).toEqual(["CLS", "INP", "LCP"]);

    // Next visit, consent remembered: measured from the first page, nothing before the tag is granted.
    const chunksBefore = visitor.vitalsChunks.length;
    await open(visitor, ANALYTICS_BASE_URL, "/cgu");
    await expect
      .poll(() => visitor.vitalsChunks.length, {
        message: "le module web-vitals de la nouvelle visite",
        timeout: 10_000,
      })
      .toBeGreaterThan(chunksBefore);
    await interact(visitor.page);
    await hidePage(visitor.page);
    await waitForVitals(visitor.page, [
      { name: "LCP", page_path: "/cgu" },
      { name: "CLS", page_path: "/cgu" },
    ]);
    const next = (await tagCommands(visitor.page)) ?? [];
    const grantedAt = next.findIndex(([c, kind]) => c === "consent" && kind === "update");
    const firstVital = next.findIndex(([c, name]) => c === "event" && VITALS.includes(name as string));
    expect(grantedAt).toBeGreaterThan(-1);
    expect(firstVital).toBeGreaterThan(grantedAt);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test("every page, before the choice and after Accepter, runs its scripts and Google's under the page's policy without a violation", async ({
    browser,
  }) => {
    test.setTimeout(ROUTES.length * 2 * 15_000);
    const visitor = await newVisitor(browser);
    const violations = () =>
      visitor.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    // Before any choice: the Consent Mode defaults and the banner, nothing of Google's.
    for (const { path: pathname } of ROUTES) {
      await open(visitor, ANALYTICS_BASE_URL, pathname);
      await banner(visitor.page).waitFor();
      expect([pathname, await violations()]).toEqual([pathname, []]);
    }
    expect(visitor.googleRequests).toEqual([]);
    await visitor.page.getByRole("button", { name: "Accepter" }).click();
    await waitForPageViews(visitor.page, 1);
    // After: each page's own scripts, the inert tags made real, Google's tag and web-vitals, each page measured.
    for (const { path: pathname } of ROUTES) {
      await open(visitor, ANALYTICS_BASE_URL, pathname);
      await waitForPageViews(visitor.page, 1);
      expect([pathname, await pageViews(visitor.page)]).toEqual([pathname, [pathname]]);
      expect([pathname, await violations()]).toEqual([pathname, []]);
    }
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test("the banner is keyboard friendly: first stop of the page, and Tab moves on to the page", async ({ browser }) => {
    const visitor = await newVisitor(browser);
    await open(visitor, ANALYTICS_BASE_URL, "/accueil");
    await banner(visitor.page).waitFor();
    const stops: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await visitor.page.keyboard.press("Tab");
      stops.push(await visitor.page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(stops).toEqual(["Notre politique de cookies", "Refuser", "Accepter", "Aller au contenu"]);
    // Fixed over the page: it moves nothing (no layout shift).
    const position = await banner(visitor.page).evaluate((element) => getComputedStyle(element).position);
    expect(position).toBe("fixed");
    await visitor.context.close();
  });
});

test.describe("site built without a measurement ID (the deploy rehearsal)", () => {
  test("has no analytics code at all: no tag, no dataLayer, no banner, no request to Google", async ({ browser }) => {
    const visitor = await newVisitor(browser);
    const scripts: string[] = [];
    visitor.page.on("response", async (response) => {
      if (response.request().resourceType() === "script" && response.url().startsWith(BASE_URL)) {
        scripts.push(await response.text().catch(() => ""));
      }
    });
    await open(visitor, BASE_URL, "/accueil");
    await visitor.page.waitForTimeout(1000);
    const html = await (await visitor.page.request.get(`${BASE_URL}/accueil`)).text();

    expect(html).not.toMatch(/googletagmanager|dataLayer|data-consent-category/);
    expect(scripts.length).toBeGreaterThan(0);
    // web-vitals' own code observes "largest-contentful-paint": no script the page loads has it.
    for (const script of scripts)
      expect(script).not.toMatch(/googletagmanager|gtag\(|dataLayer|largest-contentful-paint/);
    expect(visitor.vitalsChunks).toEqual([]);
    expect(await visitor.page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe(
      "undefined",
    );
    expect(await banner(visitor.page).count()).toBe(0);
    expect(await visitor.page.getByRole("button", { name: "Gérer les cookies" }).count()).toBe(0);
    expect(visitor.googleRequests).toEqual([]);
    expect(await analyticsCookies(visitor)).toEqual([]);
    await visitor.context.close();
  });
});
