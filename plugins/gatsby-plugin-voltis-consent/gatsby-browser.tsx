import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ConsentProvider } from "../../src/components/consent/ConsentProvider";
import { readConsent } from "../../src/lib/consent/consent-storage";
import { activateAnalyticsScripts } from "../../src/lib/consent/inert-scripts";
import { isAnalyticsActive, sendPageView } from "../../src/lib/consent/page-view";
import type { VoltisConsentOptions } from "./options";

const options = (pluginOptions: unknown) => pluginOptions as VoltisConsentOptions;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }, pluginOptions) => (
  <ConsentProvider measurementId={options(pluginOptions).measurementId}>{element}</ConsentProvider>
);

/**
 * A returning visitor who accepted less than 6 months ago: the tag starts before
 * the first render, so onRouteUpdate finds `gtag` and counts this first page
 * (and every later one) exactly once.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = (_args, pluginOptions) => {
  if (options(pluginOptions).measurementId && readConsent()?.analytics === true) activateAnalyticsScripts();
};

/**
 * One page view per page shown, once the tag runs (after consent), two frames
 * after the route changed so that the page's title is the new one.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  if (!isAnalyticsActive()) return;
  requestAnimationFrame(() => requestAnimationFrame(() => sendPageView()));
};
