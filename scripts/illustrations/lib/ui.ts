// Interface pieces reused by several project screens: the neutral colours, sidebar, search
// field, icon button, form field, tab bar, photo header, option boxes, panels, links, filters.

import { rect, card, t, ic, measure, circle, line, twoTone, DOWN, type IconName } from "./svg";
import { pill } from "./widgets";
import type { Mark } from "./logo";

export const INK = "#0F1729";
export const SOFT = "#475569";
export const MUTED = "#64748B";
export const LINE = "#E2E8F0";
export const SURFACE = "#F8FAFC";

/** An entry of a menu: its icon, its label, an optional count in a badge. */
export interface MenuItem {
  icon: IconName;
  label: string;
  badge?: number | string;
}

/** The sidebar's content and colours (see sidebar()). */
export interface SidebarOptions {
  w?: number;
  /** Height: the screens' backgrounds go down to 860, below the 750 of the screen shown. */
  h?: number;
  bg?: string;
  /** The app's mark, drawn 38 px wide at the top left. */
  mark: Mark;
  name: string;
  items: MenuItem[];
  /** Index of the highlighted item. */
  active?: number;
  accent: string;
  tint: string;
  text?: string;
  activeText?: string;
  border?: string;
  /** SVG fragment drawn over the sidebar's bottom. */
  footer?: string;
}

/** App sidebar: the mark and name, the menu (items: [{ icon, label, badge? }], the active one highlighted). */
export function sidebar({
  w = 220,
  h = 860,
  bg = "#fff",
  mark,
  name,
  items,
  active = 0,
  accent,
  tint,
  text = SOFT,
  activeText,
  border = LINE,
  footer = "",
}: SidebarOptions): string {
  let out = rect(0, 0, w, h, 0, bg) + line(w - 0.5, 0, w - 0.5, h, border);
  out += mark(22, 26, 38);
  out += t(72, 50, name, { s: 15.5, w: 700, c: activeText ?? INK, max: w - 84 });
  items.forEach((it, i) => {
    const y = 102 + i * 46;
    const on = i === active;
    if (on) out += rect(14, y, w - 28, 38, 10, tint);
    out += ic(it.icon, 28, y + 9, 20, on ? accent : text, 1.9);
    out += t(60, y + 24, it.label, { s: 14, w: on ? 700 : 400, c: on ? (activeText ?? accent) : text });
    if (it.badge) {
      const bw = Math.max(22, measure(String(it.badge), 11, 700) + 12);
      out +=
        rect(w - 28 - bw, y + 10, bw, 18, 9, accent) +
        t(w - 28 - bw / 2, y + 23, String(it.badge), { s: 11, w: 700, c: "#fff", a: "middle" });
    }
  });
  return out + footer;
}

/** The look of a control: its fill, its border (none when empty), its text or icon colour. */
export interface ControlStyle {
  bg?: string;
  border?: string;
  c?: string;
}

/** Options of a search field: its look, height and corner radius. */
export interface SearchOptions extends ControlStyle {
  h?: number;
  r?: number;
}

/** Search field. */
export function search(x: number, y: number, w: number, placeholder: string, options: SearchOptions = {}): string {
  const { h = 40, bg = "#fff", border = LINE, c = "#94A3B8", r = 10 } = options;
  return (
    rect(x, y, w, h, r, bg, `stroke="${border}"`) +
    ic("search", x + 12, y + h / 2 - 9, 18, c, 2) +
    t(x + 40, y + h / 2 + 5, placeholder, { s: 13.5, c, max: w - 52 })
  );
}

/** Options of a round icon button: its look, its size, the colour of a dot on it (none when left out). */
export interface IconButtonOptions extends ControlStyle {
  size?: number;
  dot?: string;
}

/** Round icon button (bell etc.) with optional dot. */
export function iconButton(x: number, y: number, icon: IconName, options: IconButtonOptions = {}): string {
  const { size = 40, bg = "#fff", border = LINE, c = SOFT, dot } = options;
  let out =
    rect(x, y, size, size, size / 2, bg, border ? `stroke="${border}"` : "") +
    ic(icon, x + size / 2 - 10, y + size / 2 - 10, 20, c, 1.9);
  if (dot) out += circle(x + size * 0.7, y + size * 0.3, 5, dot, 'stroke="#fff" stroke-width="2"');
  return out;
}

/** Options of a form field; `ic` is the leading icon's colour, `trailing` the icon at the end (none when empty). */
export interface FieldOptions extends Omit<ControlStyle, "c"> {
  icon?: IconName;
  h?: number;
  lc?: string;
  vc?: string;
  r?: number;
  s?: number;
  ls?: number;
  trailing?: IconName | "";
  ic?: string;
}

/** Form field: label above, value inside a box with an optional leading icon. */
export function field(
  x: number,
  y: number,
  w: number,
  label: string,
  value: string,
  options: FieldOptions = {},
): string {
  const { icon, h = 46, bg = "#fff", border = LINE, lc = MUTED, vc = INK, r = 10 } = options;
  const { s = 14, ls = 12, trailing = "chevronDown", ic: icc } = options;
  let out = t(x, y, label, { s: ls, w: 700, c: lc });
  const by = y + 10;
  out += rect(x, by, w, h, r, bg, border ? `stroke="${border}"` : "");
  const tx = icon ? x + 44 : x + 14;
  if (icon) out += ic(icon, x + 14, by + h / 2 - 10, 20, icc ?? lc, 1.9);
  out += t(tx, by + h / 2 + s * 0.36, value, { s, c: vc, max: w - (tx - x) - 36 });
  if (trailing) out += ic(trailing, x + w - 30, by + h / 2 - 9, 18, lc, 2);
  return out;
}

/** Options of a tab bar: its look, the active tab's colour, its top on the screen. */
export interface TabBarOptions extends ControlStyle {
  accent: string;
  y?: number;
}

/** A phone app's tab bar: its tabs, the active one (the first when left out), its look. */
export interface Tabs extends TabBarOptions {
  items: MenuItem[];
  active?: number;
}

/** The bar at the bottom of a 390 × 844 phone screen, from y down, with a hairline on top. */
export const bottomBar = (y: number, bg = "#fff", border = LINE): string =>
  rect(0, y, 390, 844 - y, 0, bg) + line(0, y + 0.5, 390, y + 0.5, border);

/** Bottom tab bar for a 390-wide phone. */
export function tabBar(items: MenuItem[], active: number, options: TabBarOptions): string {
  const { accent, c = "#94A3B8", bg = "#fff", border = LINE, y = 760 } = options;
  let out = bottomBar(y, bg, border);
  const slot = 390 / items.length;
  items.forEach((it, i) => {
    const cx = slot * i + slot / 2;
    const on = i === active;
    out += ic(it.icon, cx - 12, y + 12, 24, on ? accent : c, on ? 2.2 : 1.9);
    out += t(cx, y + 52, it.label, { s: 11, w: on ? 700 : 400, c: on ? accent : c, a: "middle" });
  });
  return out;
}

/** A photo at the top of a phone screen, faded to white (from opacity `fade`) behind the status bar. */
export function fadedPhoto(photo: string, fade: number): string {
  const g = twoTone(["#FFFFFF", fade], ["#FFFFFF", 0], DOWN);
  return photo + `<defs>${g.def}</defs>` + rect(0, 0, 390, 70, 0, g.url);
}

/** The round back and favourite buttons over a screen's photo, centred on y; the heart filled in `accent`. */
export const photoButtons = (y: number, ink: string, accent: string): string =>
  circle(42, y, 22, "#fff") +
  ic("chevronLeft", 30, y - 12, 24, ink, 2.2) +
  circle(348, y, 22, "#fff") +
  ic("heart", 337, y - 11, 22, accent, 2, accent);

/** The colours of an option box: its fill and border, and those it takes when chosen. */
export interface ChoiceColours {
  fill: string;
  border: string;
  chosenFill: string;
  chosenBorder: string;
}

/** The box of one option among several, its corners rounded 14: chosen, it takes a thicker border of its own colour. */
export function choiceBox(x: number, y: number, w: number, h: number, chosen: boolean, c: ChoiceColours): string {
  const border = `stroke="${chosen ? c.chosenBorder : c.border}" stroke-width="${chosen ? 1.6 : 1}"`;
  return rect(x, y, w, h, 14, chosen ? c.chosenFill : c.fill, border);
}

/** How a dashboard's panels are set: the padding, the title's baseline and size, the subtitle's. */
export interface PanelStyle {
  pad: number;
  titleY: number;
  s: number;
  subY: number;
  subS: number;
}

/** A dashboard panel: a card, its title and, under it, a muted subtitle (none when left out). */
export function panel(
  x: number,
  y: number,
  w: number,
  h: number,
  style: PanelStyle,
  title: string,
  sub?: string,
): string {
  let out = card(x, y, w, h) + t(x + style.pad, y + style.titleY, title, { s: style.s, w: 700 });
  if (sub) out += t(x + style.pad, y + style.subY, sub, { s: style.subS, c: MUTED });
  return out;
}

/**
 * How a site's navigation links are set: the colours of the active one and of the others, the gap
 * between them; the active one in bold, or else underlined in `underline`.
 */
export interface NavStyle {
  activeC: string;
  c: string;
  gap: number;
  underline?: string;
}

/** A site's navigation links (14 px) in a row from x, on baseline y, the active one set apart. */
export function navLinks(x: number, y: number, labels: string[], active: number, style: NavStyle): string {
  let out = "";
  labels.forEach((label, i) => {
    const on = i === active;
    const w = on && !style.underline ? 700 : 400;
    out += t(x, y, label, { s: 14, c: on ? style.activeC : style.c, w });
    if (on && style.underline) out += rect(x, y + 12, measure(label, 14), 2, 1, style.underline);
    x += measure(label, 14, w) + style.gap;
  });
  return out;
}

/** How filter pills are set: height, padding, the active one's fill, the others' text and border colours. */
export interface FilterStyle {
  h: number;
  px: number;
  activeFill: string;
  c: string;
  border: string;
}

/** Filter pills (13 px) in a row from x, 8 apart: the active one filled, in white bold; the others white, bordered. */
export function filterPills(x: number, y: number, labels: string[], active: number, style: FilterStyle): string {
  let out = "";
  labels.forEach((label, i) => {
    const on = i === active;
    const p = pill(x, y, label, {
      s: 13,
      w: on ? 700 : 400,
      h: style.h,
      px: style.px,
      fill: on ? style.activeFill : "#fff",
      c: on ? "#fff" : style.c,
      stroke: on ? undefined : style.border,
    });
    out += p.svg;
    x += p.width + 8;
  });
  return out;
}
