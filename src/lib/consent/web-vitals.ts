import type { Metric } from "web-vitals";

/**
 * Field Core Web Vitals sent as GA4 events, as the web-vitals README recommends, only after consent; what
 * each page view gets, soft navigations included, is in docs/consent.md, "Field Core Web Vitals".
 */

export type VitalName = "LCP" | "INP" | "CLS";

export type VitalMetric = Pick<Metric, "id" | "value" | "delta" | "rating" | "navigationURL"> & { name: VitalName };

export interface VitalEventParams {
  /** GA4 wants integers: milliseconds for LCP and INP, CLS × 1000. */
  value: number;
  /** One per page view: what GA reports group by. */
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: Metric["rating"];
  /** It can be reported after the visitor moved on. */
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
  send: (name: VitalName, params: VitalEventParams) => void;
  /** Asked before each event: false once the visitor withdrew consent. */
  allowed: () => boolean;
  currentPath?: () => string;
}

/** Only the first report of a metric is sent, so a page view counts once in GA's averages. */
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

/** Once per document; never throws: measuring must not break the page. */
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
