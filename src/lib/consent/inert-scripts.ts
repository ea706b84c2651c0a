/**
 * Scripts that wait for consent. The build writes them as
 * `<script type="text/plain" data-consent-category="analytics">` (the browser
 * neither downloads nor runs those) and this small module, bundled with every
 * page, turns them into real scripts once the visitor has accepted.
 */
/** Marks the inert analytics scripts in the HTML. */
export const CONSENT_CATEGORY_ATTRIBUTE = "data-consent-category";
export const ANALYTICS_CATEGORY = "analytics";
/** The address of an inert external script (a `src` would make some tools fetch it). */
export const INERT_SRC_ATTRIBUTE = "data-src";

/**
 * Turns the inert analytics scripts of the page into real ones: first the inline
 * configuration (it defines `gtag` and queues `js` and `config`), then Google's
 * tag. Returns true when the page had any (false on a second call).
 */
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
