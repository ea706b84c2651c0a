import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from "./consent-storage";

/**
 * Google Consent Mode v2, in its "basic" form: every storage type is denied by
 * default, and Google's tag (gtag.js) is not even downloaded before the visitor
 * accepts. The build writes the tag as inert `<script type="text/plain">`
 * elements (gtag-tags.ts, written by the local plugin gatsby-plugin-voltis-consent);
 * `activateAnalyticsScripts` (inert-scripts.ts) brings them to life after "Accepter".
 */
export const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "denied",
} as const;

/** What "Accepter" grants: audience measurement only; the site shows no advertising. */
export const CONSENT_GRANTED_UPDATE = { analytics_storage: "granted" } as const;
export const CONSENT_DENIED_UPDATE = { analytics_storage: "denied" } as const;

/**
 * The first script of <head> when the site has analytics (docs/consent.md): it
 * creates Google's `dataLayer`, records the consent defaults (all denied) and,
 * for a returning visitor who accepted less than 6 months ago, the update, so
 * both come before the tag's `config` command. It deliberately defines no global
 * `gtag`: page views are sent only once `gtag` exists (page-view.ts), that is
 * once the visitor has accepted.
 */
export const consentDefaultsScript = (): string =>
  [
    "window.dataLayer=window.dataLayer||[];",
    "(function(w){",
    "function g(){w.dataLayer.push(arguments);}",
    `g("consent","default",${JSON.stringify(CONSENT_DEFAULTS)});`,
    "try{",
    `var c=JSON.parse(w.localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");`,
    `if(c&&c.version===${CONSENT_VERSION}&&c.analytics===true&&c.expires>Date.now())`,
    `g("consent","update",${JSON.stringify(CONSENT_GRANTED_UPDATE)});`,
    "}catch(e){}",
    "})(window);",
  ].join("");
