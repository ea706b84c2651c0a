// Client logos: simple marks and wordmarks, all in one muted tone (#64748B),
// viewBox 0 0 180 48. The site shows them uniformly and colours them on hover.

import { measure } from "./lib/svg";
import { logoText, logoDoc } from "./lib/logo";

const G = "#64748B";
const W = 180;
const H = 48;

/** A line of a client's wordmark: its text, size and letter spacing, where it stands after the mark's x. */
interface Line {
  text: string;
  s: number;
  ls?: number;
  dx: number;
  y: number;
}

/**
 * A client's logo: its mark (`markW` wide, drawn by `mark` at the x it is given) and its wordmark,
 * the whole centred on the width, named `name`.
 */
function logo(name: string, markW: number, mark: (x: number) => string, lines: Line[]): string {
  const tw = Math.max(...lines.map((l) => measure(l.text, l.s, 700, l.ls)));
  const x = (W - (markW + tw)) / 2;
  const text = lines.map((l) => logoText(x + l.dx, l.y, l.text, { s: l.s, c: G, ls: l.ls }));
  return logoDoc(W, H, mark(x) + text.join(""), name);
}

function autoEcoleHorizon(): string {
  const mark = (x: number): string =>
    `<g transform="translate(${x} 6)">` +
    `<path d="M7 26a13 13 0 0 1 26 0z" fill="${G}"/>` +
    `<path d="M2 30h36M8 35h24M14 40h12" stroke="${G}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M20 6v3.5M8.7 10.7l2.4 2.4M31.3 10.7l-2.4 2.4" stroke="${G}" stroke-width="2.6" stroke-linecap="round"/>` +
    `</g>`;
  return logo("Auto-école Horizon", 40, mark, [
    { text: "HORIZON", s: 18, ls: 2, dx: 48, y: 25 },
    { text: "AUTO-ÉCOLE", s: 8.5, ls: 2.8, dx: 48.5, y: 38 },
  ]);
}

function flotteo(): string {
  const mark = (x: number): string =>
    `<g transform="translate(${x} 10)" stroke="${G}" stroke-width="5" stroke-linecap="round">` +
    `<path d="M12 4.5h17M6 14h23M14 23.5h15"/>` +
    `</g>`;
  return logo("Flotteo", 36, mark, [{ text: "flotteo", s: 26, dx: 38, y: 33 }]);
}

function marrakechBusinessClass(): string {
  const mark = (x: number): string =>
    `<g transform="translate(${x - 2} 4)">` +
    `<path d="M9 35V18.5C9 11.8 13.8 7 20 4.6c6.2 2.4 11 7.2 11 13.9V35" fill="none" stroke="${G}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M5.5 36h29" stroke="${G}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="m20 14.5 1.8 3.7 4 .6-2.9 2.8.7 4L20 23.7l-3.6 1.9.7-4-2.9-2.8 4-.6z" fill="${G}"/>` +
    `</g>`;
  return logo("Marrakech Business Class", 38, mark, [
    { text: "MARRAKECH", s: 14, ls: 1.4, dx: 40, y: 24 },
    { text: "BUSINESS CLASS", s: 9, ls: 1.8, dx: 40.5, y: 37.5 },
  ]);
}

function eleganceKitchen(): string {
  const mark = (x: number): string =>
    `<g transform="translate(${x} 9)" fill="${G}">` +
    `<rect x="0" y="0" width="6" height="30" rx="1.5"/><rect x="0" y="0" width="22" height="6.5" rx="1.5"/><rect x="0" y="11.75" width="17" height="6.5" rx="1.5"/><rect x="0" y="23.5" width="22" height="6.5" rx="1.5"/>` +
    `<rect x="25" y="8" width="3" height="14" rx="1.5"/>` +
    `</g>`;
  return logo("Elegance Kitchen", 34, mark, [
    { text: "elegance", s: 22, dx: 36, y: 27 },
    { text: "KITCHEN · MARRAKECH", s: 7.5, ls: 1.3, dx: 36.5, y: 39 },
  ]);
}

function doubleSolution(): string {
  const drop = (dx: number, dy: number, r: number, attrs: string): string =>
    `<path d="M${dx} ${dy - r * 1.45} C${dx + r * 0.5} ${dy - r * 0.8} ${dx + r} ${dy - r * 0.35} ${dx + r} ${dy + r * 0.15} A${r} ${r} 0 0 1 ${dx - r} ${dy + r * 0.15} C${dx - r} ${dy - r * 0.35} ${dx - r * 0.5} ${dy - r * 0.8} ${dx} ${dy - r * 1.45} Z" ${attrs}/>`;
  const mark = (x: number): string =>
    drop(x + 11, 25, 9, `fill="none" stroke="${G}" stroke-width="2.6"`) + drop(x + 21, 28, 9, `fill="${G}"`);
  return logo("Double Solution", 38, mark, [{ text: "Double Solution", s: 16, dx: 38, y: 29.5 }]);
}

function riadDarLina(): string {
  const mark = (x: number): string => {
    const pts: string[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8 - Math.PI / 2;
      const r = i % 2 ? 9.5 : 16;
      pts.push(`${(x + 16 + Math.cos(a) * r).toFixed(2)} ${(24 + Math.sin(a) * r).toFixed(2)}`);
    }
    // the star with a round hole in the middle (even-odd)
    const hole = `M${x + 16 + 4.2} 24a4.2 4.2 0 1 0 -8.4 0a4.2 4.2 0 1 0 8.4 0z`;
    return `<path d="M${pts.join(" L")} Z ${hole}" fill="${G}" fill-rule="evenodd"/>`;
  };
  return logo("Riad Dar Lina", 40, mark, [
    { text: "RIAD · MÉDINA", s: 8, ls: 2.4, dx: 40, y: 16.5 },
    { text: "Dar Lina", s: 22, dx: 40, y: 36 },
  ]);
}

function kidsCare(): string {
  // heart with the face cut out through a mask, so the logo stays one tone
  const mark = (x: number): string =>
    `<mask id="kc-face" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="40"><rect width="40" height="40" fill="#fff"/>` +
    `<path d="M12.5 23.5h.01M23.5 23.5h.01" stroke="#000" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M13.5 27.5a6 6 0 0 0 9 0" fill="none" stroke="#000" stroke-width="2.4" stroke-linecap="round"/></mask>` +
    `<path transform="translate(${x} 4)" mask="url(#kc-face)" d="M18 37s-15-8.6-15-19.2A8 8 0 0 1 18 13a8 8 0 0 1 15 4.8C33 28.4 18 37 18 37z" fill="${G}"/>`;
  return logo("Kids Care", 40, mark, [{ text: "kids care", s: 23, dx: 42, y: 31 }]);
}

function capHorizonImmobilier(): string {
  const mark = (x: number): string =>
    `<g transform="translate(${x} 6)" fill="none" stroke="${G}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="M3 17 17 5l14 12"/><path d="M7 14.5V33h20V14.5"/>` +
    `<path d="M13 33v-8h8v8" />` +
    `<path d="M25 3v7" />` +
    `</g>`;
  return logo("Cap Horizon Immobilier", 40, mark, [
    { text: "CAP HORIZON", s: 15, ls: 1.2, dx: 44, y: 24.5 },
    { text: "IMMOBILIER", s: 8.5, ls: 3.6, dx: 44.5, y: 37.5 },
  ]);
}

function sesameSante(): string {
  // rounded cross with a keyhole cut out (even-odd)
  const mark = (ox: number): string => {
    const oy = 7;
    const cross = `M${ox + 11} ${oy} h12 a2.5 2.5 0 0 1 2.5 2.5 V${oy + 8.5} H${ox + 34} a2.5 2.5 0 0 1 2.5 2.5 v12 a2.5 2.5 0 0 1 -2.5 2.5 H${ox + 25.5} V${oy + 31.5} a2.5 2.5 0 0 1 -2.5 2.5 h-12 a2.5 2.5 0 0 1 -2.5 -2.5 V${oy + 25.5} H${ox} a2.5 2.5 0 0 1 -2.5 -2.5 v-12 a2.5 2.5 0 0 1 2.5 -2.5 H${ox + 8.5} V${oy + 2.5} a2.5 2.5 0 0 1 2.5 -2.5 z`;
    const key = `M${ox + 17} ${oy + 10} a4 4 0 0 1 2.2 7.3 l1.6 6.7 h-7.6 l1.6 -6.7 a4 4 0 0 1 2.2 -7.3 z`;
    return `<path d="${cross} ${key}" fill="${G}" fill-rule="evenodd" transform="translate(2 0)"/>`;
  };
  return logo("Sésame Santé", 38, mark, [{ text: "Sésame Santé", s: 17, dx: 45, y: 30.5 }]);
}

function nordlysConseil(): string {
  const mark = (x: number): string =>
    `<g transform="translate(${x} 6)" fill="none" stroke="${G}" stroke-linecap="round">` +
    `<path d="M2 30c6-10 12-10 18-4s12 6 16-6" stroke-width="3"/>` +
    `<path d="M2 21c6-10 12-10 18-4s12 6 16-6" stroke-width="3" opacity="0.7"/>` +
    `<path d="M2 12c6-10 12-10 18-4s12 6 16-6" stroke-width="3" opacity="0.45"/>` +
    `</g>`;
  return logo("Nordlys Conseil", 40, mark, [
    { text: "NORDLYS", s: 18, ls: 2.6, dx: 46, y: 25 },
    { text: "CONSEIL", s: 8.5, ls: 4.6, dx: 46.5, y: 38 },
  ]);
}

/** Each client logo, by the name of its file in content/clients/. */
export const clients: Record<string, string> = {
  "auto-ecole-horizon": autoEcoleHorizon(),
  flotteo: flotteo(),
  "marrakech-business-class": marrakechBusinessClass(),
  "elegance-kitchen": eleganceKitchen(),
  "double-solution": doubleSolution(),
  "riad-dar-lina": riadDarLina(),
  "kids-care": kidsCare(),
  "cap-horizon-immobilier": capHorizonImmobilier(),
  "sesame-sante": sesameSante(),
  "nordlys-conseil": nordlysConseil(),
};
