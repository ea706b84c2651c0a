// Logos: wordmark text for the standalone SVG logos (set with a fixed length, whatever font
// the browser has), marks drawn in a 40×40 box, and the projects' card logos (icon.svg).

import { rect, measure, esc, n, type Anchor } from "./svg";

export const LOGO_FONT = "Arial, Helvetica, sans-serif";

/** Options of logo text: size, weight, colour, letter spacing, anchor. */
export interface LogoTextOptions {
  s?: number;
  w?: number;
  c?: string;
  ls?: number;
  a?: Anchor;
}

/**
 * Wordmark text for standalone SVG logos (rendered by browsers): bold generic
 * sans with an explicit textLength, so the width is the same whatever font
 * the visitor's system substitutes for Arial.
 */
export function logoText(x: number, y: number, str: string, options: LogoTextOptions = {}): string {
  const { s = 16, w = 700, c = "#0F1729", ls = 0, a = "start" } = options;
  const len = measure(str, s, w, ls);
  return `<text x="${n(x)}" y="${n(y)}" font-family="${LOGO_FONT}" font-weight="${w}" font-size="${n(s)}" fill="${c}"${a !== "start" ? ` text-anchor="${a}"` : ""}${
    ls ? ` letter-spacing="${ls}"` : ""
  } textLength="${n(len)}" lengthAdjust="spacingAndGlyphs">${esc(str)}</text>`;
}

/** Standalone SVG document for a logo. */
export const logoDoc = (w: number, h: number, body: string, title?: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"${title ? ` aria-label="${esc(title)}"` : ""}>${title ? `<title>${esc(title)}</title>` : ""}${body}</svg>\n`;

/** A logo mark designed in a 40×40 box, drawn at (x, y) and scaled to `size`. */
export type Mark = (x: number, y: number, size?: number) => string;

/** The rounded tile under a mark's art: its colour (no tile when left out) and corner radius. */
export interface MarkTile {
  tile?: string;
  r?: number;
}

/** Places a mark's art, drawn in a 40×40 box, at (x, y) scaled to `size`, over its tile. */
export function markBox(x: number, y: number, size: number, art: string, { tile, r = 11 }: MarkTile = {}): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">${tile ? rect(0, 0, 40, 40, r, tile) : ""}${art}</g>`;
}

/** A line of a wordmark: where it stands, its text, how it is set. */
export interface WordmarkLine extends LogoTextOptions {
  x: number;
  y: number;
  text: string;
}

/** A project's logo on its card (icon.svg), 160 × 48: its mark at the left, its wordmark's lines after it. */
export function cardLogo(title: string, mark: Mark, wordmark: WordmarkLine[]): string {
  const lines = wordmark.map((part) => logoText(part.x, part.y, part.text, part));
  return logoDoc(160, 48, mark(2, 4, 40) + lines.join(""), title);
}

/** The short name under a page logo's art: its text, baseline, size and letter spacing. */
export interface PageLogoName {
  text: string;
  y: number;
  s: number;
  ls: number;
}

/** A project's square logo on its page (icon-page.svg), 64 × 64: `art` on a `tile`, a short name in white under it. */
export function pageLogo(title: string, tile: string, art: string, name: PageLogoName): string {
  const label = logoText(32, name.y, name.text, { s: name.s, c: "#fff", ls: name.ls, a: "middle" });
  return logoDoc(64, 64, rect(0, 0, 64, 64, 16, tile) + art + label, title);
}
