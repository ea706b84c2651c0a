// Double Solution — cleaning company (quote calculator, services).

import { circle, clip, ic, line, measure, rect, t, twoTone, type IconName } from "../lib/svg";
import { avatarRow, button, iconTile, pill, progress } from "../lib/widgets";
import { cardLogo, type Mark, markBox } from "../lib/logo";
import { phoneScreen, type ProjectArt } from "../lib/devices";
import { choiceBox, filterPills, INK, LINE, MUTED, navLinks, SOFT } from "../lib/ui";

const C = {
  teal: "#0D9488",
  tealDark: "#115E59",
  deep: "#134E4A",
  green: "#22C55E",
  greenDark: "#15803D",
  tint: "#F0FDFA",
  tint2: "#CCFBF1",
  mint: "#ECFDF5",
  bg: "#F7FBFA",
};

/** Mark: two overlapping rounded drops (the "double"), on teal. */
export const mark: Mark = (x, y, size = 40) => {
  const drop = (cx: number, cy: number, r: number, fill: string, op = 1): string =>
    `<path d="M${cx} ${cy - r * 1.45} C${cx + r * 0.5} ${cy - r * 0.8} ${cx + r} ${cy - r * 0.35} ${cx + r} ${cy + r * 0.15} A${r} ${r} 0 0 1 ${cx - r} ${cy + r * 0.15} C${cx - r} ${cy - r * 0.35} ${cx - r * 0.5} ${cy - r * 0.8} ${cx} ${cy - r * 1.45} Z" fill="${fill}" opacity="${op}"/>`;
  return markBox(x, y, size, drop(16, 22, 8, "#A7F3D0") + drop(24.5, 24.5, 8, "#fff", 0.95), { tile: C.teal });
};

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Double Solution", mark, [
    { x: 52, y: 25, text: "Double", s: 21, c: INK },
    { x: 52.5, y: 40, text: "SOLUTION", s: 10.5, c: C.teal, ls: 2.4 },
  ]);

function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, C.bg);
  // soft shapes
  o += circle(1130, 80, 160, C.tint2, 'opacity="0.5"') + circle(40, 700, 120, C.mint);
  // nav
  o += mark(44, 22, 38);
  o += t(94, 40, "Double", { s: 16, w: 700, c: INK });
  o += t(94, 57, "SOLUTION", { s: 10, w: 700, c: C.teal, ls: 2.2 });
  const nav = ["Services", "Entreprises", "Particuliers", "Zones", "Avis clients"];
  o += navLinks(340, 47, nav, 0, { activeC: INK, c: SOFT, gap: 34 });
  o += ic("phone", 862, 32, 20, C.teal, 2) + t(888, 47, "01 84 60 21 37", { s: 14, w: 700, c: INK });
  o += button(1018, 22, "Devis gratuit", { s: 14, h: 40, fill: C.teal, r: 20, px: 22 }).svg;

  // hero
  o += pill(48, 112, "Nettoyage professionnel en Île-de-France", {
    s: 12.5,
    fill: C.tint2,
    c: C.tealDark,
    icon: "sparkle",
    h: 30,
  }).svg;
  o += t(48, 196, "Des espaces", { s: 50, w: 700, c: INK });
  o += t(48, 254, "impeccables,", { s: 50, w: 700, c: C.teal });
  o += t(48, 312, "sans effort.", { s: 50, w: 700, c: INK });
  o += t(48, 352, "Bureaux, commerces et logements : une équipe formée,", { s: 16, c: SOFT });
  o += t(48, 376, "des produits écolabellisés et un devis en 2 minutes.", { s: 16, c: SOFT });
  [["Intervention sous 48 h"], ["Sans engagement"], ["Assurés et vérifiés"]].forEach(([l], i) => {
    const y = 410 + i * 32;
    o +=
      circle(60, y + 10, 11, C.tint2) + ic("check", 53, y + 3, 14, C.teal, 3) + t(80, y + 15, l, { s: 14.5, c: INK });
  });
  // social proof
  o += avatarRow(66, 536, 18, 28, "#fff", [
    { skin: 0, hair: 1, long: true, shirt: C.teal, bg: "#CCFBF1" },
    { skin: 3, hair: 2, shirt: "#334155", bg: "#E2E8F0" },
    { skin: 1, hair: 4, long: true, shirt: "#F59E0B", bg: "#FEF3C7" },
  ]);
  o += t(156, 531, "4,8 / 5 sur 320 avis", { s: 14, w: 700, c: INK });
  o += t(156, 550, "Entreprises et particuliers", { s: 12.5, c: MUTED });

  // calculator
  const X = 610;
  const Y = 96;
  const W = 544;
  o += rect(X, Y + 14, W, 520, 22, C.teal, 'opacity="0.12"');
  o += rect(X, Y, W, 520, 22, "#fff", `stroke="${LINE}"`);
  o += t(X + 28, Y + 44, "Estimez votre devis", { s: 21, w: 700, c: INK });
  o += t(X + W - 28, Y + 44, "Étape 1 sur 2", { s: 13, c: MUTED, a: "end" });
  o += progress(X + 28, Y + 60, W - 56, 50, { h: 5, color: C.teal, track: "#E6F4F1" });
  o += t(X + 28, Y + 100, "Type de lieu", { s: 13, w: 700, c: SOFT });
  const types: [IconName, string][] = [
    ["building", "Bureaux"],
    ["home", "Appartement"],
    ["sparkle", "Commerce"],
    ["hammer", "Fin de chantier"],
  ];
  const tw = (W - 56 - 30) / 4;
  types.forEach(([icn, l], i) => {
    const tx = X + 28 + i * (tw + 10);
    const on = i === 0;
    o += choiceBox(tx, Y + 112, tw, 84, on, { fill: "#fff", border: LINE, chosenFill: C.tint, chosenBorder: C.teal });
    o += ic(icn, tx + tw / 2 - 13, Y + 128, 26, on ? C.teal : SOFT, 1.9);
    o += t(tx + tw / 2, Y + 180, l, {
      s: 12.5,
      w: on ? 700 : 400,
      c: on ? C.tealDark : SOFT,
      a: "middle",
      max: tw - 10,
    });
  });
  // surface slider
  o += t(X + 28, Y + 232, "Surface", { s: 13, w: 700, c: SOFT });
  o += t(X + W - 28, Y + 232, "120 m²", { s: 15, w: 700, c: INK, a: "end" });
  o += rect(X + 28, Y + 250, W - 56, 6, 3, "#E6F4F1") + rect(X + 28, Y + 250, (W - 56) * 0.4, 6, 3, C.teal);
  o += circle(X + 28 + (W - 56) * 0.4, Y + 253, 11, "#fff", `stroke="${C.teal}" stroke-width="3"`);
  o +=
    t(X + 28, Y + 278, "20 m²", { s: 11.5, c: "#94A3B8" }) +
    t(X + W - 28, Y + 278, "300 m²", { s: 11.5, c: "#94A3B8", a: "end" });
  // frequency
  o += t(X + 28, Y + 312, "Fréquence", { s: 13, w: 700, c: SOFT });
  const frequencies = ["Ponctuelle", "Hebdomadaire", "Quotidienne"];
  o += filterPills(X + 28, Y + 324, frequencies, 1, { h: 36, px: 16, activeFill: C.teal, c: SOFT, border: LINE });
  // options
  o += t(X + 28, Y + 392, "Options", { s: 13, w: 700, c: SOFT });
  (
    [
      ["Vitres", true],
      ["Désinfection", true],
      ["Moquettes", false],
    ] as const
  ).forEach(([l, on], i) => {
    const ox = X + 28 + i * 150;
    o += rect(ox, Y + 406, 20, 20, 6, on ? C.teal : "#fff", on ? "" : `stroke="#CBD5E1" stroke-width="1.5"`);
    if (on) o += ic("check", ox + 3, Y + 409, 14, "#fff", 3);
    o += t(ox + 30, Y + 421, l, { s: 14, c: INK });
  });
  // total
  o += rect(X + 28, Y + 446, W - 56, 52, 14, C.tint);
  o += t(X + 46, Y + 477, "Estimation", { s: 13, c: C.tealDark });
  o +=
    t(X + 136, Y + 479, "189 € HT", { s: 20, w: 700, c: INK }) +
    t(X + 136 + measure("189 € HT", 20, 700) + 6, Y + 479, "/ passage", { s: 13, c: MUTED });
  o += button(X + W - 28 - 178, Y + 454, "Continuer", {
    s: 14,
    h: 36,
    fill: C.teal,
    r: 10,
    full: 170,
    icon: "arrowRight",
  }).svg;

  // services row
  const SY = 640;
  const sv: [IconName, string, string][] = [
    ["building", "Bureaux", "Entretien quotidien"],
    ["window", "Vitres", "Jusqu’à 3 étages"],
    ["hammer", "Fin de chantier", "Remise en état"],
    ["shield", "Désinfection", "Normes sanitaires"],
  ];
  const sw = (1200 - 96 - 48) / 4;
  sv.forEach(([icn, l, sub], i) => {
    const sx = 48 + i * (sw + 16);
    o += rect(sx, SY, sw, 84, 16, "#fff", `stroke="${LINE}"`);
    o += iconTile(icn, sx + 16, SY + 18, 48, {
      bg: i % 2 ? C.mint : C.tint2,
      c: i % 2 ? C.greenDark : C.tealDark,
      k: 0.5,
    });
    o += t(sx + 78, SY + 38, l, { s: 15, w: 700, c: INK });
    o += t(sx + 78, SY + 60, sub, { s: 13, c: MUTED });
  });
  return o;
}

function mobile(): string {
  const g = twoTone(C.teal, C.deep);
  const header =
    `<defs>${g.def}</defs>` +
    clip(
      0,
      0,
      390,
      320,
      0,
      rect(0, 0, 390, 320, 0, g.url) +
        circle(350, 40, 120, "#fff", 'opacity="0.06"') +
        circle(30, 310, 80, "#fff", 'opacity="0.05"'),
    );
  let o = rect(20, 62, 40, 40, 12, "#fff", 'opacity="0.15"') + ic("chevronLeft", 30, 72, 20, "#fff", 2.2);
  o += t(195, 88, "Votre devis", { s: 17, w: 700, c: "#fff", a: "middle" });
  // steps
  (
    [
      ["1", "Lieu", true],
      ["2", "Options", true],
      ["3", "Créneau", false],
    ] as const
  ).forEach(([nb, l, done], i) => {
    const cx = 70 + i * 125;
    if (i < 2) o += line(cx + 18, 140, cx + 107, 140, "#fff", 2, `opacity="${i === 0 ? 0.9 : 0.3}"`);
    o += circle(cx, 140, 16, done ? "#fff" : "none", done ? "" : 'stroke="#fff" stroke-width="2" opacity="0.6"');
    o += t(cx, 146, nb, { s: 14, w: 700, c: done ? C.tealDark : "#fff", a: "middle" });
    o += t(cx, 176, l, { s: 12, c: "#fff", a: "middle", o: done ? 1 : 0.7 });
  });
  o += t(24, 218, "Estimation", { s: 13, c: "#CCFBF1" });
  o +=
    t(24, 258, "189 € HT", { s: 34, w: 700, c: "#fff" }) +
    t(24 + measure("189 € HT", 34, 700) + 8, 258, "/ passage", { s: 14, c: "#CCFBF1" });
  // summary card
  o += rect(20, 292, 350, 196, 20, "#fff", `stroke="${LINE}"`);
  (
    [
      ["building", "Bureaux · 120 m²", "Modifier"],
      ["calendar", "Hebdomadaire", "Le lundi"],
      ["window", "Vitres", "+ 35 €"],
      ["shield", "Désinfection", "+ 20 €"],
    ] as const
  ).forEach(([icn, l, v], i) => {
    const y = 306 + i * 45;
    o += iconTile(icn, 36, y + 2, 34, { bg: C.tint, c: C.teal, k: 0.55 });
    o += t(82, y + 24, l, { s: 14.5, c: INK, w: i === 0 ? 700 : 400 });
    o += t(352, y + 24, v, { s: 13, c: i === 0 ? C.teal : MUTED, w: i === 0 ? 700 : 400, a: "end" });
    if (i < 3) o += line(82, y + 41, 352, y + 41, "#F1F5F9");
  });
  // slots
  o += t(24, 526, "Premier passage", { s: 16, w: 700, c: INK });
  [
    ["Lun.", "17"],
    ["Mar.", "18"],
    ["Mer.", "19"],
    ["Jeu.", "20"],
    ["Ven.", "21"],
  ].forEach(([d, nb], i) => {
    const x = 20 + i * 71;
    const on = i === 0;
    o += rect(x, 540, 63, 64, 16, on ? C.teal : "#fff", on ? "" : `stroke="${LINE}"`);
    o += t(x + 31.5, 564, d, { s: 12, c: on ? "#CCFBF1" : MUTED, a: "middle" });
    o += t(x + 31.5, 589, nb, { s: 18, w: 700, c: on ? "#fff" : INK, a: "middle" });
  });
  let hx = 20;
  ["07:00", "12:30", "19:00"].forEach((h, i) => {
    const p = pill(hx, 618, h, {
      s: 13.5,
      w: 700,
      h: 38,
      px: 24,
      fill: i === 2 ? C.tint : "#fff",
      c: i === 2 ? C.tealDark : SOFT,
      stroke: i === 2 ? C.teal : LINE,
    });
    o += p.svg;
    hx += p.width + 10;
  });
  o +=
    rect(20, 670, 350, 50, 14, C.mint) +
    ic("leaf", 36, 684, 22, C.greenDark, 2) +
    t(70, 700, "Produits écolabellisés inclus", { s: 14, c: C.greenDark, w: 700 });
  o += button(20, 738, "Confirmer la demande", { s: 16, h: 54, fill: C.teal, r: 16, full: 350 }).svg;
  return phoneScreen(o, { bg: C.bg, under: header, bar: "#fff" });
}

export default {
  slug: "double-solution",
  url: "double-solution.fr",
  theme: {
    primary: C.teal,
    primaryDark: C.deep,
    accent: C.green,
    bg1: "#F4FBF9",
    bg2: "#CFEFE7",
    glow: C.teal,
    glow2: C.green,
    screenBg: C.bg,
    mobileBg: C.bg,
    pageBg: C.bg,
    band: ["#14B8A6", "#134E4A"],
  },
  desktop,
  mobile,
  icon,
  chip: {
    icon: "checkCircle",
    title: "Devis envoyé",
    sub: "Réponse sous 2 heures",
    color: C.greenDark,
    tint: C.mint,
    w: 280,
  },
  bannerChip: {
    x: 1268,
    y: 112,
    icon: "star",
    title: "4,8 / 5",
    sub: "320 avis clients",
    color: C.teal,
    tint: C.tint,
    w: 270,
  },
} satisfies ProjectArt;
