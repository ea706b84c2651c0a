/** The browser neither downloads nor runs a `<script type="text/plain">`; this brings them to life after consent. */
export const CONSENT_CATEGORY_ATTRIBUTE = "data-consent-category";
export const ANALYTICS_CATEGORY = "analytics";
/** Not `src`, which some tools would fetch. */
export const INERT_SRC_ATTRIBUTE = "data-src";

/** The inline configuration first, which defines `gtag`, then Google's tag; false when none was left. */
export const activateAnalyticsScripts = (): boolean => {
  const inert = Array.from(
    document.querySelectorAll<HTMLScriptElement>(
      `script[type="text/plain"][${CONSENT_CATEGORY_ATTRIBUTE}="${ANALYTICS_CATEGORY}"]`,
    ),
  );
  const inline = inert.filter((element) => !element.hasAttribute(INERT_SRC_ATTRIBUTE));
  const external = inert.filter((element) => element.hasAttribute(INERT_SRC_ATTRIBUTE));
  for (const element of [...inline, ...external]) {
    const script = document.createElement("script");
    const src = element.getAttribute(INERT_SRC_ATTRIBUTE);
    if (src) {
      script.src = src;
      script.async = true;
    } else {
      script.text = element.text;
    }
    script.setAttribute(CONSENT_CATEGORY_ATTRIBUTE, ANALYTICS_CATEGORY);
    element.replaceWith(script);
  }
  return inert.length > 0;
};
