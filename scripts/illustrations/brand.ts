// Voltis Digital's own visuals: logo, app icon, social image, hero and contact compositions.

import {
  circle,
  clip,
  doc,
  dotPattern,
  floatCard,
  glow,
  ic,
  line,
  measure,
  radial,
  rect,
  shadow,
  t,
  twoTone,
} from "./lib/svg";
import { avatar, avatarRow, iconTile, lineChart, pill, progress, ring, stars } from "./lib/widgets";
import { logoDoc, logoText, markBox } from "./lib/logo";
import { phone, phoneScreen, type PngOptions } from "./lib/devices";
import { bottomBar } from "./lib/ui";

export const B = {
  ink: "#0F1729",
  inkSoft: "#334155",
  muted: "#64748B",
  accent: "#4F46E5",
  accentDeep: "#4338CA",
  accentDark: "#312E81",
  accentBright: "#6366F1",
  accentLight: "#A5B4FC",
  tint: "#EEF2FF",
  tint2: "#E0E7FF",
  cyan: "#06B6D4",
  cyanTint: "#CFFAFE",
  bg: "#F8FAFC",
  line: "#E2E8F0",
  green: "#16A34A",
  greenTint: "#DCFCE7",
};

/** The V of the mark, in a 40×40 box: a bold white V with a cyan spark in its notch. */
const V_ART = `<path d="M8.5 10.5h6.6L20 24.2l4.9-13.7h6.6L23.6 31h-7.2z" fill="#fff"/>` + circle(20, 10.6, 3, B.cyan);

/** The V mark: the V on an indigo tile, of corner radius r in the 40×40 box. */
export const vMark = (x: number, y: number, size = 40, { r = 11 }: { r?: number } = {}): string =>
  markBox(x, y, size, V_ART, { tile: B.accent, r });

/* ----------------------------------------------------------------- logo -- */

function logoSvg(): string {
  const s = 20.5;
  const w1 = measure("Voltis", s, 700);
  return logoDoc(
    180,
    40,
    vMark(0, 4, 32, { r: 9 }) +
      logoText(42, 27.5, "Voltis", { s, c: B.ink }) +
      logoText(42 + w1 + 5.5, 27.5, "Digital", { s, w: 400, c: B.ink }),
    "Voltis Digital",
  );
}

/* ----------------------------------------------------------------- icon -- */

function iconPng(): string {
  const g = twoTone("#6366F1", "#4338CA");
  const hi = radial(
    [
      [0, "#FFFFFF", 0.22],
      [1, "#FFFFFF", 0],
    ],
    { cx: 0.25, cy: 0.15, r: 0.7 },
  );
  const body = rect(0, 0, 512, 512, 112, g.url) + rect(0, 0, 512, 512, 112, hi.url) + markBox(40, 40, 432, V_ART);
  return doc(512, 512, body, { defs: g.def + hi.def });
}

/* ------------------------------------------------------------ dashboard -- */

/** The agency's "client dashboard" card used in the hero and the social image. */
function dashboard(
  x: number,
  y: number,
  w: number,
  h: number,
  { title = "Tableau de bord", compact = false }: { title?: string; compact?: boolean } = {},
): string {
  let o = floatCard(x, y, w, h, { r: 22, blur: 36, dy: 28, o: 0.16, color: B.accentDark });
  o += clip(x, y, w, h, 22, rect(x, y, w, 56, 0, "#fff") + line(x, y + 56, x + w, y + 56, B.line));
  [B.line, B.line, B.line].forEach(
    (c, i) => (o += circle(x + 26 + i * 18, y + 28, 5.5, ["#FCA5A5", "#FCD34D", "#86EFAC"][i])),
  );
  o += t(x + 92, y + 34, title, { s: 15, w: 700, c: B.ink });
  o +=
    rect(x + w - 150, y + 14, 128, 28, 14, B.tint) +
    t(x + w - 86, y + 33, "30 derniers jours", { s: 11.5, w: 700, c: B.accentDeep, a: "middle" });
  // KPIs
  const kpis = [
    ["Visiteurs", "48,2 k", "+12 %"],
    ["Conversions", "3,8 %", "+0,6 pt"],
    ["Leads", "214", "+18 %"],
  ];
  const kw = (w - 48 - 24) / 3;
  kpis.forEach(([l, v, d], i) => {
    const kx = x + 24 + i * (kw + 12);
    o += rect(kx, y + 76, kw, 92, 14, i === 0 ? B.accent : B.bg, i === 0 ? "" : `stroke="${B.line}"`);
    o += t(kx + 16, y + 102, l, { s: 12.5, c: i === 0 ? "#C7D2FE" : B.muted });
    o += t(kx + 16, y + 134, v, { s: 24, w: 700, c: i === 0 ? "#fff" : B.ink });
    o += t(kx + 16, y + 155, d, { s: 11.5, w: 700, c: i === 0 ? "#A5F3FC" : B.green });
    if (i === 0 && kw > 170)
      o += lineChart(kx + kw - 74, y + 98, 56, 22, [3, 4, 3.5, 5, 4.6, 6], {
        color: "#A5F3FC",
        sw: 2.2,
        area: false,
        lastDot: false,
      });
  });
  // chart
  const cy = y + 190;
  const ch = h - 190 - (compact ? 24 : 110);
  o += t(x + 24, cy + 18, "Trafic du site", { s: 14, w: 700, c: B.ink });
  o +=
    circle(x + w - 160, cy + 13, 4.5, B.accent) +
    t(x + w - 150, cy + 18, "2025", { s: 11.5, c: B.muted }) +
    circle(x + w - 100, cy + 13, 4.5, B.cyan) +
    t(x + w - 90, cy + 18, "Objectif", { s: 11.5, c: B.muted });
  const data = [22, 30, 26, 38, 34, 46, 42, 55, 50, 63, 60, 74];
  o += lineChart(x + 24, cy + 38, w - 48, ch - 50, [30, 32, 35, 37, 40, 43, 45, 48, 51, 54, 57, 60], {
    color: B.cyan,
    sw: 2,
    area: false,
    lastDot: false,
    min: 10,
    max: 80,
  });
  o += lineChart(x + 24, cy + 38, w - 48, ch - 50, data, { color: B.accent, sw: 3.5, grid: 4, min: 10, max: 80 });
  if (!compact) {
    // recent list
    const ly = y + h - 96;
    o += line(x + 24, ly, x + w - 24, ly, B.line);
    [
      ["Refonte du site vitrine", "En ligne", B.green, B.greenTint],
      ["Application mobile", "Sprint 4 / 6", B.accentDeep, B.tint],
    ].forEach(([l, st, c, bg], i) => {
      const ry = ly + 14 + i * 40;
      o += iconTile(i ? "phone" : "layers", x + 24, ry, 30, {
        bg: i ? B.cyanTint : B.tint,
        c: i ? "#0E7490" : B.accent,
        k: 0.58,
      });
      o += t(x + 66, ry + 20, l, { s: 13.5, w: 700, c: B.ink });
      o += pill(x + w - 24, ry + 3, st, { s: 11.5, h: 24, fill: bg, c, anchor: "end" }).svg;
    });
  }
  return o;
}

/** A small dark code card. */
function codeCard(x: number, y: number, w: number, h: number): string {
  let o = shadow(x, y, w, h, 18, { blur: 28, dy: 22, o: 0.3, color: B.accentDark });
  o += rect(x, y, w, h, 18, B.ink);
  [0, 1, 2].forEach((i) => (o += circle(x + 22 + i * 16, y + 22, 4.5, "#334155")));
  o += t(x + w - 20, y + 27, "app.tsx", { s: 11.5, c: "#94A3B8", a: "end" });
  // Each line of code: its coloured runs [x, width, colour].
  const lines: [number, number, string][][] = [
    [
      [0, 34, "#C4B5FD"],
      [40, 60, "#F8FAFC"],
      [106, 40, "#67E8F9"],
    ],
    [
      [16, 52, "#F8FAFC"],
      [74, 70, "#FCD34D"],
    ],
    [
      [16, 30, "#C4B5FD"],
      [52, 90, "#86EFAC"],
    ],
    [
      [32, 64, "#67E8F9"],
      [102, 42, "#F8FAFC"],
    ],
    [[16, 22, "#F8FAFC"]],
    [[0, 18, "#C4B5FD"]],
  ];
  lines.forEach((segs, i) => {
    const ly = y + 50 + i * 20;
    o += t(x + 18, ly + 8, String(i + 1), { s: 10, c: "#475569" });
    segs.forEach(([sx, sw, c]) => (o += rect(x + 40 + sx, ly, Math.min(sw, w - 60 - sx), 9, 4.5, c, 'opacity="0.9"')));
  });
  return o;
}

/** Mobile screen of the hero phone: a project tracker. */
function trackerScreen(): string {
  let o = t(24, 100, "Mes projets", { s: 26, w: 700, c: B.ink });
  o += avatar(344, 90, 22, { skin: 1, hair: 0, shirt: B.accent, bg: B.tint2 });
  // project card
  const g = twoTone(B.accentBright, B.accentDeep);
  o += `<defs>${g.def}</defs>`;
  o += clip(
    20,
    124,
    350,
    200,
    24,
    rect(20, 124, 350, 200, 0, g.url) +
      circle(350, 130, 90, "#fff", 'opacity="0.08"') +
      circle(60, 330, 70, B.cyan, 'opacity="0.25"'),
  );
  o += pill(40, 146, "En cours", { s: 11.5, h: 24, fill: "#fff", c: B.accentDeep }).svg;
  o += t(40, 206, "Application mobile", { s: 21, w: 700, c: "#fff" });
  o += t(40, 230, "Sprint 4 sur 6 · livraison le 28 juin", { s: 13, c: "#C7D2FE" });
  o += progress(40, 256, 310, 68, { h: 8, color: "#67E8F9", track: "#6D6AF0" });
  o += t(40, 296, "68 %", { s: 14, w: 700, c: "#fff" });
  o += avatarRow(300, 290, 14, 22, B.accentDeep, [
    { skin: 0, hair: 1, long: true, shirt: "#22D3EE", bg: "#E0E7FF" },
    { skin: 3, hair: 2, shirt: "#F8FAFC", bg: "#CFFAFE" },
    { skin: 1, hair: 4, long: true, shirt: "#FCD34D", bg: "#FEF3C7" },
  ]);
  // tasks
  o += t(24, 370, "Cette semaine", { s: 17, w: 700, c: B.ink });
  const tasks: [label: string, done: boolean, tag: string][] = [
    ["Maquettes validées", true, "UX/UI"],
    ["Paiement en ligne", true, "Dev"],
    ["Tests utilisateurs", false, "QA"],
    ["Mise en production", false, "DevOps"],
  ];
  tasks.forEach(([l, done, tag], i) => {
    const y = 388 + i * 74;
    o += rect(20, y, 350, 62, 16, "#fff", `stroke="${B.line}"`);
    o += rect(36, y + 19, 24, 24, 7, done ? B.accent : "#fff", done ? "" : `stroke="#CBD5E1" stroke-width="1.5"`);
    if (done) o += ic("check", 39, y + 22, 18, "#fff", 3);
    o += t(74, y + 37, l, { s: 14.5, w: done ? 400 : 700, c: done ? B.muted : B.ink });
    o += pill(354, y + 19, tag, {
      s: 11,
      h: 24,
      fill: done ? "#F1F5F9" : B.tint,
      c: done ? B.muted : B.accentDeep,
      anchor: "end",
    }).svg;
  });
  o += bottomBar(760, "#fff", B.line);
  (["home", "layers", "message", "user"] as const).forEach(
    (icn, i) => (o += ic(icn, 49 + i * 97.5 - 12 + 12, 776, 24, i === 1 ? B.accent : "#94A3B8", 2)),
  );
  return phoneScreen(o, { bg: B.bg, bar: B.ink });
}

/* ----------------------------------------------------------------- hero -- */

function hero(): string {
  const W = 1200;
  const H = 1000;
  const dotted = dotPattern(22, 1.8, B.accent, 0.35);
  const ag = twoTone(B.accentBright, B.accentDeep);
  const tg = twoTone("#EEF2FF", "#E0E7FF");
  const defs = ag.def + tg.def + dotted.def;
  let o = "";
  // geometry behind
  o += `<g transform="rotate(-6 600 520)">` + rect(150, 130, 900, 780, 56, tg.url) + `</g>`;
  o += circle(1000, 200, 135, ag.url);
  o += circle(1000, 200, 180, "none", `stroke="${B.accent}" stroke-width="2" opacity="0.25"`);
  o += rect(40, 110, 22 * 8, 22 * 6, 0, dotted.url);
  o += rect(70, 760, 120, 120, 30, B.cyan, 'transform="rotate(14 130 820)"');
  o += circle(1120, 880, 36, "none", `stroke="${B.cyan}" stroke-width="10" opacity="0.9"`);
  o += `<path d="M250 88 l18 -30 l18 30 z" fill="${B.accent}" opacity="0.85"/>`;
  // dashboard
  o += dashboard(120, 250, 700, 560);
  // code card
  o += codeCard(650, 48, 290, 178);
  // score card
  o += floatCard(60, 150, 250, 120, { r: 18, blur: 26, dy: 18, o: 0.14, color: B.accentDark });
  o +=
    ring(118, 210, 36, 98, { color: B.green, track: B.greenTint, sw: 9 }) +
    t(118, 217, "98", { s: 20, w: 700, c: B.ink, a: "middle" });
  o +=
    t(170, 202, "Performance", { s: 15, w: 700, c: B.ink }) +
    t(170, 224, "Lighthouse · mobile", { s: 12.5, c: B.muted });
  // phone
  o += phone(800, 330, 300, trackerScreen(), { shadowO: 0.3 }).svg;
  // notification
  o += floatCard(150, 840, 330, 84, { r: 18, blur: 26, dy: 18, o: 0.16, color: B.accentDark });
  o += iconTile("send", 168, 858, 48, { bg: B.tint, c: B.accent, k: 0.5 });
  o += t(230, 877, "Nouvelle demande de devis", { s: 15, w: 700, c: B.ink });
  o += t(230, 899, "Site e-commerce · il y a 2 min", { s: 12.5, c: B.muted });
  return doc(W, H, o, { defs });
}

/* ------------------------------------------------------------- og image -- */

function og(): string {
  const W = 1200;
  const H = 630;
  const bg = twoTone("#FFFFFF", "#EEF2FF");
  const ag = twoTone(B.accentBright, B.accentDeep);
  const dotted = dotPattern(22, 1.8, B.accent, 0.3);
  const defs = bg.def + ag.def + dotted.def;
  let o = rect(0, 0, W, H, 0, bg.url);
  o += glow(1000, 120, 300, 220, B.accent, 0.16, 80);
  o += rect(0, 0, 12, H, 0, B.accent);
  // right composition
  o += circle(1010, 178, 118, ag.url);
  o += circle(1010, 178, 160, "none", `stroke="${B.accent}" stroke-width="2" opacity="0.25"`);
  o += rect(1040, 440, 22 * 6, 22 * 6, 0, dotted.url);
  o += rect(1090, 540, 70, 70, 18, B.cyan, 'transform="rotate(14 1125 575)"');
  o += dashboard(690, 150, 440, 400, { compact: true, title: "Vos résultats" });
  o += floatCard(640, 430, 230, 96, { r: 16, blur: 24, dy: 16, o: 0.16, color: B.accentDark });
  o +=
    ring(686, 478, 26, 98, { color: B.green, track: B.greenTint, sw: 7 }) +
    t(686, 484, "98", { s: 16, w: 700, c: B.ink, a: "middle" });
  o += t(726, 472, "Performance", { s: 14, w: 700, c: B.ink }) + t(726, 494, "Lighthouse", { s: 12.5, c: B.muted });
  // left: logo and tagline
  o += vMark(72, 72, 60, { r: 16 });
  o +=
    t(148, 114, "Voltis", { s: 36, w: 700, c: B.ink }) +
    t(148 + measure("Voltis", 36, 700) + 9, 114, "Digital", { s: 36, w: 400, c: B.ink });
  o += t(72, 262, "Créateurs de", { s: 60, w: 700, c: B.ink });
  o += t(72, 334, "solutions digitales", { s: 60, w: 700, c: B.accentDeep });
  o += t(72, 406, "innovantes", { s: 60, w: 700, c: B.ink });
  o += t(72, 466, "Sites, applications web et mobiles, CRM sur mesure", { s: 21, c: B.inkSoft });
  o += rect(72, 512, 264, 48, 24, B.ink) + t(204, 543, "voltis-digital.fr", { s: 18, w: 700, c: "#fff", a: "middle" });
  return doc(W, H, o, { defs });
}

/* -------------------------------------------------------------- contact -- */

function contact(): string {
  const W = 900;
  const H = 1100;
  const bg = twoTone("#5B54EA", B.accentDark, { x2: 0.6 });
  const dotted = dotPattern(24, 1.8, "#fff", 0.22);
  const defs = bg.def + dotted.def;
  let o = rect(0, 0, W, H, 0, bg.url);
  o += glow(720, 180, 300, 260, B.cyan, 0.28, 90);
  o += glow(150, 980, 320, 220, "#818CF8", 0.4, 90);
  o += rect(56, 60, 24 * 8, 24 * 6, 0, dotted.url);
  o += rect(640, 900, 24 * 8, 24 * 6, 0, dotted.url);
  o += circle(760, 170, 120, "none", 'stroke="#fff" stroke-width="2" opacity="0.18"');
  o += circle(760, 170, 60, B.cyan, 'opacity="0.9"');
  o += rect(90, 820, 90, 90, 24, B.cyan, 'opacity="0.9" transform="rotate(-12 135 865)"');
  o += `<path d="M820 620 l26 -44 l26 44 z" fill="#fff" opacity="0.25"/>`;

  // paper plane with a dashed trail
  o += `<path d="M150 300 C260 200 380 330 520 230 S700 180 735 150" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" opacity="0.7"/>`;
  o +=
    `<g transform="translate(700 108) rotate(-18) scale(2.6)">` +
    `<path d="M2 12 22 3l-6 19-5-7z" fill="#fff"/><path d="M11 15l11-12-9 14z" fill="#C7D2FE"/><path d="M11 15v6l3-4z" fill="#A5B4FC"/>` +
    `</g>`;

  // envelope: back, open flap, letter, front pocket
  const ex = 170;
  const ey = 500;
  const ew = 560;
  const eh = 340;
  const mid = ex + ew / 2;
  o += shadow(ex, ey, ew, eh, 28, { blur: 40, dy: 34, o: 0.35, color: "#1E1B4B" });
  o += `<path d="M${ex} ${ey + 24} Q${ex} ${ey} ${ex + 24} ${ey - 4} L${mid - 30} ${ey - 120} Q${mid} ${ey - 136} ${mid + 30} ${ey - 120} L${ex + ew - 24} ${ey - 4} Q${ex + ew} ${ey} ${ex + ew} ${ey + 24} Z" fill="#A5B4FC"/>`;
  o += rect(ex, ey, ew, eh, 28, "#C7D2FE");
  // letter sliding out
  const lx = ex + 56;
  const ly = ey - 190;
  const lw = ew - 112;
  o += shadow(lx, ly, lw, 420, 18, { blur: 18, dy: 8, o: 0.18, color: "#1E1B4B" });
  o += rect(lx, ly, lw, 420, 18, "#fff");
  o += t(lx + 36, ly + 62, "Bonjour Voltis,", { s: 26, w: 700, c: B.ink });
  [0.92, 0.78, 0.86, 0.5].forEach(
    (k, i) => (o += rect(lx + 36, ly + 94 + i * 26, (lw - 72) * k, 10, 5, i === 3 ? B.tint2 : "#E2E8F0")),
  );
  o +=
    rect(lx + 36, ly + 210, 150, 40, 20, B.accent) +
    t(lx + 111, ly + 235, "Notre projet", { s: 14, w: 700, c: "#fff", a: "middle" });
  // front pocket with a V opening
  const vy = ey + 150;
  o += `<path d="M${ex} ${ey + 40} L${mid - 26} ${vy - 6} Q${mid} ${vy + 10} ${mid + 26} ${vy - 6} L${ex + ew} ${ey + 40} V${ey + eh - 28} Q${ex + ew} ${ey + eh} ${ex + ew - 28} ${ey + eh} H${ex + 28} Q${ex} ${ey + eh} ${ex} ${ey + eh - 28} Z" fill="#fff"/>`;
  o += `<path d="M${ex + 6} ${ey + 45} L${mid - 26} ${vy - 6} Q${mid} ${vy + 10} ${mid + 26} ${vy - 6} L${ex + ew - 6} ${ey + 45}" fill="none" stroke="#C7D2FE" stroke-width="3" stroke-linejoin="round"/>`;
  o += `<path d="M${ex + 14} ${ey + eh - 14} L${mid - 60} ${ey + 210} M${ex + ew - 14} ${ey + eh - 14} L${mid + 60} ${ey + 210}" stroke="#EEF2FF" stroke-width="3" stroke-linecap="round"/>`;
  // seal
  o +=
    circle(mid, vy + 4, 36, B.accent, 'stroke="#fff" stroke-width="5"') +
    `<g transform="translate(${mid - 20} ${vy - 17})">${V_ART}</g>`;

  // chat bubbles
  const bub = (
    x: number,
    y: number,
    w: number,
    lines: string[],
    { fill = "#fff", c = B.ink, tail = "left" }: { fill?: string; c?: string; tail?: "left" | "right" } = {},
  ): string => {
    let s = shadow(x, y, w, 40 + lines.length * 26, 20, { blur: 22, dy: 16, o: 0.25, color: "#1E1B4B" });
    const h = 30 + lines.length * 26;
    s += rect(x, y, w, h, 20, fill);
    s +=
      tail === "left"
        ? `<path d="M${x + 22} ${y + h - 2} l-4 18 l22 -18 z" fill="${fill}"/>`
        : `<path d="M${x + w - 22} ${y + h - 2} l4 18 l-22 -18 z" fill="${fill}"/>`;
    lines.forEach((l, i) => (s += t(x + 22, y + 38 + i * 26, l, { s: 17, w: i === 0 ? 700 : 400, c })));
    return s;
  };
  o += bub(70, 150, 330, ["Parlons de votre projet", "Un site, une app, un CRM ?"]);
  o += bub(500, 900, 330, ["Réponse sous 24 h", "Devis gratuit et détaillé"], {
    fill: B.ink,
    c: "#fff",
    tail: "right",
  });
  // team chip
  o += floatCard(70, 900, 320, 92, { r: 20, blur: 24, dy: 16, o: 0.25, color: "#1E1B4B" });
  o += avatarRow(112, 946, 22, 34, "#fff", [
    { skin: 1, hair: 0, long: true, shirt: B.accent, bg: B.tint2 },
    { skin: 3, hair: 2, shirt: B.ink, bg: B.cyanTint },
    { skin: 0, hair: 5, long: true, shirt: B.cyan, bg: "#FEF3C7" },
  ]);
  o += t(222, 940, "L’équipe Voltis", { s: 16, w: 700, c: B.ink }) + stars(222, 952, 14, { color: "#F59E0B" });
  return doc(W, H, o, { defs });
}

/** One of the site's own images: its file (under the root) and its drawing; a .png is rasterised. */
export interface BrandImage extends PngOptions {
  file: string;
  svg: () => string;
}

export const brand: BrandImage[] = [
  { file: "src/images/logo.svg", svg: logoSvg },
  { file: "src/images/icon.png", svg: iconPng },
  { file: "src/images/og-default.png", svg: og },
  { file: "src/images/hero-visual.png", svg: hero },
  { file: "src/images/contact-visual.png", svg: contact },
];
