// Gérer mon permis — driving-licence learning app (lessons, progress, exam).

import { card, circle, clip, ic, line, rect, t } from "../lib/svg";
import { avatar, button, pill, progress, ring } from "../lib/widgets";
import { cardLogo, type Mark, markBox, pageLogo } from "../lib/logo";
import { iconButton, INK, LINE, type MenuItem, MUTED, panel, search, sidebar, SOFT, SURFACE } from "../lib/ui";
import { phoneScreen, type ProjectArt } from "../lib/devices";

const C = {
  primary: "#2563EB",
  dark: "#1D4ED8",
  deep: "#1E3A8A",
  tint: "#EFF6FF",
  tint2: "#DBEAFE",
  amber: "#F59E0B",
  amberTint: "#FEF3C7",
  green: "#16A34A",
  greenTint: "#DCFCE7",
};

/** The mark's art (40×40): a white steering wheel, an amber dot at its top right. */
const WHEEL =
  `<circle cx="20" cy="20" r="11" fill="none" stroke="#fff" stroke-width="3.4"/>` +
  `<path d="M9.6 18.2c3.4 1.3 6.9 1.3 10.4 1.3s7-.0 10.4-1.3M20 23.5V31" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>` +
  `<circle cx="20" cy="20.5" r="3.6" fill="#fff"/>` +
  `<circle cx="31.5" cy="8.5" r="3.2" fill="${C.amber}"/>`;

/**
 * The wheel without its dot, for the page logo. (The same shape as WHEEL's, its path written
 * `s7 0` where WHEEL's says `s7-.0`: two strings, so that icon-page.svg stays as it is.)
 */
const BARE_WHEEL =
  `<circle cx="20" cy="20" r="11" fill="none" stroke="#fff" stroke-width="3.4"/>` +
  `<path d="M9.6 18.2c3.4 1.3 6.9 1.3 10.4 1.3s7 0 10.4-1.3M20 23.5V31" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>` +
  `<circle cx="20" cy="20.5" r="3.6" fill="#fff"/>`;

/** Mark: the wheel on blue. */
export const mark: Mark = (x, y, size = 40) => markBox(x, y, size, WHEEL, { tile: C.primary });

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Gérer mon permis", mark, [
    { x: 52, y: 24, text: "Gérer mon", s: 18, c: INK },
    { x: 52.5, y: 41, text: "PERMIS", s: 11, c: C.primary, ls: 3 },
  ]);

/** The menu of the web app, in its sidebar. */
const MENU: MenuItem[] = [
  { icon: "grid", label: "Tableau de bord" },
  { icon: "calendar", label: "Mes leçons" },
  { icon: "book", label: "Code de la route" },
  { icon: "flag", label: "Examens" },
  { icon: "file", label: "Paiements" },
  { icon: "message", label: "Messages", badge: 2 },
];

/** The mobile app's tabs. */
const TABS: MenuItem[] = [
  { icon: "home", label: "Accueil" },
  { icon: "calendar", label: "Leçons" },
  { icon: "book", label: "Code" },
  { icon: "user", label: "Profil" },
];

/** The desktop's panels: titles at 22 px in, in 17 px bold, over a 13 px subtitle. */
const PANEL = { pad: 22, titleY: 38, s: 17, subY: 60, subS: 13 };

function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, SURFACE);
  o += sidebar({
    mark,
    name: "Gérer mon permis",
    items: MENU,
    accent: C.primary,
    tint: C.tint,
    footer:
      clip(16, 560, 188, 160, 14, rect(16, 560, 188, 160, 0, C.deep) + circle(190, 580, 44, "#fff", 'opacity="0.07"')) +
      t(32, 592, "Forfait 20 h", { s: 14, w: 700, c: "#fff" }) +
      t(32, 614, "14 h effectuées", { s: 12.5, c: "#BFDBFE" }) +
      progress(32, 630, 156, 70, { h: 7, color: C.amber, track: "#3B5BB5" }) +
      rect(32, 656, 156, 40, 9, "#fff") +
      t(110, 681, "Ajouter des heures", { s: 12.5, w: 700, c: C.deep, a: "middle" }),
  });

  // top bar
  const X = 252;
  o += t(X, 58, "Bonjour Inès", { s: 26, w: 700 });
  o += t(X, 84, "Votre examen approche : encore 6 leçons au programme.", { s: 14, c: MUTED });
  o += search(792, 36, 250, "Rechercher une leçon…");
  o += iconButton(1056, 36, "bell", { dot: C.amber });
  o += avatar(1134, 56, 20, { skin: 1, hair: 1, long: true, shirt: C.primary, bg: C.tint2 });

  // stat cards
  const Y = 116;
  // progress
  o += card(X, Y, 290, 150);
  o += ring(X + 72, Y + 75, 44, 68, { color: C.primary, track: C.tint2, sw: 11 });
  o += t(X + 72, Y + 83, "68 %", { s: 22, w: 700, a: "middle" });
  o += t(X + 140, Y + 54, "Progression", { s: 15, w: 700 });
  o += t(X + 140, Y + 76, "globale", { s: 15, w: 700 });
  o += pill(X + 140, Y + 92, "+12 % ce mois", { s: 11.5, fill: C.greenTint, c: C.green, icon: "trend" }).svg;
  // hours
  const X2 = X + 308;
  o += card(X2, Y, 290, 150);
  o += rect(X2 + 22, Y + 22, 44, 44, 12, C.amberTint) + ic("car", X2 + 32, Y + 32, 24, "#B45309", 2);
  o += t(X2 + 80, Y + 40, "Heures de conduite", { s: 13.5, c: MUTED });
  o += t(X2 + 80, Y + 66, "14 h", { s: 24, w: 700 }) + t(X2 + 132, Y + 66, "/ 20 h", { s: 15, c: MUTED });
  o += progress(X2 + 22, Y + 92, 246, 70, { h: 8, color: C.amber, track: "#FDF1D6" });
  o += t(X2 + 22, Y + 128, "Prochaine : demain, 10:00", { s: 13, c: SOFT });
  // exam
  const X3 = X2 + 308;
  o += clip(
    X3,
    Y,
    290,
    150,
    14,
    rect(X3, Y, 290, 150, 0, C.primary) +
      circle(X3 + 262, Y + 20, 70, "#fff", 'opacity="0.08"') +
      circle(X3 + 270, Y + 140, 40, "#fff", 'opacity="0.06"'),
  );
  o += t(X3 + 22, Y + 38, "EXAMEN PRATIQUE", { s: 11.5, w: 700, c: "#BFDBFE", ls: 1.2 });
  o += t(X3 + 22, Y + 70, "Mar. 12 juin", { s: 24, w: 700, c: "#fff" });
  o += t(X3 + 22, Y + 94, "09:30 · Centre d’examen de Cergy", { s: 13, c: "#DBEAFE" });
  o +=
    rect(X3 + 22, Y + 108, 86, 28, 14, "#fff", 'opacity="0.18"') +
    t(X3 + 65, Y + 127, "J – 18", { s: 13, w: 700, c: "#fff", a: "middle" });

  // weekly planning
  const PY = 286;
  const PW = 592;
  o += panel(X, PY, PW, 440, PANEL, "Planning de la semaine", "3 – 8 juin");
  o +=
    rect(X + PW - 118, PY + 22, 96, 34, 9, "#fff", `stroke="${LINE}"`) +
    ic("chevronLeft", X + PW - 110, PY + 30, 18, SOFT, 2) +
    t(X + PW - 70, PY + 44, "Juin", { s: 13, w: 700, a: "middle" }) +
    ic("chevronRight", X + PW - 48, PY + 30, 18, SOFT, 2);
  const days = [
    ["Lun", 3],
    ["Mar", 4],
    ["Mer", 5],
    ["Jeu", 6],
    ["Ven", 7],
    ["Sam", 8],
  ];
  const gx = X + 70;
  const colW = (PW - 70 - 22) / 6;
  days.forEach(([d, n], i) => {
    const cx = gx + i * colW + colW / 2;
    const on = i === 1;
    if (on) o += rect(cx - 26, PY + 78, 52, 50, 12, C.primary);
    o += t(cx, PY + 98, d, { s: 12, c: on ? "#DBEAFE" : MUTED, a: "middle" });
    o += t(cx, PY + 119, String(n), { s: 16, w: 700, c: on ? "#fff" : INK, a: "middle" });
  });
  const hours = ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00"];
  const top = PY + 150;
  const rowH = 54;
  hours.forEach((h, i) => {
    o += t(X + 22, top + i * rowH + 4, h, { s: 11.5, c: "#94A3B8" });
    o += line(gx, top + i * rowH, X + PW - 22, top + i * rowH, "#EEF2F7", 1, 'stroke-dasharray="4 5"');
  });
  /** A lesson in the week: day index, start hour, duration (h), texts, fill, title and subtitle colours. */
  const ev = (
    di: number,
    start: number,
    dur: number,
    title: string,
    sub: string,
    fill: string,
    tc: string,
    sc: string,
  ): string => {
    const ex = gx + di * colW + 4;
    const ey = top + ((start - 8) / 2) * rowH + 2;
    const eh = (dur / 2) * rowH - 4;
    return (
      rect(ex, ey, colW - 8, eh, 8, fill) +
      rect(ex, ey, 3.5, eh, 1.75, tc) +
      t(ex + 10, ey + 19, title, { s: 11.5, w: 700, c: tc, max: colW - 20 }) +
      (eh > 40 ? t(ex + 10, ey + 35, sub, { s: 10.5, c: sc, max: colW - 20 }) : "")
    );
  };
  o += ev(0, 9, 2, "Conduite", "Centre-ville", C.tint2, C.dark, "#3B5BB5");
  o += ev(1, 10, 2, "Conduite", "Avec Karim", C.primary, "#fff", "#DBEAFE");
  o += ev(2, 14, 2, "Code", "Série 12", C.amberTint, "#B45309", "#B45309");
  o += ev(3, 8.5, 2, "Autoroute", "A15 · 2 h", C.tint2, C.dark, "#3B5BB5");
  o += ev(4, 15, 2, "Créneau", "Manœuvres", C.greenTint, C.green, "#15803D");
  o += ev(5, 10, 2, "Examen", "Blanc · 1 h", "#FCE7F3", "#BE185D", "#BE185D");
  // the "now" line
  o +=
    line(gx + colW + 2, top + 2.5 * rowH, gx + colW * 2 - 2, top + 2.5 * rowH, "#EF4444", 2) +
    circle(gx + colW + 2, top + 2.5 * rowH, 4, "#EF4444");

  // skills + instructor
  const SX = X + PW + 18;
  const SW = 1200 - 32 - SX;
  o += panel(SX, PY, SW, 270, PANEL, "Compétences");
  o += t(SX + SW - 22, PY + 38, "Voir tout", { s: 13, w: 700, c: C.primary, a: "end" });
  const skills: [label: string, percent: number, color: string][] = [
    ["Maîtriser le véhicule", 92, C.green],
    ["Appréhender la route", 74, C.primary],
    ["Conditions difficiles", 48, C.amber],
    ["Conduite autonome", 31, "#EC4899"],
  ];
  skills.forEach(([label, v, col], i) => {
    const sy = PY + 76 + i * 47;
    o += t(SX + 22, sy, label, { s: 13.5, c: INK });
    o += t(SX + SW - 22, sy, `${v} %`, { s: 13, w: 700, c: SOFT, a: "end" });
    o += progress(SX + 22, sy + 12, SW - 44, v, { h: 7, color: col, track: "#EEF2F7" });
  });
  const IY = PY + 288;
  o += card(SX, IY, SW, 152);
  o += avatar(SX + 46, IY + 48, 24, { skin: 3, hair: 2, shirt: "#0F172A", bg: C.amberTint });
  o += t(SX + 82, IY + 43, "Karim Benali", { s: 15, w: 700 });
  o += t(SX + 82, IY + 64, "Moniteur · 4,9 ★ (212 avis)", { s: 12.5, c: MUTED });
  o += button(SX + 22, IY + 92, "Envoyer un message", {
    s: 13,
    h: 38,
    fill: C.tint,
    c: C.dark,
    full: SW - 44 - 50,
  }).svg;
  o +=
    rect(SX + SW - 22 - 38, IY + 92, 38, 38, 10, C.primary) + ic("phone", SX + SW - 22 - 29, IY + 101, 20, "#fff", 2);
  return o;
}

function mobile(): string {
  let o = t(24, 98, "Mardi 4 juin", { s: 14, c: MUTED });
  o += t(24, 128, "Bonjour Inès", { s: 27, w: 700 });
  o += avatar(340, 108, 24, { skin: 1, hair: 1, long: true, shirt: C.primary, bg: C.tint2 });
  // next lesson
  o += clip(
    20,
    156,
    350,
    178,
    22,
    rect(20, 156, 350, 178, 0, C.primary) + circle(350, 170, 80, "#fff", 'opacity="0.08"'),
  );
  o += t(42, 192, "PROCHAINE LEÇON", { s: 11.5, w: 700, c: "#BFDBFE", ls: 1.2 });
  o += t(42, 224, "Demain, 10:00 – 12:00", { s: 21, w: 700, c: "#fff" });
  o += ic("pin", 42, 238, 18, "#DBEAFE", 2) + t(66, 252, "Départ : agence Horizon", { s: 14, c: "#DBEAFE" });
  o += line(42, 272, 348, 272, "#fff", 1, 'opacity="0.18"');
  o += avatar(60, 302, 17, { skin: 3, hair: 2, shirt: "#0F172A", bg: C.amberTint });
  o += t(86, 298, "Karim Benali", { s: 14, w: 700, c: "#fff" }) + t(86, 316, "Moniteur", { s: 12, c: "#BFDBFE" });
  o += rect(262, 286, 88, 32, 16, "#fff") + t(306, 307, "Détails", { s: 13, w: 700, c: C.dark, a: "middle" });
  // week strip
  o += t(24, 378, "Cette semaine", { s: 17, w: 700 });
  const d = [
    ["L", 3],
    ["M", 4],
    ["M", 5],
    ["J", 6],
    ["V", 7],
    ["S", 8],
    ["D", 9],
  ];
  d.forEach(([l, n], i) => {
    const x = 24 + i * 49;
    const on = i === 1;
    o += rect(x, 394, 42, 64, 14, on ? INK : "#fff", on ? "" : `stroke="${LINE}"`);
    o += t(x + 21, 417, l, { s: 12, c: on ? "#94A3B8" : MUTED, a: "middle" });
    o += t(x + 21, 441, String(n), { s: 16, w: 700, c: on ? "#fff" : INK, a: "middle" });
    if ([0, 1, 3, 4].includes(i)) o += circle(x + 21, 451, 2.5, on ? C.amber : C.primary);
  });
  // progress cards
  o += card(20, 478, 170, 150, { r: 18 });
  o += ring(62, 528, 24, 68, { color: C.primary, track: C.tint2, sw: 7 });
  o += t(62, 533, "68%", { s: 12, w: 700, a: "middle" });
  o += t(38, 584, "Progression", { s: 13, c: MUTED }) + t(38, 608, "14 h / 20 h", { s: 16, w: 700 });
  o += card(200, 478, 170, 150, { r: 18 });
  o += rect(218, 498, 40, 40, 12, C.amberTint) + ic("book", 227, 507, 22, "#B45309", 2);
  o += t(218, 584, "Code (dernier test)", { s: 13, c: MUTED, max: 140 }) + t(218, 608, "36 / 40", { s: 16, w: 700 });
  o += pill(300, 506, "Réussi", { s: 11, fill: C.greenTint, c: C.green }).svg;
  // exam
  o += card(20, 644, 350, 80, { r: 18 });
  o += rect(36, 660, 48, 48, 14, C.tint) + ic("flag", 48, 672, 24, C.primary, 2);
  o += t(98, 680, "Examen pratique", { s: 15, w: 700 }) + t(98, 702, "Mar. 12 juin · 09:30", { s: 13, c: MUTED });
  o += pill(352, 670, "J – 18", { s: 12, fill: C.primary, c: "#fff", anchor: "end" }).svg;
  return phoneScreen(o, { bg: SURFACE, bar: INK, tabs: { items: TABS, accent: C.primary, y: 746 } });
}

/** The page logo (icon-page.svg): the wheel, its amber dot apart, over PERMIS. */
const iconPage = (): string =>
  pageLogo("Gérer mon permis", C.primary, markBox(14, 4, 36, BARE_WHEEL) + circle(51, 12, 4, C.amber), {
    text: "PERMIS",
    y: 53,
    s: 10,
    ls: 1,
  });

export default {
  slug: "gerer-mon-permis",
  url: "gerermonpermis.fr",
  theme: {
    primary: C.primary,
    primaryDark: C.deep,
    accent: C.amber,
    bg1: "#F5F8FF",
    bg2: "#DCE7FD",
    band: ["#2563EB", "#1E3A8A"],
  },
  desktop,
  mobile,
  icon,
  iconPage,
  chip: {
    icon: "checkCircle",
    title: "Leçon confirmée",
    sub: "Demain, 10:00 avec Karim",
    color: C.green,
    tint: C.greenTint,
    w: 290,
  },
  bannerChip: {
    x: 40,
    y: 530,
    icon: "flag",
    title: "Examen dans 18 jours",
    sub: "Mar. 12 juin · 09:30",
    color: C.primary,
    tint: C.tint,
    w: 280,
  },
} satisfies ProjectArt;
