import { CONSENT_DENIED_UPDATE, CONSENT_GRANTED_UPDATE } from "./consent-mode";
import { activateAnalyticsScripts } from "./inert-scripts";
import { isAnalyticsActive, sendPageView } from "./page-view";
import { startWebVitals } from "./web-vitals";

/**
 * What happens in the browser when the visitor accepts or refuses audience
 * measurement. Loaded on demand (dynamic import) and only on a site built with
 * a measurement ID, so a site without analytics ships none of this.
 */

type GtagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  [optOut: `ga-disable-${string}`]: boolean | undefined;
};

const win = () => window as unknown as GtagWindow;

/** Google's queue takes `arguments` objects, not arrays: push exactly what gtag() would. */
function pushToDataLayer(..._args: unknown[]) {
  const w = win();
  w.dataLayer = w.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
}

export { isAnalyticsActive, sendPageView };

/** Measurement is on for this page: Google's tag runs and the visitor has not withdrawn consent since. */
const measuring = (measurementId: string) => isAnalyticsActive() && win()[`ga-disable-${measurementId}`] !== true;

/**
 * Field Core Web Vitals (web-vitals.ts): LCP, INP and CLS of the visit, sent as
 * GA4 events. Only where Google's tag runs, that is after consent (and not for a
 * visitor whose browser sends Do Not Track: the tag's configuration then defines
 * no `gtag`); each event is checked against a later withdrawal.
 */
export const measureWebVitals = (measurementId: string) => {
  if (!measuring(measurementId)) return;
  void startWebVitals({
    allowed: () => measuring(measurementId),
    send: (name, params) => win().gtag?.("event", name, params),
  });
};

/** Accepter: grants measurement, loads the tag if this page has not yet, and counts this page once. */
export const grantAnalytics = (measurementId: string) => {
  win()[`ga-disable-${measurementId}`] = false;
  pushToDataLayer("consent", "update", CONSENT_GRANTED_UPDATE);
  const wasActive = isAnalyticsActive();
  activateAnalyticsScripts();
  // onRouteUpdate already counted this page if the tag was running; otherwise count it now.
  if (!wasActive) sendPageView();
  measureWebVitals(measurementId);
};

/**
 * Refuser (or withdrawal): denies measurement, stops the tag if it runs on this
 * page (Google's official opt-out flag) and deletes the cookies it had set.
 */
export const denyAnalytics = (measurementId: string) => {
  if (isAnalyticsActive()) {
    win()[`ga-disable-${measurementId}`] = true;
    pushToDataLayer("consent", "update", CONSENT_DENIED_UPDATE);
  }
  clearAnalyticsCookies();
};

/** Google Analytics cookie names: _ga, _ga_<ID>, and the older _gid / _gat. */
export const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_.*)?)$/;

/** Deletes the analytics cookies on every domain they may have been set for (www.example.fr, .example.fr…). */
export const clearAnalyticsCookies = (doc: Document = document) => {
  const names = doc.cookie
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  if (names.length === 0) return;
  const labels = doc.location.hostname.split(".");
  const domains = [""];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`; domain=.${labels.slice(i).join(".")}`);
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
};
