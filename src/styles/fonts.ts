import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import jakartaLatin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";

/**
 * The two font files the first screen needs (Latin subset of the text and heading
 * faces), preloaded from gatsby-ssr.tsx so the text does not reflow when they
 * arrive. The other subsets load only if a page uses their characters.
 */
export const PRELOADED_FONTS: readonly string[] = [interLatin, jakartaLatin];
