/**
 * What components need of the theme in the browser: names, not values.
 *
 * The values live in theme.ts and reach every page once, as CSS custom
 * properties in its <head> (`themeCustomProperties`, written by gatsby-ssr.tsx).
 * Components read them as `var(--…)` references, built here from the property
 * path: `vars.colors.ink` is `"var(--colors-ink)"`. So the colours, shadows,
 * gradients and sizes are not in the JavaScript bundles a second time; only
 * what a script or a media query needs as a number is (breakpoints, durations).
 * TypeScript checks every path against the theme's own keys (`ThemeVars`).
 */
import type { ThemeVars } from "./theme";

/** Mobile below 768 px (docs/product.md, "Prices and other constants"); desktop layout from the large breakpoint. A media query cannot read a custom property. */
export const breakpoints = { md: 768, lg: 1024 } as const;

/** Motion durations in seconds, for code that animates (framer-motion) or sets a duration inline. */
export const durations = { hover: 0.2, reveal: 0.8, image: 1 } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `varName("fontSizes", "xl")` → `--font-sizes-xl`. */
export const varName = (...parts: string[]) => `--${parts.map(kebab).join("-")}`;

const reference = (...parts: string[]) => `var(${varName(...parts)})`;

/** Tokens that are one value, not a group of them. */
const SINGLES = new Set(["contentWidth", "readingWidth", "headerHeight"]);

const group = (name: string) =>
  new Proxy({} as Record<string, string>, {
    get: (_target, key) => (typeof key === "string" ? reference(name, key) : undefined),
  });

/**
 * The tokens for styled-components, as `var(--…)` references: `${vars.colors.ink}`
 * is a plain string, so the styled component stays static (its CSS is computed
 * once, not on every render, as it would be with `${({ theme }) => …}`).
 */
export const vars = new Proxy({} as ThemeVars, {
  get: (_target, key) => {
    if (typeof key !== "string") return undefined;
    return SINGLES.has(key) ? reference(key) : group(key);
  },
});

/** Media queries built from the breakpoints. */
export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;
