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

/** On a block laid out only near the viewport (src/styles/render-near.ts). */
export const RENDER_NEAR_ATTRIBUTE = "data-render-near";

/** On such a block once it has been laid out for good, ahead of time (layOutAheadWhenIdle). */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

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

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Once the page is live, the blocks below the fold are laid out for good, one
 * per idle moment (a frame each, about 10 ms at a phone's pace), nearest first. A
 * jump to an anchor then finds the page laid out and costs its tap only the
 * scroll: laying out the whole page at the tap made the link to #contact take
 * 160 ms before its first frame on a phone (docs/performance.md, « Interactions »).
 * The first load keeps the gain of content-visibility; Safari, without
 * requestIdleCallback, gets a pause between blocks instead.
 */
export const layOutAheadWhenIdle = (): void => {
  const idleWindow = window as IdleWindow;
  const whenIdle = (next: () => void) => {
    if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(next, { timeout: 2000 });
    else window.setTimeout(next, 100);
  };
  const layOutNext = () => {
    if (document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)) return;
    const block = document.querySelector(`[${RENDER_NEAR_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`);
    if (!block) return;
    block.setAttribute(LAID_OUT_ATTRIBUTE, "");
    // The next frame lays it out; the next block waits for the idle moment after that frame.
    window.requestAnimationFrame(() => whenIdle(layOutNext));
  };
  whenIdle(layOutNext);
};
