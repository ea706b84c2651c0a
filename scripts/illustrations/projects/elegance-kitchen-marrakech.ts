// Elegance Kitchen Marrakech — kitchen showroom (collection grid, appointment booking).

import { circle, clip, ic, line, rect, t } from "../lib/svg";
import { button, pill, stars } from "../lib/widgets";
import { cardLogo, type Mark, markBox, pageLogo } from "../lib/logo";
import { phoneScreen, type ProjectArt } from "../lib/devices";
import { fadedPhoto, filterPills, navLinks, photoButtons } from "../lib/ui";
import { kitchen, type KitchenColours, type KitchenLayout } from "../lib/art";

const C = {
  wine: "#8A2D3B",
  wineDark: "#5E1A26",
  tint: "#F8EDEE",
  brass: "#B08D57",
  cream: "#FAF7F2",
  ink: "#1C1917",
  soft: "#57534E",
  muted: "#78716C",
  line: "#E7E5E4",
};

/** The mark's art: an "E" built like three white cabinet fronts, with a brass handle. */
const CABINET_E =
  rect(11, 10, 5, 20.5, 1.2, "#fff") +
  rect(11, 10, 18, 4.8, 1.2, "#fff") +
  rect(11, 17.9, 14, 4.8, 1.2, "#fff") +
  rect(11, 25.7, 18, 4.8, 1.2, "#fff") +
  rect(31, 15.5, 2.6, 9, 1.3, C.brass);

/** Mark: the cabinet "E" on wine red. */
export const mark: Mark = (x, y, size = 40) => markBox(x, y, size, CABINET_E, { tile: C.wine });

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Elegance Kitchen Marrakech", mark, [
    { x: 52, y: 25, text: "ELEGANCE", s: 15, c: C.ink, ls: 1.9 },
    { x: 52.5, y: 40, text: "KITCHEN MARRAKECH", s: 7.6, c: C.wine, ls: 1.2 },
  ]);

/** A kitchen of the collection: its name, finish and price, its colours and layout, its colour swatches. */
export interface Finish {
  name: string;
  finish: string;
  price: string;
  v: KitchenColours;
  swatches: string[];
  opts?: KitchenLayout;
}

export const FINISHES: Finish[] = [
  {
    name: "Atlas",
    finish: "Vert forêt · plan marbre",
    price: "8 900 €",
    v: { wall: "#EFE9E1", cab: "#2F3A33", top: "#EDE8E1", floor: "#CDB79E", accent: "#B08D57", handle: "#C9A56A" },
    swatches: ["#2F3A33", "#C9A56A", "#EDE8E1"],
  },
  {
    name: "Médina",
    finish: "Laque bordeaux · plan quartz",
    price: "11 400 €",
    v: { wall: "#F3E6D8", cab: "#8A2D3B", top: "#F5F5F4", floor: "#B98E6B", accent: "#D4AF6A", handle: "#E6C98F" },
    swatches: ["#8A2D3B", "#E6C98F", "#F5F5F4"],
    opts: { island: false },
  },
  {
    name: "Oasis",
    finish: "Sauge mat · chêne clair",
    price: "7 600 €",
    v: { wall: "#E8EEE9", cab: "#9DB3A1", top: "#FAFAF9", floor: "#D6C3A5", accent: "#374151", handle: "#374151" },
    swatches: ["#9DB3A1", "#D6C3A5", "#374151"],
    opts: { uppers: false, shelf: true },
  },
  {
    name: "Nuit",
    finish: "Noir mat · laiton brossé",
    price: "12 900 €",
    v: { wall: "#D9D4CE", cab: "#1C1917", top: "#A8A29E", floor: "#8B6B4F", accent: "#C9A56A", handle: "#C9A56A" },
    swatches: ["#1C1917", "#C9A56A", "#A8A29E"],
  },
  {
    name: "Sable",
    finish: "Chêne naturel · plan blanc",
    price: "6 800 €",
    v: { wall: "#F5EFE6", cab: "#D2B48C", top: "#FFFFFF", floor: "#E7DCCB", accent: "#44403C", handle: "#44403C" },
    swatches: ["#D2B48C", "#FFFFFF", "#44403C"],
    opts: { island: false, uppers: false, shelf: true },
  },
  {
    name: "Ardoise",
    finish: "Gris bleu · plan béton",
    price: "9 300 €",
    v: { wall: "#E5E9EE", cab: "#475569", top: "#CBD5E1", floor: "#C8B6A0", accent: "#B08D57", handle: "#E2E8F0" },
    swatches: ["#475569", "#CBD5E1", "#B08D57"],
  },
];

function swatchRow(x: number, y: number, cols: string[], r = 7): string {
  return cols.map((c, i) => circle(x + i * (r * 2 + 5), y, r, c, 'stroke="#D6D3D1" stroke-width="1"')).join("");
}

function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, C.cream);
  // top strip + nav
  o +=
    rect(0, 0, 1200, 30, 0, C.ink) +
    t(600, 20, "Showroom ouvert du lundi au samedi · Route de l’Ourika, Marrakech", {
      s: 12,
      c: "#E7E5E4",
      a: "middle",
    });
  o += mark(40, 44, 38);
  o += t(90, 61, "ELEGANCE", { s: 15, w: 700, c: C.ink, ls: 2.2 });
  o += t(90, 77, "KITCHEN · MARRAKECH", { s: 9, w: 700, c: C.wine, ls: 1.6 });
  const nav = ["Collections", "Sur mesure", "Showroom", "Réalisations", "Contact"];
  o += navLinks(380, 68, nav, 0, { activeC: C.ink, c: C.soft, gap: 34 });
  o += ic("heart", 930, 52, 22, C.soft, 1.8);
  o += button(972, 42, "Prendre rendez-vous", { s: 14, h: 44, fill: C.wine, r: 22, px: 22, icon: "calendar" }).svg;
  o += line(0, 100, 1200, 100, C.line);
  // heading + filters
  o += t(40, 134, "Accueil  /  Collections", { s: 12.5, c: C.muted });
  o += t(40, 176, "Nos cuisines", { s: 34, w: 700, c: C.ink });
  o += t(40, 202, "48 modèles dessinés et fabriqués sur mesure dans notre atelier.", { s: 14.5, c: C.soft });
  const filters = ["Toutes", "Modernes", "Classiques", "Avec îlot", "Laquées"];
  o += filterPills(606, 154, filters, 0, { h: 36, px: 16, activeFill: C.ink, c: C.soft, border: C.line });
  // grid
  const gw = (1200 - 80 - 2 * 24) / 3;
  FINISHES.forEach((k, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = 40 + col * (gw + 24);
    const y = 228 + row * 262;
    o += rect(x, y, gw, 246, 16, "#fff", `stroke="${C.line}"`);
    o += clip(x, y, gw, 168, 16, kitchen(x, y, gw, 176, k.v, k.opts));
    o +=
      circle(x + gw - 26, y + 26, 17, "#fff") +
      ic("heart", x + gw - 35, y + 17, 18, i === 1 ? C.wine : C.soft, 1.9, i === 1 ? C.wine : "none");
    if (i === 0) o += pill(x + 14, y + 14, "Nouveauté", { s: 11.5, fill: C.wine, c: "#fff", h: 26 }).svg;
    o += t(x + 18, y + 196, `Cuisine ${k.name}`, { s: 16, w: 700, c: C.ink });
    o += t(x + 18, y + 220, k.finish, { s: 12.5, c: C.muted });
    o += swatchRow(x + gw - 64, y + 191, k.swatches, 6.5);
    o += t(x + gw - 18, y + 220, `dès ${k.price}`, { s: 13, w: 700, c: C.wine, a: "end" });
  });
  return o;
}

function mobile(): string {
  const k = FINISHES[0];
  const photo = fadedPhoto(kitchen(0, 0, 390, 360, k.v), 0.9);
  let o = photoButtons(86, C.ink, C.wine);
  // dots
  [0, 1, 2, 3].forEach(
    (i) => (o += rect(163 + i * 18, 336, i === 0 ? 22 : 8, 8, 4, "#fff", i === 0 ? "" : 'opacity="0.6"')),
  );
  // sheet
  o += rect(0, 352, 390, 520, 26, C.cream);
  o += t(24, 398, "Cuisine Atlas", { s: 25, w: 700, c: C.ink });
  o += t(366, 398, "dès 8 900 €", { s: 15, w: 700, c: C.wine, a: "end" });
  o += t(24, 422, "Vert forêt · plan en marbre de Carrare", { s: 13.5, c: C.muted });
  o += stars(24, 436, 14, { color: C.brass }) + t(112, 449, "4,9 · 86 avis", { s: 12.5, c: C.soft });
  // finishes
  o += t(24, 492, "Finitions", { s: 15, w: 700, c: C.ink });
  ["#2F3A33", "#8A2D3B", "#9DB3A1", "#1C1917", "#D2B48C", "#475569"].forEach((c, i) => {
    const cx = 44 + i * 50;
    if (i === 0) o += circle(cx, 526, 21, "none", `stroke="${C.ink}" stroke-width="2"`);
    o += circle(cx, 526, 16, c, 'stroke="#E7E5E4"');
  });
  // appointment
  o += rect(20, 566, 350, 176, 20, "#fff", `stroke="${C.line}"`);
  o += ic("pin", 38, 584, 20, C.wine, 2) + t(66, 599, "Rendez-vous au showroom", { s: 15, w: 700, c: C.ink });
  const days = [
    ["Lun.", "10"],
    ["Mar.", "11"],
    ["Mer.", "12"],
    ["Jeu.", "13"],
    ["Ven.", "14"],
  ];
  days.forEach(([d, n], i) => {
    const x = 38 + i * 64;
    const on = i === 1;
    o += rect(x, 616, 54, 56, 14, on ? C.wine : C.cream, on ? "" : `stroke="${C.line}"`);
    o += t(x + 27, 637, d, { s: 11.5, c: on ? "#F3D9DD" : C.muted, a: "middle" });
    o += t(x + 27, 660, n, { s: 17, w: 700, c: on ? "#fff" : C.ink, a: "middle" });
  });
  ["10:00", "14:30", "17:00"].forEach((h, i) => {
    const x = 38 + i * 106;
    const on = i === 1;
    o += rect(x, 686, 96, 36, 18, on ? C.tint : "#fff", `stroke="${on ? C.wine : C.line}"`);
    o += t(x + 48, 709, h, { s: 13.5, w: 700, c: on ? C.wine : C.soft, a: "middle" });
  });
  o += button(20, 758, "Prendre rendez-vous", {
    s: 15.5,
    h: 54,
    fill: C.wine,
    r: 27,
    full: 350,
    icon: "arrowRight",
  }).svg;
  return phoneScreen(o, { bg: C.cream, under: photo, bar: C.ink, home: C.ink });
}

/** The page logo (icon-page.svg): the cabinet "E" over ELEGANCE. */
const iconPage = (): string =>
  pageLogo("Elegance Kitchen Marrakech", C.wine, markBox(12, 5, 38, CABINET_E), {
    text: "ELEGANCE",
    y: 52,
    s: 8.2,
    ls: 0.9,
  });

export default {
  slug: "elegance-kitchen-marrakech",
  url: "elegance-kitchen.ma",
  theme: {
    primary: C.wine,
    primaryDark: C.wineDark,
    accent: C.brass,
    bg1: "#FCF8F3",
    bg2: "#EEDCD3",
    glow: C.wine,
    glowO: 0.12,
    glow2: C.brass,
    glowO2: 0.16,
    dot: C.wine,
    dotO: 0.2,
    screenBg: C.cream,
    mobileBg: C.cream,
    pageBg: C.cream,
    band: ["#8A2D3B", "#3F1119"],
  },
  desktop,
  mobile,
  icon,
  iconPage,
  chip: {
    icon: "calendar",
    title: "RDV confirmé",
    sub: "Mar. 11 · 14:30 au showroom",
    color: C.wine,
    tint: C.tint,
    w: 300,
  },
  bannerChip: {
    x: 1268,
    y: 112,
    icon: "sparkle",
    title: "48 modèles sur mesure",
    sub: "Conçus à Marrakech",
    color: C.wine,
    tint: C.tint,
    w: 290,
  },
} satisfies ProjectArt;
