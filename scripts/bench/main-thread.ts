/**
 * The main thread's work before the largest paint, by kind (HTML parsing, CSS parsing, style, layout, paint, script,
 * other), read from Lighthouse's own trace of a real throttled load (`throttlingMethod: "devtools"`: 4× CPU, slow 4G,
 * lighthouserc.cjs's Chromium and flags), median of RUNS loads of each page. It says where the time before the
 * largest paint goes, so a change to the first paint shows what it saved (docs/performance.md, « The main thread's
 * work before the largest paint »). A benchmark, not a test: no budget, the figures move with the machine's load.
 *
 * Each kind is Lighthouse's grouping of the trace's events (its `mainthread-work-breakdown` audit), with « Parse HTML
 * & CSS » split into HTML and CSS and « Style & Layout » into style and layout by the event's name, the compositing
 * steps Lighthouse leaves in « other » (Commit, Layerize) counted as paint; garbage collection counts as script. A task that straddles the largest paint counts for the share of its duration before it.
 *
 * `npm run bench` runs it after Lighthouse, in the same network namespace of its own; alone, with `public/` built:
 * `npx tsx scripts/bench/main-thread.ts` (it starts `gatsby serve` on BENCH_PORT, 9333 by default), or against a site
 * already served: BENCH_ORIGIN=http://127.0.0.1:PORT; BENCH_RUNS changes the number of loads. The official
 * gatsby-starter-blog's home joins the same run, the loads alternating, given a build of it: BENCH_STARTER_DIR=its
 * folder, built with its own packages (`gatsby serve` is started there, on BENCH_PORT + 1), or
 * BENCH_STARTER_ORIGIN=http://127.0.0.1:PORT where it is already served.
 */
import path from "node:path";
import { serve, waitFor } from "./serve";

const ROOT = path.resolve(__dirname, "../..");
export const RUNS = 5;
/** The home and a legal page, the two text pages held to the starter's home (docs/performance.md). */
export const PAGES = ["/accueil", "/mentions-legales"];

export const WORK_KINDS = ["html", "css", "style", "layout", "paint", "script", "other"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
export const WORK_LABELS: Record<WorkKind, string> = {
  html: "HTML",
  css: "CSS",
  style: "styles",
  layout: "mise en page",
  paint: "peinture",
  script: "script",
  other: "autre",
};

/** A task of Lighthouse's main-thread tree (LH.Artifacts.TaskNode), as far as this reads it; times in ms. */
export interface MainThreadTask {
  event: { name: string };
  group: { id: string };
  startTime: number;
  endTime: number;
  selfTime: number;
}

/** Compositing steps Lighthouse leaves in « other »: the frame's layers and their hand-over to the compositor. */
const PAINT_EVENTS = new Set(["Commit", "Layerize"]);

/** The kind of a task's own time, from Lighthouse's group (core/lib/tracehouse/task-groups.js) and the event's name. */
export const kindOf = (task: MainThreadTask): WorkKind => {
  if (PAINT_EVENTS.has(task.event.name)) return "paint";
  switch (task.group.id) {
    case "parseHTML":
      return task.event.name === "ParseAuthorStyleSheet" ? "css" : "html";
    case "styleLayout":
      return task.event.name === "Layout" ? "layout" : "style";
    case "paintCompositeRender":
      return "paint";
    case "scriptParseCompile":
    case "scriptEvaluation":
    case "garbageCollection":
      return "script";
    default:
      return "other";
  }
};

export type Work = Record<WorkKind, number> & { total: number };

/**
 * The own time of every task (the flat list Lighthouse's MainThreadTasks gives, nested ones included) before `until`
 * (ms, Lighthouse's time origin), by kind. A task that ends after `until` counts for the share of its duration
 * before it.
 */
export const workBefore = (tasks: readonly MainThreadTask[], until: number): Work => {
  const work = Object.fromEntries([...WORK_KINDS, "total"].map((kind) => [kind, 0])) as Work;
  for (const task of tasks) {
    if (task.startTime >= until) continue;
    const duration = task.endTime - task.startTime;
    const share = task.endTime <= until || duration <= 0 ? 1 : (until - task.startTime) / duration;
    const time = task.selfTime * share;
    work[kindOf(task)] += time;
    work.total += time;
  }
  return work;
};

export interface PageWork {
  page: string;
  lcp: number[];
  work: Work[];
}

/** The middle value (the lower of the two middle ones for an even count), as scripts/bench/interactions.ts. */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The table `npm run bench` prints: per page the median of each kind, of the total and of the largest paint. */
export const workTable = (pages: readonly PageWork[]): string => {
  const header = ["page", ...WORK_KINDS.map((kind) => WORK_LABELS[kind]), "total", "LCP"];
  const rows = pages.map((page) => [
    page.page,
    ...[...WORK_KINDS, "total" as const].map((kind) => `${Math.round(median(page.work.map((work) => work[kind])))}`),
    `${Math.round(median(page.lcp))}`,
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [
    `Thread principal avant le plus grand affichage (ms, trace de Lighthouse, chargement ralenti : CPU ÷4, 4G lente ; médiane de ${pages[0]?.lcp.length ?? 0})`,
    `  ${line(header)}`,
    ...rows.map((row) => `  ${line(row)}`),
  ].join("\n");
};

type Loader = (specifier: string) => Promise<Record<string, unknown>>;
// A non-literal specifier: Lighthouse is an ES module, loaded as such from this CommonJS script.
const load: Loader = (specifier) => import(specifier) as Promise<Record<string, unknown>>;

interface ComputedArtifact<T> {
  request(trace: unknown, context: { computedCache: Map<string, unknown> }): Promise<T>;
}

/** One Lighthouse load of `url` with lighthouserc.cjs's devtools settings: the largest paint and the work before it. */
const measureOnce = async (url: string): Promise<{ lcp: number; work: Work }> => {
  const saved = process.env.VOLTIS_THROTTLING;
  process.env.VOLTIS_THROTTLING = "devtools";
  const file = require.resolve("../../lighthouserc.cjs");
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { collect } = (require(file) as { ci: { collect: { chromePath: string; settings: Record<string, unknown> } } })
    .ci;
  if (saved === undefined) delete process.env.VOLTIS_THROTTLING;
  else process.env.VOLTIS_THROTTLING = saved;

  const lighthouse = (await load("lighthouse")).default as (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<{ artifacts: { Trace: unknown } } | undefined>;
  const { MainThreadTasks } = (await load("lighthouse/core/computed/main-thread-tasks.js")) as {
    MainThreadTasks: ComputedArtifact<MainThreadTask[]>;
  };
  const { ProcessedNavigation } = (await load("lighthouse/core/computed/processed-navigation.js")) as {
    ProcessedNavigation: ComputedArtifact<{ timings: { largestContentfulPaint?: number } }>;
  };
  const { launch } = (await load("chrome-launcher")) as {
    launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
  };
  const chrome = await launch({
    chromePath: collect.chromePath,
    chromeFlags: [...String(collect.settings.chromeFlags).split(" ").filter(Boolean), "--headless=new"],
  });
  try {
    const result = await lighthouse(url, {
      ...collect.settings,
      chromeFlags: undefined,
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}.`);
    const context = { computedCache: new Map<string, unknown>() };
    const tasks = await MainThreadTasks.request(result.artifacts.Trace, context);
    const { timings } = await ProcessedNavigation.request(result.artifacts.Trace, context);
    if (timings.largestContentfulPaint === undefined)
      throw new Error(`Pas de plus grand affichage dans la trace de ${url}.`);
    return { lcp: timings.largestContentfulPaint, work: workBefore(tasks, timings.largestContentfulPaint) };
  } finally {
    chrome.kill();
  }
};

/** RUNS loads of each page, the pages alternating. */
export const measureWork = async (pages: ReadonlyArray<{ name: string; url: string }>, runs = RUNS) => {
  const results: PageWork[] = pages.map((page) => ({ page: page.name, lcp: [], work: [] }));
  for (let run = 0; run < runs; run++) {
    for (const [i, page] of pages.entries()) {
      const { lcp, work } = await measureOnce(page.url);
      results[i].lcp.push(lcp);
      results[i].work.push(work);
    }
  }
  return results;
};

if (require.main === module) {
  void (async () => {
    const port = Number(process.env.BENCH_PORT) || 9333;
    const given = process.env.BENCH_ORIGIN;
    const starterDir = process.env.BENCH_STARTER_DIR;
    const starter = starterDir ? `http://127.0.0.1:${port + 1}` : process.env.BENCH_STARTER_ORIGIN;
    const servers = [
      given ? undefined : serve(ROOT, port),
      starterDir ? serve(path.resolve(starterDir), port + 1) : undefined,
    ];
    try {
      const origin = given ?? `http://127.0.0.1:${port}`;
      await waitFor(`${origin}${PAGES[0]}`);
      const pages = PAGES.map((page) => ({ name: page, url: `${origin}${page}` }));
      if (starter) {
        await waitFor(`${starter}/`);
        pages.push({ name: "starter, accueil", url: `${starter}/` });
      }
      console.log(workTable(await measureWork(pages, Number(process.env.BENCH_RUNS) || RUNS)));
      if (!starter)
        console.log("(Ni BENCH_STARTER_DIR ni BENCH_STARTER_ORIGIN : le site seul, sans le starter officiel.)");
    } catch (error) {
      console.error(`bench du thread principal : ${(error as Error).message}`);
      process.exitCode = 2;
    } finally {
      servers.forEach((server) => server?.kill());
    }
  })();
}
