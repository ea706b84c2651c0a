// Kids Care — childcare app (childminder profiles, daily log), pastel, phone first.

import { circle, clip, doc, ic, line, measure, rect, t, type IconName } from "../lib/svg";
import { avatar, type AvatarOptions, button, iconTile, pill } from "../lib/widgets";
import { cardLogo, type Mark, markBox } from "../lib/logo";
import { backdrop, chip, laptop, phone, phoneScreen, type ProjectArt } from "../lib/devices";
import { filterPills, type MenuItem, sidebar, type Tabs } from "../lib/ui";

const C = {
  pink: "#DB2777",
  pinkSoft: "#F472B6",
  pinkTint: "#FCE7F3",
  lilac: "#8B5CF6",
  lilacTint: "#EDE9FE",
  mint: "#059669",
  mintTint: "#D1FAE5",
  peach: "#EA580C",
  peachTint: "#FFEDD5",
  sky: "#0284C7",
  skyTint: "#E0F2FE",
  bg: "#FFF8FB",
  ink: "#2B2340",
  soft: "#5B5270",
  muted: "#8A819C",
  line: "#F1E6EE",
};

/** The mark's art (40×40): a white heart holding a small round pink face. */
const HEART =
  `<path d="M20 32.5s-11-6.6-11-14.6A6 6 0 0 1 20 14.3a6 6 0 0 1 11 3.6c0 8-11 14.6-11 14.6z" fill="#fff"/>` +
  circle(16.8, 20.5, 1.5, C.pink) +
  circle(23.2, 20.5, 1.5, C.pink) +
  `<path d="M16.5 24.3a4.5 4.5 0 0 0 7 0" fill="none" stroke="${C.pink}" stroke-width="1.8" stroke-linecap="round"/>`;

/** Mark: the heart on pink. */
export const mark: Mark = (x, y, size = 40) => markBox(x, y, size, HEART, { tile: C.pinkSoft, r: 12 });

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Kids Care", mark, [
    { x: 52, y: 31, text: "Kids", s: 21, c: C.ink },
    { x: 52 + measure("Kids", 21, 700) + 5, y: 31, text: "Care", s: 21, c: C.pink },
  ]);

/** A child's face in a pastel circle. */
function kid(
  cx: number,
  cy: number,
  r: number,
  {
    bg = C.peachTint,
    skin = "#F6CBA8",
    hair = "#6B3F24",
    bun = false,
  }: { bg?: string; skin?: string; hair?: string; bun?: boolean } = {},
): string {
  const k = r / 30;
  let o = circle(cx, cy, r, bg);
  o += clip(
    cx - r,
    cy - r,
    r * 2,
    r * 2,
    r,
    `<ellipse cx="${cx}" cy="${cy + 36 * k}" rx="${22 * k}" ry="${16 * k}" fill="#fff" opacity="0.8"/>`,
  );
  o += circle(cx, cy + 2 * k, 17 * k, skin);
  o += `<path d="M${cx - 17 * k} ${cy} Q${cx - 16 * k} ${cy - 18 * k} ${cx} ${cy - 17 * k} Q${cx + 16 * k} ${cy - 18 * k} ${cx + 17 * k} ${cy} Q${cx + 8 * k} ${cy - 9 * k} ${cx - 2 * k} ${cy - 8 * k} Q${cx - 10 * k} ${cy - 7 * k} ${cx - 17 * k} ${cy} Z" fill="${hair}"/>`;
  if (bun) o += circle(cx + 12 * k, cy - 16 * k, 6 * k, hair) + circle(cx - 12 * k, cy - 16 * k, 6 * k, hair);
  o += circle(cx - 6 * k, cy + 3 * k, 1.8 * k, "#2B2340") + circle(cx + 6 * k, cy + 3 * k, 1.8 * k, "#2B2340");
  o +=
    circle(cx - 10 * k, cy + 8 * k, 3 * k, "#F9A8D4", 'opacity="0.7"') +
    circle(cx + 10 * k, cy + 8 * k, 3 * k, "#F9A8D4", 'opacity="0.7"');
  o += `<path d="M${cx - 4 * k} ${cy + 9 * k} q${4 * k} ${4 * k} ${8 * k} 0" fill="none" stroke="#2B2340" stroke-width="${1.6 * k}" stroke-linecap="round"/>`;
  return o;
}

/** The app's tab bar, the screen's own tab second (and highlighted). */
const tabs = (screen: MenuItem): Tabs => ({
  items: [
    { icon: "home", label: "Accueil" },
    screen,
    { icon: "message", label: "Messages" },
    { icon: "user", label: "Profil" },
  ],
  active: 1,
  accent: C.pink,
  y: 760,
  border: C.line,
});

/** Screen 1: the child's daily log. */
function dailyLog(): string {
  const header = clip(
    0,
    0,
    390,
    250,
    0,
    rect(0, 0, 390, 250, 0, C.pinkTint) +
      circle(340, 30, 110, "#fff", 'opacity="0.45"') +
      circle(40, 240, 70, "#fff", 'opacity="0.35"'),
  );
  let o = kid(60, 112, 34, { bg: "#fff", bun: true });
  o += t(108, 104, "Journal de Lina", { s: 21, w: 700, c: C.ink });
  o += t(108, 127, "Mardi 4 juin · chez Sophie", { s: 13.5, c: C.soft });
  o += circle(346, 108, 20, "#fff") + ic("bell", 336, 98, 20, C.ink, 1.9) + circle(356, 98, 4.5, C.pink);
  // summary
  const sums: [icon: IconName, label: string, value: string, color: string, bg: string][] = [
    ["utensils", "Repas", "2 / 3", C.peach, C.peachTint],
    ["moonStar", "Sieste", "Depuis 13 h", C.lilac, C.lilacTint],
    ["smile", "Humeur", "Joyeuse", C.mint, C.mintTint],
  ];
  sums.forEach(([icn, l, v, c, bg], i) => {
    const x = 20 + i * 120;
    o += rect(x, 166, 110, 96, 18, "#fff", `stroke="${C.line}"`);
    o += iconTile(icn, x + 14, 180, 32, { bg, c, k: 0.6 });
    o += t(x + 14, 232, l, { s: 12, c: C.muted });
    o += t(x + 14, 251, v, { s: 14.5, w: 700, c: C.ink });
  });
  // timeline
  o += t(24, 300, "Aujourd’hui", { s: 17, w: 700, c: C.ink });
  o += t(366, 300, "Tout voir", { s: 13, w: 700, c: C.pink, a: "end" });
  const items: [time: string, icon: IconName, title: string, sub: string, color: string, bg: string][] = [
    ["08:30", "home", "Arrivée", "Déposée par papa", C.sky, C.skyTint],
    ["10:00", "apple", "Collation", "Compote pomme-poire", C.peach, C.peachTint],
    ["11:15", "palette", "Atelier peinture", "Avec les doigts, très fière !", C.pink, C.pinkTint],
    ["12:00", "utensils", "Déjeuner", "Purée, poisson · tout mangé", C.mint, C.mintTint],
    ["13:00", "moonStar", "Sieste", "Endormie en 10 minutes", C.lilac, C.lilacTint],
  ];
  const ys = [318, 396, 474, 588, 666];
  items.forEach(([time, icn, title, sub, c, bg], i) => {
    const y = ys[i];
    o += t(24, y + 24, time, { s: 12.5, w: 700, c: C.muted });
    if (i < items.length - 1) o += line(92, y + 44, 92, ys[i + 1], C.line, 2);
    o += iconTile(icn, 72, y + 2, 40, { bg, c, k: 0.55, r: 20 });
    o += rect(124, y - 4, 246, i === 2 ? 92 : 58, 16, "#fff", `stroke="${C.line}"`);
    o += t(140, y + 18, title, { s: 14.5, w: 700, c: C.ink });
    o += t(140, y + 38, sub, { s: 12.5, c: C.soft, max: 216 });
    if (i === 4) o += pill(354, y + 5, "En cours", { s: 11, h: 22, fill: C.lilacTint, c: C.lilac, anchor: "end" }).svg;
    if (i === 2) {
      // painting thumbnails
      o +=
        rect(140, y + 48, 58, 32, 8, "#FEF3C7") +
        circle(156, y + 64, 8, C.pinkSoft) +
        circle(176, y + 60, 7, "#60A5FA") +
        circle(188, y + 70, 5, "#34D399");
      o +=
        rect(204, y + 48, 58, 32, 8, C.lilacTint) +
        `<path d="M210 ${y + 74} q12 -20 24 -4 t22 -8" fill="none" stroke="${C.lilac}" stroke-width="3" stroke-linecap="round"/>`;
      o += rect(268, y + 48, 32, 32, 8, C.pinkTint) + t(284, y + 69, "+3", { s: 12, w: 700, c: C.pink, a: "middle" });
    }
  });
  return phoneScreen(o, {
    bg: C.bg,
    under: header,
    bar: C.ink,
    home: C.ink,
    tabs: tabs({ icon: "book", label: "Journal" }),
  });
}

/** Screen 2: childminders near you. */
function minders(): string {
  let o = t(24, 100, "Assistantes maternelles", { s: 22, w: 700, c: C.ink });
  o += t(24, 124, "Près de Sartrouville · 12 disponibles", { s: 13.5, c: C.soft });
  o +=
    rect(20, 142, 350, 48, 24, "#fff", `stroke="${C.line}"`) +
    ic("search", 36, 155, 22, C.muted, 2) +
    t(68, 172, "Quartier, nom, horaires…", { s: 14, c: C.muted }) +
    circle(346, 166, 18, C.pink) +
    ic("sliders", 337, 157, 18, "#fff", 2);
  const filters = ["Disponible", "Agréée", "Bilingue", "Jardin"];
  o += filterPills(20, 204, filters, 0, { h: 34, px: 15, activeFill: C.ink, c: C.soft, border: C.line });
  const people: {
    name: string;
    note: string;
    dist: string;
    places: string;
    tags: [label: string, color: string, bg: string][];
    av: AvatarOptions;
    full?: boolean;
  }[] = [
    {
      name: "Sophie Martin",
      note: "4,9",
      dist: "800 m",
      places: "2 places dès septembre",
      tags: [
        ["Agréée", C.mint, C.mintTint],
        ["Jardin", C.peach, C.peachTint],
      ],
      av: { skin: 0, hair: 5, long: true, shirt: C.pinkSoft, bg: C.pinkTint },
    },
    {
      name: "Nadia Benali",
      note: "5,0",
      dist: "1,2 km",
      places: "1 place · périscolaire",
      tags: [
        ["Bilingue", C.lilac, C.lilacTint],
        ["Agréée", C.mint, C.mintTint],
      ],
      av: { skin: 2, hair: 0, long: true, shirt: C.lilac, bg: C.lilacTint },
    },
    {
      name: "Claire Moreau",
      note: "4,8",
      dist: "2 km",
      places: "Complet jusqu’en janvier",
      tags: [["Horaires tardifs", C.sky, C.skyTint]],
      av: { skin: 4, hair: 3, long: false, shirt: "#34D399", bg: C.mintTint },
      full: true,
    },
  ];
  people.forEach((p, i) => {
    const y = 256 + i * 164;
    o += rect(20, y, 350, 150, 20, "#fff", `stroke="${C.line}"`);
    o += avatar(62, y + 44, 26, p.av);
    o += t(100, y + 38, p.name, { s: 16, w: 700, c: C.ink });
    o +=
      ic("star", 100, y + 48, 14, "#F59E0B", 1, "#F59E0B") +
      t(118, y + 60, `${p.note} · ${p.dist}`, { s: 12.5, c: C.soft });
    o +=
      circle(346, y + 34, 16, i === 0 ? C.pinkTint : "#fff", i === 0 ? "" : `stroke="${C.line}"`) +
      ic("heart", 338, y + 26, 16, C.pink, 2, i === 0 ? C.pink : "none");
    o +=
      ic("calendar", 36, y + 84, 18, p.full ? C.muted : C.mint, 2) +
      t(62, y + 98, p.places, { s: 13, w: 700, c: p.full ? C.muted : C.mint });
    let tx = 36;
    p.tags.forEach(([l, c, bg]) => {
      const pp = pill(tx, y + 112, l, { s: 11.5, h: 26, fill: bg, c });
      o += pp.svg;
      tx += pp.width + 6;
    });
    if (!p.full) o += button(268, y + 108, "Contacter", { s: 12.5, h: 32, fill: C.pink, r: 16, px: 14 }).svg;
  });
  return phoneScreen(o, { bg: C.bg, bar: C.ink, home: C.ink, tabs: tabs({ icon: "search", label: "Trouver" }) });
}

/** The menu of the back office, in its sidebar. */
const MENU: MenuItem[] = [
  { icon: "grid", label: "Aujourd’hui" },
  { icon: "users", label: "Enfants" },
  { icon: "calendar", label: "Planning" },
  { icon: "book", label: "Journaux" },
  { icon: "message", label: "Parents", badge: 4 },
  { icon: "file", label: "Contrats" },
];

/** Web back office for the childminder, seen on the laptop behind the phones. */
function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, C.bg);
  o += sidebar({
    mark,
    name: "Kids Care",
    items: MENU,
    accent: C.pink,
    tint: C.pinkTint,
    text: C.soft,
    border: C.line,
  });
  const X = 252;
  o += t(X, 58, "Bonjour Sophie", { s: 26, w: 700, c: C.ink });
  o += t(X, 84, "4 enfants accueillis aujourd’hui · mardi 4 juin", { s: 14, c: C.muted });
  // children cards
  const kids: [name: string, age: string, arrival: string, bg: string, hair: string, bun: boolean, now: string][] = [
    ["Lina", "3 ans", "08:30", C.peachTint, "#6B3F24", true, "Sieste"],
    ["Noah", "2 ans", "08:45", C.skyTint, "#2B2118", false, "Jeu libre"],
    ["Jade", "18 mois", "09:10", C.lilacTint, "#A0522D", true, "Repas"],
    ["Adam", "4 ans", "09:30", C.mintTint, "#1F1A17", false, "Atelier"],
  ];
  const cw = (560 - 16) / 2;
  kids.forEach(([name, age, arr, bg, hair, bun, now], i) => {
    const x = X + (i % 2) * (cw + 16);
    const y = 116 + Math.floor(i / 2) * 128;
    o += rect(x, y, cw, 112, 18, "#fff", `stroke="${C.line}"`);
    o += kid(x + 50, y + 56, 30, { bg, hair, bun });
    o += t(x + 96, y + 46, name, { s: 17, w: 700, c: C.ink });
    o += t(x + 96, y + 68, `${age} · arrivé(e) à ${arr}`, { s: 12.5, c: C.muted });
    o += pill(x + 96, y + 78, now, { s: 11.5, h: 24, fill: bg, c: C.ink, w: 700 }).svg;
  });
  // week chart
  o += rect(X, 384, 560, 336, 18, "#fff", `stroke="${C.line}"`);
  o += t(X + 24, 424, "Heures d’accueil", { s: 17, w: 700, c: C.ink });
  o += t(X + 24, 446, "Cette semaine · 38 h sur 45 h prévues", { s: 13, c: C.muted });
  const vals = [9, 8.5, 4, 9, 7.5];
  const days = ["Lun.", "Mar.", "Mer.", "Jeu.", "Ven."];
  vals.forEach((v, i) => {
    const bx = X + 60 + i * 100;
    const bh = (v / 10) * 200;
    o += rect(bx, 680 - bh, 52, bh, 14, i === 1 ? C.pink : C.pinkTint);
    o += t(bx + 26, 700, days[i], { s: 12, c: C.muted, a: "middle" });
    o += t(bx + 26, 670 - bh, `${String(v).replace(".", ",")} h`, {
      s: 12,
      w: 700,
      c: i === 1 ? C.pink : C.soft,
      a: "middle",
    });
  });
  // messages column (partly behind the phones)
  const MX = X + 580;
  o += rect(MX, 116, 1200 - 32 - MX, 604, 18, "#fff", `stroke="${C.line}"`);
  o += t(MX + 20, 152, "Messages", { s: 17, w: 700, c: C.ink });
  [
    ["Maman de Lina", "Merci pour les photos !"],
    ["Papa de Noah", "Il arrive à 9 h demain"],
    ["Maman de Jade", "Pensez au doudou 🙂"],
    ["Papa d’Adam", "Facture reçue, merci"],
  ].forEach(([who, msg], i) => {
    const y = 180 + i * 72;
    o += avatar(MX + 40, y + 24, 20, {
      skin: i,
      hair: i + 1,
      long: i % 2 === 0,
      shirt: [C.pinkSoft, C.sky, C.lilac, C.mint][i],
      bg: [C.pinkTint, C.skyTint, C.lilacTint, C.mintTint][i],
    });
    o += t(MX + 72, y + 20, who, { s: 13.5, w: 700, c: C.ink });
    o += t(MX + 72, y + 40, msg.replace(" 🙂", ""), { s: 12.5, c: C.muted, max: 200 });
  });
  return o;
}

function mockup(p: ProjectArt): string {
  const W = 1600;
  const H = 1000;
  const bg = backdrop(W, H, p.theme);
  let body = bg.svg;
  body += laptop(90, 240, 900, desktop()).svg;
  body += phone(850, 120, 340, dailyLog()).svg;
  body += phone(1214, 210, 320, minders()).svg;
  body += chip(60, 110, {
    icon: "heart",
    title: "Nouvelle photo de Lina",
    sub: "Atelier peinture · 11:15",
    color: C.pink,
    tint: C.pinkTint,
    w: 320,
  });
  return doc(W, H, body, { defs: bg.defs });
}

export default {
  slug: "kids-care",
  url: "kidscare.fr",
  theme: {
    primary: C.pinkSoft,
    primaryDark: C.pink,
    accent: C.lilac,
    bg1: "#FFF7FB",
    bg2: "#EADFFD",
    glow: C.pinkSoft,
    glowO: 0.2,
    glow2: "#A78BFA",
    glowO2: 0.18,
    dot: C.lilac,
    dotO: 0.22,
  },
  desktop,
  mobile: dailyLog,
  mockup,
  icon,
  thumbnail: false,
} satisfies ProjectArt;
