/**
 * Reveal-once animations without a library (docs/product.md, "Motion"; docs/performance.md).
 * An inline script in the head (gatsby-ssr.tsx) marks <html class="js">, the only state in
 * which the CSS hides `data-reveal`, and one IntersectionObserver adds `data-revealed`
 * without waiting for React. React never renders `data-revealed`, so hydration keeps it.
 */

export const REVEAL_ATTRIBUTE = "data-reveal";
export const REVEALED_ATTRIBUTE = "data-revealed";
export const JS_CLASS = "js";
/** The global the script defines, for elements created after the first load. */
const GLOBAL_NAME = "voltisReveal";

/** In view once 8 % above the bottom of the viewport, so it moves where the visitor sees it. */
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
