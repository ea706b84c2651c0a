/**
 * Reveal-once animations without a library (docs/product.md, "Motion" and "Without JavaScript": nothing hidden
 * without JavaScript).
 *
 * `REVEAL_SCRIPT` is a tiny inline script in every page's <head>
 * (gatsby-ssr.tsx), after the font preloads and the inlined stylesheets, so it
 * runs before the browser reads any of the body. It marks <html> with the `js` class, and only that class
 * lets the global style hide an element marked `data-reveal` (see
 * src/styles/global.css): with scripts off, or in a browser without
 * IntersectionObserver, nothing is ever hidden. Then one IntersectionObserver
 * adds `data-revealed` to each marked element when it enters the viewport, and
 * CSS transitions it in. It does not wait for React: a visitor whose bundle is
 * slow or fails to load still sees every section as it scrolls.
 *
 * React never renders `data-revealed`, so hydration leaves it alone; elements a
 * client-side navigation creates are handed to the same observer by `Reveal`
 * (`observeReveal`). Visitors who asked for reduced motion get no hidden state
 * at all (the CSS rule sits in `prefers-reduced-motion: no-preference`).
 */

export const REVEAL_ATTRIBUTE = "data-reveal";
export const REVEALED_ATTRIBUTE = "data-revealed";
/** The class the script puts on <html>: "scripts run here". */
export const JS_CLASS = "js";
/** The global the script defines, for elements created after the first load. */
const GLOBAL_NAME = "voltisReveal";

/**
 * An element counts as in view once it reaches 8 % above the bottom of the
 * viewport, so it starts moving where the visitor sees it.
 */
const ROOT_MARGIN = "0px 0px -8% 0px";

export const REVEAL_SCRIPT = `(function(){if(!("IntersectionObserver"in window))return;var d=document,r=d.documentElement;r.classList.add("${JS_CLASS}");var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("${REVEALED_ATTRIBUTE}","");o.unobserve(e.target)}})},{rootMargin:"${ROOT_MARGIN}"});function w(el){if(!el.hasAttribute("${REVEALED_ATTRIBUTE}"))o.observe(el)}window.${GLOBAL_NAME}=w;function s(){d.querySelectorAll("[${REVEAL_ATTRIBUTE}]").forEach(w)}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",s);else s()})();`;

declare global {
  interface Window {
    voltisReveal?: (element: Element) => void;
  }
}

/** Hands an element rendered in the browser (after a client-side navigation) to the observer. */
export const observeReveal = (element: Element | null) => {
  if (element && typeof window !== "undefined") window[GLOBAL_NAME]?.(element);
};
