import interFrench from "../fonts/inter-fr-wght.woff2";
import jakartaFrench from "../fonts/plus-jakarta-sans-fr-wght.woff2";

/**
 * The two font files every page draws its text with (the French subsets of the
 * text and heading faces, src/node/tools/font-subset.ts). gatsby-ssr.tsx writes
 * their preloads into a `<noscript data-after-paint>`: the bundle loader puts
 * them in the page after the first paint, and lets the font stacks name the web
 * fonts once both are in (src/browser/after-paint.ts, `FONTS_ATTRIBUTE`).
 * @fontsource's files load only if a page uses a character the subsets do not have.
 */
export const WEB_FONT_FILES: readonly string[] = [interFrench, jakartaFrench];
