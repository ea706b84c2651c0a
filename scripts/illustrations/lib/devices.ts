// Device frames (laptop, phone, browser window), a phone screen's bars, and the page
// compositions built from them: the project mockup (1600×1000) and the wide banner (1600×900).

import {
  rect,
  circle,
  t,
  ic,
  glow,
  shadow,
  linear,
  twoTone,
  dotPattern,
  embed,
  doc,
  id,
  clipStart,
  type IconName,
} from "./svg";
import { iconTile } from "./widgets";
import { tabBar, type Tabs } from "./ui";

/** A project's colours, for the backdrop of its mockup and the band of its banner. */
export interface Theme {
  primary: string;
  primaryDark: string;
  accent?: string;
  /** The backdrop's gradient, from top left to bottom right. */
  bg1: string;
  bg2: string;
  /** The backdrop's two glows (colour, opacity) and its dotted fields. */
  glow?: string;
  glowO?: number;
  glow2?: string;
  glowO2?: number;
  dot?: string;
  dotO?: number;
  /** Behind the laptop's and the phone's screens. */
  screenBg?: string;
  mobileBg?: string;
  /** The banner's gradient band (default: primary to primaryDark). */
  band?: [string, string];
  /** A dark browser window in the banner. */
  darkUI?: boolean;
  /** The browser's page colour below the screen, in the banner. */
  pageBg?: string;
}

/** How a PNG is written (see png() in generate.ts). */
export interface PngOptions {
  /** A 256-colour palette PNG instead of full colour. */
  palette?: boolean;
}

/** One project's drawings: its screens, and how they are composed into its images. */
export interface ProjectArt {
  /** The folder under content/projects/. */
  slug: string;
  /** Shown in the banner's address bar. */
  url: string;
  theme: Theme;
  /** The desktop screen, designed at 1200 × 750 (DESKTOP). */
  desktop: () => string;
  /** The phone screen, designed at 390 × 844 (MOBILE). */
  mobile: () => string;
  /** image.png, when not the default mockup(). */
  mockup?: (p: ProjectArt) => string;
  /** thumbnail.png, when not the default banner(). */
  banner?: (p: ProjectArt) => string;
  /** `false`: no thumbnail.png (no wide banner). */
  thumbnail?: false;
  /** The chip drawn over the mockup (at its top left), and the one over the banner, where it says. */
  chip?: ChipOptions;
  bannerChip?: PlacedChip;
  /** icon.svg, the card's logo; icon-page.svg, the project page's, when it differs. */
  icon: () => string;
  iconPage?: () => string;
  png?: PngOptions;
}

/** A drawing and its height, for placing what goes under it. */
export interface Framed {
  svg: string;
  h: number;
}

/** A laptop's drawing, its height and where its screen is. */
export interface LaptopFrame extends Framed {
  screen: { x: number; y: number; w: number; h: number };
}

/** Screen spaces the interfaces are designed in. */
export const DESKTOP: { w: number; h: number } = { w: 1200, h: 750 };
export const MOBILE: { w: number; h: number } = { w: 390, h: 844 };

/* --------------------------------------------------------------- frames -- */

/** iOS-like status bar for a 390-wide phone screen. */
export function statusBar(color = "#0F1729", bg?: string): string {
  let out = bg ? rect(0, 0, 390, 48, 0, bg) : "";
  out += t(34, 32, "9:41", { s: 16, w: 700, c: color });
  // signal bars
  for (let i = 0; i < 4; i++) out += rect(292 + i * 6, 28 - i * 3, 4, 6 + i * 3, 1, color);
  // wifi
  out +=
    `<path d="M323 22.5a11 11 0 0 1 14 0M326 26a6 6 0 0 1 8 0" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round"/>` +
    circle(330, 29.5, 1.8, color);
  // battery
  out +=
    rect(344, 20, 25, 13, 4, "none", `stroke="${color}" stroke-width="1.5" opacity="0.45"`) +
    rect(346.5, 22.5, 18, 8, 2, color) +
    rect(370.5, 24.5, 2, 4, 1, color, 'opacity="0.45"');
  return out;
}

/** Home indicator at the bottom of a phone screen. */
export const homeBar = (color = "#0F1729"): string => rect(130, 828, 130, 5, 2.5, color, 'opacity="0.85"');

/** A phone screen's background (none when left out), what is drawn under its status bar, the bars' colours, its tabs. */
export interface PhoneScreenOptions {
  bg?: string;
  under?: string;
  bar: string;
  home?: string;
  tabs?: Tabs;
}

/** A 390 × 844 phone screen: its background, `under`, the status bar, `body`, its tab bar, the home indicator. */
export function phoneScreen(body: string, { bg, under = "", bar, home, tabs }: PhoneScreenOptions): string {
  const tabBarSvg = tabs ? tabBar(tabs.items, tabs.active ?? 0, tabs) : "";
  return (bg ? rect(0, 0, 390, 844, 0, bg) : "") + under + statusBar(bar) + body + tabBarSvg + homeBar(home);
}

/** A laptop's colours: its lid, its base's gradient (top, bottom), behind its screen. */
export interface LaptopColours {
  lid?: string;
  base1?: string;
  base2?: string;
  screenBg?: string;
}

/** Laptop with a 16:10 screen of width w (outer lid width). Returns { svg, h }. */
export function laptop(x: number, y: number, w: number, screen: string, colours: LaptopColours = {}): LaptopFrame {
  const { lid = "#1B1F2A", base1 = "#E7EAF0", base2 = "#AEB4C0", screenBg = "#fff" } = colours;
  const b = w * 0.02; // side bezel
  const top = b * 1.25;
  const sw = w - b * 2;
  const sh = sw / 1.6;
  const lh = top + sh + b * 1.15;
  const baseH = w * 0.026;
  const over = w * 0.062;
  let out = "";
  // ground shadow
  out += glow(x + w / 2, y + lh + baseH * 0.9, w * 0.58, baseH * 1.1, "#0F1729", 0.35, 18);
  out += shadow(x, y, w, lh, 22, { blur: 34, dy: 30, o: 0.22 });
  // lid
  out += rect(x, y, w, lh, w * 0.018, lid);
  out += rect(x + 1.5, y + 1.5, w - 3, lh - 3, w * 0.017, "none", 'stroke="#3A4050" stroke-width="1.5"');
  out += circle(x + w / 2, y + top / 2, 3.2, "#2C3242") + circle(x + w / 2, y + top / 2, 1.4, "#3D4A66");
  // screen
  out += embed(x + b, y + top, sw, sh, DESKTOP.w, DESKTOP.h, screen, { r: 4, bg: screenBg });
  // base
  const g = linear(
    [
      [0, base1],
      [0.55, base1],
      [1, base2],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const bx = x - over;
  const by = y + lh - 2;
  const bw = w + over * 2;
  out += `<defs>${g.def}</defs>`;
  out += `<path d="M${bx} ${by} H${bx + bw} V${by + baseH * 0.55} Q${bx + bw} ${by + baseH} ${bx + bw - baseH * 2.2} ${by + baseH} H${bx + baseH * 2.2} Q${bx} ${by + baseH} ${bx} ${by + baseH * 0.55} Z" fill="${g.url}"/>`;
  out += rect(bx, by, bw, 3, 0, "#F8FAFC", 'opacity="0.9"');
  out += `<path d="M${x + w / 2 - w * 0.075} ${by} H${x + w / 2 + w * 0.075} Q${x + w / 2 + w * 0.07} ${by + baseH * 0.42} ${x + w / 2 + w * 0.055} ${by + baseH * 0.42} H${x + w / 2 - w * 0.055} Q${x + w / 2 - w * 0.07} ${by + baseH * 0.42} ${x + w / 2 - w * 0.075} ${by} Z" fill="#C3C8D2"/>`;
  return { svg: out, h: lh + baseH, screen: { x: x + b, y: y + top, w: sw, h: sh } };
}

/** Options of a phone: the colours of its frame, its edge and behind its screen, its shadow's opacity, its island. */
export interface PhoneOptions {
  frame?: string;
  edge?: string;
  screenBg?: string;
  shadowO?: number;
  island?: boolean;
}

/** Phone of outer width w; screen content designed at 390×844. Returns { svg, h }. */
export function phone(x: number, y: number, w: number, screen: string, options: PhoneOptions = {}): Framed {
  const { frame = "#12151C", edge = "#3B4252", screenBg = "#fff", shadowO = 0.26, island = true } = options;
  const inset = w * 0.038;
  const iw = w - inset * 2;
  const ih = (iw * MOBILE.h) / MOBILE.w;
  const h = ih + inset * 2;
  const R = w * 0.165;
  let out = "";
  out += shadow(x, y, w, h, R, { blur: 30, dy: 28, o: shadowO });
  // side buttons
  out +=
    rect(x - 3, y + h * 0.19, 4, h * 0.05, 2, edge) +
    rect(x - 3, y + h * 0.27, 4, h * 0.08, 2, edge) +
    rect(x - 3, y + h * 0.37, 4, h * 0.08, 2, edge) +
    rect(x + w - 1, y + h * 0.3, 4, h * 0.11, 2, edge);
  out += rect(x, y, w, h, R, frame);
  out += rect(x + 1.5, y + 1.5, w - 3, h - 3, R - 1.5, "none", `stroke="${edge}" stroke-width="2"`);
  out += embed(x + inset, y + inset, iw, ih, MOBILE.w, MOBILE.h, screen, { r: R - inset, bg: screenBg });
  if (island) {
    const k = iw / MOBILE.w;
    out += rect(x + w / 2 - 52 * k, y + inset + 11 * k, 104 * k, 30 * k, 15 * k, "#05070A");
  }
  return { svg: out, h };
}

/** Options of a browser window: address, bar colour, dark look, corner radius, height, page colour under the screen. */
export interface BrowserOptions {
  url?: string;
  bar?: string;
  dark?: boolean;
  r?: number;
  height?: number;
  contentBg?: string;
}

/** Browser window with a URL bar; content designed at 1200×750 (scaled to width). */
export function browser(x: number, y: number, w: number, content: string, options: BrowserOptions = {}): Framed {
  const { url = "", bar = "#F1F5F9", dark = false, r = 16, height, contentBg = "#F8FAFC" } = options;
  const barH = w * 0.036;
  const ch = (w / DESKTOP.w) * DESKTOP.h;
  const h = height ?? barH + ch;
  let out = "";
  out += shadow(x, y, w, h, r, { blur: 40, dy: 30, o: 0.28 });
  out += clipStart(x, y, w, h, r, "bw");
  out += rect(x, y, w, barH, 0, dark ? "#17191F" : bar);
  const dc = dark ? ["#3A3D45", "#3A3D45", "#3A3D45"] : ["#FF5F57", "#FEBC2E", "#28C840"];
  dc.forEach((c, i) => (out += circle(x + barH * 0.6 + i * barH * 0.42, y + barH / 2, barH * 0.12, c)));
  const uw = w * 0.36;
  out += rect(x + w / 2 - uw / 2, y + barH * 0.2, uw, barH * 0.6, barH * 0.3, dark ? "#24272F" : "#fff");
  out += ic("shield", x + w / 2 - uw / 2 + barH * 0.3, y + barH * 0.3, barH * 0.4, dark ? "#7C8190" : "#94A3B8", 2);
  out += t(x + w / 2, y + barH * 0.62, url, { s: barH * 0.3, c: dark ? "#9CA3AF" : "#64748B", a: "middle" });
  // Screens draw their backgrounds down to y = 860, so a taller window shows the page continuing.
  if (h > barH + ch) out += rect(x, y + barH + ch - 1, w, h - barH - ch + 1, 0, contentBg);
  const vh = ((h - barH) * DESKTOP.w) / w;
  out += embed(x, y + barH, w, h - barH, DESKTOP.w, vh, content);
  out += `</g>`;
  out += rect(x + 0.5, y + 0.5, w - 1, h - 1, r, "none", `stroke="${dark ? "#2A2D35" : "#E2E8F0"}" stroke-width="1"`);
  return { svg: out, h };
}

/* ---------------------------------------------------------- backgrounds -- */

/** Soft tinted backdrop with a glow, a dotted field and a few quiet shapes. */
export function backdrop(
  W: number,
  H: number,
  th: Theme,
  { dots = true }: { dots?: boolean } = {},
): { defs: string; svg: string } {
  const g = twoTone(th.bg1, th.bg2);
  const dotted = dotPattern(24, 1.6, th.dot ?? th.primary, th.dotO ?? 0.22);
  const defs = g.def + dotted.def;
  let out = rect(0, 0, W, H, 0, g.url);
  out += glow(W * 0.82, H * 0.12, W * 0.3, H * 0.32, th.glow ?? th.primary, th.glowO ?? 0.16, 90);
  out += glow(W * 0.08, H * 0.95, W * 0.26, H * 0.28, th.glow2 ?? th.accent ?? th.primary, th.glowO2 ?? 0.12, 90);
  if (dots) out += rect(W * 0.035, H * 0.06, 24 * 9, 24 * 7, 0, dotted.url);
  if (dots) out += rect(W - W * 0.035 - 24 * 8, H - H * 0.06 - 24 * 6, 24 * 8, 24 * 6, 0, dotted.url);
  // quiet geometry
  out += circle(W * 0.935, H * 0.22, 70, "none", `stroke="${th.primary}" stroke-width="2" opacity="0.14"`);
  out += rect(
    W * 0.03,
    H * 0.72,
    64,
    64,
    16,
    th.primary,
    'opacity="0.07" transform="rotate(-12 ' + (W * 0.03 + 32) + " " + (H * 0.72 + 32) + ')"',
  );
  return { defs, svg: out };
}

/* --------------------------------------------------------- compositions -- */

/** What a chip says (its icon, title and subtitle), its colours (the icon's, its tile's) and its width. */
export interface ChipOptions {
  icon: IconName;
  title: string;
  sub: string;
  color?: string;
  tint?: string;
  w?: number;
}

/** A chip and where it stands. */
export interface PlacedChip extends ChipOptions {
  x: number;
  y: number;
}

/** Floating label chip used over compositions. */
export function chip(x: number, y: number, options: ChipOptions): string {
  const { icon, title, sub, color = "#4F46E5", tint = "#EEF2FF", w = 250 } = options;
  const h = 76;
  let out = shadow(x, y, w, h, 16, { blur: 22, dy: 16, o: 0.18 });
  out += rect(x, y, w, h, 16, "#fff", 'stroke="#E2E8F0"');
  out += iconTile(icon, x + 14, y + 14, 48, { bg: tint, c: color, r: 12, sw: 2.2 });
  out += t(x + 76, y + 34, title, { s: 17, w: 700, c: "#0F1729", max: w - 90 });
  out += t(x + 76, y + 56, sub, { s: 14, c: "#64748B", max: w - 90 });
  return out;
}

/** 1600×1000: laptop + phone on a tinted backdrop. */
export function mockup(p: ProjectArt): string {
  const W = 1600;
  const H = 1000;
  const th = p.theme;
  const bg = backdrop(W, H, th);
  let body = bg.svg;
  const L = laptop(140, 132, 1090, p.desktop(), { screenBg: th.screenBg ?? "#fff" });
  body += L.svg;
  const P = phone(1192, 270, 318, p.mobile(), { screenBg: th.mobileBg ?? "#fff" });
  body += P.svg;
  if (p.chip) body += chip(56, 66, p.chip);
  return doc(W, H, body, { defs: bg.defs });
}

/** 1600×900 banner: the dashboard large in a browser window on a coloured band, plus a phone. */
export function banner(p: ProjectArt): string {
  const W = 1600;
  const H = 900;
  const th = p.theme;
  const band = th.band ?? [th.primary, th.primaryDark];
  const g = twoTone(band[0], band[1]);
  const pid = id("grid");
  const defs =
    g.def +
    `<pattern id="${pid}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff" stroke-width="1" opacity="0.08"/></pattern>`;
  let body = rect(0, 0, W, H, 0, g.url) + rect(0, 0, W, H, 0, `url(#${pid})`);
  body += glow(W * 0.5, H * 0.05, W * 0.42, H * 0.28, "#fff", 0.16, 80);
  body += circle(W * 0.07, H * 0.85, 180, "none", 'stroke="#fff" stroke-width="2" opacity="0.12"');
  body += circle(W * 0.93, H * 0.18, 120, "#fff", 'opacity="0.06"');
  const B = browser(104, 92, 1140, p.desktop(), {
    url: p.url,
    dark: th.darkUI,
    height: 900,
    contentBg: th.pageBg ?? "#F8FAFC",
  });
  body += B.svg;
  const P = phone(1236, 250, 282, p.mobile(), { screenBg: th.mobileBg ?? "#fff", shadowO: 0.35 });
  body += P.svg;
  if (p.bannerChip) body += chip(p.bannerChip.x, p.bannerChip.y, p.bannerChip);
  return doc(W, H, body, { defs });
}
