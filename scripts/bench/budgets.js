/**
 * The pure part of `npm run bench`: the budgets of issue 9, what is read from a
 * Lighthouse result, medians, the budget check and the printed tables. No I/O, no
 * Lighthouse here, so __tests__/unit/bench-budgets.test.ts can feed it made-up results.
 */

const KB = 1024;

/**
 * The budgets of issue 9 (items 1–3), checked on the medians of the simulated runs
 * (Lighthouse mobile, default settings). `min`: the figure must be at least this;
 * `max`: at most this. "*" applies to every page; a page's own line adds to it.
 * Units: scores 0–100, times in ms, CLS unitless, JavaScript in bytes (compressed).
 */
const BUDGETS = {
  "*": {
    performance: { min: 95 },
    accessibility: { min: 100 },
    "best-practices": { min: 100 },
    seo: { min: 100 },
    lcpMs: { max: 2000 },
    tbtMs: { max: 100 },
    cls: { max: 0.02 },
  },
  "/accueil": {
    jsBytes: { max: 120 * KB },
    mainThreadMs: { max: 1200 },
  },
  // "A legal page" in the issue: the one the bench measures.
  "/mentions-legales": {
    jsBytes: { max: 95 * KB },
  },
};

/** The categories of Lighthouse's main-thread breakdown shown in the table (its group ids). */
const MAIN_THREAD_GROUPS = [
  ["scriptEvaluation", "évaluation des scripts"],
  ["styleLayout", "style et mise en page"],
  ["paintCompositeRender", "rendu"],
  ["parseHTML", "analyse HTML et CSS"],
  ["scriptParseCompile", "analyse et compilation des scripts"],
  ["garbageCollection", "ramasse-miettes"],
  ["other", "autres tâches"],
];

const isNumber = (value) => typeof value === "number" && !Number.isNaN(value);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;
const kilobytes = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const score = (value) => String(Math.round(value));

/**
 * Every figure of the report, in table order. `format` is for the table; `exact`
 * (when given) is for the list of missed budgets, precise enough that a figure just
 * over its budget never reads as equal to it.
 */
const METRICS = [
  { id: "performance", label: "Performance", get: (s) => s.scores?.performance, format: score },
  { id: "accessibility", label: "Accessibilité", get: (s) => s.scores?.accessibility, format: score },
  { id: "best-practices", label: "Bonnes pratiques", get: (s) => s.scores?.["best-practices"], format: score },
  { id: "seo", label: "SEO", get: (s) => s.scores?.seo, format: score },
  { id: "fcpMs", label: "FCP", get: (s) => s.fcpMs, format: seconds, exact: milliseconds },
  { id: "lcpMs", label: "LCP", get: (s) => s.lcpMs, format: seconds, exact: milliseconds },
  { id: "tbtMs", label: "TBT", get: (s) => s.tbtMs, format: milliseconds },
  { id: "cls", label: "CLS", get: (s) => s.cls, format: (value) => value.toFixed(3), exact: (v) => v.toFixed(4) },
  { id: "jsBytes", label: "JS du premier chargement (compressé)", get: (s) => s.jsBytes, format: kilobytes },
  { id: "totalBytes", label: "Poids total", get: (s) => s.totalBytes, format: kilobytes },
  { id: "mainThreadMs", label: "Travail du thread principal", get: (s) => s.mainThreadMs, format: milliseconds },
  ...MAIN_THREAD_GROUPS.map(([group, label]) => ({
    id: `mainThread.${group}`,
    label: `  dont ${label}`,
    get: (s) => s.mainThread?.[group],
    format: milliseconds,
  })),
  { id: "domSize", label: "Nœuds DOM", get: (s) => s.domSize, format: score },
];
const metricById = Object.fromEntries(METRICS.map((metric) => [metric.id, metric]));

/** Median of the numbers in `values` (anything else is skipped); null when there is none. */
function median(values) {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What the bench keeps of one Lighthouse result (`lhr`). */
function summarizeRun(lhr) {
  const audit = (id) => lhr.audits?.[id];
  const numeric = (id) => (isNumber(audit(id)?.numericValue) ? audit(id).numericValue : null);
  const requests = audit("network-requests")?.details?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === "Script");
  const breakdown = audit("mainthread-work-breakdown")?.details?.items ?? [];
  const categories = lhr.categories ?? {};
  return {
    scores: Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [
        id,
        category.score == null ? null : Math.round(category.score * 100),
      ]),
    ),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: requests ? scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) : null,
    mainThreadMs: numeric("mainthread-work-breakdown"),
    // A category with no task is left out of the audit: 0 ms, once the audit is there.
    mainThread:
      breakdown.length === 0
        ? {}
        : {
            ...Object.fromEntries(MAIN_THREAD_GROUPS.map(([group]) => [group, 0])),
            ...Object.fromEntries(breakdown.map((item) => [item.group, item.duration])),
          },
    domSize: numeric("dom-size"),
    scripts: scripts.map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ""),
      transferSize: item.transferSize ?? 0,
    })),
    // Lighthouse's measure of the host CPU for this run: it drops when the machine is busy.
    benchmarkIndex: isNumber(lhr.environment?.benchmarkIndex) ? lhr.environment.benchmarkIndex : null,
    runtimeError: lhr.runtimeError?.message ?? null,
    failedAudits: Object.values(lhr.audits ?? {})
      .filter((item) => item.score !== null && item.score < 1 && ["binary", "numeric"].includes(item.scoreDisplayMode))
      .filter((item) =>
        Object.values(categories).some(
          (category) =>
            category.id !== "performance" && category.auditRefs?.some((ref) => ref.id === item.id && ref.weight > 0),
        ),
      )
      .map((item) => `${item.id}: ${item.title}`),
  };
}

/** The per-figure medians of several summaries (each figure on its own, as Lighthouse CI does). */
function medianSummary(runs) {
  const of = (pick) => median(runs.map(pick));
  const categories = [...new Set(runs.flatMap((run) => Object.keys(run.scores ?? {})))];
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run.mainThread ?? {})))];
  return {
    scores: Object.fromEntries(categories.map((id) => [id, of((run) => run.scores?.[id])])),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    totalBytes: of((run) => run.totalBytes),
    jsBytes: of((run) => run.jsBytes),
    mainThreadMs: of((run) => run.mainThreadMs),
    mainThread: Object.fromEntries(groups.map((group) => [group, of((run) => run.mainThread?.[group])])),
    domSize: of((run) => run.domSize),
  };
}

/**
 * The index of the run whose performance score is the median one (the first such run
 * on a tie), to keep its trace; 0 when no run has a score.
 */
function medianRunIndex(runs) {
  const target = median(runs.map((run) => run.scores?.performance));
  if (target == null) return 0;
  let best = 0;
  runs.forEach((run, index) => {
    const value = run.scores?.performance;
    const bestValue = runs[best].scores?.performance;
    if (!isNumber(bestValue) || (isNumber(value) && Math.abs(value - target) < Math.abs(bestValue - target))) {
      best = index;
    }
  });
  return best;
}

/** The budgets that apply to one page: every page's, then its own. */
function budgetsFor(page, budgets = BUDGETS) {
  return { ...(budgets["*"] ?? {}), ...(budgets[page] ?? {}) };
}

const describeLimit = (metric, limit, exact = false) => {
  const format = (exact && metric.exact) || metric.format;
  return "min" in limit ? `≥ ${format(limit.min)}` : `≤ ${format(limit.max)}`;
};

/**
 * Checks each page's medians against its budgets. `results`: [{ page, median }].
 * Returns one line per budget: { page, metric, label, measured, limit, budget, ok };
 * a figure Lighthouse did not give (null) misses its budget: it is not proven met.
 */
function checkBudgets(results, budgets = BUDGETS) {
  const checks = [];
  for (const { page, median: summary } of results) {
    for (const [id, limit] of Object.entries(budgetsFor(page, budgets))) {
      const metric = metricById[id];
      if (!metric) throw new Error(`Budget inconnu : ${id}`);
      const measured = metric.get(summary ?? {});
      const ok = isNumber(measured) && ("min" in limit ? measured >= limit.min : measured <= limit.max);
      checks.push({
        page,
        metric: id,
        label: metric.label.trim(),
        measured: isNumber(measured) ? measured : null,
        limit,
        budget: describeLimit(metric, limit, true),
        ok,
      });
    }
  }
  return checks;
}

/** One line per missed budget: page, metric, measured figure, budget. */
function formatMisses(checks) {
  return checks
    .filter((check) => !check.ok)
    .map((check) => {
      const metric = metricById[check.metric];
      const measured = check.measured == null ? "non mesuré" : (metric.exact || metric.format)(check.measured);
      return `${check.page} — ${check.label} : ${measured}, budget ${check.budget}`;
    });
}

/** A plain-text table: the header, a rule, the rows, columns padded to their widest cell. */
function formatTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join(" | ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

const cell = (metric, value) => (isNumber(value) ? metric.format(value) : "—");

/**
 * The main table: one row per figure, one column per page (the simulated medians),
 * "ok" or "dépassé" after each figure that has a budget, and the budgets in the last
 * column. `results`: [{ page, median }].
 */
function formatMainTable(results, budgets = BUDGETS) {
  const pages = results.map((result) => result.page);
  const rows = METRICS.map((metric) => {
    const limits = pages.map((page) => budgetsFor(page, budgets)[metric.id]);
    const cells = results.map(({ median: summary }, index) => {
      const value = metric.get(summary ?? {});
      const limit = limits[index];
      if (!limit) return cell(metric, value);
      const ok = isNumber(value) && ("min" in limit ? value >= limit.min : value <= limit.max);
      return `${cell(metric, value)} ${ok ? "ok" : "dépassé"}`;
    });
    const described = limits.map((limit) => (limit ? describeLimit(metric, limit) : null));
    const budgeted = described.filter(Boolean);
    let budget = "";
    if (budgeted.length > 0 && budgeted.length === pages.length && new Set(budgeted).size === 1) {
      budget = budgeted[0];
    } else if (budgeted.length > 0) {
      budget = pages
        .map((page, index) => (described[index] ? `${page} ${described[index]}` : null))
        .filter(Boolean)
        .join(", ");
    }
    return [metric.label, ...cells, budget];
  });
  return formatTable(["Médiane (simulé)", ...pages, "Budget"], rows);
}

const COMPARED = [
  ["performance", "Perf"],
  ["fcpMs", "FCP"],
  ["lcpMs", "LCP"],
  ["tbtMs", "TBT"],
  ["mainThreadMs", "Thread principal"],
];

/**
 * Simulated medians beside the one observed run (throttlingMethod "devtools"), per page.
 * `results`: [{ page, median, devtools }] where devtools is a summary or null.
 */
function formatComparisonTable(results) {
  const header = ["Page", ...COMPARED.map(([, label]) => `${label} simulé / observé`)];
  const rows = results.map(({ page, median: summary, devtools }) => [
    page,
    ...COMPARED.map(([id]) => {
      const metric = metricById[id];
      return `${cell(metric, metric.get(summary ?? {}))} / ${devtools ? cell(metric, metric.get(devtools)) : "—"}`;
    }),
  ]);
  return formatTable(header, rows);
}

module.exports = {
  BUDGETS,
  KB,
  MAIN_THREAD_GROUPS,
  METRICS,
  budgetsFor,
  checkBudgets,
  formatComparisonTable,
  formatMainTable,
  formatMisses,
  formatTable,
  median,
  medianRunIndex,
  medianSummary,
  summarizeRun,
};
