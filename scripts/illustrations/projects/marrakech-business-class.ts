// Marrakech Business Class — premium chauffeur booking (dark and gold).

import { circle, clip, glow, ic, line, measure, rect, t, type IconName } from "../lib/svg";
import { avatar, button, stars } from "../lib/widgets";
import { cardLogo, type Mark, markBox } from "../lib/logo";
import { phoneScreen, type ProjectArt } from "../lib/devices";
import { choiceBox, navLinks } from "../lib/ui";
import { archPath, type CarColours, carSide } from "../lib/art";

const C = {
  bg: "#0B0B0F",
  bg2: "#111116",
  card: "#17171D",
  card2: "#1E1E26",
  line: "#2A2A33",
  gold: "#C9A35A",
  goldLight: "#E6CC92",
  goldDark: "#8E6F33",
  text: "#F5F1E8",
  muted: "#A29D92",
  dim: "#6F6B63",
};

/** The mark's art (40×40): a Moroccan arch with a star, in gold. */
const ARCH =
  `<path d="M11 32V18.5C11 13 15 9 20 7c5 2 9 6 9 11.5V32" fill="none" stroke="${C.gold}" stroke-width="2.8" stroke-linejoin="round"/>` +
  `<path d="M8 32.5h24" stroke="${C.gold}" stroke-width="2.8" stroke-linecap="round"/>` +
  `<path d="m20 15.5 1.5 3.1 3.4.5-2.5 2.4.6 3.4-3-1.6-3 1.6.6-3.4-2.5-2.4 3.4-.5z" fill="${C.gold}"/>`;

/** Mark: the arch on black. */
export const mark: Mark = (x, y, size = 40) => markBox(x, y, size, ARCH, { tile: C.bg });

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Marrakech Business Class", mark, [
    { x: 52, y: 24, text: "MARRAKECH", s: 13.5, c: "#14110B", ls: 1.25 },
    { x: 52.5, y: 39, text: "BUSINESS CLASS", s: 8.6, c: "#A07C35", ls: 1.7 },
  ]);

/** Dark city map with a gold route; drawn in (w × h). */
function map(w: number, h: number): string {
  let o = rect(0, 0, w, h, 0, "#101116");
  // blocks
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 12; j++) {
      const bx = i * 48 - 10 + (j % 2) * 14;
      const by = j * 62 + 8;
      o += rect(bx, by, 36, 48, 4, "#16171D");
    }
  // park
  o += `<path d="M-10 520 Q80 480 160 540 T330 560 L330 700 L-10 700 Z" fill="#13261D"/>`;
  // roads
  const roads = [
    "M-20 140 Q140 170 420 110",
    "M60 -10 Q90 300 40 860",
    "M-20 430 Q200 400 420 470",
    "M260 -10 Q230 250 300 430 T280 860",
    "M-20 690 Q160 650 420 720",
  ];
  for (const d of roads) o += `<path d="${d}" fill="none" stroke="#262832" stroke-width="16" stroke-linecap="round"/>`;
  for (const d of ["M150 -10 Q170 200 150 420", "M-20 290 L420 260", "M180 420 Q200 600 140 860"])
    o += `<path d="${d}" fill="none" stroke="#1F2129" stroke-width="8"/>`;
  // route
  const route = "M78 610 Q70 470 150 440 T288 330 Q262 210 320 150";
  o += `<path d="${route}" fill="none" stroke="${C.gold}" stroke-width="14" stroke-linecap="round" opacity="0.18"/>`;
  o += `<path d="${route}" fill="none" stroke="${C.gold}" stroke-width="5" stroke-linecap="round"/>`;
  // pins
  o += circle(78, 610, 14, C.gold, 'opacity="0.25"') + circle(78, 610, 7, C.gold) + circle(78, 610, 3, C.bg);
  o += rect(302, 118, 36, 36, 18, C.text) + ic("flag", 310, 126, 20, C.bg, 2.2);
  // car on route
  o += circle(188, 425, 20, C.bg, `stroke="${C.gold}" stroke-width="2"`) + ic("car", 178, 415, 20, C.gold, 2);
  return o;
}

const darkCar: CarColours = {
  body: "#3A3D47",
  shade: "#0E0F13",
  glass: "#050507",
  rim: "#B9B4A8",
  tyre: "#050507",
  light: C.goldLight,
  tail: "#9F1239",
  line: C.gold,
};

function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, C.bg);
  o += glow(340, 560, 320, 120, C.gold, 0.16, 60);
  // nav
  o += mark(48, 20, 40);
  o += t(100, 38, "MARRAKECH", { s: 14, w: 700, c: C.text, ls: 2.4 });
  o += t(100, 56, "BUSINESS CLASS", { s: 9.5, w: 700, c: C.gold, ls: 2.6 });
  const nav = ["Services", "Flotte", "Tarifs", "Entreprises", "Contact"];
  o += navLinks(430, 46, nav, 0, { activeC: C.text, c: C.muted, gap: 44, underline: C.gold });
  o += button(1028, 22, "Réserver", { s: 14, h: 40, fill: C.gold, c: C.bg, px: 26, r: 20 }).svg;
  o += line(48, 80, 1152, 80, C.line);
  // hero copy
  o += t(56, 150, "CHAUFFEUR PRIVÉ · MARRAKECH", { s: 12.5, w: 700, c: C.gold, ls: 2.6 });
  o += t(56, 206, "L’excellence du", { s: 46, w: 700, c: C.text });
  o += t(56, 260, "transport privé", { s: 46, w: 700, c: C.goldLight });
  o += t(56, 306, "Aéroport, hôtels, excursions : un chauffeur", { s: 16, c: C.muted });
  o += t(56, 330, "en costume et une berline premium, 24 h/24.", { s: 16, c: C.muted });
  o += stars(56, 360, 16, { color: C.gold, empty: C.line });
  o += t(160, 374, "4,9 / 5 · 1 200 avis", { s: 14, w: 700, c: C.text });
  // skyline + car
  // a Moroccan arch framing the car, open at its foot
  o += `<path d="${archPath(125, 400, 400, 220, false)}" fill="#121217" stroke="${C.gold}" stroke-width="1.5" opacity="0.9"/>`;
  o += `<path d="${archPath(140, 416, 370, 204, false)}" fill="none" stroke="${C.gold}" stroke-width="1" opacity="0.35"/>`;
  o += `<ellipse cx="318" cy="656" rx="280" ry="18" fill="${C.gold}" opacity="0.10"/>`;
  o += carSide(90, 510, 470, darkCar);
  o += rect(56, 700, 520, 1, 0, C.line);
  (
    [
      ["shield", "Chauffeurs agréés"],
      ["clock", "Ponctualité garantie"],
      ["sparkle", "Eau et Wi-Fi à bord"],
    ] as const
  ).forEach(([icn, l], i) => {
    const x = 56 + i * 178;
    o += ic(icn, x, 718, 18, C.gold, 1.9) + t(x + 26, 732, l, { s: 13, c: C.muted });
  });

  // booking card
  const BX = 660;
  const BY = 110;
  const BW = 492;
  o += rect(BX, BY, BW, 626, 20, C.card, `stroke="${C.line}"`);
  o += t(BX + 28, BY + 46, "Réserver un chauffeur", { s: 22, w: 700, c: C.text });
  // tabs
  o += rect(BX + 28, BY + 66, BW - 56, 42, 21, C.bg2);
  const tabs = ["Transfert", "À l’heure", "Excursion"];
  const tw = (BW - 56 - 8) / 3;
  tabs.forEach((l, i) => {
    const tx = BX + 32 + i * tw;
    if (i === 0) o += rect(tx, BY + 70, tw, 34, 17, C.gold);
    o += t(tx + tw / 2, BY + 92, l, { s: 13.5, w: 700, c: i === 0 ? C.bg : C.muted, a: "middle" });
  });
  const fld = (x: number, y: number, w: number, label: string, value: string, icon?: IconName): string =>
    t(x, y, label, { s: 11.5, w: 700, c: C.dim, ls: 1 }) +
    rect(x, y + 10, w, 48, 12, C.bg2, `stroke="${C.line}"`) +
    (icon ? ic(icon, x + 14, y + 24, 20, C.gold, 1.9) : "") +
    t(x + (icon ? 44 : 16), y + 40, value, { s: 14.5, c: C.text, max: w - (icon ? 58 : 30) });
  o += fld(BX + 28, BY + 140, BW - 56, "DÉPART", "Aéroport Marrakech-Ménara", "plane");
  o += fld(BX + 28, BY + 216, BW - 56, "ARRIVÉE", "La Mamounia, Médina", "pin");
  // swap button between fields
  o +=
    circle(BX + BW - 64, BY + 204, 16, C.card2, `stroke="${C.line}"`) +
    `<path d="M${BX + BW - 68} ${BY + 198}v12m0 0-3.5-3.5m3.5 3.5 3.5-3.5M${BX + BW - 60} ${BY + 210}v-12m0 0-3.5 3.5m3.5-3.5 3.5 3.5" fill="none" stroke="${C.gold}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`;
  const half = (BW - 56 - 14) / 2;
  o += fld(BX + 28, BY + 292, half, "DATE", "Ven. 14 juin", "calendar");
  o += fld(BX + 42 + half, BY + 292, half, "HEURE", "18:30", "clock");
  // vehicle class
  o += t(BX + 28, BY + 384, "VÉHICULE", { s: 11.5, w: 700, c: C.dim, ls: 1 });
  const cls = [
    ["Classe E", "45 €", "3 pers."],
    ["Classe S", "65 €", "3 pers."],
    ["Classe V", "80 €", "7 pers."],
  ];
  const cw = (BW - 56 - 20) / 3;
  cls.forEach(([name, price, cap], i) => {
    const cx = BX + 28 + i * (cw + 10);
    const on = i === 1;
    o += choiceBox(cx, BY + 396, cw, 112, on, {
      fill: C.bg2,
      border: C.line,
      chosenFill: "#221D14",
      chosenBorder: C.gold,
    });
    o += carSide(cx + 16, BY + 410, cw - 32, { ...darkCar, body: on ? "#4A4D57" : "#34363F", ground: false });
    o += t(cx + 14, BY + 472, name, { s: 13.5, w: 700, c: C.text });
    o += t(cx + 14, BY + 492, cap, { s: 12, c: C.muted });
    o += t(cx + cw - 14, BY + 492, price, { s: 13.5, w: 700, c: on ? C.gold : C.text, a: "end" });
    if (on) o += circle(cx + cw - 16, BY + 414, 9, C.gold) + ic("check", cx + cw - 22, BY + 408, 12, C.bg, 3);
  });
  // total
  o += line(BX + 28, BY + 528, BX + BW - 28, BY + 528, C.line);
  o += t(BX + 28, BY + 560, "Total estimé", { s: 13, c: C.muted });
  o += t(BX + 28, BY + 590, "65 €", { s: 26, w: 700, c: C.text });
  o += t(BX + 28 + measure("65 €", 26, 700) + 10, BY + 590, "TTC", { s: 13, c: C.muted });
  o += button(BX + 220, BY + 548, "Confirmer", {
    s: 15,
    h: 52,
    fill: C.gold,
    c: C.bg,
    r: 26,
    full: BW - 248,
    icon: "arrowRight",
  }).svg;
  return o;
}

function mobile(): string {
  const under = clip(0, 0, 390, 844, 0, map(390, 844)) + rect(0, 0, 390, 60, 0, "#101116", 'opacity="0.6"');
  let o = rect(20, 64, 44, 44, 22, C.card, `stroke="${C.line}"`) + ic("chevronLeft", 30, 74, 24, C.text, 2.2);
  o +=
    rect(120, 68, 150, 36, 18, C.card, `stroke="${C.line}"`) +
    circle(140, 86, 4, "#22C55E") +
    t(200, 91, "Trajet en cours", { s: 12.5, w: 700, c: C.text, a: "middle" });
  // bottom sheet
  const Y = 478;
  o += rect(0, Y, 390, 400, 28, C.card);
  o += rect(0, Y + 1, 390, 1, 0, C.line);
  o += rect(175, Y + 10, 40, 4, 2, "#3A3A44");
  o += t(24, Y + 50, "Votre chauffeur arrive", { s: 19, w: 700, c: C.text });
  o += t(366, Y + 50, "8 min", { s: 19, w: 700, c: C.gold, a: "end" });
  o += t(24, Y + 72, "Prise en charge · Terminal 1, porte B", { s: 13, c: C.muted });
  o += rect(20, Y + 90, 350, 84, 18, C.bg2, `stroke="${C.line}"`);
  o += avatar(58, Y + 132, 24, { skin: 2, hair: 2, shirt: "#2A2A33", bg: "#3A3122" });
  o += t(94, Y + 126, "Youssef El Idrissi", { s: 15, w: 700, c: C.text });
  o +=
    ic("star", 94, Y + 136, 14, C.gold, 1, C.gold) +
    t(112, Y + 148, "4,97 · Mercedes Classe S", { s: 12.5, c: C.muted });
  o += rect(314, Y + 110, 44, 44, 22, C.gold) + ic("phone", 325, Y + 121, 22, C.bg, 2);
  // trip
  o +=
    circle(36, Y + 204, 6, C.gold) +
    line(36, Y + 212, 36, Y + 244, C.dim, 2, 'stroke-dasharray="3 4"') +
    rect(30, Y + 248, 12, 12, 3, C.text);
  o += t(58, Y + 209, "Aéroport Marrakech-Ménara", { s: 14, c: C.text });
  o += t(58, Y + 259, "La Mamounia, Médina", { s: 14, c: C.text });
  o +=
    t(366, Y + 209, "18:30", { s: 13, c: C.muted, a: "end" }) +
    t(366, Y + 259, "18:52", { s: 13, c: C.muted, a: "end" });
  o += button(20, Y + 284, "Partager le trajet", {
    s: 14.5,
    h: 50,
    fill: "transparent",
    c: C.text,
    stroke: C.line,
    r: 25,
    full: 350,
  }).svg;
  return phoneScreen(o, { under, bar: C.text, home: C.text });
}

export default {
  slug: "marrakech-business-class",
  url: "marrakech-business-class.com",
  theme: {
    primary: C.goldDark,
    primaryDark: "#0B0B0F",
    accent: C.gold,
    bg1: "#FBF7EF",
    bg2: "#E6D3AC",
    glow: C.gold,
    glowO: 0.22,
    glow2: "#8E6F33",
    glowO2: 0.14,
    dot: C.goldDark,
    dotO: 0.25,
    screenBg: C.bg,
    mobileBg: C.bg,
    darkUI: true,
    pageBg: C.bg,
    band: ["#2A2216", "#07070A"],
  },
  desktop,
  mobile,
  icon,
  thumbnail: false,
  chip: {
    icon: "clock",
    title: "Chauffeur à l’heure",
    sub: "Accueil pancarte à l’aéroport",
    color: C.goldDark,
    tint: "#F6EEDC",
    w: 300,
  },
} satisfies ProjectArt;
