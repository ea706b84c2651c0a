import * as React from "react";
import { titleFit } from "../../lib/fonts/title-fit";

/** The class of a word of a title with a tracking of its own (src/styles/global.css). */
export const TITLE_WORD_CLASS = "title-word";

/**
 * The props that fit a title to the web font's widths while the fallback faces
 * draw it (`titleFit`, src/lib/fonts/title-fit.ts): its style (the tracking and
 * spacing, as custom properties) and its text, the words that need a tracking of
 * their own in a span. Spread on the heading: `<h1 {...fitTitle(title, 800)} />`,
 * with `weight` the heading's font-weight.
 */
export const fitTitle = (text: string, weight: number): { style?: React.CSSProperties; children: React.ReactNode } => {
  const fit = titleFit(text, weight);
  if (fit.tracking === 0 && fit.spacing === 0 && fit.words.every((word) => word.tracking === undefined)) {
    return { children: text };
  }
  // Plain words are joined into one text run: React writes a comment between two text nodes.
  const children: React.ReactNode[] = [];
  let run = "";
  fit.words.forEach((word, index) => {
    const space = index > 0 ? " " : "";
    if (word.tracking === undefined) {
      run += space + word.text;
      return;
    }
    children.push(run + space);
    run = "";
    children.push(
      <span
        key={index}
        className={TITLE_WORD_CLASS}
        style={{ "--title-tracking": `${word.tracking}em` } as React.CSSProperties}
      >
        {word.text}
      </span>,
    );
  });
  children.push(run);
  return {
    style: { "--title-tracking": `${fit.tracking}em`, "--title-spacing": `${fit.spacing}em` } as React.CSSProperties,
    children: children.filter((child) => child !== ""),
  };
};
