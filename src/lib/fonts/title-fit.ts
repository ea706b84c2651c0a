import advances from "../../fonts/fallback-advances.json";
import { ADVANCE_UNITS, type FallbackAdvances } from "./fallback-advances";

/**
 * A title keeps its lines when the web font replaces its fallback.
 *
 * Until the web fonts are in, after the first paint, text is drawn in local
 * faces sized like them (src/fonts/fonts-fr.css). Sized on average French text,
 * a given title still comes out a few tenths of a per cent wider or narrower in
 * the fallback, and a line its words nearly fill wraps elsewhere at the swap:
 * the title takes a line more or less, and the page below it moves.
 *
 * So each title is fitted at build time, from how much wider each character is
 * in the web font than in its fallback (src/fonts/fallback-advances.json, read
 * from the fonts' own advance widths by `npm run fonts:subset`):
 * - its spaces get the space's difference (`spacing`, as word-spacing): the
 *   fallback's space is the widest gap between the two faces;
 * - its letters get their average difference (`tracking`, as letter-spacing);
 * - a word that, with the words before it, would still drift from the web
 *   font's width by more than DRIFT gets a tracking of its own, which takes the
 *   drift back.
 * Every place a line can end is then where the web font puts it, within DRIFT
 * and the two faces' kerning (a title moves by 0.2 % at most with Plus Jakarta
 * Sans' kerning), and a line ends after the same word in both faces at nearly
 * any width: a title that fills its line to within that stays a case apart.
 *
 * The page applies the figures only while the fallbacks draw it (`--before-fonts`,
 * src/styles/theme.ts; the rules are in src/styles/global.css): once the web
 * fonts are in, the title is set as designed. Nothing runs in the browser for
 * it. docs/performance.md, « Fonts ».
 */
const table: FallbackAdvances = advances;
const indexOf = new Map([...table.characters].map((character, index) => [character, index] as const));
const WEIGHTS = Object.keys(table.weights)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * The drift a word may leave before it gets a tracking of its own, in
 * ten-thousandths of an em: 0.02 px at 40 px, the size of the largest titles.
 */
export const DRIFT = 5;

export interface TitleWord {
  text: string;
  /** Its own tracking in ems, when the title's would let it drift. */
  tracking?: number;
}

export interface TitleFit {
  /** Added to each letter's advance while the fallback draws the title, in ems. */
  tracking: number;
  /** Added to each space's, in ems. */
  spacing: number;
  /** The title's words, between single spaces. */
  words: TitleWord[];
}

/** The weight whose figures fit `weight`: the heaviest fitted weight at or below it (the lightest for less). */
const fittedWeight = (weight: number): number => WEIGHTS.filter((candidate) => candidate <= weight).pop() ?? WEIGHTS[0];

/** Ten-thousandths of an em to ems, to a hundred-thousandth. */
const ems = (units: number): number => Math.round(units * 10) / (ADVANCE_UNITS * 10);

/** How `text`, set at `weight`, is fitted to the web font's widths while the fallback draws it. */
export const titleFit = (text: string, weight: number): TitleFit => {
  const differences = table.weights[String(fittedWeight(weight))];
  const difference = (character: string): number => {
    const index = indexOf.get(character);
    return index === undefined ? 0 : differences[index];
  };
  const sum = (characters: string[]) => characters.reduce((total, character) => total + difference(character), 0);
  const words = text.split(" ");
  const letters = words.flatMap((word) => [...word]);
  const tracking = letters.length === 0 ? 0 : Math.round(sum(letters) / letters.length);
  let drift = 0;
  return {
    tracking: ems(tracking),
    spacing: words.length > 1 ? ems(difference(" ") - tracking) : 0,
    words: words.map((word) => {
      const characters = [...word];
      drift += sum(characters) - tracking * characters.length;
      if (characters.length === 0 || Math.abs(drift) <= DRIFT) return { text: word };
      const own = ems(tracking + drift / characters.length);
      drift -= (own * ADVANCE_UNITS - tracking) * characters.length;
      return { text: word, tracking: own };
    }),
  };
};
