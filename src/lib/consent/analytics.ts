import { CONSENT_DENIED_UPDATE, CONSENT_GRANTED_UPDATE } from "./consent-mode";
import { activateAnalyticsScripts } from "./inert-scripts";
import { isAnalyticsActive, sendPageView } from "./page-view";
import { startWebVitals } from "./web-vitals";

/** What « Accepter » and « Refuser » do; loaded on demand, only on a site built with a measurement ID. */

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

const measuring = (measurementId: string) => isAnalyticsActive() && win()[`ga-disable-${measurementId}`] !== true;

/** Only where Google's tag runs, after consent and without Do Not Track (docs/consent.md, "Field Core Web Vitals"). */
export const measureWebVitals = (measurementId: string) => {
  if (!measuring(measurementId)) return;
  void startWebVitals({
    allowed: () => measuring(measurementId),
    send: (name, params) => win().gtag?.("event", name, params),
  });
};

export const grantAnalytics = (measurementId: string) => {
  win()[`ga-disable-${measurementId}`] = false;
  pushToDataLayer("consent", "update", CONSENT_GRANTED_UPDATE);
  const wasActive = isAnalyticsActive();
  activateAnalyticsScripts();
  // onRouteUpdate already counted this page if the tag was running.
  if (!wasActive) sendPageView();
  measureWebVitals(measurementId);
};

/** Stops a running tag with Google's official opt-out flag, and deletes its cookies. */
export const denyAnalytics = (measurementId: string) => {
  if (isAnalyticsActive()) {
    win()[`ga-disable-${measurementId}`] = true;
    pushToDataLayer("consent", "update", CONSENT_DENIED_UPDATE);
  }
  clearAnalyticsCookies();
};

export const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_.*)?)$/;

/** On every domain they may have been set for (www.example.fr, .example.fr…). */
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
