import type { Metric } from "web-vitals";

/**
 * Field Core Web Vitals: how fast the site really is for its visitors (LCP,
 * INP, CLS), sent to Google Analytics 4 as events, the way the web-vitals
 * README recommends ("Send the results to Google Analytics").
 *
 * Only for a visitor who accepted audience measurement on a site built with a
 * measurement ID: analytics.ts starts it once Google's tag runs on the page
 * (after « Accepter », or at once for a visitor who accepted earlier). The
 * `web-vitals` package is imported here dynamically, in its own chunk, so no
 * page downloads it before that — and a site without an ID never does.
 *
 * What one "page view" gets. web-vitals measures a document load: LCP, CLS and
 * INP of the page the visitor landed on (and again after a back/forward-cache
 * restore, with a new metric id). Moving to another page inside the site is a
 * client-side navigation (Gatsby changes the URL and the content, the document
 * stays). With `reportSoftNavs`, browsers that detect such "soft navigations"
 * (Chromium 151 and later) close the metrics of the previous page there and
 * measure the new page on its own: each page view gets its own CLS and INP,
 * under its own path. Its LCP only if the browser reports the largest paint
 * after the navigation (an interaction-contentful-paint entry): Chromium 156
 * detects Gatsby's page changes but reports no such paint for them, so those
 * page views have no LCP. Other browsers (Firefox, Safari, older Chromium)
 * report only the landing page: its LCP, and CLS and INP over the whole visit,
 * all under the landing page's path; later page views of that visit get no
 * vitals of their own. We send what the library measured, under the path it
 * measured it for, and nothing we would have to guess.
 */

/** The metrics sent: the three Core Web Vitals. */
export type VitalName = "LCP" | "INP" | "CLS";

/** What the reporter reads from a web-vitals metric. */
export type VitalMetric = Pick<Metric, "id" | "value" | "delta" | "rating" | "navigationURL"> & { name: VitalName };

/** GA4 event parameters of one metric. */
export interface VitalEventParams {
  /** GA4 wants integers: milliseconds for LCP and INP, CLS × 1000. */
  value: number;
  /** One id per metric instance (per page view): what GA reports group by. */
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: Metric["rating"];
  /** The page the metric belongs to (it can be reported after the visitor moved on). */
  page_path: string;
  non_interaction: true;
}

const pathOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const { pathname, search } = new URL(url, "http://localhost");
    return `${pathname}${search}`;
  } catch {
    return null;
  }
};

/** The event of one metric, in the shape GA4 and the web-vitals README recommend. */
export const vitalEventParams = (metric: VitalMetric, fallbackPath: string): VitalEventParams => ({
  value: Math.round(metric.name === "CLS" ? metric.value * 1000 : metric.value),
  metric_id: metric.id,
  metric_value: metric.value,
  metric_delta: metric.delta,
  metric_rating: metric.rating,
  page_path: pathOf(metric.navigationURL) ?? fallbackPath,
  non_interaction: true,
});

export interface VitalsReporterOptions {
  /** Sends one event (gtag("event", name, params)). */
  send: (name: VitalName, params: VitalEventParams) => void;
  /** Asked before each event: false once the visitor withdrew consent (nothing is sent then). */
  allowed: () => boolean;
  /** The page's path, if a metric does not say which page it belongs to. */
  currentPath?: () => string;
}

/**
 * The callback given to onLCP, onINP and onCLS: sends each metric once per page
 * view. web-vitals may report a metric again (CLS and INP each time the page is
 * hidden, if they grew); the first report, when the page is first hidden or
 * left, is the one sent, so a page view counts once in GA's averages.
 */
export const createVitalsReporter = ({
  send,
  allowed,
  currentPath = () => window.location.pathname,
}: VitalsReporterOptions) => {
  const sent = new Set<string>();
  return (metric: VitalMetric) => {
    if (sent.has(metric.id) || !allowed()) return;
    sent.add(metric.id);
    send(metric.name, vitalEventParams(metric, currentPath()));
  };
};

let started = false;

/**
 * Loads web-vitals (its own chunk) and reports LCP, INP and CLS through
 * `options.send`. Once per document: a second call does nothing. Never throws:
 * measuring must not break the page.
 */
export const startWebVitals = async (options: VitalsReporterOptions): Promise<boolean> => {
  if (started) return false;
  started = true;
  try {
    const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ "web-vitals");
    const report = createVitalsReporter(options) as (metric: Metric) => void;
    const reportOptions = { reportSoftNavs: true };
    onLCP(report, reportOptions);
    onINP(report, reportOptions);
    onCLS(report, reportOptions);
    return true;
  } catch {
    return false;
  }
};
