#!/usr/bin/env node
/**
 * npm run bench — a benchmark, not a test: it never fails on a number.
 *
 * 1. Builds the site once (`gatsby build`) and times the full build (wall clock).
 * 2. Serves the production build with `gatsby serve`.
 * 3. Runs Lighthouse (the npm package, default mobile settings: emulated phone,
 *    simulated slow 4G and 4× CPU slowdown) in the system Chromium, 3 runs per page,
 *    on /accueil, /realisation, one project page and one legal page.
 * 4. Prints, per page, the median of each category score, LCP, TBT, CLS, total bytes
 *    and compressed JavaScript bytes. Lighthouse loads the page and never scrolls, so
 *    its JavaScript is the first-load JavaScript (every script the page fetched before
 *    any scroll, chunks loaded when the browser is idle included), checked against the
 *    budgets of issue 3. Writes it all as JSON under reports/ (ignored by git).
 *
 * Options: --skip-build (reuse public/), --runs=N, --pages=/a,/b, --port=N.
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT.
 */
const { spawn } = require("child_process");
const fs = require("fs");
const http = require("http");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const REPORTS = path.join(ROOT, "reports");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
  ? String(args.pages).split(",")
  : ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"];

/** First-load JavaScript budgets of issue 3, in KB (compressed). */
const BUDGETS_KB = { "/accueil": 150, "/mentions-legales": 115 };

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
const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => (bytes == null ? "—" : `${(bytes / 1024).toFixed(1)} KB`);

const run = (command, commandArgs, options) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, options);
    child.on("close", (code) => resolve(code));
  });

async function build() {
  fs.mkdirSync(REPORTS, { recursive: true });
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
  if (code !== 0) {
    log(`La construction a échoué (code ${code}) : voir ${path.relative(ROOT, logFile)}`);
    return { seconds, ok: false };
  }
  log(`Construction terminée en ${seconds.toFixed(1)} s (journal : ${path.relative(ROOT, logFile)})`);
  return { seconds, ok: true };
}

const waitFor = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const attempt = () => {
      const request = http.get(url, (response) => {
        response.resume();
        resolve();
      });
      request.on("error", () => {
        if (Date.now() - started > timeoutMs) reject(new Error(`${url} ne répond pas`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });

function serve() {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "serve", "--port", String(PORT), "--host", "127.0.0.1"],
    { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  return { child, stop };
}

function summarizeRun(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = (audit("network-requests")?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        category.score == null ? null : Math.round(category.score * 100),
      ]),
    ),
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? null,
    tbtMs: audit("total-blocking-time")?.numericValue ?? null,
    cls: audit("cumulative-layout-shift")?.numericValue ?? null,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? null,
    totalBytes: audit("total-byte-weight")?.numericValue ?? null,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ""),
      transferSize: item.transferSize ?? 0,
    })),
    runtimeError: lhr.runtimeError?.message ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (item) =>
          item.score !== null &&
          item.score < 1 &&
          ["binary", "numeric"].includes(item.scoreDisplayMode) &&
          !["metrics"].includes(item.id),
      )
      .filter((item) =>
        Object.values(lhr.categories).some(
          (category) =>
            category.id !== "performance" && category.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
        ),
      )
      .map((item) => `${item.id}: ${item.title}`),
  };
}

async function main() {
  const startedAt = new Date();
  const buildResult = args["skip-build"] ? { seconds: null, ok: true, skipped: true } : await build();
  // A failed build or an empty public/ is not a number: that is an error.
  if (!buildResult.ok) process.exit(1);
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    log("public/ est vide : lancez la commande sans --skip-build.");
    process.exit(1);
  }

  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");

  const server = serve();
  process.on("SIGINT", () => {
    server.stop();
    process.exit(130);
  });
  const results = [];
  let chrome;
  try {
    await waitFor(`${BASE}/accueil`, 60_000);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const rawDir = path.join(REPORTS, "lighthouse");
    fs.mkdirSync(rawDir, { recursive: true });

    for (const pagePath of PAGES) {
      const runs = [];
      for (let index = 1; index <= RUNS; index += 1) {
        process.stdout.write(`Lighthouse ${pagePath} (${index}/${RUNS})… `);
        const result = await lighthouse(`${BASE}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" });
        const summary = summarizeRun(result.lhr);
        runs.push(summary);
        const name = `${pagePath.replace(/^\//, "").replace(/\//g, "_") || "root"}-${index}.json`;
        fs.writeFileSync(path.join(rawDir, name), result.report);
        log(summary.runtimeError ? `erreur : ${summary.runtimeError}` : `performance ${summary.scores.performance}`);
      }
      const categories = Object.keys(runs[0].scores);
      results.push({
        page: pagePath,
        median: {
          scores: Object.fromEntries(categories.map((id) => [id, median(runs.map((item) => item.scores[id]))])),
          lcpMs: median(runs.map((item) => item.lcpMs)),
          tbtMs: median(runs.map((item) => item.tbtMs)),
          cls: median(runs.map((item) => item.cls)),
          fcpMs: median(runs.map((item) => item.fcpMs)),
          totalBytes: median(runs.map((item) => item.totalBytes)),
          jsBytes: median(runs.map((item) => item.jsBytes)),
        },
        budgetKb: BUDGETS_KB[pagePath] ?? null,
        failedAudits: [...new Set(runs.flatMap((item) => item.failedAudits))],
        runs,
      });
    }
  } finally {
    if (chrome) await chrome.kill();
    server.stop();
  }

  // The table.
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "Total", "JS compressé", "Budget JS"];
  const rows = results.map(({ page, median: m, budgetKb }) => [
    page,
    String(m.scores.performance ?? "—"),
    String(m.scores.accessibility ?? "—"),
    String(m.scores["best-practices"] ?? "—"),
    String(m.scores.seo ?? "—"),
    m.lcpMs == null ? "—" : `${(m.lcpMs / 1000).toFixed(2)} s`,
    m.tbtMs == null ? "—" : `${Math.round(m.tbtMs)} ms`,
    m.cls == null ? "—" : m.cls.toFixed(3),
    kb(m.totalBytes),
    kb(m.jsBytes),
    budgetKb == null || m.jsBytes == null
      ? "—"
      : `${m.jsBytes / 1024 <= budgetKb ? "ok" : "dépassé"} (≤ ${budgetKb} KB)`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ");
  log("");
  log(
    `Médianes de ${RUNS} passages Lighthouse ${require("lighthouse/package.json").version} (mobile, réglages par défaut), Chromium système.`,
  );
  if (buildResult.seconds != null) log(`Construction complète : ${buildResult.seconds.toFixed(1)} s`);
  log(line(header));
  log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of rows) log(line(row));
  log("");
  log("JS compressé : scripts transférés (gzip de gatsby serve) pendant le chargement, sans défilement,");
  log("morceaux chargés à l’inactivité compris : c’est le JavaScript du premier chargement (budgets de l’issue 3).");
  for (const result of results) {
    if (result.budgetKb != null && result.median.jsBytes / 1024 > result.budgetKb) {
      const scripts = [...(result.runs[0]?.scripts ?? [])].sort((a, b) => b.transferSize - a.transferSize);
      log(
        `${result.page} — JS au-delà du budget : ${scripts.map((item) => `${item.url} ${kb(item.transferSize)}`).join(", ")}`,
      );
    }
    if (result.failedAudits.length > 0)
      log(`${result.page} — audits non réussis (hors performance) : ${result.failedAudits.join(" ; ")}`);
  }

  const report = {
    date: startedAt.toISOString(),
    lighthouse: require("lighthouse/package.json").version,
    chromium: CHROMIUM,
    runs: RUNS,
    buildSeconds: buildResult.seconds,
    pages: results,
  };
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  fs.writeFileSync(path.join(REPORTS, `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(REPORTS, "bench-latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  log(
    `\nRapport : reports/bench-${stamp}.json (et reports/bench-latest.json) ; rapports Lighthouse bruts : reports/lighthouse/`,
  );
}

// No number ever makes this fail; only a crash (Chromium missing, server down) does.
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
