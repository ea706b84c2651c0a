import interFrench from "../fonts/inter-fr-wght.woff2";
import jakartaFrench from "../fonts/plus-jakarta-sans-fr-wght.woff2";

/**
 * The two font files the first screen needs (the French subsets of the text and
 * heading faces, src/node/tools/font-subset.ts), preloaded from gatsby-ssr.tsx so the
 * text does not reflow when they arrive. @fontsource's files load only if a
 * page uses a character the subsets do not have.
 */
export const PRELOADED_FONTS: readonly string[] = [interFrench, jakartaFrench];
