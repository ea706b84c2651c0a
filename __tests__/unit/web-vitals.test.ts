import type { Metric } from "web-vitals";

/**
 * Field Core Web Vitals (src/lib/consent/web-vitals.ts): web-vitals is
 * replaced by a stand-in that records the callbacks the site registers, so the
 * tests can play the library's part and report metrics.
 */
type Callback = (metric: Metric) => void;
const mockRegistered: Record<string, { callback: Callback; options: unknown }[]> = { LCP: [], INP: [], CLS: [] };
let mockLoads = 0;
jest.mock("web-vitals", () => {
  mockLoads += 1;
  const register = (name: string) => (callback: Callback, options: unknown) =>
    mockRegistered[name].push({ callback, options });
  return { onLCP: register("LCP"), onINP: register("INP"), onCLS: register("CLS") };
});

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: (...args: unknown[]) => void; [key: string]: unknown };
const w = window as unknown as GtagWindow;

/** What the build writes after <body> on a site with a measurement ID (made inert until consent). */
const INERT_TAG = `
  <script type="text/plain" data-consent-category="analytics" data-src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"></script>
  <script type="text/plain" data-consent-category="analytics">
    window.dataLayer = window.dataLayer || [];
    window.gtag = function gtag(){dataLayer.push(arguments);};
    gtag('js', new Date());
    gtag('config', 'G-TEST12345', {"send_page_view":false});
  </script>`;

type VitalMetric = Metric & { name: "LCP" | "INP" | "CLS" };

const metric = (name: VitalMetric["name"], value: number, overrides: Partial<Metric> = {}): VitalMetric =>
  ({
    name,
    value,
    delta: value,
    rating: "good",
    id: `v5-${name}-1`,
    entries: [],
    navigationType: "navigate",
    navigationId: 1,
    navigationURL: "http://localhost/accueil",
    ...overrides,
  }) as VitalMetric;

const vitalEvents = () =>
  (w.dataLayer ?? [])
    .map((args) => Array.from(args))
    .filter(([command, name]) => command === "event" && ["LCP", "INP", "CLS"].includes(name as string));

/** Reports a metric the way web-vitals would, to every callback registered for it. */
const report = (value: VitalMetric) => {
  for (const { callback } of mockRegistered[value.name]) callback(value);
};

/** Fresh modules for each test: web-vitals.ts starts once per document. */
let vitals: typeof import("../../src/lib/consent/web-vitals");
let analytics: typeof import("../../src/lib/consent/analytics");

beforeEach(() => {
  jest.resetModules();
  mockLoads = 0;
  for (const name of Object.keys(mockRegistered)) mockRegistered[name] = [];
  document.body.innerHTML = INERT_TAG;
  w.dataLayer = [];
  delete w.gtag;
  delete w["ga-disable-G-TEST12345"];
  localStorage.clear();
  window.history.replaceState(null, "", "/accueil");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  vitals = require("../../src/lib/consent/web-vitals");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  analytics = require("../../src/lib/consent/analytics");
});

/**
 * Renders the site's consent provider. The modules are fresh for each test (see
 * beforeEach), so React and Testing Library are taken from the same registry.
 */
const renderConsentProvider = () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const React = require("react") as typeof import("react");
  const { createRoot } = require("react-dom/client") as typeof import("react-dom/client");
  const { ConsentProvider } = require("../../src/components/consent/ConsentProvider");
  /* eslint-enable @typescript-eslint/no-require-imports */
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement("div");
  document.body.appendChild(container);
  React.act(() => {
    createRoot(container).render(React.createElement(ConsentProvider, { measurementId: "G-TEST12345" }, "page"));
  });
};

const storeConsent = (accepted: boolean) =>
  localStorage.setItem(
    "voltis-consent",
    JSON.stringify({ version: 1, analytics: accepted, date: new Date().toISOString(), expires: Date.now() + 1e9 }),
  );

/** Lets the dynamic import of web-vitals settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the GA4 event of a metric", () => {
  it("has GA4's recommended shape, with an integer value in milliseconds", () => {
    expect(vitals.vitalEventParams(metric("LCP", 1834.6, { rating: "good", id: "v5-1" }), "/x")).toEqual({
      value: 1835,
      metric_id: "v5-1",
      metric_value: 1834.6,
      metric_delta: 1834.6,
      metric_rating: "good",
      page_path: "/accueil",
      non_interaction: true,
    });
  });

  it("sends CLS × 1000, rounded (GA4 keeps integers)", () => {
    const params = vitals.vitalEventParams(metric("CLS", 0.0437, { rating: "good" }), "/x");
    expect(params.value).toBe(44);
    expect(params.metric_value).toBe(0.0437);
  });

  it("names the page the metric belongs to, else the page on screen", () => {
    const soft = metric("INP", 120, { navigationURL: "http://localhost/realisation?x=1", rating: "good" });
    expect(vitals.vitalEventParams(soft, "/accueil").page_path).toBe("/realisation?x=1");
    const unknown = metric("INP", 120, { navigationURL: undefined });
    expect(vitals.vitalEventParams(unknown, "/cgu").page_path).toBe("/cgu");
  });
});

describe("the reporter", () => {
  it("sends each metric once per page view, a new page view (new id) again", () => {
    const send = jest.fn();
    const reporter = vitals.createVitalsReporter({ send, allowed: () => true });
    reporter(metric("CLS", 0.02, { id: "cls-1" }));
    reporter(metric("CLS", 0.05, { id: "cls-1", delta: 0.03 }));
    reporter(metric("CLS", 0.01, { id: "cls-2", navigationURL: "http://localhost/realisation" }));
    expect(send.mock.calls.map(([name, params]) => [name, params.metric_id, params.page_path])).toEqual([
      ["CLS", "cls-1", "/accueil"],
      ["CLS", "cls-2", "/realisation"],
    ]);
  });

  it("sends nothing while not allowed (consent withdrawn)", () => {
    const send = jest.fn();
    let allowed = false;
    const reporter = vitals.createVitalsReporter({ send, allowed: () => allowed });
    reporter(metric("LCP", 900));
    expect(send).not.toHaveBeenCalled();
    allowed = true;
    reporter(metric("INP", 80));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("with the consent of the visitor", () => {
  it("loads nothing and sends nothing before consent", async () => {
    analytics.measureWebVitals("G-TEST12345");
    await settle();
    expect(mockLoads).toBe(0);
    expect(vitalEvents()).toEqual([]);
  });

  it("after « Accepter »: loads web-vitals once, and sends LCP, INP and CLS once each to gtag", async () => {
    analytics.grantAnalytics("G-TEST12345");
    await settle();
    expect(mockLoads).toBe(1);
    expect(Object.values(mockRegistered).map((callbacks) => callbacks.length)).toEqual([1, 1, 1]);
    // Every page view of a client-side navigation gets its own metrics where the browser can tell.
    expect(mockRegistered.LCP[0].options).toEqual({ reportSoftNavs: true });

    report(metric("LCP", 1200.4, { id: "lcp-1" }));
    report(metric("LCP", 1200.4, { id: "lcp-1" }));
    report(metric("CLS", 0.012, { id: "cls-1" }));
    report(metric("INP", 64, { id: "inp-1", rating: "good" }));
    report(metric("CLS", 0.02, { id: "cls-1", delta: 0.008 }));

    expect(vitalEvents()).toEqual([
      ["event", "LCP", expect.objectContaining({ value: 1200, metric_id: "lcp-1", page_path: "/accueil" })],
      ["event", "CLS", expect.objectContaining({ value: 12, metric_value: 0.012, metric_id: "cls-1" })],
      ["event", "INP", expect.objectContaining({ value: 64, metric_rating: "good", non_interaction: true })],
    ]);

    // Accepting again (after a change of mind) does not measure twice.
    analytics.grantAnalytics("G-TEST12345");
    await settle();
    expect(mockLoads).toBe(1);
    expect(mockRegistered.LCP).toHaveLength(1);
  });

  it("stops sending once the visitor withdraws consent", async () => {
    analytics.grantAnalytics("G-TEST12345");
    await settle();
    analytics.denyAnalytics("G-TEST12345");
    report(metric("LCP", 1500, { id: "lcp-late" }));
    report(metric("CLS", 0.1, { id: "cls-late" }));
    expect(vitalEvents()).toEqual([]);
  });

  it("loads nothing when Google's tag does not run despite consent (Do Not Track: no gtag)", async () => {
    document.body.innerHTML = ""; // the tag's configuration defined no gtag
    analytics.grantAnalytics("G-TEST12345");
    await settle();
    expect(mockLoads).toBe(0);
  });

  it("for a visitor who accepted earlier: measures from the first page, once the page is idle", async () => {
    storeConsent(true);
    // What onClientEntry does for such a visitor: the tag runs before the first render.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("../../src/lib/consent/inert-scripts").activateAnalyticsScripts();
    renderConsentProvider();
    expect(mockLoads).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mockRegistered.LCP).toHaveLength(1);
    report(metric("LCP", 700, { id: "lcp-returning" }));
    expect(vitalEvents()).toEqual([["event", "LCP", expect.objectContaining({ metric_id: "lcp-returning" })]]);
  });

  it("for a visitor who refused: loads nothing", async () => {
    storeConsent(false);
    renderConsentProvider();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mockLoads).toBe(0);
  });
});
