/**
 * What waits for the first paint. The page's bundles are added by an inline
 * loader once the first contentful paint is on screen
 * (src/node/postbuild/built-html.ts); the same loader then marks `<html>` with
 * `data-painted`. Until then, with JavaScript on, lazy images do not start
 * (src/components/ui/Picture.tsx): below the fold, and the home page's
 * decorative illustration, they would otherwise be requested during the first
 * layout, and share a slow connection with the document and the largest
 * paint's image. Their box keeps its size meanwhile, so nothing moves
 * when they appear; without JavaScript they load as plain lazy images.
 */
export const PAINTED_ATTRIBUTE = "data-painted";

/**
 * On what waits for the paint: a lazy image's `<picture>`, and a `<noscript>` in
 * the head whose content the loader puts in the page then (the web manifest's link).
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/**
 * On `<html>` once the web fonts are in: after the first paint, the bundle
 * loader loads the faces of the two French subsets (src/node/postbuild/built-html.ts)
 * and sets it when both have loaded, or failed. Until then the
 * theme's font stacks start at the local faces sized like the fonts
 * (FONTS_BEFORE_PAINT, src/styles/theme.ts): the page goes from the fallbacks
 * to the web fonts in one layout, the fonts already there, rather than laying
 * the whole page out again for the stacks and once more for each font.
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
