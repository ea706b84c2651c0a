/** @jest-environment node */
/**
 * The committed Lighthouse CI configuration of `npm run bench` (lighthouserc.cjs): the
 * pages, runs and browser it collects with, and the speed budgets it asserts on each
 * page, with Lighthouse's simulated throttling and with the real throttled load
 * (VOLTIS_THROTTLING=devtools). No Lighthouse run here: the bench itself stays out of
 * `npm test`.
 */
import fs from "node:fs";
import path from "node:path";

type Assertion = [string, { minScore?: number; maxNumericValue?: number }];
interface Config {
  ci: {
    collect: { url: string[]; numberOfRuns: number; chromePath: string; settings: Record<string, unknown> };
    assert: {
      assertMatrix: Array<{
        matchingUrlPattern: string;
        aggregationMethod: string;
        assertions: Record<string, Assertion>;
      }>;
    };
    upload: { target: string; outputDir: string };
  };
}

const KB = 1024;
const ORIGIN = "http://127.0.0.1:9331";
const PAGES = ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"];

/** The budgets as docs/performance.md documents them: [assertion, minScore | maxNumericValue]. */
const EVERY_PAGE: Array<[string, "minScore" | "maxNumericValue", number]> = [
  ["categories:performance", "minScore", 0.95],
  ["categories:accessibility", "minScore", 1],
  ["categories:best-practices", "minScore", 1],
  ["categories:seo", "minScore", 1],
  ["largest-contentful-paint", "maxNumericValue", 2000],
  ["total-blocking-time", "maxNumericValue", 100],
  ["cumulative-layout-shift", "maxNumericValue", 0.02],
];
const OWN: Record<string, typeof EVERY_PAGE> = {
  "/accueil": [
    ["resource-summary:script:size", "maxNumericValue", 120 * KB],
    ["mainthread-work-breakdown", "maxNumericValue", 1500],
  ],
  "/realisation": [],
  "/projet/gerer-mon-permis": [],
  "/mentions-legales": [["resource-summary:script:size", "maxNumericValue", 95 * KB]],
};

function load(env: Record<string, string | undefined> = {}): Config {
  const saved = { ...process.env };
  delete process.env.CHROME_PATH;
  delete process.env.VOLTIS_THROTTLING;
  Object.assign(process.env, env);
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require("../../lighthouserc.cjs");
    });
    return config as Config;
  } finally {
    process.env = saved;
  }
}

const config = load();
const { collect, assert, upload } = config.ci;
/** The matrix entries whose pattern matches `url`, as `lhci assert` matches a run's final URL. */
const entriesFor = (url: string) =>
  assert.assertMatrix.filter((entry) => new RegExp(entry.matchingUrlPattern).test(url));

describe("lighthouserc.cjs: collect", () => {
  it("runs Lighthouse 3 times on each of the four page types, on the loopback gatsby serve", () => {
    expect(collect.url).toEqual(PAGES.map((page) => `${ORIGIN}${page}`));
    expect(collect.numberOfRuns).toBe(3);
    expect(config.ci.collect).toMatchObject({
      startServerCommand: expect.stringMatching(/^gatsby serve .*--port 9331/),
    });
  });

  it("uses the system Chromium, with the flags it needs here, and Lighthouse's default mobile settings", () => {
    expect(collect.chromePath).toBe("/usr/bin/chromium");
    expect(load({ CHROME_PATH: "/opt/chromium/chrome" }).ci.collect.chromePath).toBe("/opt/chromium/chrome");
    // A string: LHCI appends " --headless=new" to it (an array would be joined with commas).
    const flags = collect.settings.chromeFlags as string;
    expect(typeof flags).toBe("string");
    // As root, and without anything reaching out of the machine.
    const needed =
      "--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
    for (const flag of needed.split(" ")) expect(flags.split(" ")).toContain(flag);
    // Default mobile settings: no preset, no throttling or form factor of our own.
    expect(Object.keys(collect.settings)).toEqual(["chromeFlags"]);
  });
});

describe("lighthouserc.cjs: the real throttled load (VOLTIS_THROTTLING=devtools)", () => {
  const devtools = load({ VOLTIS_THROTTLING: "devtools" }).ci;
  /** [page, LCP budget in ms]: the text pages' largest paint waits for the document, the image pages' for the image too. */
  const LCP: Array<[string, number]> = [
    ["/accueil", 1200],
    ["/realisation", 1500],
    ["/projet/gerer-mon-permis", 1500],
    ["/mentions-legales", 1200],
  ];

  it("loads the same pages as many times, through Chromium's throttled network, with the same browser flags", () => {
    expect(devtools.collect.url).toEqual(collect.url);
    expect(devtools.collect.numberOfRuns).toBe(collect.numberOfRuns);
    expect(devtools.collect.settings).toEqual({ ...collect.settings, throttlingMethod: "devtools" });
  });

  it.each(LCP)("%s: the largest paint within %i ms and no layout shift, on the median of the runs", (page, lcp) => {
    const entries = devtools.assert.assertMatrix.filter((entry) =>
      new RegExp(entry.matchingUrlPattern).test(`${ORIGIN}${page}`),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0].aggregationMethod).toBe("median");
    expect(entries[0].assertions).toEqual({
      "largest-contentful-paint": ["error", { maxNumericValue: lcp }],
      "cumulative-layout-shift": ["error", { maxNumericValue: 0 }],
    });
  });

  it("writes its reports apart from the simulated runs'", () => {
    expect(devtools.upload).toEqual({ target: "filesystem", outputDir: "reports/lighthouse-ci-devtools" });
    expect(devtools.assert.assertMatrix).toHaveLength(PAGES.length);
  });
});

describe("lighthouserc.cjs: the speed budgets", () => {
  it.each(PAGES)("%s: exactly one matrix entry, on the median of the runs", (page) => {
    const entries = entriesFor(`${ORIGIN}${page}`);
    expect(entries).toHaveLength(1);
    expect(entries[0].aggregationMethod).toBe("median");
    // Nor a page under it (/accueil/x) nor a longer path (/accueil-bis).
    expect(entriesFor(`${ORIGIN}${page}-bis`)).toHaveLength(0);
    expect(entriesFor(`${ORIGIN}${page}/x`)).toHaveLength(0);
  });

  it.each(PAGES)("%s: every budget, with its documented threshold, as an error, and nothing else", (page) => {
    const [entry] = entriesFor(`${ORIGIN}${page}`);
    const expected = Object.fromEntries(
      [...EVERY_PAGE, ...OWN[page]].map(([id, option, value]) => [id, ["error", { [option]: value }]]),
    );
    expect(entry.assertions).toEqual(expected);
  });

  it("leaves no page without its matrix entry", () => {
    expect(assert.assertMatrix).toHaveLength(PAGES.length);
    expect(Object.keys(assert).sort()).toEqual(["assertMatrix"]);
  });
});

describe("lighthouserc.cjs: upload", () => {
  it("writes the reports to reports/, and git ignores them and LHCI's working copy", () => {
    expect(upload).toEqual({ target: "filesystem", outputDir: "reports/lighthouse-ci" });
    const ignored = fs.readFileSync(path.join(__dirname, "../../.gitignore"), "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["reports/", ".lighthouseci/"]));
  });
});
