import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from "./consent-storage";

/** Consent Mode v2, "basic": all denied, gtag.js not even downloaded before « Accepter » (docs/consent.md). */
export const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "denied",
} as const;

/** Audience measurement only: the site shows no advertising. */
export const CONSENT_GRANTED_UPDATE = { analytics_storage: "granted" } as const;
export const CONSENT_DENIED_UPDATE = { analytics_storage: "denied" } as const;

/**
 * The first script of <head>: the defaults, and a returning visitor's acceptance, come before the tag's
 * `config`. It defines no global `gtag`, whose existence means the visitor accepted (page-view.ts).
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
