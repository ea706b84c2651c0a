/** @jest-environment node */
/**
 * The logic of `npm run bench` (scripts/bench/budgets.js), fed made-up Lighthouse
 * summaries and results: which budget is missed, which is not, what is printed.
 * No Lighthouse run and no timing here: the bench itself stays out of `npm test`.
 */
import {
  BUDGETS,
  KB,
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
  type Summary,
} from "../../scripts/bench/budgets";

/** A page that meets every budget of issue 9, with room to spare. */
const fast = (overrides: Partial<Summary> = {}): Summary => ({
  scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1300,
  tbtMs: 40,
  cls: 0,
  totalBytes: 300 * KB,
  jsBytes: 90 * KB,
  mainThreadMs: 900,
  mainThread: { scriptEvaluation: 400, styleLayout: 200 },
  domSize: 400,
  ...overrides,
});

const missed = (results: Parameters<typeof checkBudgets>[0]) =>
  checkBudgets(results)
    .filter((check) => !check.ok)
    .map((check) => `${check.page} ${check.metric}`);

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, and skips what is not a number", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, Number.NaN, 1, 3])).toBe(3);
    expect(median([null])).toBeNull();
  });
});

describe("the budgets of issue 9", () => {
  it("applies the shared budgets to every page and adds each page's own", () => {
    expect(budgetsFor("/realisation")).toEqual(BUDGETS["*"]);
    expect(budgetsFor("/accueil")).toMatchObject({
      performance: { min: 95 },
      lcpMs: { max: 2000 },
      tbtMs: { max: 100 },
      cls: { max: 0.02 },
      jsBytes: { max: 120 * KB },
      mainThreadMs: { max: 1200 },
    });
    expect(budgetsFor("/mentions-legales").jsBytes).toEqual({ max: 95 * KB });
    expect(budgetsFor("/mentions-legales").mainThreadMs).toBeUndefined();
  });
});

describe("checkBudgets", () => {
  it("reports nothing for pages within every budget", () => {
    const results = ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"].map((page) => ({
      page,
      median: fast(),
    }));
    expect(missed(results)).toEqual([]);
    expect(formatMisses(checkBudgets(results))).toEqual([]);
  });

  it("reports each missed budget, and only those", () => {
    const results = [
      {
        page: "/accueil",
        median: fast({
          scores: { performance: 71, accessibility: 100, "best-practices": 100, seo: 100 },
          lcpMs: 4820,
          tbtMs: 433,
          jsBytes: 146.9 * KB,
          mainThreadMs: 2900,
        }),
      },
      { page: "/mentions-legales", median: fast({ cls: 0.05, jsBytes: 98.1 * KB }) },
      { page: "/realisation", median: fast({ scores: { ...fast().scores, seo: 92 } }) },
    ];
    expect(missed(results)).toEqual([
      "/accueil performance",
      "/accueil lcpMs",
      "/accueil tbtMs",
      "/accueil jsBytes",
      "/accueil mainThreadMs",
      "/mentions-legales cls",
      "/mentions-legales jsBytes",
      "/realisation seo",
    ]);
  });

  it("counts a figure equal to its budget as met, and one just over it as missed", () => {
    const edge = {
      scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
      lcpMs: 2000,
      tbtMs: 100,
      cls: 0.02,
    };
    expect(missed([{ page: "/accueil", median: fast({ ...edge, jsBytes: 120 * KB, mainThreadMs: 1200 }) }])).toEqual(
      [],
    );
    expect(missed([{ page: "/accueil", median: fast({ lcpMs: 2000.4, jsBytes: 120 * KB + 1 }) }])).toEqual([
      "/accueil lcpMs",
      "/accueil jsBytes",
    ]);
  });

  it("has no JavaScript or main-thread budget where the issue sets none", () => {
    const heavy = fast({ jsBytes: 500 * KB, mainThreadMs: 5000 });
    expect(missed([{ page: "/realisation", median: heavy }])).toEqual([]);
    expect(missed([{ page: "/mentions-legales", median: heavy }])).toEqual(["/mentions-legales jsBytes"]);
  });

  it("counts a figure Lighthouse did not give as missed", () => {
    const checks = checkBudgets([{ page: "/accueil", median: fast({ lcpMs: null }) }]);
    expect(checks.filter((check) => !check.ok).map((check) => check.metric)).toEqual(["lcpMs"]);
    expect(formatMisses(checks)).toEqual(["/accueil — LCP : non mesuré, budget ≤ 2000 ms"]);
  });

  it("prints one line per miss: page, figure, measured value, budget", () => {
    const lines = formatMisses(
      checkBudgets([
        { page: "/accueil", median: fast({ lcpMs: 2003.6, jsBytes: 146.9 * KB, mainThreadMs: 2900 }) },
        { page: "/mentions-legales", median: fast({ cls: 0.0213 }) },
      ]),
    );
    expect(lines).toEqual([
      "/accueil — LCP : 2004 ms, budget ≤ 2000 ms",
      "/accueil — JS du premier chargement (compressé) : 146.9 KB, budget ≤ 120.0 KB",
      "/accueil — Travail du thread principal : 2900 ms, budget ≤ 1200 ms",
      "/mentions-legales — CLS : 0.0213, budget ≤ 0.0200",
    ]);
  });

  it("accepts other budgets (the table at the top of the module is only the default)", () => {
    const checks = checkBudgets([{ page: "/x", median: fast() }], { "*": { domSize: { max: 300 } } });
    expect(checks).toEqual([
      expect.objectContaining({ page: "/x", metric: "domSize", measured: 400, ok: false, budget: "≤ 300" }),
    ]);
    expect(() => checkBudgets([{ page: "/x", median: fast() }], { "*": { speed: { max: 1 } } })).toThrow(/speed/);
  });
});

describe("the printed tables", () => {
  const results = [
    { page: "/accueil", median: fast({ lcpMs: 4820, mainThreadMs: 2900 }), devtools: fast({ lcpMs: 1060 }) },
    { page: "/realisation", median: fast(), devtools: null },
  ];

  it("shows each budgeted figure with ok or dépassé, and the budget", () => {
    const lines = formatMainTable(results).split("\n");
    const row = (label: string) => lines.find((line) => line.startsWith(label)) ?? "";
    expect(lines[0]).toMatch(/^Médiane \(simulé\)\s+\| \/accueil\s+\| \/realisation\s+\| Budget$/);
    expect(row("LCP")).toMatch(/4\.82 s dépassé\s+\| 1\.30 s ok\s+\| ≤ 2\.00 s/);
    expect(row("Performance")).toMatch(/99 ok\s+\| 99 ok\s+\| ≥ 95/);
    // Budgeted on /accueil only: no verdict on /realisation, the page named in the budget column.
    expect(row("Travail du thread principal")).toMatch(/2900 ms dépassé\s+\| 900 ms\s+\| \/accueil ≤ 1200 ms/);
    expect(row("FCP")).toMatch(/0\.90 s\s+\| 0\.90 s\s+\|$/);
    expect(row("  dont évaluation des scripts")).toContain("400 ms");
    expect(row("Nœuds DOM")).toContain("400");
  });

  it("puts the observed pass beside the simulated medians, a dash when it did not run", () => {
    const table = formatComparisonTable(results);
    expect(table.split("\n")[0]).toContain("LCP simulé / observé");
    expect(table).toMatch(/\/accueil\s+\| 99 \/ 99\s+\| 0\.90 s \/ 0\.90 s\s+\| 4\.82 s \/ 1\.06 s/);
    expect(table).toMatch(/\/realisation\s+\| 99 \/ —/);
  });

  it("pads every column to its widest cell", () => {
    expect(formatTable(["a", "bb"], [["ccc", 1]])).toBe("a   | bb\n----|---\nccc | 1");
  });
});

describe("reading Lighthouse results", () => {
  /** A Lighthouse-like result (`lhr`), reduced to what the bench reads. */
  const lhr = (performance: number, lcp: number) => ({
    environment: { benchmarkIndex: 1800 },
    categories: {
      performance: { id: "performance", score: performance / 100, auditRefs: [] },
      accessibility: { id: "accessibility", score: 0.96, auditRefs: [{ id: "color-contrast", weight: 7 }] },
    },
    audits: {
      "first-contentful-paint": { numericValue: 950 },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: 300 },
      "cumulative-layout-shift": { numericValue: 0 },
      "total-byte-weight": { numericValue: 500_000 },
      "dom-size": { numericValue: 698 },
      "mainthread-work-breakdown": {
        numericValue: 2900,
        details: {
          items: [
            { group: "scriptEvaluation", duration: 923 },
            { group: "styleLayout", duration: 741 },
            { group: "other", duration: 1236 },
          ],
        },
      },
      "network-requests": {
        details: {
          items: [
            { url: "http://127.0.0.1:9331/app-1.js", resourceType: "Script", transferSize: 40_000 },
            { url: "http://127.0.0.1:9331/accueil", resourceType: "Document", transferSize: 30_000 },
            { url: "http://127.0.0.1:9331/framework-2.js", resourceType: "Script", transferSize: 46_000 },
          ],
        },
      },
      "color-contrast": { id: "color-contrast", title: "Contrast", score: 0, scoreDisplayMode: "binary" },
    },
  });

  it("keeps the scores, the metrics, the scripts, the main-thread breakdown and the DOM size", () => {
    const summary = summarizeRun(lhr(71, 4820));
    expect(summary).toMatchObject({
      scores: { performance: 71, accessibility: 96 },
      fcpMs: 950,
      lcpMs: 4820,
      tbtMs: 300,
      cls: 0,
      jsBytes: 86_000,
      mainThreadMs: 2900,
      domSize: 698,
      scripts: [
        { url: "/app-1.js", transferSize: 40_000 },
        { url: "/framework-2.js", transferSize: 46_000 },
      ],
      failedAudits: ["color-contrast: Contrast"],
      benchmarkIndex: 1800,
      runtimeError: null,
    });
    // A category with no task is 0 ms, not missing.
    expect(summary.mainThread).toEqual({
      scriptEvaluation: 923,
      styleLayout: 741,
      paintCompositeRender: 0,
      parseHTML: 0,
      scriptParseCompile: 0,
      garbageCollection: 0,
      other: 1236,
    });
  });

  it("gives no figure, rather than a false one, when Lighthouse failed", () => {
    const summary = summarizeRun({
      runtimeError: { code: "NO_FCP", message: "La page n’a rien affiché" },
      categories: { performance: { id: "performance", score: null, auditRefs: [] } },
      audits: {},
    });
    expect(summary).toMatchObject({ scores: { performance: null }, lcpMs: null, jsBytes: null, mainThreadMs: null });
    expect(summary.runtimeError).toBe("La page n’a rien affiché");
  });

  it("takes the median of each figure, and keeps the trace of the median run", () => {
    const runs = [summarizeRun(lhr(80, 3000)), summarizeRun(lhr(70, 5000)), summarizeRun(lhr(75, 4000))];
    expect(medianSummary(runs)).toMatchObject({ scores: { performance: 75 }, lcpMs: 4000, jsBytes: 86_000 });
    expect(medianSummary(runs).mainThread.styleLayout).toBe(741);
    expect(medianRunIndex(runs)).toBe(2);
    expect(medianRunIndex([runs[0]])).toBe(0);
    expect(medianRunIndex([runs[0], runs[1]])).toBe(0);
  });
});
