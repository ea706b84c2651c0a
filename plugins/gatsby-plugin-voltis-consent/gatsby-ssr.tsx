import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { ConsentProvider } from "../../src/components/consent/ConsentProvider";
import { consentDefaultsScript } from "../../src/lib/consent/consent-mode";
import { gtagConfigScript, gtagScriptUrl } from "../../src/lib/consent/gtag-tags";
import {
  ANALYTICS_CATEGORY,
  CONSENT_CATEGORY_ATTRIBUTE,
  INERT_SRC_ATTRIBUTE,
} from "../../src/lib/consent/inert-scripts";
import { CONFIRMATION_PATH } from "../../src/lib/routes";
import type { VoltisConsentOptions } from "./options";

const options = (pluginOptions: unknown) => pluginOptions as VoltisConsentOptions;

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }, pluginOptions) => (
  <ConsentProvider measurementId={options(pluginOptions).measurementId}>{element}</ConsentProvider>
);

const INERT = { type: "text/plain", [CONSENT_CATEGORY_ATTRIBUTE]: ANALYTICS_CATEGORY };

/**
 * Nothing reaches Google before consent (CNIL): Consent Mode defaults (all denied)
 * in <head>, Google's tag and its configuration inert after the page; nothing on
 * the quote confirmation, which is never measured.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (
  { pathname, setHeadComponents, setPostBodyComponents },
  pluginOptions,
) => {
  const { measurementId, gtagConfig, respectDNT } = options(pluginOptions);
  if (!measurementId || pathname.replace(/\/+$/, "") === CONFIRMATION_PATH) return;
  setHeadComponents([
    <script key="voltis-consent-defaults" dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />,
  ]);
  setPostBodyComponents([
    <script key="voltis-gtag" {...INERT} {...{ [INERT_SRC_ATTRIBUTE]: gtagScriptUrl(measurementId) }} />,
    <script
      key="voltis-gtag-config"
      {...INERT}
      dangerouslySetInnerHTML={{ __html: gtagConfigScript({ measurementId, gtagConfig, respectDNT }) }}
    />,
  ]);
};
