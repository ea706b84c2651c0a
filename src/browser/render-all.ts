/**
 * Sections below the fold are laid out only near the viewport
 * (src/styles/render-near.ts), at an estimated height until then. A jump to
 * an anchor scrolls smoothly (global.css) through sections that were never
 * laid out: each one takes its real height as the scroll passes it, and the
 * target drifts away from where the scroll was aimed. So before any jump to
 * an anchor, every section is laid out for good (`data-render-all` on
 * `<html>`), once: about the cost of the page's first layout without the
 * feature, paid at a click instead of during the load.
 */
export const RENDER_ALL_ATTRIBUTE = "data-render-all";

export const renderEverything = (): void => {
  document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, "");
};

/** A click on a link to an anchor (on this page or another one), seen before the browser or Gatsby scrolls. */
export const renderBeforeAnchorClick = (event: MouseEvent): void => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest("a[href]");
  if (link instanceof HTMLAnchorElement && new URL(link.href, window.location.href).hash.length > 1) {
    renderEverything();
  }
};

/**
 * Installed once, from gatsby-browser.tsx: a page opened at an anchor, then
 * every click on a link to one (in the capture phase, before Gatsby's `Link`
 * and the browser act on it). Client-side navigations to an anchor without a
 * click (back and forward) go through `onPreRouteUpdate`.
 */
export const renderBeforeAnchorJumps = (): void => {
  if (window.location.hash.length > 1) renderEverything();
  document.addEventListener("click", renderBeforeAnchorClick, { capture: true });
};
