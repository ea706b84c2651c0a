/**
 * The bundle loader (src/node/postbuild/built-html.ts) marks `<html>` with `data-painted` after
 * the first contentful paint; until then lazy images wait, so they do not share a slow
 * connection with what the first screen needs (docs/performance.md).
 */
export const PAINTED_ATTRIBUTE = "data-painted";

/** On a lazy image's `<picture>`, and on the head's `<noscript>` the loader unwraps then (the manifest's link). */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/**
 * On `<html>` once the bundle loader has loaded (or failed) both French subsets after the first paint; until then
 * the font stacks start at the sized local faces (src/styles/theme.ts), so the page swaps in one layout.
 */
export const FONTS_ATTRIBUTE = "data-fonts";

/** Marks the page as painted: from gatsby-browser.tsx too, for pages served without the loader (`gatsby develop`). */
export const markPainted = (): void => {
  document.documentElement.setAttribute(PAINTED_ATTRIBUTE, "");
};

/** Lets the stacks name the web fonts: from gatsby-browser.tsx, for pages served without the loader (`gatsby develop`). */
export const markFontsIn = (): void => {
  document.documentElement.setAttribute(FONTS_ATTRIBUTE, "");
};
