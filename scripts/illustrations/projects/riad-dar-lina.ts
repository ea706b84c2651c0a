// Riad Dar Lina — riad booking (availability calendar, rooms), terracotta palette.

import { circle, clip, ic, line, measure, rect, t, twoTone, DOWN } from "../lib/svg";
import { button, pill, stars } from "../lib/widgets";
import { cardLogo, type Mark, markBox } from "../lib/logo";
import { phoneScreen, type ProjectArt } from "../lib/devices";
import { bottomBar, fadedPhoto, navLinks, photoButtons } from "../lib/ui";
import { courtyard, riadRoom, type RiadRoomColours } from "../lib/art";

const C = {
  terra: "#C2562F",
  terraDark: "#8A3B20",
  deep: "#5C2414",
  tint: "#FBEDE5",
  sand: "#F6EDE3",
  cream: "#FCF8F3",
  teal: "#1F6F78",
  gold: "#D4A24C",
  ink: "#2A1A12",
  soft: "#5E4B40",
  muted: "#8A766A",
  line: "#EADCCF",
};

/** Mark: a white eight-point Moroccan star on terracotta. */
export const mark: Mark = (x, y, size = 40) => {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const r = i % 2 ? 8 : 14;
    pts.push(`${(20 + Math.cos(a) * r).toFixed(2)},${(20 + Math.sin(a) * r).toFixed(2)}`);
  }
  const star = `<polygon points="${pts.join(" ")}" fill="#fff"/>` + circle(20, 20, 3, C.terra);
  return markBox(x, y, size, star, { tile: C.terra });
};

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Riad Dar Lina", mark, [
    { x: 52, y: 25, text: "Dar Lina", s: 21, c: C.ink },
    { x: 52.5, y: 40, text: "RIAD · MARRAKECH", s: 8.4, c: C.terra, ls: 1.4 },
  ]);

const ROOMS: { name: string; meta: string; price: string; v: RiadRoomColours }[] = [
  { name: "Suite Jasmin", meta: "2 pers. · 32 m²", price: "145 €", v: {} },
  {
    name: "Chambre Safran",
    meta: "2 pers. · 22 m²",
    price: "110 €",
    v: { wall: "#F7E7C6", arch: "#D4A24C", throw: "#D97706", zellige: "#A16207" },
  },
  {
    name: "Suite Atlas",
    meta: "4 pers. · 45 m²",
    price: "190 €",
    v: { wall: "#E9EEF0", arch: "#1F6F78", throw: "#1F6F78", zellige: "#C2562F", sky: "#F6C89F" },
  },
];

/** The month a calendar shows and what it marks (see calendar()). */
interface CalendarOptions {
  /** Row height. */
  cell?: number;
  /** Column of the 1st (0 for Monday). */
  start?: number;
  days?: number;
  /** Days struck through. */
  booked?: number[];
  /** Days with a dot (few rooms left). */
  few?: number[];
  /** The stay's first and last days (0: no stay). */
  from?: number;
  to?: number;
  /** Font size of the days. */
  s?: number;
}

/** Month grid; returns svg. Booked days are struck through, a stay range is highlighted. */
function calendar(
  x: number,
  y: number,
  w: number,
  { cell = 40, start = 3, days = 31, booked = [], few = [], from = 0, to = 0, s = 13.5 }: CalendarOptions = {},
): string {
  let o = "";
  const cw = w / 7;
  ["L", "M", "M", "J", "V", "S", "D"].forEach(
    (d, i) => (o += t(x + i * cw + cw / 2, y, d, { s: s - 2, w: 700, c: C.muted, a: "middle" })),
  );
  for (let d = 1; d <= days; d++) {
    const idx = start + d - 1;
    const col = idx % 7;
    const row = Math.floor(idx / 7);
    const cx = x + col * cw + cw / 2;
    const cy = y + 20 + row * cell + cell / 2;
    const inRange = from && d > from && d < to;
    const edge = d === from || d === to;
    if (inRange || (edge && to - from > 0)) {
      const left = d === from ? cx : x + col * cw;
      const right = d === to ? cx : x + (col + 1) * cw;
      o += rect(left, cy - cell * 0.4, right - left, cell * 0.8, 0, C.tint);
    }
    if (edge) o += circle(cx, cy, cell * 0.4, C.terra);
    const isBooked = booked.includes(d);
    o += t(cx, cy + s * 0.36, String(d), {
      s,
      w: edge ? 700 : 400,
      c: edge ? "#fff" : isBooked ? "#C9B8AA" : inRange ? C.terraDark : C.ink,
      a: "middle",
    });
    if (isBooked) o += line(cx - 9, cy + 1, cx + 9, cy - 1, "#C9B8AA", 1.4);
    if (few.includes(d)) o += circle(cx, cy + 11, 2.4, C.teal);
  }
  return o;
}

function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, C.cream);
  // nav
  o += mark(40, 22, 38);
  o += t(90, 40, "Riad Dar Lina", { s: 17, w: 700, c: C.ink });
  o += t(90, 57, "MÉDINA · MARRAKECH", { s: 9, w: 700, c: C.terra, ls: 1.8 });
  const nav = ["Le riad", "Chambres", "Expériences", "Galerie", "Contact"];
  o += navLinks(420, 47, nav, 1, { activeC: C.ink, c: C.soft, gap: 36 });
  o += t(960, 47, "FR", { s: 13, w: 700, c: C.soft }) + ic("chevronDown", 980, 35, 14, C.soft, 2);
  o += button(1020, 22, "Réserver", { s: 14, h: 40, fill: C.terra, r: 20, px: 28 }).svg;

  // hero image
  const HX = 40;
  const HY = 88;
  const HW = 680;
  const HH = 352;
  const shade = twoTone(["#000", 0], ["#2A1A12", 0.75], DOWN);
  o += `<defs>${shade.def}</defs>`;
  o += clip(HX, HY, HW, HH, 20, courtyard(HX, HY, HW, HH) + rect(HX, HY + HH * 0.45, HW, HH * 0.55, 0, shade.url));
  o += pill(HX + 24, HY + 22, "Note 9,6 · Exceptionnel", { s: 12.5, fill: "#fff", c: C.ink, icon: "star", h: 30 }).svg;
  o += t(HX + 28, HY + HH - 72, "Une maison d’hôtes", { s: 32, w: 700, c: "#fff" });
  o += t(HX + 28, HY + HH - 34, "au cœur de la médina", { s: 32, w: 700, c: "#FCD9C4" });
  o +=
    rect(HX + HW - 128, HY + HH - 62, 104, 38, 19, "#fff", 'opacity="0.2"') +
    ic("image", HX + HW - 114, HY + HH - 53, 20, "#fff", 2) +
    t(HX + HW - 88, HY + HH - 38, "24 photos", { s: 12.5, w: 700, c: "#fff" });

  // rooms
  o += t(HX, 478, "Nos chambres", { s: 20, w: 700, c: C.ink });
  o += t(HX + HW, 478, "Voir les 7 chambres", { s: 13.5, w: 700, c: C.terra, a: "end" });
  const rw = (HW - 32) / 3;
  ROOMS.forEach((r, i) => {
    const x = HX + i * (rw + 16);
    const y = 496;
    o += rect(x, y, rw, 240, 16, "#fff", `stroke="${C.line}"`);
    o += clip(x, y, rw, 150, 16, riadRoom(x, y, rw, 160, r.v));
    o += t(x + 16, y + 178, r.name, { s: 15, w: 700, c: C.ink });
    o += t(x + 16, y + 198, r.meta, { s: 12.5, c: C.muted });
    o +=
      t(x + 16, y + 224, `dès ${r.price}`, { s: 14, w: 700, c: C.terra }) +
      t(x + 16 + measure(`dès ${r.price}`, 14, 700) + 4, y + 224, "/ nuit", { s: 12.5, c: C.muted });
    o += ic("wifi", x + rw - 64, y + 209, 18, C.muted, 1.8) + ic("coffee", x + rw - 36, y + 209, 18, C.muted, 1.8);
  });

  // booking widget
  const BX = 748;
  const BY = 88;
  const BW = 412;
  o += rect(BX, BY, BW, 648, 20, "#fff", `stroke="${C.line}"`);
  o += t(BX + 26, BY + 42, "Vos dates", { s: 19, w: 700, c: C.ink });
  o +=
    rect(BX + BW - 118, BY + 20, 92, 34, 17, C.sand) +
    ic("chevronLeft", BX + BW - 110, BY + 28, 18, C.soft, 2) +
    t(BX + BW - 72, BY + 42, "Mai", { s: 13.5, w: 700, c: C.ink, a: "middle" }) +
    ic("chevronRight", BX + BW - 52, BY + 28, 18, C.soft, 2);
  o += calendar(BX + 22, BY + 86, BW - 44, {
    cell: 40,
    start: 3,
    days: 31,
    booked: [3, 4, 5, 9, 10, 22, 23, 24, 25, 30],
    few: [7, 20, 21, 28],
    from: 14,
    to: 18,
  });
  // legend
  const LY = BY + 348;
  o += circle(BX + 32, LY, 5, C.terra) + t(BX + 44, LY + 4.5, "Votre séjour", { s: 12, c: C.soft });
  o +=
    line(BX + 140, LY + 1, BX + 154, LY - 1, "#C9B8AA", 1.4) + t(BX + 162, LY + 4.5, "Complet", { s: 12, c: C.soft });
  o += circle(BX + 240, LY, 5, C.teal) + t(BX + 252, LY + 4.5, "Dernière chambre", { s: 12, c: C.soft });
  // fields
  const fy = BY + 376;
  const fw = (BW - 52 - 12) / 2;
  [
    ["ARRIVÉE", "Mer. 14 mai"],
    ["DÉPART", "Dim. 18 mai"],
  ].forEach(([l, v], i) => {
    const fx = BX + 26 + i * (fw + 12);
    o += rect(fx, fy, fw, 58, 12, C.cream, `stroke="${C.line}"`);
    o += t(fx + 14, fy + 22, l, { s: 10.5, w: 700, c: C.muted, ls: 1 });
    o += t(fx + 14, fy + 44, v, { s: 14.5, w: 700, c: C.ink });
  });
  o +=
    rect(BX + 26, fy + 70, BW - 52, 50, 12, C.cream, `stroke="${C.line}"`) +
    ic("users", BX + 40, fy + 84, 22, C.soft, 1.9) +
    t(BX + 72, fy + 100, "2 adultes · 1 chambre", { s: 14.5, c: C.ink }) +
    ic("chevronDown", BX + BW - 52, fy + 86, 18, C.soft, 2);
  o +=
    t(BX + 26, fy + 152, "Suite Jasmin × 4 nuits", { s: 13.5, c: C.soft }) +
    t(BX + BW - 26, fy + 152, "580 €", { s: 13.5, c: C.soft, a: "end" });
  o +=
    t(BX + 26, fy + 176, "Petit-déjeuner inclus", { s: 13.5, c: C.soft }) +
    t(BX + BW - 26, fy + 176, "Offert", { s: 13.5, w: 700, c: C.teal, a: "end" });
  o += button(BX + 26, fy + 196, "Réserver · 580 €", { s: 15, h: 50, fill: C.terra, r: 25, full: BW - 52 }).svg;
  return o;
}

function mobile(): string {
  const r = ROOMS[0];
  const photo = fadedPhoto(riadRoom(0, 0, 390, 360, r.v), 0.85);
  let o = photoButtons(88, C.ink, C.terra);
  o += rect(0, 336, 390, 520, 26, C.cream);
  o += t(24, 382, "Suite Jasmin", { s: 25, w: 700, c: C.ink });
  o += stars(24, 396, 14, { color: C.gold }) + t(112, 409, "9,6 · 128 avis", { s: 12.5, c: C.soft });
  o +=
    t(366, 382, "145 €", { s: 20, w: 700, c: C.terra, a: "end" }) +
    t(366, 404, "par nuit", { s: 12, c: C.muted, a: "end" });
  // amenities
  (
    [
      ["bed", "Lit king"],
      ["wifi", "Wi-Fi"],
      ["coffee", "Petit-déj."],
      ["pool", "Bassin"],
    ] as const
  ).forEach(([icn, l], i) => {
    const x = 20 + i * 89;
    o += rect(x, 428, 81, 74, 16, "#fff", `stroke="${C.line}"`);
    o += ic(icn, x + 28.5, 442, 24, C.terra, 1.9);
    o += t(x + 40.5, 488, l, { s: 12, c: C.soft, a: "middle" });
  });
  // availability strip
  o += t(24, 540, "Disponibilités", { s: 16, w: 700, c: C.ink });
  o += t(366, 540, "Mai", { s: 13.5, w: 700, c: C.terra, a: "end" });
  const strip = [
    ["L", 12, 0],
    ["M", 13, 0],
    ["M", 14, 2],
    ["J", 15, 1],
    ["V", 16, 1],
    ["S", 17, 1],
    ["D", 18, 2],
  ];
  strip.forEach(([d, nb, st], i) => {
    const x = 20 + i * 50.5;
    const edge = st === 2;
    const mid = st === 1;
    o += rect(x, 556, 44, 66, 14, edge ? C.terra : mid ? C.tint : "#fff", edge || mid ? "" : `stroke="${C.line}"`);
    o += t(x + 22, 578, d, { s: 12, c: edge ? "#FCD9C4" : C.muted, a: "middle" });
    o += t(x + 22, 604, String(nb), { s: 17, w: 700, c: edge ? "#fff" : mid ? C.terraDark : C.ink, a: "middle" });
  });
  o += rect(20, 640, 350, 70, 16, C.sand);
  o += ic("calendar", 36, 663, 22, C.terraDark, 1.9);
  o +=
    t(70, 668, "14 – 18 mai · 4 nuits", { s: 14.5, w: 700, c: C.ink }) +
    t(70, 689, "Annulation gratuite jusqu’au 7 mai", { s: 12.5, c: C.soft });
  o += bottomBar(726, "#fff", C.line);
  o += t(24, 760, "580 €", { s: 21, w: 700, c: C.ink }) + t(24, 780, "total, taxes incluses", { s: 12, c: C.muted });
  o += button(194, 742, "Réserver", { s: 16, h: 50, fill: C.terra, r: 25, full: 176 }).svg;
  return phoneScreen(o, { bg: C.cream, under: photo, bar: C.ink, home: C.ink });
}

export default {
  slug: "riad-dar-lina",
  url: "riad-dar-lina.com",
  theme: {
    primary: C.terra,
    primaryDark: C.deep,
    accent: C.gold,
    bg1: "#FDF8F3",
    bg2: "#F2D5C2",
    glow: C.terra,
    glow2: C.gold,
    glowO2: 0.16,
    dot: C.terra,
    screenBg: C.cream,
    mobileBg: C.cream,
    pageBg: C.cream,
    band: ["#C2562F", "#5C2414"],
  },
  desktop,
  mobile,
  icon,
  chip: {
    icon: "checkCircle",
    title: "Séjour confirmé",
    sub: "Suite Jasmin · 14 – 18 mai",
    color: C.teal,
    tint: "#E3F1F2",
    w: 290,
  },
  bannerChip: {
    x: 1268,
    y: 112,
    icon: "star",
    title: "Note 9,6 / 10",
    sub: "128 avis voyageurs",
    color: C.terra,
    tint: C.tint,
    w: 270,
  },
} satisfies ProjectArt;
