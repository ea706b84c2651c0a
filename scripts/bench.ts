/**
 * npm run bench [-- --skip-build] [-- any `lhci autorun` option]
 *
 * Lighthouse CI with lighthouserc.cjs (pages, runs, Chromium, budgets, reports): builds
 * the site unless --skip-build, then runs `lhci autorun` in a network namespace of its own
 * (only loopback, so `gatsby serve` binds nothing outside and no port can clash) twice:
 * with Lighthouse's simulated throttling, then with the real throttled load
 * (VOLTIS_THROTTLING=devtools), printing the medians per page and where the reports are
 * after each; then the main thread's work before the largest paint, by kind, from Lighthouse's
 * trace of the real throttled load (scripts/bench/main-thread.ts; with the official starter's
 * home when BENCH_STARTER_DIR names a build of it); then the interactions' latency against their budget
 * (scripts/bench/interactions.ts, with a display through xvfb-run; with the official starter's « open a post » as a
 * reference, not held to the budget, when BENCH_STARTER_DIR names a build of it). Exit code: lhci's
 * (1 on a missed budget, in either run), else the interactions' (1 on a missed budget), 2
 * when a part could not start.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
type Throttling = "simulate" | "devtools";
const THROTTLING_NAMES: Record<Throttling, string> = {
  simulate: "débit simulé (Lantern)",
  devtools: "chargement réellement ralenti (devtools)",
};

/** lighthouserc.cjs as `lhci` reads it for one throttling method (VOLTIS_THROTTLING). */
const configFor = (throttling: Throttling) => {
  const saved = process.env.VOLTIS_THROTTLING;
  process.env.VOLTIS_THROTTLING = throttling;
  try {
    const file = require.resolve("../lighthouserc.cjs");
    delete require.cache[file];
    type Config = { ci: { upload: { outputDir: string }; collect: { numberOfRuns: number; chromePath: string } } };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(file) as Config;
    return config.ci;
  } finally {
    if (saved === undefined) delete process.env.VOLTIS_THROTTLING;
    else process.env.VOLTIS_THROTTLING = saved;
  }
};

const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");
const lhciArgs = args.filter((arg) => arg !== "--skip-build");
const env = {
  ...process.env,
  PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`, // gatsby, for lhci
  CHROME_PATH: configFor("simulate").collect.chromePath,
  GATSBY_TELEMETRY_DISABLED: "1",
};
const run = (command: string, commandArgs: string[]) =>
  spawnSync(command, commandArgs, { cwd: ROOT, env, stdio: "inherit" }).status ?? 2;

function fail(message: string): never {
  console.error(`bench : ${message}`);
  process.exit(2);
}

if (!skipBuild && run("npm", ["run", "build"]) !== 0) fail("la construction a échoué.");
// gatsby serve reads the compiled config and the page store that `gatsby build` leaves in .cache/.
for (const file of ["public/index.html", ".cache/compiled/gatsby-config.js"]) {
  if (!fs.existsSync(path.join(ROOT, file))) fail(`${file} manque : lancez la commande sans --skip-build.`);
}

// -r (map to root in a user namespace) lets a non-root user create the network namespace.
const unshare = process.getuid?.() === 0 ? ["-n"] : ["-rn"];

/** One `lhci autorun` with one throttling method, then the medians of its runs. Returns lhci's exit code. */
const lighthouse = (throttling: Throttling): number => {
  const ci = configFor(throttling);
  const reports = path.join(ROOT, ci.upload.outputDir);
  const started = Date.now();
  console.log(`\nLighthouse CI, ${THROTTLING_NAMES[throttling]}`);
  const status =
    spawnSync(
      "unshare",
      [...unshare, "bash", "-c", 'ip link set lo up && exec lhci autorun "$@"', "bash", ...lhciArgs],
      { cwd: ROOT, env: { ...env, VOLTIS_THROTTLING: throttling }, stdio: "inherit" },
    ).status ?? 2;
  printMedians(reports, started, `Médiane de ${ci.collect.numberOfRuns}, ${THROTTLING_NAMES[throttling]}`);
  console.log(
    status === 0
      ? `Budgets (${throttling}) : tous respectés.`
      : `Budgets (${throttling}) : lhci a échoué (code ${status}), voir ci-dessus.`,
  );
  return status;
};

/** The medians of the runs `lhci upload` just wrote in `reports` (manifest.json), one row per page. */
function printMedians(reports: string, started: number, title: string): void {
  const manifestFile = path.join(reports, "manifest.json");
  if (!fs.existsSync(manifestFile) || fs.statSync(manifestFile).mtimeMs < started) return;
  type Lhr = {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
    environment?: { benchmarkIndex?: number };
  };
  // As `aggregationMethod: "median"` computes it.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor((sorted.length - 1) / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
  };
  const numeric = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? NaN;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const columns: Array<[string, (lhr: Lhr) => number, (value: number) => string]> = [
    ["Perf", (lhr) => (lhr.categories.performance?.score ?? NaN) * 100, (v) => v.toFixed(0)],
    ["FCP", numeric("first-contentful-paint"), s],
    ["LCP", numeric("largest-contentful-paint"), s],
    ["TBT", numeric("total-blocking-time"), ms],
    ["CLS", numeric("cumulative-layout-shift"), (v) => v.toFixed(3)],
    [
      "JS (resource-summary:script:size)",
      (lhr) => {
        const items = lhr.audits["resource-summary"]?.details?.items ?? [];
        return Number(items.find((item) => item.resourceType === "script")?.transferSize ?? NaN);
      },
      (v) => `${(v / 1024).toFixed(1)} KB`,
    ],
    ["Thread principal", numeric("mainthread-work-breakdown"), ms],
  ];
  const byUrl = new Map<string, Lhr[]>();
  for (const entry of JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Array<{ url: string; jsonPath: string }>) {
    byUrl.set(entry.url, [...(byUrl.get(entry.url) ?? []), JSON.parse(fs.readFileSync(entry.jsonPath, "utf8"))]);
  }
  const header = [title, ...columns.map(([name]) => name)];
  const rows = [...byUrl].map(([url, lhrs]) => [
    new URL(url).pathname,
    ...columns.map(([, get, format]) => format(median(lhrs.map(get)))),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  console.log("");
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
  // Lighthouse's measure of the host CPU per run: simulated times grow when it drops (a busy machine).
  const indexes = [...byUrl.values()].flat().map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? NaN));
  console.log(`benchmarkIndex des passages : ${Math.min(...indexes)} à ${Math.max(...indexes)}`);
  console.log(`\nRapports (HTML et JSON de chaque passage, manifest.json) : ${path.relative(ROOT, reports)}/`);
}

// Both runs, whatever the first one gave: each prints its own figures and misses.
const simulated = lighthouse("simulate");
const devtools = lighthouse("devtools");
const status = simulated || devtools;

// The main thread's work before the largest paint (scripts/bench/main-thread.ts), from Lighthouse's trace of the real
// throttled load, in a network namespace of its own as well; with the official starter's home if BENCH_STARTER_DIR
// names a build of it.
console.log("");
const mainThread = run("unshare", [
  ...unshare,
  "bash",
  "-c",
  "ip link set lo up && exec tsx scripts/bench/main-thread.ts",
]);
if (mainThread !== 0) console.log("Thread principal non mesuré (voir ci-dessus).");

// Interactions (scripts/bench/interactions.ts): Chromium with a display, which xvfb-run gives it, in a network
// namespace of its own as well; with the official starter's « open a post » as a reference if BENCH_STARTER_DIR (in
// `env`, as for the main thread's bench) names a build of it.
let interactions = 0;
if (spawnSync("sh", ["-c", "command -v xvfb-run"], { stdio: "ignore" }).status !== 0) {
  console.log("\nInteractions non mesurées : xvfb-run manque (Debian : apt-get install -y xvfb).");
  interactions = 2;
} else {
  console.log("");
  interactions = run("unshare", [
    ...unshare,
    "bash",
    "-c",
    "ip link set lo up && exec xvfb-run -a tsx scripts/bench/interactions.ts",
  ]);
}
process.exit(status || interactions);
