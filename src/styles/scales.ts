/**
 * What the theme's values (theme.ts) and the components' references (vars.ts)
 * are both built from, so that neither imports the other's values: the
 * breakpoints and durations a script or a media query needs as numbers, and
 * the name each token's CSS custom property takes.
 */

/** Mobile below 768 px (docs/product.md, "Prices and other constants"); desktop layout from the large breakpoint. A media query cannot read a custom property. */
export const breakpoints = { md: 768, lg: 1024 } as const;

/** Motion durations in seconds, for code that animates (framer-motion) or sets a duration inline. */
export const durations = { hover: 0.2, reveal: 0.8, image: 1 } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `varName("fontSizes", "xl")` → `--font-sizes-xl`. */
export const varName = (...parts: string[]) => `--${parts.map(kebab).join("-")}`;
