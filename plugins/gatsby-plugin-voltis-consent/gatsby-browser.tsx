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

/** A returning visitor who accepted: the tag starts before the first render, so this first page is counted once. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = (_args, pluginOptions) => {
  if (options(pluginOptions).measurementId && readConsent()?.analytics === true) activateAnalyticsScripts();
};

/** Two frames after the route changes, so that the page's title is the new one. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  if (!isAnalyticsActive()) return;
  requestAnimationFrame(() => requestAnimationFrame(() => sendPageView()));
};
