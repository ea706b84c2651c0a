/**
 * The bundle loader (src/node/postbuild/built-html.ts) marks `<html>` with `data-painted` after
 * the first contentful paint; until then lazy images wait, so they do not share a slow
 * connection with what the first screen needs (docs/performance.md).
 */
export const PAINTED_ATTRIBUTE = "data-painted";

/** On a lazy image's `<picture>`, and on the head's `<noscript>` the loader unwraps then (the manifest's link). */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/** Marks the page as painted: from gatsby-browser.tsx too, for pages served without the loader (`gatsby develop`). */
export const markPainted = (): void => {
  document.documentElement.setAttribute(PAINTED_ATTRIBUTE, "");
};
