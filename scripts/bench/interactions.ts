/**
 * How fast the site answers a tap, as INP counts it: the Event Timing duration of each
 * interaction (from the input to the next frame on screen), in Chromium at 375 px with
 * a touch screen and the page's CPU slowed 4× (a mid-range phone), median of RUNS
 * passes, against a budget of INTERACTION_BUDGET_MS each (Google's « good » is 200 ms;
 * a menu should open within a frame or two). A benchmark, not a test: the figures move
 * with the machine's load.
 *
 * Chromium runs with a display (`xvfb-run`, docs/performance.md): headless Chromium
 * presents no real frames and reports a 16 ms tap as hundreds of milliseconds.
 *
 * `npm run bench` runs it after Lighthouse, in the same network namespace of its own;
 * alone: `xvfb-run -a npx tsx scripts/bench/interactions.ts` with `public/` built (it
 * starts `gatsby serve` itself on BENCH_PORT, 9332 by default), or against a site already
 * served: BENCH_ORIGIN=http://127.0.0.1:PORT (another build, to compare).
 *
 * The official gatsby-starter-blog's « open a post » joins the same run as a reference, the passes alternating, given
 * a build of it (docs/performance.md, « Interactions »), as scripts/bench/main-thread.ts takes it: BENCH_STARTER_DIR=its
 * folder, built with its own packages (`gatsby serve` is started there, on BENCH_PORT + 1), or
 * BENCH_STARTER_ORIGIN=http://127.0.0.1:PORT where it is already served. Its row is printed with the site's and is
 * not held to the budget.
 */
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { serve, waitFor } from "./serve";

export const INTERACTION_BUDGET_MS = 100;
const RUNS = 3;
const CPU_SLOWDOWN = 4;
const ROOT = path.resolve(__dirname, "../..");

/** Every Event Timing entry of an interaction, the longest kept (INP's own measure of it). */
const OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) || 0, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** The longest interaction since the last call, once its frame is on screen. */
const longest = async (page: Page): Promise<number> => {
  await page.waitForTimeout(600);
  return page.evaluate(() => {
    const seen = (window as unknown as { __interactions: Map<number, number> }).__interactions;
    const value = Math.max(0, ...seen.values());
    seen.clear();
    return value;
  });
};

/**
 * A page loaded at 4× CPU, hydrated and settled. The site marks its hydration (`<html data-hydrated>`); the starter
 * marks nothing, so with `hydrated` null the page is taken from its load event (`page.goto` waits for it) and the same
 * settle time (docs/performance.md, « Interactions »).
 */
const open = async (
  context: BrowserContext,
  url: string,
  hydrated: string | null = "html[data-hydrated]",
): Promise<Page> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url);
  if (hydrated) await page.waitForSelector(hydrated, { timeout: 60_000 });
  await page.waitForTimeout(1500); // the bundles loaded after the first paint have settled
  await longest(page);
  return page;
};

/** One pass over the interactions of the home page's menu and form, and the portfolio. */
const onePass = async (context: BrowserContext, origin: string, record: (name: string, ms: number) => void) => {
  const home = await open(context, `${origin}/accueil`);
  const menu = home.locator("header button[aria-expanded]").first();
  await menu.tap();
  record("menu : ouvrir", await longest(home));
  await menu.tap();
  record("menu : fermer", await longest(home));
  await menu.tap();
  await longest(home);
  await home.locator('header nav a[href="/accueil#contact"]').filter({ visible: true }).first().tap();
  record("menu : lien vers #contact", await longest(home));
  await home.getByLabel("Nom complet", { exact: true }).waitFor();
  await home.waitForTimeout(1500);
  await home.getByLabel("Nom complet", { exact: true }).tap();
  record("formulaire : premier appui sur un champ", await longest(home));
  for (const [label, text] of [
    ["Nom complet", "Camille"],
    ["E-mail", "c@atelier.fr"],
    ["Téléphone", "612345678"],
    ["Votre projet", "Un site vitrine"],
  ]) {
    await home.getByLabel(label, { exact: true }).tap();
    await longest(home);
    let worst = 0;
    for (const key of text) {
      await home.keyboard.type(key);
      worst = Math.max(worst, await longest(home));
    }
    record(`formulaire : frappe, pire touche (${label})`, worst);
  }
  await home.getByRole("combobox", { name: "Budget estimé" }).tap();
  record("formulaire : ouvrir la liste des budgets", await longest(home));
  await home.getByRole("option").nth(1).tap();
  record("formulaire : choisir un budget", await longest(home));
  await home.close();

  const portfolio = await open(context, `${origin}/realisation`);
  await portfolio.getByRole("link", { name: "Voir le Projet" }).first().tap();
  await portfolio.waitForURL(/\/projet\//);
  record("réalisations : ouvrir un projet", await longest(portfolio));
  await portfolio.close();
};

/** The official starter's row: its first post opened from its home, a client-side navigation as a project's is. */
export const STARTER_OPEN_POST = "starter\u00a0: ouvrir un article";

/**
 * One pass on the official gatsby-starter-blog: its home, loaded and settled as the site's pages are, then its first
 * post's link tapped (docs/performance.md, « Interactions »).
 */
const starterPass = async (context: BrowserContext, origin: string, record: (name: string, ms: number) => void) => {
  const home = await open(context, `${origin}/`, null);
  await home.locator('article a[itemprop="url"]').first().tap();
  await home.waitForURL((url) => url.pathname !== "/");
  record(STARTER_OPEN_POST, await longest(home));
  await home.close();
};

export interface InteractionFigure {
  name: string;
  runs: number[];
  median: number;
  withinBudget: boolean;
  /** Another site's figure (the official starter's), printed beside the site's and not held to the budget. */
  reference?: true;
}

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

export const figuresOf = (runs: Map<string, number[]>, budget = INTERACTION_BUDGET_MS): InteractionFigure[] =>
  [...runs].map(([name, values]) => ({
    name,
    runs: values,
    median: median(values),
    withinBudget: median(values) <= budget,
  }));

/** The official starter's figures, marked as a reference. */
export const referenceFiguresOf = (runs: Map<string, number[]>): InteractionFigure[] =>
  figuresOf(runs).map((figure) => ({ ...figure, reference: true }));

/** The site's interactions over the budget: what makes the exit code 1 (a reference never does). */
export const missedBudget = (figures: readonly InteractionFigure[]): InteractionFigure[] =>
  figures.filter((figure) => !figure.reference && !figure.withinBudget);

/**
 * RUNS passes on the site at `origin`, each followed by one on the official starter at `starter` when given (the
 * passes alternating, so both see the same machine), each pass in a context of its own.
 */
export const measureInteractions = async (
  origin: string,
  runs = RUNS,
  starter?: string,
): Promise<InteractionFigure[]> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: false,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const values = new Map<string, number[]>();
  const starterValues = new Map<string, number[]>();
  const recordIn = (into: Map<string, number[]>) => (name: string, ms: number) =>
    into.set(name, [...(into.get(name) ?? []), ms]);
  const inContext = async (pass: (context: BrowserContext) => Promise<void>) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(OBSERVER);
    await pass(context);
    await context.close();
  };
  try {
    for (let run = 0; run < runs; run++) {
      await inContext((context) => onePass(context, origin, recordIn(values)));
      if (starter) await inContext((context) => starterPass(context, starter, recordIn(starterValues)));
    }
  } finally {
    await browser.close();
  }
  return [...figuresOf(values), ...referenceFiguresOf(starterValues)];
};

/** The table `npm run bench` prints. */
export const interactionTable = (figures: readonly InteractionFigure[]): string => {
  const width = Math.max(...figures.map((figure) => figure.name.length));
  return [
    `Interactions (Event Timing, 375 px, CPU ÷${CPU_SLOWDOWN}, médiane de ${figures[0]?.runs.length ?? 0}, budget ${INTERACTION_BUDGET_MS} ms)`,
    ...figures.map(
      (figure) =>
        `  ${figure.name.padEnd(width)}  ${String(Math.round(figure.median)).padStart(4)} ms  ` +
        `${figure.reference || figure.withinBudget ? "   " : " ✗ "} (${figure.runs.map((value) => Math.round(value)).join(", ")})` +
        (figure.reference ? "  référence, hors budget" : ""),
    ),
  ].join("\n");
};

if (require.main === module) {
  void (async () => {
    const port = Number(process.env.BENCH_PORT) || 9332;
    const given = process.env.BENCH_ORIGIN;
    const starterDir = process.env.BENCH_STARTER_DIR;
    const starter = starterDir ? `http://127.0.0.1:${port + 1}` : process.env.BENCH_STARTER_ORIGIN;
    const servers = [
      given ? undefined : serve(ROOT, port),
      starterDir ? serve(path.resolve(starterDir), port + 1) : undefined,
    ];
    try {
      const origin = given ?? `http://127.0.0.1:${port}`;
      await waitFor(`${origin}/accueil`);
      if (starter) await waitFor(`${starter}/`);
      const figures = await measureInteractions(origin, RUNS, starter);
      console.log(interactionTable(figures));
      if (!starter)
        console.log("(Ni BENCH_STARTER_DIR ni BENCH_STARTER_ORIGIN\u00a0: le site seul, sans le starter officiel.)");
      const missed = missedBudget(figures);
      console.log(
        missed.length === 0
          ? "Interactions : toutes dans le budget."
          : `Interactions : ${missed.length} au-delà de ${INTERACTION_BUDGET_MS} ms.`,
      );
      process.exitCode = missed.length === 0 ? 0 : 1;
    } catch (error) {
      console.error(`bench des interactions : ${(error as Error).message}`);
      process.exitCode = 2;
    } finally {
      servers.forEach((server) => server?.kill());
    }
  })();
}
