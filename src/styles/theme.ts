/**
 * Design tokens: the one place for colours, type, spacing, radii, shadows,
 * breakpoints and motion. Every page's <head> declares them as CSS custom
 * properties (`themeCustomProperties`, written by gatsby-ssr.tsx) and styled
 * components read them through `vars` (`${vars.colors.ink}` is
 * `var(--colors-ink)`): static strings, so no component recomputes its CSS
 * on render (src/styles/vars.ts: this file's values stay out of the browser
 * bundles, and vars.ts takes only this file's types). Every text/background
 * pair used by the site meets WCAG AA.
 */
import { FONTS_ATTRIBUTE } from "../browser/after-paint";
import { JS_CLASS } from "../browser/reveal-script";
import { breakpoints, durations, varName } from "./scales";

export const theme = {
  colors: {
    ink: "#0F1729", // main text, 17:1 on white
    inkSoft: "#334155", // secondary text, 10:1 on white
    muted: "#5B6678", // small print, 5.9:1 on white, 5.5:1 on surface
    line: "#E2E8F0",
    lineStrong: "#CBD5E1",
    surface: "#F8FAFC",
    white: "#FFFFFF",
    accent: "#4338CA", // links and buttons, 7.9:1 on white
    accentHover: "#3730A3",
    accentBright: "#6366F1", // decoration only, never text on white
    accentTint: "#EEF2FF",
    accentTintStrong: "#E0E7FF",
    cyan: "#0E7490",
    dark: "#0B1020", // the dark section
    darkSoft: "#151B2E",
    onDark: "#F1F5F9",
    onDarkMuted: "#A9B4C6", // 8.6:1 on dark
    success: "#15803D",
    successTint: "#F0FDF4",
    danger: "#B91C1C",
    dangerTint: "#FEF2F2",
    focus: "#4338CA",
    // Added for the home, portfolio and project pages.
    accentOnDark: "#A5B4FC", // accent text on the dark section, 9.8:1 on dark
    star: "#F59E0B", // rating stars, decoration only
    lineOnDark: "rgba(241, 245, 249, 0.12)",
    placeholder: "#EEF1F6", // empty media boxes
  },
  fonts: {
    // Each web font, then the local faces sized like it (src/fonts/fonts-fr.css): the swap moves nothing. Until the
    // web fonts are in, after the first paint, the stacks start at the local faces (FONTS_BEFORE_PAINT).
    heading:
      '"Plus Jakarta Sans Variable", "Plus Jakarta Sans Fallback", system-ui, -apple-system, "Segoe UI", sans-serif',
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  /** Type scale in px: mobile / desktop. */
  fontSizes: {
    xs: "0.8125rem", // 13
    sm: "0.875rem", // 14
    md: "1rem", // 16
    lg: "1.125rem", // 18
    xl: "1.5rem", // 24
    "2xl": "clamp(1.625rem, 1.2rem + 1.6vw, 2rem)", // 26 → 32
    "3xl": "clamp(2rem, 1.3rem + 2.8vw, 3rem)", // 32 → 48
    "4xl": "clamp(2.375rem, 1.4rem + 4vw, 4rem)", // 38 → 64
  },
  lineHeights: { tight: 1.12, snug: 1.3, body: 1.65 },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  /** Soft backgrounds for heroes and highlighted blocks. */
  gradients: {
    hero: "radial-gradient(55% 80% at 90% 0%, rgba(99, 102, 241, 0.15) 0%, rgba(99, 102, 241, 0) 70%), radial-gradient(40% 60% at 0% 0%, rgba(14, 116, 144, 0.07) 0%, rgba(14, 116, 144, 0) 70%), #FFFFFF",
    accent: "linear-gradient(135deg, #4F46E5 0%, #4338CA 55%, #3730A3 100%)",
    dark: "radial-gradient(60% 80% at 100% 0%, rgba(99, 102, 241, 0.22) 0%, rgba(99, 102, 241, 0) 70%), #0B1020",
  },
  space: {
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.25rem",
    6: "1.5rem",
    8: "2rem",
    10: "2.5rem",
    12: "3rem",
    16: "4rem",
    20: "5rem",
    24: "6rem",
    28: "7rem",
  },
  /** Vertical rhythm between sections: 64 px on mobile, 112 px on desktop. */
  sectionSpace: { mobile: "4rem", desktop: "7rem" },
  radii: { sm: "8px", md: "12px", lg: "16px", pill: "999px" },
  shadows: {
    soft: "0 1px 2px rgba(15, 23, 41, 0.04), 0 4px 16px rgba(15, 23, 41, 0.06)",
    lifted: "0 2px 4px rgba(15, 23, 41, 0.04), 0 12px 32px rgba(15, 23, 41, 0.10)",
    header: "0 1px 0 rgba(15, 23, 41, 0.06), 0 6px 24px rgba(15, 23, 41, 0.05)",
    accent: "0 1px 2px rgba(67, 56, 202, 0.20), 0 8px 24px rgba(67, 56, 202, 0.22)",
  },
  breakpoints,
  contentWidth: "1120px",
  // 68 characters of Inter 400 (its "0" is 0.631 em), in em: a width in ch is measured on the font drawn, the
  // fallback's "0" until the web font comes, and the text wrapped again when it came (docs/performance.md).
  readingWidth: "42.9em",
  headerHeight: "72px",
  motion: {
    ...durations,
    easing: [0.22, 1, 0.36, 1] as [number, number, number, number],
    hoverScale: 1.02,
    /** Distance a section rises while it fades in, in px. */
    revealDistance: 24,
  },
  zIndex: { header: 50, menu: 60, toast: 80, skip: 100 },
} as const;

export type Theme = typeof theme;

/**
 * Token groups exposed as CSS custom properties. Breakpoints are not: a custom
 * property cannot be read in a media query (use `media`).
 */
const VAR_GROUPS = [
  "colors",
  "fonts",
  "fontSizes",
  "lineHeights",
  "fontWeights",
  "gradients",
  "space",
  "sectionSpace",
  "radii",
  "shadows",
  "zIndex",
] as const;
const VAR_SINGLES = ["contentWidth", "readingWidth", "headerHeight"] as const;

type VarGroups = { [G in (typeof VAR_GROUPS)[number]]: { readonly [K in keyof Theme[G]]: string } };
type VarSingles = { [S in (typeof VAR_SINGLES)[number]]: string };
interface MotionVars {
  /** Card hover, with its unit (`0.2s`). */
  hover: string;
  reveal: string;
  image: string;
  easing: string;
  hoverScale: string;
  revealDistance: string;
}
export type ThemeVars = VarGroups & VarSingles & { motion: MotionVars };

/** The value each custom property holds, by name, from the theme. */
const declarations: [string, string][] = [
  ...VAR_GROUPS.flatMap((group) =>
    Object.entries(theme[group]).map(([key, value]): [string, string] => [varName(group, key), String(value)]),
  ),
  ...VAR_SINGLES.map((single): [string, string] => [varName(single), theme[single]]),
  [varName("motion", "hover"), `${theme.motion.hover}s`],
  [varName("motion", "reveal"), `${theme.motion.reveal}s`],
  [varName("motion", "image"), `${theme.motion.image}s`],
  [varName("motion", "easing"), `cubic-bezier(${theme.motion.easing.join(", ")})`],
  [varName("motion", "hover-scale"), String(theme.motion.hoverScale)],
  [varName("motion", "reveal-distance"), `${theme.motion.revealDistance}px`],
];

/** Each custom property's value, by name (`--colors-ink` → `#0F1729`). */
export const customPropertyValues: Readonly<Record<string, string>> = Object.fromEntries(declarations);

/**
 * The font stacks of the first paint: each of the theme's stacks without its
 * web font, so starting at the local faces sized like it. No text asks for a
 * web font before the page is painted, so none is fetched then and the first
 * paint never waits for one, nor shares the connection with one. After the
 * paint, the bundle loader loads the two fonts and marks `<html>` with
 * `data-fonts` once they are in (src/browser/after-paint.ts): the stacks name
 * the web fonts again, and the page is laid out once with them
 * (docs/performance.md, « Fonts »). With JavaScript off (no `js` class), the
 * web fonts are asked for at once.
 */
export const FONTS_BEFORE_PAINT: { readonly [K in keyof Theme["fonts"]]: string } = {
  heading: theme.fonts.heading.slice(theme.fonts.heading.indexOf(",") + 1).trim(),
  body: theme.fonts.body.slice(theme.fonts.body.indexOf(",") + 1).trim(),
};

/**
 * The tokens as `:root { --colors-ink: #0F1729; … }`, written once in every page's <head>, then the font stacks
 * of the first paint, while scripts run and the web fonts are not in yet, with `--before-fonts: 1`, which fits each
 * title to the web font's widths in the fallback faces (src/lib/fonts/title-fit.ts).
 */
export const themeCustomProperties =
  `:root{${declarations.map(([name, value]) => `${name}:${value}`).join(";")}}` +
  `html.${JS_CLASS}:not([${FONTS_ATTRIBUTE}]){${Object.entries(FONTS_BEFORE_PAINT)
    .map(([key, stack]) => `${varName("fonts", key)}:${stack}`)
    .join(";")};--before-fonts:1}`;
