// Gérer mes véhicules — fleet manager (vehicles table, maintenance alerts, fuel chart).

import { card, circle, clip, ic, line, measure, rect, t, type IconName } from "../lib/svg";
import { avatar, barChart, button, iconTile, pill, progress, ring } from "../lib/widgets";
import { cardLogo, type Mark, markBox } from "../lib/logo";
import { INK, LINE, type MenuItem, MUTED, panel, search, sidebar, SOFT, SURFACE } from "../lib/ui";
import { phoneScreen, type ProjectArt } from "../lib/devices";
import { carSide } from "../lib/art";

const C = {
  primary: "#EA580C",
  dark: "#C2410C",
  tint: "#FFF7ED",
  tint2: "#FFEDD5",
  side: "#111827",
  sideText: "#9CA3AF",
  red: "#DC2626",
  redTint: "#FEE2E2",
  green: "#16A34A",
  greenTint: "#DCFCE7",
  blue: "#2563EB",
  blueTint: "#DBEAFE",
  amber: "#D97706",
  amberTint: "#FEF3C7",
};

/** Each vehicle status: its label, pill colour and text colour. */
const status: Record<"dispo" | "mission" | "atelier", [label: string, bg: string, color: string]> = {
  dispo: ["Disponible", C.greenTint, C.green],
  mission: ["En mission", C.blueTint, C.blue],
  atelier: ["À l’atelier", C.amberTint, C.amber],
};

/** The mark's art (40×40): a white gauge arc with a needle. */
const GAUGE =
  `<path d="M9.5 26.5a10.5 10.5 0 1 1 21 0" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/>` +
  `<path d="M20 26.5 26 18" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>` +
  `<circle cx="20" cy="26.5" r="3" fill="#fff"/>` +
  `<path d="M9 32.5h22" stroke="#fff" stroke-width="2.4" stroke-linecap="round" opacity="0.55"/>`;

/** Mark: the gauge on orange. */
export const mark: Mark = (x, y, size = 40) => markBox(x, y, size, GAUGE, { tile: C.primary });

/** The menu of the fleet manager, in its sidebar. */
const MENU: MenuItem[] = [
  { icon: "grid", label: "Vue d’ensemble" },
  { icon: "car", label: "Véhicules" },
  { icon: "users", label: "Conducteurs" },
  { icon: "wrench", label: "Entretien", badge: 3 },
  { icon: "fuel", label: "Carburant" },
  { icon: "file", label: "Documents" },
  { icon: "chart", label: "Rapports" },
];

/** The mobile app's tabs. */
const TABS: MenuItem[] = [
  { icon: "car", label: "Flotte" },
  { icon: "pin", label: "Carte" },
  { icon: "bell", label: "Alertes" },
  { icon: "user", label: "Profil" },
];

/** The card logo (icon.svg): the mark and the wordmark. */
const icon = (): string =>
  cardLogo("Gérer mes véhicules", mark, [
    { x: 52, y: 24, text: "Gérer mes", s: 17, c: INK },
    { x: 52.5, y: 41, text: "VÉHICULES", s: 10.5, c: C.primary, ls: 1.6 },
  ]);

/** The desktop's panels: titles at 20 px in, in 16 px bold, over a 12.5 px subtitle. */
const PANEL = { pad: 20, titleY: 34, s: 16, subY: 55, subS: 12.5 };

function desktop(): string {
  let o = rect(0, 0, 1200, 860, 0, SURFACE);
  o += sidebar({
    w: 232,
    bg: C.side,
    border: C.side,
    mark,
    name: "",
    items: MENU,
    accent: C.primary,
    tint: "#1F2937",
    text: C.sideText,
    activeText: "#fff",
    footer:
      t(72, 42, "Gérer mes", { s: 14, w: 700, c: "#fff" }) +
      t(72, 60, "véhicules", { s: 14, w: 700, c: C.primary }) +
      line(20, 660, 212, 660, "#1F2937") +
      avatar(44, 700, 20, { skin: 0, hair: 3, long: true, shirt: "#374151", bg: "#FED7AA" }) +
      t(74, 696, "Claire Dubois", { s: 13.5, w: 700, c: "#fff" }) +
      t(74, 714, "Responsable flotte", { s: 12, c: C.sideText }),
  });
  const X = 260;
  const R = 1172;
  o += t(X, 56, "Vue d’ensemble", { s: 26, w: 700 });
  o += t(X, 81, "Transports Lemaire · 24 véhicules", { s: 14, c: MUTED });
  o +=
    rect(R - 370, 34, 150, 40, 10, "#fff", `stroke="${LINE}"`) +
    ic("calendar", R - 358, 44, 20, SOFT, 1.9) +
    t(R - 330, 59, "1 – 30 juin", { s: 13.5, w: 700, c: INK });
  o += button(R - 206, 34, "Ajouter un véhicule", { s: 13.5, h: 40, fill: C.primary, icon: "plus", px: 16 }).svg;

  // KPIs
  const kpis: [
    icon: IconName,
    label: string,
    value: string,
    unit: string,
    bg: string,
    color: string,
    delta: [text: string, color: string, bg: string] | null,
  ][] = [
    ["car", "Véhicules actifs", "21", "/ 24", C.tint, C.primary, null],
    ["wrench", "En entretien", "3", "véhicules", C.amberTint, C.amber, null],
    ["route", "Kilomètres", "48 260", "km", C.blueTint, C.blue, ["+8 %", C.green, C.greenTint]],
    ["fuel", "Carburant", "6 840 €", "", C.greenTint, C.green, ["−4 %", C.green, C.greenTint]],
  ];
  const kw = (R - X - 3 * 16) / 4;
  kpis.forEach(([icn, label, val, unit, bg, col, delta], i) => {
    const kx = X + i * (kw + 16);
    o += card(kx, 104, kw, 96);
    o += iconTile(icn, kx + 18, 122, 40, { bg, c: col, k: 0.55 });
    o += t(kx + 70, 138, label, { s: 13, c: MUTED });
    o += t(kx + 70, 168, val, { s: 22, w: 700 });
    if (unit) o += t(kx + 76 + measure(val, 22, 700), 168, unit, { s: 13, c: MUTED });
    if (delta) o += pill(kx + kw - 14, 118, delta[0], { s: 11, fill: delta[2], c: delta[1], anchor: "end" }).svg;
  });

  // fuel chart
  const FY = 216;
  const FW = 548;
  o += panel(X, FY, FW, 236, PANEL, "Consommation de carburant", "Litres par mois · moyenne 7,2 L/100 km");
  o +=
    rect(X + FW - 118, FY + 18, 98, 30, 8, SURFACE, `stroke="${LINE}"`) +
    t(X + FW - 69, FY + 38, "6 mois", { s: 12.5, w: 700, a: "middle" });
  const vals = [2380, 2210, 2460, 2290, 2540, 2120];
  const months = ["Janv.", "Févr.", "Mars", "Avr.", "Mai", "Juin"];
  for (let i = 0; i < 4; i++) {
    const gy = FY + 78 + i * 36;
    o += line(X + 58, gy, X + FW - 20, gy, "#EEF2F7", 1, 'stroke-dasharray="4 5"');
    o += t(X + 48, gy + 4, ["3 000", "2 000", "1 000", "0"][i], { s: 10.5, c: "#94A3B8", a: "end" });
  }
  const slot = (FW - 94) / 6;
  o += barChart(X + 66, FY + 78, FW - 94, 108, vals, {
    color: C.primary,
    soft: C.tint2,
    highlight: 5,
    labels: months,
    ls: 11,
    gap: 0.5,
    r: 6,
    max: 3000,
  });
  const tx = X + 66 + slot * 5.5;
  const ty = FY + 78 + 108 * (1 - 2120 / 3000);
  o +=
    rect(tx - 40, ty - 38, 80, 26, 8, INK) +
    `<path d="M${tx - 6} ${ty - 12.5} L${tx} ${ty - 6} L${tx + 6} ${ty - 12.5} Z" fill="${INK}"/>` +
    t(tx, ty - 20.5, "2 120 L", { s: 12, w: 700, c: "#fff", a: "middle" });

  // alerts
  const AX = X + FW + 16;
  const AW = R - AX;
  o += panel(AX, FY, AW, 236, PANEL, "Alertes d’entretien");
  o += pill(AX + AW - 20, FY + 18, "3 urgentes", { s: 11.5, fill: C.redTint, c: C.red, anchor: "end" }).svg;
  const alerts: [icon: IconName, color: string, bg: string, title: string, sub: string, when: string][] = [
    ["alert", C.red, C.redTint, "Contrôle technique", "Renault Master · FT-219-AB", "12 j"],
    ["droplet", C.primary, C.tint, "Vidange", "Peugeot 308 · GH-482-KL", "450 km"],
    ["sun", C.amber, C.amberTint, "Pneus été", "Citroën Berlingo · EK-731-PM", "À planifier"],
  ];
  alerts.forEach(([icn, col, bg, title, sub, when], i) => {
    const ay = FY + 56 + i * 58;
    o += iconTile(icn, AX + 20, ay + 6, 38, { bg, c: col, k: 0.52 });
    o += t(AX + 72, ay + 22, title, { s: 13.5, w: 700 });
    o += t(AX + 72, ay + 41, sub, { s: 12, c: MUTED, max: AW - 170 });
    o += t(AX + AW - 20, ay + 31, when, { s: 12.5, w: 700, c: col, a: "end" });
    if (i < 2) o += line(AX + 72, ay + 55, AX + AW - 20, ay + 55, "#F1F5F9");
  });

  // vehicles table
  const TY = 468;
  o += panel(X, TY, R - X, 268, PANEL, "Véhicules");
  o += search(R - 270, TY + 14, 250, "Immatriculation, modèle…", { h: 36 });
  o += rect(X + 1, TY + 52, R - X - 2, 34, 0, SURFACE);
  const cols = [X + 20, X + 262, X + 462, X + 612, X + 772];
  ["VÉHICULE", "CONDUCTEUR", "KILOMÉTRAGE", "CARBURANT", "STATUT"].forEach(
    (h, i) => (o += t(cols[i], TY + 74, h, { s: 11, w: 700, c: "#94A3B8", ls: 0.6 })),
  );
  const rows: [
    model: string,
    plate: string,
    driver: string,
    skin: number,
    hair: number,
    km: string,
    fuel: number,
    status: keyof typeof status,
  ][] = [
    ["Peugeot 308", "GH-482-KL", "Julien Martin", 0, 2, "68 412 km", 62, "mission"],
    ["Renault Master", "FT-219-AB", "Samir Haddad", 3, 0, "142 905 km", 28, "atelier"],
    ["Toyota Yaris", "DL-058-RS", "Emma Leroy", 4, 5, "23 118 km", 85, "dispo"],
    ["Citroën Berlingo", "EK-731-PM", "Thomas Petit", 2, 1, "91 270 km", 47, "mission"],
  ];
  rows.forEach(([model, plate, driver, sk, hr, km, fuel, st], i) => {
    const ry = TY + 86 + i * 45;
    if (i) o += line(X + 20, ry, R - 20, ry, "#F1F5F9");
    o +=
      rect(cols[0], ry + 8, 44, 30, 8, C.tint) +
      carSide(cols[0] + 4, ry + 14, 36, {
        body: "#FDBA74",
        shade: C.primary,
        glass: "#7C2D12",
        rim: "#FFEDD5",
        ground: false,
      });
    o += t(cols[0] + 56, ry + 21, model, { s: 13.5, w: 700 });
    o += t(cols[0] + 56, ry + 38, plate, { s: 11.5, c: MUTED, ls: 0.4 });
    o += avatar(cols[1] + 14, ry + 23, 14, {
      skin: sk,
      hair: hr,
      long: i === 2,
      shirt: ["#334155", "#0F766E", "#BE185D", "#1D4ED8"][i],
      bg: "#F1F5F9",
    });
    o += t(cols[1] + 36, ry + 28, driver, { s: 13.5 });
    o += t(cols[2], ry + 28, km, { s: 13.5 });
    o +=
      progress(cols[3], ry + 19, 100, fuel, {
        h: 7,
        color: fuel < 35 ? C.red : fuel < 55 ? C.amber : C.green,
        track: "#EEF2F7",
      }) + t(cols[3] + 110, ry + 28, `${fuel} %`, { s: 12.5, c: SOFT });
    const [label, bg, col] = status[st];
    o += pill(cols[4], ry + 11, label, { s: 11.5, fill: bg, c: col }).svg;
    o += ic("dots", R - 48, ry + 12, 22, "#94A3B8", 2.6);
  });
  return o;
}

function mobile(): string {
  let o = rect(20, 62, 40, 40, 12, "#fff", `stroke="${LINE}"`) + ic("chevronLeft", 30, 72, 20, INK, 2.2);
  o += t(195, 88, "Peugeot 308", { s: 17, w: 700, a: "middle" });
  o += rect(330, 62, 40, 40, 12, "#fff", `stroke="${LINE}"`) + ic("dots", 340, 72, 20, INK, 2.6);
  // hero card with the car
  o += clip(
    20,
    118,
    350,
    212,
    24,
    rect(20, 118, 350, 212, 0, C.side) +
      circle(340, 128, 96, C.primary, 'opacity="0.22"') +
      circle(60, 330, 70, "#fff", 'opacity="0.04"'),
  );
  o += rect(38, 138, 104, 28, 8, "#fff") + t(90, 157, "GH-482-KL", { s: 13, w: 700, c: INK, a: "middle", ls: 0.6 });
  o += pill(352, 138, "En mission", { s: 11.5, fill: "#1E3A8A", c: "#BFDBFE", anchor: "end" }).svg;
  o += carSide(48, 188, 294, { body: "#F8FAFC", shade: "#CBD5E1", glass: "#1F2937", rim: "#E5E7EB", tyre: "#030712" });
  o += t(38, 314, "Julien Martin · Livraisons Ouest", { s: 12.5, c: "#9CA3AF" });
  // gauges
  o += card(20, 346, 170, 132, { r: 20 });
  o += ring(62, 396, 24, 62, { color: C.green, track: C.greenTint, sw: 7 }) + ic("fuel", 52, 386, 20, C.green, 2);
  o += t(38, 446, "Carburant", { s: 12.5, c: MUTED }) + t(38, 466, "62 % · 540 km", { s: 15, w: 700 });
  o += card(200, 346, 170, 132, { r: 20 });
  o += iconTile("gauge", 218, 370, 48, { bg: C.tint, c: C.primary, k: 0.5 });
  o += t(218, 446, "Kilométrage", { s: 12.5, c: MUTED }) + t(218, 466, "68 412 km", { s: 15, w: 700 });
  // alert
  o += rect(20, 494, 350, 118, 20, C.tint, `stroke="${C.tint2}"`);
  o += iconTile("droplet", 38, 512, 42, { bg: "#fff", c: C.primary, k: 0.52 });
  o += t(94, 530, "Vidange à prévoir", { s: 15, w: 700 }) + t(94, 550, "Dans 450 km ou 9 jours", { s: 12.5, c: SOFT });
  o += button(38, 566, "Planifier l’entretien", { s: 13.5, h: 34, fill: C.primary, full: 314, r: 10 }).svg;
  // info list
  o += card(20, 628, 350, 118, { r: 20 });
  (
    [
      ["shield", "Contrôle technique", "14 sept."],
      ["file", "Assurance", "À jour"],
    ] as const
  ).forEach(([icn, l, v], i) => {
    const y = 646 + i * 52;
    o +=
      ic(icn, 38, y + 4, 22, SOFT, 1.9) +
      t(72, y + 20, l, { s: 14, c: INK }) +
      t(352, y + 20, v, { s: 14, w: 700, c: i ? C.green : INK, a: "end" });
    if (!i) o += line(38, y + 40, 352, y + 40, "#F1F5F9");
  });
  return phoneScreen(o, { bg: SURFACE, bar: INK, tabs: { items: TABS, accent: C.primary, y: 760 } });
}

export default {
  slug: "gerer-mes-vehicules",
  url: "gerermesvehicules.fr",
  theme: {
    primary: C.primary,
    primaryDark: "#9A3412",
    accent: "#F59E0B",
    bg1: "#FFFAF5",
    bg2: "#FDE3CC",
    band: ["#F97316", "#9A3412"],
  },
  desktop,
  mobile,
  icon,
  chip: {
    icon: "alert",
    title: "Contrôle technique",
    sub: "Renault Master · dans 12 j",
    color: C.red,
    tint: C.redTint,
    w: 290,
  },
  bannerChip: {
    x: 40,
    y: 560,
    icon: "trend",
    title: "−4 % de carburant",
    sub: "par rapport à mai",
    color: C.green,
    tint: C.greenTint,
    w: 270,
  },
} satisfies ProjectArt;
