/**
 * The site's global CSS, imported by gatsby-browser.tsx and gatsby-ssr.tsx:
 * the two variable fonts (@fontsource, self-hosted) and the global style. Gatsby
 * inlines it in every page's <head>; the design tokens it reads come from
 * `themeCustomProperties` (src/styles/theme.ts), written there by gatsby-ssr.tsx.
 */
// The two variable fonts: @fontsource's Latin faces and the French subsets the first screen loads (src/node/tools/font-subset.ts).
import "../fonts/fonts-fr.css";
import "./global.css";
