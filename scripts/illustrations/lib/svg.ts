// SVG building blocks shared by every visual: text with measured widths,
// shapes, soft shadows, gradients and patterns, line icons, the document.
// The widgets drawn from them are in widgets.ts, the logos in logo.ts.
//
// Text is set in Liberation Sans / Arial (metric-compatible with Helvetica),
// so the widths below are exact and labels can be fitted before rendering.

export const FONT = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif";

/** Where a <text> is anchored on its x. */
export type Anchor = "start" | "middle" | "end";
/** A point [x, y]. */
export type Point = [number, number];
/** A piece of drawing and the width it takes, for laying out the next one after it. */
export interface Sized {
  svg: string;
  width: number;
}

/* ------------------------------------------------------------------ ids -- */

let uid = 0;
export const id = (prefix = "g"): string => `${prefix}${++uid}`;

/* ------------------------------------------------------------- escaping -- */

export const esc = (s: string | number): string =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A number as the SVG is written with: whole, or rounded to two decimals. */
export const n = (v: number): string => (Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100));

/* -------------------------------------------------------------- metrics -- */
// Advance widths per 1000 units (Helvetica / Arial / Liberation Sans).

const REG: Record<string, number> = {
  " ": 278,
  "!": 278,
  '"': 355,
  "#": 556,
  $: 556,
  "%": 889,
  "&": 667,
  "'": 191,
  "(": 333,
  ")": 333,
  "*": 389,
  "+": 584,
  ",": 278,
  "-": 333,
  ".": 278,
  "/": 278,
  ":": 278,
  ";": 278,
  "<": 584,
  "=": 584,
  ">": 584,
  "?": 556,
  "@": 1015,
  "[": 278,
  "\\": 278,
  "]": 278,
  "^": 469,
  _: 556,
  "`": 333,
  "{": 334,
  "|": 260,
  "}": 334,
  "~": 584,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  "€": 556,
  "’": 222,
  "«": 556,
  "»": 556,
  "·": 278,
  "–": 556,
  "—": 1000,
  "…": 1000,
  "×": 584,
  "°": 400,
  "★": 800,
  "•": 350,
  "→": 1000,
  "\u00a0": 278,
  "\u202f": 200,
  "²": 333,
  œ: 944,
  Œ: 1000,
};
const BOLD: Record<string, number> = {
  ...REG,
  "!": 333,
  '"': 474,
  "&": 722,
  "'": 238,
  ":": 333,
  ";": 333,
  "?": 611,
  "@": 975,
  "[": 333,
  "]": 333,
  "^": 584,
  "{": 389,
  "|": 280,
  "}": 389,
  A: 722,
  B: 722,
  J: 556,
  K: 722,
  L: 611,
  b: 611,
  c: 556,
  d: 611,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  "’": 278,
  œ: 944,
};

const base = (ch: string): string => ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "") || ch;

/** Width in px of a string at a size and weight (>= 600 counts as bold). */
export function measure(str: string | number, size = 14, weight = 400, letterSpacing = 0): number {
  const table = weight >= 600 ? BOLD : REG;
  let w = 0;
  for (const ch of String(str)) {
    const v = table[ch] ?? table[base(ch)] ?? (ch >= "0" && ch <= "9" ? 556 : 556);
    w += v;
  }
  return (w / 1000) * size + letterSpacing * Math.max(0, [...String(str)].length - 1);
}

/** Shortens a string with an ellipsis until it fits `max` px. */
export function fit(text: string | number, max: number, size: number, weight = 400): string {
  const str = String(text);
  if (measure(str, size, weight) <= max) return str;
  let s = str;
  while (s.length > 1 && measure(s + "…", size, weight) > max) s = s.slice(0, -1);
  return s.trimEnd() + "…";
}

/** Largest size (<= size) at which the string fits `max` px. */
export function fitSize(str: string, max: number, size: number, weight = 400, min = 6): number {
  let s = size;
  while (s > min && measure(str, s, weight) > max) s -= 0.5;
  return s;
}

/** Splits text into lines no wider than `max`. */
export function wrap(str: string, max: number, size: number, weight = 400): string[] {
  const words = String(str).split(" ");
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && measure(next, size, weight) > max) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/* ----------------------------------------------------------------- text -- */

/** Options of a <text> element. */
export interface TextOptions {
  /** Font size (px). */
  s?: number;
  /** Font weight (600 and over is measured as bold). */
  w?: number;
  /** Colour. */
  c?: string;
  /** Anchor. */
  a?: Anchor;
  /** Letter spacing. */
  ls?: number;
  /** Opacity. */
  o?: number;
  /** Widest the text may be: longer, it ends with an ellipsis. */
  max?: number;
  family?: string;
}

/**
 * <text> element. Options: s (size), w (weight), c (colour), a (anchor:
 * start|middle|end), ls (letter spacing), o (opacity), max (ellipsis width).
 */
export function t(
  x: number,
  y: number,
  str: string | number,
  { s = 14, w = 400, c = "#0F1729", a = "start", ls = 0, o = 1, max, family = FONT }: TextOptions = {},
): string {
  const txt = max ? fit(str, max, s, w) : str;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${family}" font-size="${n(s)}" font-weight="${w}" fill="${c}"${
    a !== "start" ? ` text-anchor="${a}"` : ""
  }${ls ? ` letter-spacing="${ls}"` : ""}${o !== 1 ? ` opacity="${o}"` : ""}>${esc(txt)}</text>`;
}

/** Multi-line text block; returns { svg, height }. */
export function para(
  x: number,
  y: number,
  str: string,
  max: number,
  { s = 14, lh = 1.45, ...rest }: TextOptions & { lh?: number } = {},
): { svg: string; height: number; lines: number } {
  const lines = wrap(str, max, s, rest.w ?? 400);
  const svg = lines.map((l, i) => t(x, y + i * s * lh, l, { s, ...rest })).join("");
  return { svg, height: lines.length * s * lh, lines: lines.length };
}

/* --------------------------------------------------------------- shapes -- */

export const rect = (x: number, y: number, w: number, h: number, r = 0, fill = "#fff", extra = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ""} fill="${fill}"${extra ? " " + extra : ""}/>`;

/** Options of a card: corner radius, fill, border colour (no border when empty) and width. */
export interface CardOptions {
  r?: number;
  fill?: string;
  stroke?: string;
  sw?: number;
}

export function card(x: number, y: number, w: number, h: number, options: CardOptions = {}): string {
  const { r = 14, fill = "#fff", stroke = "#E2E8F0", sw = 1 } = options;
  const border = stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${border}/>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke = "#E2E8F0", sw = 1, extra = ""): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${sw}"${extra ? " " + extra : ""}/>`;

/* -------------------------------------------------------------- shadows -- */

const filters = new Map<string, string>();
/** Registers a gaussian blur of given deviation (see filterDefs) and returns its id. */
function blurFilter(dev: number): string {
  const key = `b${dev}`;
  if (!filters.has(key))
    filters.set(
      key,
      `<filter id="${key}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${dev}"/></filter>`,
    );
  return key;
}
/** All filter definitions used so far (insert once per document). */
export const filterDefs = (): string => [...filters.values()].join("");

/** Options of a shadow: blur deviation, vertical offset, colour, opacity, spread around the shape. */
export interface ShadowOptions {
  blur?: number;
  dy?: number;
  color?: string;
  o?: number;
  spread?: number;
}

/** A soft, diffuse shadow under a rounded rect. */
export function shadow(x: number, y: number, w: number, h: number, r: number, options: ShadowOptions = {}): string {
  const { blur = 24, dy = 18, color = "#0F1729", o = 0.16, spread = 0 } = options;
  const f = blurFilter(blur);
  return `<rect x="${n(x - spread)}" y="${n(y + dy - spread)}" width="${n(w + spread * 2)}" height="${n(h + spread * 2)}" rx="${n(r)}" fill="${color}" opacity="${o}" filter="url(#${f})"/>`;
}
/** A blurred ellipse, for ground shadows and glows. */
export function glow(cx: number, cy: number, rx: number, ry: number, color: string, o = 0.5, blur = 40): string {
  const f = blurFilter(blur);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}" opacity="${o}" filter="url(#${f})"/>`;
}
/** Options of a floating card: those of its card (but the border width) and of its shadow (but the spread). */
export type FloatCardOptions = Omit<CardOptions, "sw"> & Omit<ShadowOptions, "spread">;

/** Soft elevated card: shadow + white card with hairline border. */
export function floatCard(x: number, y: number, w: number, h: number, options: FloatCardOptions = {}): string {
  const { r = 16, fill, stroke, blur = 20, dy = 14, o = 0.14, color } = options;
  return shadow(x, y, w, h, r, { blur, dy, o, color }) + card(x, y, w, h, { r, fill, stroke });
}

/* ------------------------------------------------------------ gradients -- */

/** A gradient stop: offset (0–1), colour, opacity (1 when left out). */
export type Stop = [offset: number, color: string, opacity?: number];
/** A paint server (gradient, pattern): its definition (to put in <defs>), its `url(#id)` paint and its id. */
export interface Paint {
  def: string;
  url: string;
  id: string;
}
/** A gradient, a paint. */
export type Gradient = Paint;

/** A gradient of id `gid`: `<tag id="gid" attrs>` around its stops. */
function gradient(tag: "linearGradient" | "radialGradient", gid: string, attrs: string, stops: Stop[]): Gradient {
  const s = stops
    .map(
      ([off, col, op = 1]) => `<stop offset="${off}" stop-color="${col}"${op !== 1 ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("");
  return { def: `<${tag} id="${gid}" ${attrs}>${s}</${tag}>`, url: `url(#${gid})`, id: gid };
}

/** Where a linear gradient runs, from (x1, y1) to (x2, y2) in the box (0–1); its id. */
export interface LinearOptions {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  gid?: string;
}

export function linear(stops: Stop[], options: LinearOptions = {}): Gradient {
  const { x1 = 0, y1 = 0, x2 = 1, y2 = 1, gid = id("lg") } = options;
  return gradient("linearGradient", gid, `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, stops);
}
/** Where a two-tone gradient runs top to bottom (a linear gradient's default: top left to bottom right). */
export const DOWN: LinearOptions = { x2: 0 };

/** One end of a two-tone gradient: a colour, or a colour and its opacity. */
export type GradientEnd = string | [color: string, opacity: number];

/** A linear gradient from one colour to another, diagonally unless told otherwise (DOWN). */
export function twoTone(from: GradientEnd, to: GradientEnd, options: LinearOptions = {}): Gradient {
  const stop = (offset: number, end: GradientEnd): Stop => (typeof end === "string" ? [offset, end] : [offset, ...end]);
  return linear([stop(0, from), stop(1, to)], options);
}

export function radial(
  stops: Stop[],
  { cx = 0.5, cy = 0.5, r = 0.5, gid = id("rg") }: { cx?: number; cy?: number; r?: number; gid?: string } = {},
): Gradient {
  return gradient("radialGradient", gid, `cx="${cx}" cy="${cy}" r="${r}"`, stops);
}

/** A pattern of dots every `step` px (their radius, colour and opacity), as a paint. */
export function dotPattern(step: number, r: number, fill: string, o: number): Paint {
  const pid = id("dots");
  const def = `<pattern id="${pid}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="${r}" fill="${fill}" opacity="${o}"/></pattern>`;
  return { def, url: `url(#${pid})`, id: pid };
}

/* ---------------------------------------------------------------- icons -- */
// 24×24 line icons, drawn with a round stroke.

export const ICONS = {
  calendar: '<rect x="3" y="4.5" width="18" height="16" rx="3"/><path d="M3 9.5h18M8 2.5v4M16 2.5v4"/>',
  home: '<path d="M3.5 10.5 12 3.5l8.5 7V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-6v6H5A1.5 1.5 0 0 1 3.5 19z"/>',
  car: '<path d="M3.5 16.5v-4l2.2-5.2A2 2 0 0 1 7.5 6h9a2 2 0 0 1 1.8 1.3l2.2 5.2v4"/><path d="M3.5 12.5h17M2.5 16.5h19"/><circle cx="7.5" cy="17.5" r="1.8"/><circle cx="16.5" cy="17.5" r="1.8"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6"/><path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M17.5 14.3c2.4.7 4 2.8 4 5.7"/>',
  bell: '<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z"/><path d="M10 21h4"/>',
  chart: '<path d="M4 20.5h16.5"/><path d="M6.5 16.5v-5M11 16.5V6M15.5 16.5v-8M20 16.5v-3"/>',
  trend: '<path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  sliders:
    '<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1"/><circle cx="15" cy="6" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="18" r="2"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="m20 20-4.3-4.3"/>',
  clock: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
  pin: '<path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
  checkCircle: '<circle cx="12" cy="12" r="8.5"/><path d="m8.3 12.3 2.5 2.5 5-5"/>',
  star: '<path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  arrowRight: '<path d="M5 12h14M13 6l6 6-6 6"/>',
  chevronRight: '<path d="m9 6 6 6-6 6"/>',
  chevronLeft: '<path d="m15 6-6 6 6 6"/>',
  chevronDown: '<path d="m6 9 6 6 6-6"/>',
  fuel: '<path d="M4.5 20.5V5.5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v15M3 20.5h13M4.5 10.5h10"/><path d="M14.5 8.5 18 11v5.5a1.5 1.5 0 0 0 3 0V9l-3-3"/>',
  wrench: '<path d="M14.7 6.3a4 4 0 0 0 5 5l-8.9 8.9a2.1 2.1 0 0 1-3-3z"/><path d="M14.7 6.3 17 4l3 3-2.3 2.3"/>',
  file: '<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5M9 13h6M9 17h6"/>',
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M10.5 18.5h3"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>',
  heart: '<path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"/>',
  sparkle: '<path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z"/><path d="M19 16v4M17 18h4"/>',
  droplet: '<path d="M12 3.5s6 6.3 6 10.8a6 6 0 0 1-12 0C6 9.8 12 3.5 12 3.5z"/>',
  bed: '<path d="M3 19V6M3 14.5h18V19M21 14.5v-2A3 3 0 0 0 18 9.5h-7v5"/><circle cx="7" cy="11.5" r="2"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2.5 12h2M19.5 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  moon: '<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z"/>',
  grid: '<rect x="4" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5"/>',
  message: '<path d="M4 5.5h16v11H9.5L4 20.5z"/>',
  shield: '<path d="M12 3l7.5 3v6c0 4.8-3.3 7.8-7.5 9-4.2-1.2-7.5-4.2-7.5-9V6z"/><path d="m9 12 2 2 4-4"/>',
  route:
    '<circle cx="6" cy="18.5" r="2"/><circle cx="18" cy="5.5" r="2"/><path d="M8 18.5h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16"/>',
  book: '<path d="M4.5 5.5A2 2 0 0 1 6.5 3.5h13v15h-13a2 2 0 0 0-2 2z"/><path d="M4.5 20.5v-15M8.5 8h7"/>',
  utensils: '<path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 21V3c-2 1.2-3 4-3 7.5 0 2 1 2.5 3 2.5"/>',
  smile: '<circle cx="12" cy="12" r="8.5"/><path d="M8.5 14a4.3 4.3 0 0 0 7 0M9 9.5h.01M15 9.5h.01"/>',
  image:
    '<rect x="3" y="4" width="18" height="16" rx="2.5"/><circle cx="9" cy="10" r="2"/><path d="m21 16.5-5-5-9.5 8.5"/>',
  building:
    '<path d="M4 21V5.5l8-2.5v18M12 8l8 2.5V21M2.5 21h19M7.5 8.5h1.5M7.5 12.5h1.5M7.5 16.5h1.5M15.5 13h1.5M15.5 17h1.5"/>',
  window: '<rect x="4" y="3" width="16" height="18" rx="1.5"/><path d="M12 3v18M4 12h16"/>',
  spray: '<path d="M8 9.5h6v11.5H8zM9 9.5V6.5h4v3M13 6.5h2.5"/><path d="M18 4.5h.01M20.5 6.5h.01M18 8.5h.01"/>',
  broom: '<path d="M15 3l-3.5 8.5"/><path d="M6.5 12.5h9l2 8.5H4.5z"/><path d="M9 16.5v4.5M13 16.5v4.5"/>',
  hammer:
    '<path d="M4 20.5 13 11"/><rect x="10" y="4" width="11.5" height="6" rx="1.5" transform="rotate(45 15.75 7)"/>',
  gauge: '<path d="M4 17.5a8 8 0 1 1 16 0"/><path d="m12 17.5 4-5"/>',
  alert: '<path d="M12 4 2.8 19.5h18.4z"/><path d="M12 10v4M12 16.8h.01"/>',
  wifi: '<path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0"/><path d="M12 19.5h.01"/>',
  pool: '<path d="M2 17c1.7 0 1.7 1.5 3.3 1.5S7 17 8.7 17s1.7 1.5 3.3 1.5S13.7 17 15.3 17s1.7 1.5 3.4 1.5S20.3 17 22 17"/><path d="M8 14V5.5a2 2 0 0 1 4 0M16 14V5.5a2 2 0 0 0-4 0M8 9h8"/>',
  coffee:
    '<path d="M4.5 9h12v5a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5z"/><path d="M16.5 10.5h1.5a2.5 2.5 0 0 1 0 5h-1.5M8 3.5v2.5M12 3.5v2.5"/>',
  leaf: '<path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15"/><path d="M5 19 13 11"/>',
  baby: '<circle cx="12" cy="12" r="8.5"/><path d="M9.5 14.5a3.5 3.5 0 0 0 5 0M9 10.5h.01M15 10.5h.01M12 3.5c-1.5 1.5-1 3 0 3"/>',
  moonStar: '<path d="M18 15A7 7 0 1 1 9 6a5.5 5.5 0 0 0 9 9z"/>',
  apple:
    '<path d="M12 7.5c-2-1.3-6-.8-6 4 0 4 2.6 8 4.3 8 .9 0 1-.5 1.7-.5s.8.5 1.7.5c1.7 0 4.3-4 4.3-8 0-4.8-4-5.3-6-4z"/><path d="M12 7.5c0-2 1-3.5 2.5-4"/>',
  palette:
    '<path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.3-1-1.6-1-2.8 0-1 .8-1.7 1.8-1.7H17a3.5 3.5 0 0 0 3.5-3.5c0-4-3.8-7.3-8.5-7.3z"/><circle cx="7.8" cy="11" r=".9"/><circle cx="10.5" cy="7.5" r=".9"/><circle cx="15" cy="7.8" r=".9"/>',
  camera: '<path d="M4 8h3.5l1.5-2.5h6L16.5 8H20v11H4z"/><circle cx="12" cy="13.5" r="3.2"/>',
  logout: '<path d="M14 4.5H19.5v15H14M10 8l-4 4 4 4M6 12h10"/>',
  layers: '<path d="m12 3.5 8.5 4.5-8.5 4.5L3.5 8z"/><path d="m3.5 12 8.5 4.5 8.5-4.5M3.5 16l8.5 4.5 8.5-4.5"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  filter: '<path d="M4 5h16l-6.5 7.5V19l-3 1.5v-8z"/>',
  euro: '<path d="M17.5 6.5a6.5 6.5 0 1 0 0 11M4.5 10.5h9M4.5 13.5h9"/>',
  key: '<circle cx="8" cy="15" r="4"/><path d="m11 12 9-9M16 7l2.5 2.5M18.5 4.5 21 7"/>',
  flag: '<path d="M5 21V4M5 4.5h11l-2 4 2 4H5"/>',
  suitcase:
    '<rect x="3.5" y="7.5" width="17" height="12" rx="2"/><path d="M9 7.5V5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5v2.5M8 7.5v12M16 7.5v12"/>',
  plane:
    '<path d="M10.5 20.5 12 15l-5 0-2 2.5H3.5l1-4.5-1-4.5H5L7 11h5L10.5 3.5h2L17 11h3a1.5 1.5 0 0 1 0 3h-3l-4.5 6.5z"/>',
  send: '<path d="M21 3 10 14M21 3l-7 18-4-7-7-4z"/>',
  play: '<path d="M8 5.5v13l10-6.5z"/>',
  eye: '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/><circle cx="12" cy="12" r="3"/>',
  dots: '<path d="M5.5 12h.01M12 12h.01M18.5 12h.01"/>',
};

/** The name of one of the line icons above. */
export type IconName = keyof typeof ICONS;

/** Draws an icon at (x, y) with a given box size and stroke colour. */
export function ic(name: IconName, x: number, y: number, size = 24, c = "#0F1729", sw = 1.8, fill = "none"): string {
  const k = size / 24;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})" fill="${fill}" stroke="${c}" stroke-width="${n(sw)}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}

/* ------------------------------------------------------------- document -- */

/** Wraps content in an SVG root; filter defs are appended automatically. */
export function doc(
  w: number,
  h: number,
  body: string,
  { defs = "", vb }: { defs?: string; vb?: string } = {},
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb ?? `0 0 ${w} ${h}`}"><defs>${filterDefs()}${defs}</defs>${body}</svg>`;
}

/** Places an SVG fragment designed in a (vw × vh) space into a box, clipped to radius r. */
export function embed(
  x: number,
  y: number,
  w: number,
  h: number,
  vw: number,
  vh: number,
  content: string,
  { r = 0, bg }: { r?: number; bg?: string } = {},
): string {
  const k = w / vw;
  return (
    clipStart(x, y, w, h, r, "clip") +
    `${bg ? rect(x, y, w, h, 0, bg) : ""}<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)}, ${n(h / vh)})">${content}</g></g>`
  );
}

/**
 * Opens a group clipped to a rounded rectangle, with a clipPath of its own (id `prefix`…):
 * what follows is drawn inside it, up to a closing "</g>".
 */
export function clipStart(x: number, y: number, w: number, h: number, r: number, prefix = "cl"): string {
  const cid = id(prefix);
  return `<clipPath id="${cid}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}"/></clipPath><g clip-path="url(#${cid})">`;
}

/** Clips content to a rounded rectangle. */
export function clip(x: number, y: number, w: number, h: number, r: number, content: string): string {
  return `${clipStart(x, y, w, h, r)}${content}</g>`;
}
