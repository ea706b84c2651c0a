/**
 * The shape of src/fonts/fallback-advances.json, written by `npm run fonts:subset`
 * (`fallbackAdvances`, src/node/tools/font-subset.ts): for one web font, how much
 * wider each French character is than in its sized local fallback face, per
 * weight, in ten-thousandths of an em (ADVANCE_UNITS). docs/performance.md, « Fonts ».
 */
export interface FallbackAdvances {
  /** The web font's family, as the theme names it. */
  family: string;
  /** The characters, in the order of each weight's list. */
  characters: string;
  /** Weight → the difference for each character of `characters` (web font − fallback), in ten-thousandths of an em. */
  weights: Record<string, number[]>;
}

export const FALLBACK_ADVANCES_FILE = "fallback-advances.json";

/** The differences are in 1/ADVANCE_UNITS of an em. */
export const ADVANCE_UNITS = 10_000;
