import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { ConsentProvider } from "../../src/components/consent/ConsentProvider";
import { consentDefaultsScript } from "../../src/components/consent/consent-mode";
import {
  ANALYTICS_CATEGORY,
  CONSENT_CATEGORY_ATTRIBUTE,
  INERT_SRC_ATTRIBUTE,
} from "../../src/components/consent/inert-scripts";
import { CONFIRMATION_PATH } from "../../src/lib/routes";
import type { VoltisConsentOptions } from "./options";

const options = (pluginOptions: unknown) => pluginOptions as VoltisConsentOptions;

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }, pluginOptions) => (
  <ConsentProvider measurementId={options(pluginOptions).measurementId}>{element}</ConsentProvider>
);

const CONSENT_DEFAULTS_KEY = "voltis-consent-defaults";

/** Consent Mode v2 defaults (all denied), in <head>, before any analytics script. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }, pluginOptions) => {
  if (!options(pluginOptions).measurementId) return;
  setHeadComponents([
    <script key={CONSENT_DEFAULTS_KEY} dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />,
  ]);
};

/** Keys gatsby-plugin-google-gtag gives its elements (gatsby-ssr.js of the plugin). */
const GTAG_ELEMENTS = {
  tag: "gatsby-plugin-google-gtag",
  config: "gatsby-plugin-google-gtag-config",
  hints: ["preconnect-google-gtag", "dns-prefetch-google-gtag"],
};

type Element = React.ReactElement<{
  src?: string;
  href?: string;
  dangerouslySetInnerHTML?: { __html: string };
}>;

const flat = (components: React.ReactNode[]): Element[] =>
  (components.flat(Infinity as 1) as React.ReactNode[]).filter(React.isValidElement) as Element[];

/** The same script, inert: the browser neither downloads nor runs it until consent (inert-scripts.ts). */
const inert = (element: Element): Element => {
  const attributes = { type: "text/plain", [CONSENT_CATEGORY_ATTRIBUTE]: ANALYTICS_CATEGORY };
  return element.props.src ? (
    <script key={element.key} {...attributes} {...{ [INERT_SRC_ATTRIBUTE]: element.props.src }} />
  ) : (
    <script key={element.key} {...attributes} dangerouslySetInnerHTML={element.props.dangerouslySetInnerHTML} />
  );
};

const mentionsGoogle = (element: Element) =>
  /googletagmanager|google-analytics/.test(`${element.props.src ?? ""} ${element.props.href ?? ""}`);

/**
 * Before consent nothing may reach Google (CNIL): the tag and its configuration
 * written by gatsby-plugin-google-gtag become inert, its preconnect hints go,
 * and the consent defaults move to the top of <head>. The build stops if the
 * plugin's output is not what this expects (a plugin update, say), rather than
 * ship a tag that loads before consent.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { pathname, getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents },
  pluginOptions,
) => {
  if (!options(pluginOptions).measurementId) return;

  // The confirmation of a quote request is never measured: no tag, no consent defaults there.
  if (pathname.replace(/\/+$/, "") === CONFIRMATION_PATH) {
    const isAnalytics = (element: Element) =>
      element.key === CONSENT_DEFAULTS_KEY ||
      [GTAG_ELEMENTS.tag, GTAG_ELEMENTS.config, ...GTAG_ELEMENTS.hints].includes(String(element.key));
    replaceHeadComponents(flat(getHeadComponents()).filter((element) => !isAnalytics(element)));
    replacePostBodyComponents(flat(getPostBodyComponents()).filter((element) => !isAnalytics(element)));
    return;
  }

  const head = flat(getHeadComponents()).filter((element) => !GTAG_ELEMENTS.hints.includes(String(element.key)));
  const defaults = head.filter((element) => element.key === CONSENT_DEFAULTS_KEY);
  replaceHeadComponents([...defaults, ...head.filter((element) => element.key !== CONSENT_DEFAULTS_KEY)]);

  let found = 0;
  const postBody = flat(getPostBodyComponents()).map((element) => {
    if (element.key !== GTAG_ELEMENTS.tag && element.key !== GTAG_ELEMENTS.config) return element;
    found += 1;
    return inert(element);
  });
  replacePostBodyComponents(postBody);

  if (process.env.NODE_ENV === "production") {
    const leaks = [...head, ...postBody].filter(
      (element) => mentionsGoogle(element) && element.props.src !== undefined,
    );
    if (found !== 2 || leaks.length > 0) {
      throw new Error(
        "gatsby-plugin-voltis-production : la balise Google Analytics n’a pas la forme attendue ; " +
          "elle pourrait se charger avant le consentement. Vérifiez la version de gatsby-plugin-google-gtag.",
      );
    }
  }
};
