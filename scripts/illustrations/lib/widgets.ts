// Interface widgets drawn from the SVG primitives of svg.ts: pills, buttons, icon tiles,
// charts (lines, bars, rings, progress bars), avatars and stars.

import {
  rect,
  circle,
  line,
  t,
  ic,
  measure,
  id,
  n,
  twoTone,
  DOWN,
  type Anchor,
  type IconName,
  type Point,
  type Sized,
} from "./svg";

/* ------------------------------------------------------- pills, buttons -- */

/**
 * Options of a label in a box (pill, button): text size and weight, fill, text colour, height, padding, radius,
 * icon, border.
 */
export interface LabelBoxOptions {
  s?: number;
  w?: number;
  fill?: string;
  c?: string;
  h?: number;
  px?: number;
  r?: number;
  icon?: IconName;
  stroke?: string;
}

/** Options of a pill: those of a label box, and where x is on it. */
export interface PillOptions extends LabelBoxOptions {
  anchor?: Anchor;
}

/** Pill / badge with centred label. */
export function pill(x: number, y: number, label: string, options: PillOptions = {}): Sized {
  const { s = 12, w = 700, fill = "#EEF2FF", c = "#4338CA", icon, stroke, anchor = "start" } = options;
  const { h = s * 2, px = s * 0.8, r } = options; // defaults that follow the text size
  const iw = icon ? s * 1.2 + 4 : 0;
  const width = measure(label, s, w) + px * 2 + iw;
  const x0 = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
  let out = rect(x0, y, width, h, r ?? h / 2, fill, stroke ? `stroke="${stroke}"` : "");
  if (icon) out += ic(icon, x0 + px, y + (h - s * 1.2) / 2, s * 1.2, c, 2);
  out += t(x0 + px + iw, y + h / 2 + s * 0.35, label, { s, w, c });
  return { svg: out, width };
}

/** Options of a button: those of a label box; `full` is a fixed width, the label centred in it. */
export interface ButtonOptions extends LabelBoxOptions {
  full?: number;
}

/** Button with label (and optional trailing icon). */
export function button(x: number, y: number, label: string, options: ButtonOptions = {}): Sized {
  const { s = 14, w = 700, fill = "#4F46E5", c = "#fff", h = 40, px = 18, r = 10, icon, stroke, full } = options;
  const iw = icon ? s + 8 : 0;
  const width = full ?? measure(label, s, w) + px * 2 + iw;
  let out = rect(x, y, width, h, r, fill, stroke ? `stroke="${stroke}" stroke-width="1"` : "");
  const tx = full ? x + width / 2 - (measure(label, s, w) + iw) / 2 : x + px;
  out += t(tx, y + h / 2 + s * 0.36, label, { s, w, c });
  if (icon) out += ic(icon, tx + measure(label, s, w) + 8, y + h / 2 - s / 2, s, c, 2.2);
  return { svg: out, width };
}

/** Options of an icon tile: tile colour, icon colour, corner radius, icon size (share of the tile), stroke width. */
export interface IconTileOptions {
  bg?: string;
  c?: string;
  r?: number;
  k?: number;
  sw?: number;
}

/** Icon centred in a rounded tinted square. */
export function iconTile(name: IconName, x: number, y: number, size: number, options: IconTileOptions = {}): string {
  const { bg = "#EEF2FF", c = "#4F46E5", r = size * 0.28, k = 0.5, sw = 2 } = options;
  const is = size * k;
  return rect(x, y, size, size, r, bg) + ic(name, x + (size - is) / 2, y + (size - is) / 2, is, c, sw);
}

/* --------------------------------------------------------------- charts -- */

function smoothPath(pts: Point[]): string {
  if (pts.length < 2) return "";
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Options of a line chart: colour, value range, stroke width, area, dots, grid lines. */
export interface LineChartOptions {
  color?: string;
  min?: number;
  max?: number;
  sw?: number;
  area?: boolean;
  dots?: boolean;
  lastDot?: boolean;
  grid?: number;
  gridColor?: string;
}

/** A chart of `values` drawn in the box (x, y, w, h). */
type Chart<Options> = (x: number, y: number, w: number, h: number, values: number[], options?: Options) => string;

/** Smooth line chart with a gradient area. Returns svg string. */
export const lineChart: Chart<LineChartOptions> = (x, y, w, h, values, options = {}) => {
  const { color = "#4F46E5", min, max, sw = 3, area = true, dots = false, lastDot = true } = options;
  const { grid = 0, gridColor = "#EEF2F7" } = options;
  const lo = min ?? Math.min(...values);
  const hi = max ?? Math.max(...values);
  const pts = values.map((v, i): Point => [x + (i / (values.length - 1)) * w, y + h - ((v - lo) / (hi - lo || 1)) * h]);
  const d = smoothPath(pts);
  let out = "";
  for (let i = 0; i < grid; i++) {
    const gy = y + (i / (grid - 1)) * h;
    out += line(x, gy, x + w, gy, gridColor, 1, 'stroke-dasharray="4 6"');
  }
  if (area) {
    const g = twoTone([color, 0.28], [color, 0], DOWN);
    out += `<defs>${g.def}</defs><path d="${d} L${n(x + w)} ${n(y + h)} L${n(x)} ${n(y + h)} Z" fill="${g.url}"/>`;
  }
  out += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (dots)
    for (const p of pts) out += circle(p[0], p[1], sw * 1.3, "#fff", `stroke="${color}" stroke-width="${sw * 0.8}"`);
  if (lastDot) {
    const p = pts[pts.length - 1];
    out +=
      circle(p[0], p[1], sw * 3, color, 'opacity="0.18"') +
      circle(p[0], p[1], sw * 1.5, color, 'stroke="#fff" stroke-width="2"');
  }
  return out;
};

/** Options of a bar chart: colours, highlighted bar, labels under the bars, gap, scale, radius. */
export interface BarChartOptions {
  color?: string;
  soft?: string;
  highlight?: number;
  labels?: string[];
  ls?: number;
  lc?: string;
  gap?: number;
  max?: number;
  r?: number;
  allStrong?: boolean;
}

/** Vertical bars, optional highlight index and labels under. */
export const barChart: Chart<BarChartOptions> = (x, y, w, h, values, options = {}) => {
  const { color = "#4F46E5", soft = "#E0E7FF", highlight = -1, allStrong = false, gap = 0.45, max, r } = options;
  const { labels, ls = 11, lc = "#64748B" } = options;
  const hi = max ?? Math.max(...values);
  const slot = w / values.length;
  const bw = slot * (1 - gap);
  let out = "";
  values.forEach((v, i) => {
    const bh = (v / hi) * h;
    const bx = x + i * slot + (slot - bw) / 2;
    const strong = allStrong || i === highlight;
    out += rect(bx, y + h - bh, bw, bh, r ?? Math.min(bw / 2, 6), strong ? color : soft);
    if (labels) out += t(bx + bw / 2, y + h + ls + 8, labels[i], { s: ls, c: lc, a: "middle" });
  });
  return out;
};

/** A circle's outline of a colour and width (what rings and donuts are drawn with), plus `extra` attributes. */
const stroked = (cx: number, cy: number, r: number, color: string, sw: number, extra = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${sw}"${extra}/>`;

/** Options of a progress ring or bar: the filled part's colour, the track's, the stroke width or bar height. */
export interface GaugeOptions {
  color?: string;
  track?: string;
  sw?: number;
  h?: number;
}

/** Progress ring. pct 0–100. */
export function ring(cx: number, cy: number, r: number, pct: number, options: GaugeOptions = {}): string {
  const { color = "#4F46E5", track = "#E0E7FF", sw = 10 } = options;
  const C = 2 * Math.PI * r;
  const arc = ` stroke-linecap="round" stroke-dasharray="${n((C * pct) / 100)} ${n(C)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`;
  return stroked(cx, cy, r, track, sw) + stroked(cx, cy, r, color, sw, arc);
}

/** Donut with several segments: [[value, colour], ...]. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  segments: [value: number, color: string][],
  { sw = 16, gapDeg = 3 }: { sw?: number; gapDeg?: number } = {},
): string {
  const total = segments.reduce((s, [v]) => s + v, 0);
  const C = 2 * Math.PI * r;
  let acc = 0;
  let out = "";
  for (const [v, col] of segments) {
    const len = (v / total) * C - (gapDeg / 360) * C;
    const arc = ` stroke-dasharray="${n(Math.max(len, 0.1))} ${n(C)}" transform="rotate(${n(-90 + (acc / total) * 360)} ${n(cx)} ${n(cy)})"`;
    out += stroked(cx, cy, r, col, sw, arc);
    acc += v;
  }
  return out;
}

/** Horizontal progress bar. */
export function progress(x: number, y: number, w: number, pct: number, options: GaugeOptions = {}): string {
  const { h = 8, color = "#4F46E5", track = "#E0E7FF" } = options;
  return rect(x, y, w, h, h / 2, track) + (pct > 0 ? rect(x, y, Math.max(h, (w * pct) / 100), h, h / 2, color) : "");
}

/* -------------------------------------------------------------- avatars -- */

const SKIN = ["#F5D0B5", "#E8B48F", "#C98E6B", "#8D5A3B", "#F2C6A0", "#D9A07A"];
const HAIR = ["#2B2118", "#5A3A22", "#1F1A17", "#A0522D", "#3B2A20", "#D4A373"];

/** Options of an avatar: background, skin and hair (indexes into the palettes), shirt, long hair, ring colour. */
export interface AvatarOptions {
  bg?: string;
  skin?: number;
  hair?: number;
  shirt?: string;
  long?: boolean;
  ring?: string;
}

/** Illustrated avatar (head + shoulders) clipped in a circle. */
export function avatar(
  cx: number,
  cy: number,
  r: number,
  { bg = "#E0E7FF", skin = 0, hair = 0, shirt = "#4F46E5", long = false, ring: ringCol }: AvatarOptions = {},
): string {
  const cid = id("av");
  const sk = SKIN[skin % SKIN.length];
  const hr = HAIR[hair % HAIR.length];
  const k = r / 40;
  const hx = (v: number): number => cx + v * k;
  const hy = (v: number): number => cy + v * k;
  let g = `<clipPath id="${cid}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath><g clip-path="url(#${cid})">`;
  g += circle(cx, cy, r, bg);
  if (long)
    g += `<path d="M${n(hx(-17))} ${n(hy(-2))} Q${n(hx(-20))} ${n(hy(-26))} ${n(hx(0))} ${n(hy(-27))} Q${n(hx(20))} ${n(hy(-26))} ${n(hx(17))} ${n(hy(-2))} L${n(hx(19))} ${n(hy(20))} L${n(hx(-19))} ${n(hy(20))} Z" fill="${hr}"/>`;
  g += `<ellipse cx="${n(cx)}" cy="${n(hy(44))}" rx="${n(30 * k)}" ry="${n(26 * k)}" fill="${shirt}"/>`;
  g += rect(hx(-5.5), hy(6), 11 * k, 14 * k, 3 * k, sk);
  g += `<ellipse cx="${n(cx)}" cy="${n(hy(-6))}" rx="${n(13 * k)}" ry="${n(15 * k)}" fill="${sk}"/>`;
  g += `<path d="M${n(hx(-13.5))} ${n(hy(-6))} Q${n(hx(-14))} ${n(hy(-23))} ${n(hx(0))} ${n(hy(-22))} Q${n(hx(14))} ${n(hy(-23))} ${n(hx(13.5))} ${n(hy(-6))} Q${n(hx(8))} ${n(hy(-15))} ${n(hx(-4))} ${n(hy(-14))} Q${n(hx(-10))} ${n(hy(-12))} ${n(hx(-13.5))} ${n(hy(-6))} Z" fill="${hr}"/>`;
  g += "</g>";
  if (ringCol) g += circle(cx, cy, r, "none", `stroke="${ringCol}" stroke-width="${n(Math.max(1.5, r / 12))}"`);
  return g;
}

/** Avatars overlapping in a row, from (cx, cy), `step` apart, each ringed in `ring` (drawn left to right). */
export function avatarRow(
  cx: number,
  cy: number,
  r: number,
  step: number,
  ring: string,
  people: AvatarOptions[],
): string {
  return people.map((person, i) => avatar(cx + i * step, cy, r, { ...person, ring })).join("");
}

/** The colours of initials: the circle's and the letters'. */
export interface InitialsColours {
  bg?: string;
  c?: string;
}

/** Initials in a tinted circle. */
export function initials(cx: number, cy: number, r: number, text: string, colours: InitialsColours = {}): string {
  const { bg = "#E0E7FF", c = "#4338CA" } = colours;
  return circle(cx, cy, r, bg) + t(cx, cy + r * 0.3, text, { s: r * 0.8, w: 700, c, a: "middle" });
}

/** Options of a row of stars: how many are filled, their colour, the empty ones', the gap between them. */
export interface StarsOptions {
  filled?: number;
  color?: string;
  empty?: string;
  gap?: number;
}

/** Five stars (filled count). */
export function stars(x: number, y: number, size: number, options: StarsOptions = {}): string {
  const { filled = 5, color = "#F59E0B", empty = "#E2E8F0", gap = 2 } = options;
  let out = "";
  for (let i = 0; i < 5; i++)
    out += ic("star", x + i * (size + gap), y, size, i < filled ? color : empty, 1, i < filled ? color : empty);
  return out;
}
