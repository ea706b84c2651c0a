#!/usr/bin/env node
/**
 * npm run bench — the speed budgets of issue 9, measured and checked.
 *
 * 1. Builds the site once (`gatsby build`) and times the full build (wall clock).
 * 2. Serves the production build with `gatsby serve`.
 * 3. Runs Lighthouse (the npm package, default mobile settings: emulated phone,
 *    simulated slow 4G and 4× CPU slowdown) in the system Chromium, 3 runs per page,
 *    on /accueil, /realisation, one project page and one legal page.
 * 4. Per page, takes the median of each figure: category scores, FCP, LCP, TBT, CLS,
 *    total bytes, compressed JavaScript, main-thread work (total and its categories)
 *    and DOM size. Lighthouse loads the page and never scrolls, so its JavaScript is
 *    the first-load JavaScript (every script fetched before any scroll, chunks loaded
 *    when the browser is idle included).
 * 5. Runs one more pass per page with `throttlingMethod: "devtools"` (the same phone,
 *    network and CPU, really applied instead of simulated): the observed figures,
 *    printed beside the simulated medians. Informative only: no budget is checked on it.
 * 6. Checks the medians against the budgets of scripts/bench/budgets.js (BUDGETS),
 *    prints the table with "ok" or "dépassé" after each budgeted figure, then one line
 *    per missed budget.
 * 7. Writes the JSON under reports/ (ignored by git), the raw Lighthouse reports under
 *    reports/lighthouse/ and one trace per page under reports/traces/ (the median run's;
 *    open it in Chrome DevTools' Performance panel), with its devtools log.
 *
 * Exit code: 0 every budget met, 1 a budget missed, 2 the bench could not run (bad
 * option, Chromium missing, build failed, public/ empty, port taken, server or
 * Lighthouse crashed).
 *
 * Options: --skip-build (reuse public/), --runs=N, --pages=/a,/b, --port=N,
 * --no-devtools (skip the observed pass).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT.
 */
const { spawn } = require("child_process");
const fs = require("fs");
const http = require("http");
const os = require("os");
const path = require("path");
const {
  BUDGETS,
  budgetsFor,
  checkBudgets,
  formatComparisonTable,
  formatMainTable,
  formatMisses,
  medianRunIndex,
  medianSummary,
  summarizeRun,
} = require("./bench/budgets");
const { writeDevtoolsLog, writeTrace } = require("./bench/trace");

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const REPORTS = path.join(ROOT, "reports");
const RAW = path.join(REPORTS, "lighthouse");
const TRACES = path.join(REPORTS, "traces");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const EXIT_OK = 0;
const EXIT_OVER_BUDGET = 1;
const EXIT_CANNOT_RUN = 2;

/** The bench could not measure: exit 2, whatever the figures. */
class CannotRun extends Error {}

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value === undefined ? true : value];
  }),
);
const RUNS = Number(args.runs || 3);
const PORT = Number(args.port || process.env.BENCH_PORT || 9331);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = args.pages
  ? String(args.pages).split(",").filter(Boolean)
  : ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"];
const DEVTOOLS_PASS = !args["no-devtools"];

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

const log = (...parts) => console.log(...parts);
const outcome = (summary) =>
  summary.runtimeError
    ? `erreur : ${summary.runtimeError}`
    : `performance ${summary.scores.performance} (benchmarkIndex ${Math.round(summary.benchmarkIndex ?? 0)})`;
const kb = (bytes) => (bytes == null ? "—" : `${(bytes / 1024).toFixed(1)} KB`);
const relative = (file) => path.relative(ROOT, file);
/** /projet/gerer-mon-permis → projet_gerer-mon-permis (file names of the reports). */
const slug = (pagePath) => pagePath.replace(/^\//, "").replace(/\/$/, "").replace(/\//g, "_") || "root";

function checkOptions() {
  const known = new Set(["skip-build", "runs", "pages", "port", "no-devtools"]);
  const unknown = Object.keys(args).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new CannotRun(`Option inconnue : --${unknown.join(", --")}`);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new CannotRun(`--runs doit être un entier ≥ 1 (reçu : ${args.runs})`);
  if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535) throw new CannotRun(`Port invalide : ${PORT}`);
  const bad = PAGES.filter((page) => !page.startsWith("/"));
  if (PAGES.length === 0 || bad.length > 0)
    throw new CannotRun(`--pages attend des chemins commençant par / (reçu : ${args.pages})`);
}

const run = (command, commandArgs, options) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, options);
    child.on("error", () => resolve(-1));
    child.on("close", (code) => resolve(code));
  });

async function build() {
  const logFile = path.join(REPORTS, "bench-build.log");
  const out = fs.openSync(logFile, "w");
  log("Construction du site (gatsby build)…");
  const started = process.hrtime.bigint();
  const code = await run(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", out, out],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.closeSync(out);
  if (code !== 0) throw new CannotRun(`La construction a échoué (code ${code}) : voir ${relative(logFile)}`);
  log(`Construction terminée en ${seconds.toFixed(1)} s (journal : ${relative(logFile)})`);
  return seconds;
}

/** Resolves true when something answers HTTP at `url`, false when nothing listens. */
const answers = (url) =>
  new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(true);
    });
    request.on("error", () => resolve(false));
    request.setTimeout(2000, () => {
      request.destroy();
      resolve(true);
    });
  });

async function waitFor(url, timeoutMs, server) {
  const started = Date.now();
  for (;;) {
    if (server.exited())
      throw new CannotRun(`gatsby serve s’est arrêté avant de répondre : voir ${relative(SERVE_LOG)}`);
    if (await answers(url)) return;
    if (Date.now() - started > timeoutMs) throw new CannotRun(`${url} ne répond pas`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const SERVE_LOG = path.join(REPORTS, "bench-serve.log");

function serve() {
  const out = fs.openSync(SERVE_LOG, "w");
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "serve", "--port", String(PORT), "--host", "127.0.0.1"],
    { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", out, out], detached: true },
  );
  fs.closeSync(out);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  return { child, stop, exited: () => exited };
}

/**
 * One Lighthouse run: writes the raw report, and the trace and devtools log under
 * `traceBase` (+ .json / .devtoolslog.json). Returns the summary and the trace's size.
 */
async function measure(lighthouse, chrome, pagePath, { rawName, traceBase, flags = {} }) {
  const result = await lighthouse(`${BASE}${pagePath}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    ...flags,
  });
  if (!result?.lhr) throw new CannotRun(`Lighthouse n’a rien rendu pour ${pagePath}`);
  fs.writeFileSync(path.join(RAW, rawName), result.report);
  const traceEvents = writeTrace(`${traceBase}.json`, result.artifacts?.Trace);
  writeDevtoolsLog(`${traceBase}.devtoolslog.json`, result.artifacts?.DevtoolsLog);
  return { summary: summarizeRun(result.lhr), traceEvents };
}

const moveTrace = (fromBase, toBase) => {
  for (const suffix of [".json", ".devtoolslog.json"]) fs.renameSync(`${fromBase}${suffix}`, `${toBase}${suffix}`);
};
const removeTrace = (base) => {
  for (const suffix of [".json", ".devtoolslog.json"]) fs.rmSync(`${base}${suffix}`, { force: true });
};

async function measurePage(lighthouse, chrome, pagePath) {
  const name = slug(pagePath);
  const runs = [];
  const traceEvents = [];
  for (let index = 1; index <= RUNS; index += 1) {
    process.stdout.write(`Lighthouse ${pagePath} (simulé ${index}/${RUNS})… `);
    const measured = await measure(lighthouse, chrome, pagePath, {
      rawName: `${name}-${index}.json`,
      traceBase: path.join(TRACES, `${name}.run-${index}`),
    });
    runs.push(measured.summary);
    traceEvents.push(measured.traceEvents);
    const { summary } = measured;
    log(outcome(summary));
  }

  // Keep the trace of the median run (by performance score), drop the others.
  const kept = medianRunIndex(runs);
  const traceBase = path.join(TRACES, name);
  moveTrace(path.join(TRACES, `${name}.run-${kept + 1}`), traceBase);
  for (let index = 1; index <= RUNS; index += 1) {
    if (index !== kept + 1) removeTrace(path.join(TRACES, `${name}.run-${index}`));
  }
  const trace = {
    file: relative(`${traceBase}.json`),
    devtoolsLog: relative(`${traceBase}.devtoolslog.json`),
    run: kept + 1,
    events: traceEvents[kept],
  };

  let devtools = null;
  const observedBase = path.join(TRACES, `${name}.devtools`);
  removeTrace(observedBase); // never leave an older run's observed trace beside this one
  if (DEVTOOLS_PASS) {
    process.stdout.write(`Lighthouse ${pagePath} (observé, throttlingMethod devtools)… `);
    const measured = await measure(lighthouse, chrome, pagePath, {
      rawName: `${name}-devtools.json`,
      traceBase: observedBase,
      flags: { throttlingMethod: "devtools" },
    });
    devtools = measured.summary;
    trace.devtoolsPass = { file: relative(`${observedBase}.json`), events: measured.traceEvents };
    log(outcome(devtools));
  }

  return {
    page: pagePath,
    median: medianSummary(runs),
    devtools,
    trace,
    failedAudits: [...new Set(runs.flatMap((item) => item.failedAudits))],
    runtimeErrors: [...new Set(runs.map((item) => item.runtimeError).filter(Boolean))],
    runs,
  };
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0];
  checkOptions();
  if (!fs.existsSync(CHROMIUM)) throw new CannotRun(`Chromium introuvable : ${CHROMIUM} (variable CHROMIUM_PATH)`);
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.mkdirSync(RAW, { recursive: true });
  fs.mkdirSync(TRACES, { recursive: true });

  const buildSeconds = args["skip-build"] ? null : await build();
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    throw new CannotRun("public/ est vide : lancez la commande sans --skip-build.");
  }
  // gatsby serve reads the compiled config and the page store that `gatsby build` leaves in .cache/.
  if (!fs.existsSync(path.join(ROOT, ".cache", "compiled", "gatsby-config.js"))) {
    throw new CannotRun(
      ".cache/ ne contient pas la construction (gatsby serve en a besoin) : lancez la commande sans --skip-build.",
    );
  }
  if (await answers(BASE)) throw new CannotRun(`Le port ${PORT} est déjà pris : choisissez-en un autre avec --port=N.`);

  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const lighthouseVersion = require("lighthouse/package.json").version;

  const server = serve();
  let chrome;
  process.on("SIGINT", () => {
    server.stop();
    if (chrome) chrome.kill();
    process.exit(130);
  });
  const results = [];
  try {
    await waitFor(`${BASE}/accueil`, 60_000, server);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    for (const pagePath of PAGES) results.push(await measurePage(lighthouse, chrome, pagePath));
  } finally {
    if (chrome) await chrome.kill();
    server.stop();
  }

  const checks = checkBudgets(results);
  const misses = formatMisses(checks);

  log("");
  log(
    `Médianes de ${RUNS} passage${RUNS > 1 ? "s" : ""} Lighthouse ${lighthouseVersion} (mobile, réglages par défaut, ` +
      `ralentissement simulé), Chromium système. Les budgets (issue 9) sont vérifiés sur ces médianes.`,
  );
  if (buildSeconds != null) log(`Construction complète : ${buildSeconds.toFixed(1)} s`);
  const indexes = results.flatMap((result) => result.runs.map((item) => item.benchmarkIndex)).filter((v) => v != null);
  log(
    `Machine : ${os.cpus().length} cœurs, charge ${loadAtStart.toFixed(2)} au départ ; benchmarkIndex des passages ` +
      `${indexes.length ? `${Math.round(Math.min(...indexes))} à ${Math.round(Math.max(...indexes))}` : "—"} ` +
      "(un écart large : machine occupée, chiffres simulés plus bruités).",
  );
  log(formatMainTable(results));
  log("");
  log("JS compressé : scripts transférés (gzip de gatsby serve) pendant le chargement, sans défilement,");
  log("morceaux chargés à l’inactivité compris : c’est le JavaScript du premier chargement.");
  log("Thread principal : audit mainthread-work-breakdown (durées de la trace × 4, le ralentissement CPU simulé).");

  if (DEVTOOLS_PASS) {
    log("");
    log("Simulé (médiane) / observé (1 passage, throttlingMethod devtools : réseau et CPU réellement ralentis).");
    log("À titre indicatif : aucun budget n’est vérifié sur la passe observée.");
    log(formatComparisonTable(results));
  }

  log("");
  for (const result of results) {
    const jsBudget = budgetsFor(result.page).jsBytes;
    if (jsBudget && !(result.median.jsBytes <= jsBudget.max)) {
      const scripts = [...(result.runs[0]?.scripts ?? [])].sort((a, b) => b.transferSize - a.transferSize);
      log(
        `${result.page} — scripts chargés : ${scripts.map((item) => `${item.url} ${kb(item.transferSize)}`).join(", ")}`,
      );
    }
    if (result.failedAudits.length > 0)
      log(`${result.page} — audits non réussis (hors performance) : ${result.failedAudits.join(" ; ")}`);
    for (const error of result.runtimeErrors) log(`${result.page} — erreur Lighthouse : ${error}`);
  }
  log(
    "Traces à ouvrir dans le panneau Performance de Chrome DevTools (journal du protocole à côté : *.devtoolslog.json) :",
  );
  log(
    `  passage simulé médian, chargé sans ralentissement (la simulation vient après) : ${results
      .map((result) => `${result.trace.file} (${result.trace.events} événements)`)
      .join(", ")}`,
  );
  if (DEVTOOLS_PASS) {
    log(
      `  passe observée, réseau et CPU ralentis : ${results
        .filter((result) => result.trace.devtoolsPass)
        .map((result) => `${result.trace.devtoolsPass.file} (${result.trace.devtoolsPass.events} événements)`)
        .join(", ")}`,
    );
  }

  const exitCode = misses.length > 0 ? EXIT_OVER_BUDGET : EXIT_OK;
  const report = {
    date: startedAt.toISOString(),
    lighthouse: lighthouseVersion,
    chromium: CHROMIUM,
    machine: { cpus: os.cpus().length, loadAtStart },
    runs: RUNS,
    buildSeconds,
    budgets: BUDGETS,
    exitCode,
    missed: checks.filter((check) => !check.ok),
    checks,
    pages: results,
  };
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(path.join(REPORTS, `bench-${stamp}.json`), json);
  fs.writeFileSync(path.join(REPORTS, "bench-latest.json"), json);
  log(
    `Rapport : reports/bench-${stamp}.json (et reports/bench-latest.json) ; rapports Lighthouse bruts : reports/lighthouse/`,
  );

  log("");
  if (misses.length === 0) {
    log(`Budgets : tous respectés (${checks.length} vérifiés).`);
  } else {
    log(`Budgets dépassés : ${misses.length} sur ${checks.length}.`);
    for (const miss of misses) log(`  ${miss}`);
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof CannotRun) console.error(`Mesure impossible : ${error.message}`);
    else console.error("Mesure impossible :", error);
    process.exit(EXIT_CANNOT_RUN);
  },
);
