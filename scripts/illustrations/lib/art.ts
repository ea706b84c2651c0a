// Small illustrations drawn with plain shapes: cars, kitchens, riad rooms, plants.

import { rect, circle, clipStart, n, twoTone, DOWN } from "./svg";

/** A car's colours (body gradient, windows, rims, tyres, lights, belt line), its ground shadow, its sporty roof. */
export interface CarColours {
  body?: string;
  shade?: string;
  glass?: string;
  rim?: string;
  tyre?: string;
  light?: string;
  tail?: string;
  line?: string;
  ground?: boolean;
  sporty?: boolean;
}

/**
 * Side view of a saloon car facing right, in a 400×130 box scaled to width w.
 * Options: body colour, window colour, rim colour, highlight colour.
 */
export function carSide(x: number, y: number, w: number, colours: CarColours = {}): string {
  const { body = "#F8FAFC", shade = "#CBD5E1", glass = "#1E293B", rim = "#CBD5E1", tyre = "#111827" } = colours;
  const { light = "#FDE68A", tail = "#EF4444", line: beltline = "#94A3B8", ground = true, sporty = false } = colours;
  const k = w / 400;
  const gid = twoTone(body, shade, DOWN);
  const roof = sporty
    ? "M22 74 Q24 64 40 62 L118 56 Q140 34 168 26 Q186 21 214 21 L262 22 Q286 24 304 36 L336 56 L380 62 Q396 65 398 80 L400 96 Q400 106 392 108 L16 108 Q8 106 8 98 L10 84 Q12 76 22 74 Z"
    : "M20 74 Q22 64 36 62 L112 56 L146 30 Q156 22 172 21 L262 21 Q280 22 292 31 L328 56 L378 62 Q396 65 398 80 L400 96 Q400 106 392 108 L16 108 Q8 106 8 98 L10 84 Q12 76 20 74 Z";
  let g = `<defs>${gid.def}</defs><g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})">`;
  if (ground) g += `<ellipse cx="204" cy="114" rx="196" ry="9" fill="#0F1729" opacity="0.18"/>`;
  g += `<path d="${roof}" fill="${gid.url}"/>`;
  // windows
  g += sporty
    ? `<path d="M132 56 Q150 38 172 31 Q186 27 212 27 L214 56 Z" fill="${glass}"/><path d="M222 27 L260 27.5 Q280 29 296 39 L318 56 L222 56 Z" fill="${glass}"/>`
    : `<path d="M128 56 L152 35 Q160 28 172 27.5 L216 27.5 L216 56 Z" fill="${glass}"/><path d="M224 27.5 L260 27.5 Q276 28 286 35 L312 56 L224 56 Z" fill="${glass}"/>`;
  g += `<path d="M150 36 L170 30 L172 40 Z" fill="#fff" opacity="0.12"/>`;
  // belt line, door cut, handles
  g += `<path d="M24 72 Q200 64 390 70" fill="none" stroke="${beltline}" stroke-width="1.6" opacity="0.7"/>`;
  g += `<path d="M220 58 V104 M122 60 Q118 84 124 104 M316 60 Q322 84 318 104" fill="none" stroke="${beltline}" stroke-width="1.2" opacity="0.55"/>`;
  g += rect(190, 66, 14, 3, 1.5, beltline) + rect(288, 66, 14, 3, 1.5, beltline);
  // lights
  g += `<path d="M384 68 Q396 70 397 80 L386 80 Q382 74 384 68 Z" fill="${light}"/>`;
  g += `<path d="M12 78 Q14 70 22 70 L24 82 L12 84 Z" fill="${tail}"/>`;
  // wheels
  for (const cx of [96, 318]) {
    g += `<circle cx="${cx}" cy="104" r="31" fill="${glass}" opacity="0.9"/>`;
    g += `<circle cx="${cx}" cy="106" r="25" fill="${tyre}"/>`;
    g += `<circle cx="${cx}" cy="106" r="15" fill="${rim}"/>`;
    for (let a = 0; a < 5; a++) {
      const ang = (a * 72 * Math.PI) / 180;
      g += `<line x1="${cx}" y1="106" x2="${n(cx + Math.cos(ang) * 13)}" y2="${n(106 + Math.sin(ang) * 13)}" stroke="${tyre}" stroke-width="2.4" opacity="0.55"/>`;
    }
    g += `<circle cx="${cx}" cy="106" r="4" fill="${tyre}" opacity="0.7"/>`;
  }
  return g + "</g>";
}

/** The colours of a kitchen vignette (see kitchen()). */
export interface KitchenColours {
  wall?: string;
  cab?: string;
  top?: string;
  floor?: string;
  accent?: string;
  handle?: string;
  plant?: string;
  splash?: string;
}

/** The corner radius of a vignette (kitchen, riad room, courtyard). */
export interface VignetteLayout {
  r?: number;
}

/** The outline of an arch (a half-round top on straight sides) filling the box (x, y, w, h); closed unless told. */
export const archPath = (x: number, y: number, w: number, h: number, closed = true): string =>
  `M${n(x)} ${n(y + h)} V${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)} V${n(y + h)}${closed ? " Z" : ""}`;

/** A vignette drawn in the box (x, y, w, h) and clipped to it, from its colours and its layout. */
type Vignette<Colours, Layout extends VignetteLayout = VignetteLayout> = (
  x: number,
  y: number,
  w: number,
  h: number,
  colours?: Colours,
  layout?: Layout,
) => string;

/** What a kitchen vignette has: an island, upper cabinets or else a shelf; its corner radius. */
export interface KitchenLayout extends VignetteLayout {
  island?: boolean;
  uppers?: boolean;
  shelf?: boolean;
}

/**
 * A kitchen vignette in a (w × h) box: wall, upper cabinets, worktop, base units,
 * an island and pendant lights. `v` picks colours: { wall, cab, top, floor, accent, handle }.
 */
export const kitchen: Vignette<KitchenColours, KitchenLayout> = (x, y, w, h, v = {}, layout = {}) => {
  const { wall = "#EFE9E1", cab = "#2F3A33", top = "#E7E2DA", floor = "#CDB79E", splash = wall } = v;
  const { accent = "#B08D57", handle = "#B08D57", plant = "#4D7C0F" } = v;
  const { island = true, uppers = true, shelf = false, r = 0 } = layout;
  let g = clipStart(x, y, w, h, r, "kc");
  const fy = y + h * 0.72; // floor line
  g += rect(x, y, w, h, 0, wall);
  g += rect(x, fy, w, h - (fy - y), 0, floor);
  // floor planks
  for (let i = 1; i < 6; i++)
    g += `<line x1="${n(x + (w * i) / 6 - 20)}" y1="${n(fy)}" x2="${n(x + (w * i) / 6 - 60)}" y2="${n(y + h)}" stroke="#000" stroke-opacity="0.05" stroke-width="1.5"/>`;
  // window / light
  g += rect(x + w * 0.06, y + h * 0.1, w * 0.2, h * 0.28, 3, "#fff", 'opacity="0.55"');
  g += `<line x1="${n(x + w * 0.16)}" y1="${n(y + h * 0.1)}" x2="${n(x + w * 0.16)}" y2="${n(y + h * 0.38)}" stroke="${wall}" stroke-width="2.5"/>`;
  // upper cabinets
  const ux = x + w * 0.32;
  const uw = w * 0.62;
  if (uppers) {
    g += rect(ux, y + h * 0.08, uw, h * 0.22, 2, cab);
    const doors = 4;
    for (let i = 1; i < doors; i++)
      g += `<line x1="${n(ux + (uw * i) / doors)}" y1="${n(y + h * 0.08)}" x2="${n(ux + (uw * i) / doors)}" y2="${n(y + h * 0.3)}" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/>`;
    for (let i = 0; i < doors; i++)
      g += rect(ux + (uw * i) / doors + (uw / doors) * 0.42, y + h * 0.27, (uw / doors) * 0.16, 2.2, 1, handle);
  } else if (shelf) {
    g += rect(ux, y + h * 0.22, uw, 4, 1, accent);
    g +=
      rect(ux + uw * 0.1, y + h * 0.15, 14, h * 0.07, 2, "#fff", 'opacity="0.8"') +
      rect(ux + uw * 0.2, y + h * 0.17, 10, h * 0.05, 2, accent) +
      circle(ux + uw * 0.75, y + h * 0.18, h * 0.04, plant);
  }
  // splashback
  g += rect(ux, y + h * 0.34, uw, h * 0.12, 0, splash, 'opacity="0.9"');
  // hood
  g += `<path d="M${n(ux + uw * 0.5 - 18)} ${n(y + h * (uppers ? 0.3 : 0.26))} h36 l8 ${n(h * 0.05)} h-52 z" fill="#9CA3AF"/>`;
  // base units + worktop
  const by = y + h * 0.46;
  g += rect(ux - 4, by, uw + 8, h * 0.035, 1.5, top);
  g += rect(ux, by + h * 0.035, uw, fy - by - h * 0.035, 0, cab);
  for (let i = 1; i < 5; i++)
    g += `<line x1="${n(ux + (uw * i) / 5)}" y1="${n(by + h * 0.035)}" x2="${n(ux + (uw * i) / 5)}" y2="${n(fy)}" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/>`;
  for (let i = 0; i < 5; i++)
    g += rect(ux + (uw * i) / 5 + (uw / 5) * 0.3, by + h * 0.07, (uw / 5) * 0.4, 2.2, 1, handle);
  // tap + plant on worktop
  g += `<path d="M${n(ux + uw * 0.25)} ${n(by)} v-${n(h * 0.06)} h10" fill="none" stroke="#9CA3AF" stroke-width="2.5" stroke-linecap="round"/>`;
  g +=
    rect(ux + uw * 0.82, by - h * 0.05, 10, h * 0.05, 2, "#fff") +
    circle(ux + uw * 0.82 + 5, by - h * 0.07, h * 0.035, plant);
  // island
  if (island) {
    const iy = y + h * 0.6;
    const iw = w * 0.5;
    const ix = x + w * 0.12;
    g += rect(ix - 6, iy, iw + 12, h * 0.04, 2, top);
    g += rect(ix, iy + h * 0.04, iw, y + h * 0.93 - iy - h * 0.04, 0, cab, 'opacity="0.92"');
    g += `<line x1="${n(ix + iw / 2)}" y1="${n(iy + h * 0.04)}" x2="${n(ix + iw / 2)}" y2="${n(y + h * 0.93)}" stroke="#000" stroke-opacity="0.15" stroke-width="1.5"/>`;
    // stools
    for (const sx of [ix + iw * 0.2, ix + iw * 0.72]) {
      g += rect(sx - 12, iy - h * 0.02, 24, 5, 2.5, accent);
      g += `<path d="M${n(sx - 8)} ${n(iy - h * 0.02 + 5)} L${n(sx - 11)} ${n(y + h * 0.95)} M${n(sx + 8)} ${n(iy - h * 0.02 + 5)} L${n(sx + 11)} ${n(y + h * 0.95)}" stroke="${accent}" stroke-width="2"/>`;
    }
    // pendants
    for (const px of [ix + iw * 0.3, ix + iw * 0.62]) {
      g += `<line x1="${n(px)}" y1="${n(y)}" x2="${n(px)}" y2="${n(y + h * 0.2)}" stroke="#1F2937" stroke-width="1.5"/>`;
      g += `<path d="M${n(px - 11)} ${n(y + h * 0.25)} Q${n(px)} ${n(y + h * 0.17)} ${n(px + 11)} ${n(y + h * 0.25)} Z" fill="${accent}"/>`;
      g += `<ellipse cx="${n(px)}" cy="${n(y + h * 0.26)}" rx="8" ry="2.5" fill="#FEF3C7" opacity="0.9"/>`;
    }
  }
  return g + "</g>";
};

/** The colours of a riad bedroom vignette (see riadRoom()). */
export interface RiadRoomColours {
  wall?: string;
  arch?: string;
  sky?: string;
  bed?: string;
  throw?: string;
  zellige?: string;
  floor?: string;
  wood?: string;
}

/**
 * A riad bedroom vignette: zellige wainscot, an arched window, a bed, a lantern.
 * v: { wall, arch, bed, throw, zellige, floor }.
 */
export const riadRoom: Vignette<RiadRoomColours> = (x, y, w, h, v = {}, layout = {}) => {
  const { wall = "#F3E3D3", arch = "#C2562F", sky = "#9CC8D9", bed = "#FFFFFF", throw: thr = "#C2562F" } = v;
  const { zellige = "#1F6F78", floor = "#B8734F", wood = "#7C4A2D" } = v;
  const { r = 0 } = layout;
  let g = clipStart(x, y, w, h, r, "rc");
  g += rect(x, y, w, h, 0, wall);
  const fy = y + h * 0.8;
  // zellige wainscot: a band of small diamonds
  const zy = y + h * 0.58;
  g += rect(x, zy, w, fy - zy, 0, zellige);
  const step = Math.max(10, w / 22);
  for (let i = 0; i < w / step + 1; i++) {
    const cx = x + i * step;
    const cy = zy + (fy - zy) / 2;
    const s = (fy - zy) * 0.32;
    g += `<path d="M${n(cx)} ${n(cy - s)} L${n(cx + s * 0.6)} ${n(cy)} L${n(cx)} ${n(cy + s)} L${n(cx - s * 0.6)} ${n(cy)} Z" fill="#fff" opacity="0.22"/>`;
  }
  g += rect(x, zy - 3, w, 3, 0, "#fff", 'opacity="0.5"');
  g += rect(x, fy, w, h - (fy - y), 0, floor);
  // arched window with sky
  const ax = x + w * 0.62;
  const aw = w * 0.22;
  const ay = y + h * 0.12;
  const ah = h * 0.4;
  g += `<path d="${archPath(ax - 6, ay - 6, aw + 12, ah + 6)}" fill="${arch}"/>`;
  g += `<path d="${archPath(ax, ay, aw, ah)}" fill="${sky}"/>`;
  g += `<path d="M${n(ax)} ${n(ay + ah)} q${n(aw * 0.3)} -${n(ah * 0.35)} ${n(aw * 0.55)} -${n(ah * 0.2)} t${n(aw * 0.45)} -${n(ah * 0.1)} V${n(ay + ah)} Z" fill="#fff" opacity="0.35"/>`;
  g += `<line x1="${n(ax + aw / 2)}" y1="${n(ay)}" x2="${n(ax + aw / 2)}" y2="${n(ay + ah)}" stroke="${arch}" stroke-width="2"/>`;
  // lantern
  const lx = x + w * 0.3;
  g += `<line x1="${n(lx)}" y1="${n(y)}" x2="${n(lx)}" y2="${n(y + h * 0.12)}" stroke="${wood}" stroke-width="1.5"/>`;
  g += `<path d="M${n(lx - 9)} ${n(y + h * 0.14)} L${n(lx)} ${n(y + h * 0.11)} L${n(lx + 9)} ${n(y + h * 0.14)} L${n(lx + 7)} ${n(y + h * 0.24)} L${n(lx - 7)} ${n(y + h * 0.24)} Z" fill="#D4A24C"/>`;
  g += `<ellipse cx="${n(lx)}" cy="${n(y + h * 0.2)}" rx="26" ry="20" fill="#FDE68A" opacity="0.25"/>`;
  // bed
  const bx = x + w * 0.06;
  const bw = w * 0.5;
  const by = y + h * 0.56;
  g += rect(bx - 4, y + h * 0.36, bw * 0.9, h * 0.26, 6, wood); // headboard
  g +=
    rect(bx + bw * 0.06, by - h * 0.1, bw * 0.3, h * 0.1, 6, bed) +
    rect(bx + bw * 0.42, by - h * 0.1, bw * 0.3, h * 0.1, 6, bed);
  g += rect(bx - 8, by, bw + 8, h * 0.2, 6, bed);
  g += rect(bx + bw * 0.45, by, bw * 0.55, h * 0.2, 4, thr);
  g += rect(bx + bw * 0.45, by + h * 0.05, bw * 0.55, 3, 0, "#fff", 'opacity="0.35"');
  g += rect(bx - 8, by + h * 0.2, bw + 8, h * 0.05, 2, wood);
  // plant in a pot
  const px = x + w * 0.9;
  g += rect(px - 10, fy - h * 0.1, 20, h * 0.1, 3, arch);
  g += `<path d="M${n(px)} ${n(fy - h * 0.1)} q-18 -${n(h * 0.1)} -10 -${n(h * 0.26)} M${n(px)} ${n(fy - h * 0.1)} q16 -${n(h * 0.12)} 12 -${n(h * 0.24)} M${n(px)} ${n(fy - h * 0.1)} v-${n(h * 0.28)}" fill="none" stroke="#3F6212" stroke-width="5" stroke-linecap="round"/>`;
  return g + "</g>";
};

/** The colours of a courtyard (see courtyard()) and its corner radius. */
export interface CourtyardOptions extends VignetteLayout {
  wall?: string;
  arch?: string;
  shade?: string;
  tile?: string;
  sky?: string;
}

/** A courtyard with arches, a fountain and palms; used as a hero photo. */
export function courtyard(x: number, y: number, w: number, h: number, options: CourtyardOptions = {}): string {
  const { wall = "#E9C9A8", arch = "#C2562F", shade = "#8A3B20", tile = "#1F6F78", sky = "#F6D7B0", r = 0 } = options;
  let g = clipStart(x, y, w, h, r, "cy");
  const sg = twoTone("#F9C98B", sky, DOWN);
  g += `<defs>${sg.def}</defs>` + rect(x, y, w, h, 0, sg.url);
  g += circle(x + w * 0.8, y + h * 0.16, h * 0.07, "#FFF4DE", 'opacity="0.9"');
  // gallery wall with arches
  const wy = y + h * 0.22;
  g += rect(x, wy, w, h * 0.6, 0, wall);
  const count = 5;
  const slot = w / count;
  for (let i = 0; i < count; i++) {
    const ax = x + i * slot + slot * 0.16;
    const aw = slot * 0.68;
    const ay = wy + h * 0.1;
    const ah = h * 0.42;
    g += `<path d="${archPath(ax, ay, aw, ah)}" fill="${shade}" opacity="0.88"/>`;
    g += `<path d="M${n(ax + 5)} ${n(ay + ah)} V${n(ay + aw / 2 + 2)} A${n(aw / 2 - 5)} ${n(aw / 2 - 5)} 0 0 1 ${n(ax + aw - 5)} ${n(ay + aw / 2 + 2)}" fill="none" stroke="${arch}" stroke-width="4"/>`;
  }
  g += rect(x, wy, w, h * 0.05, 0, arch);
  for (let i = 0; i < w / 16; i++) g += rect(x + i * 16 + 4, wy + h * 0.012, 8, h * 0.026, 1, "#fff", 'opacity="0.35"');
  // floor: zellige
  const fy = y + h * 0.8;
  g += rect(x, fy, w, h * 0.2, 0, tile);
  for (let i = 0; i < 28; i++)
    for (let j = 0; j < 3; j++) {
      const cx = x + i * (w / 24) + (j % 2 ? w / 48 : 0);
      const cy = fy + h * 0.03 + j * h * 0.06;
      g += `<path d="M${n(cx)} ${n(cy - 5)} l5 5 -5 5 -5 -5 z" fill="#fff" opacity="0.25"/>`;
    }
  // fountain
  const fx = x + w * 0.5;
  g += `<ellipse cx="${n(fx)}" cy="${n(fy + h * 0.04)}" rx="${n(w * 0.16)}" ry="${n(h * 0.05)}" fill="#F3E3D3"/>`;
  g += `<ellipse cx="${n(fx)}" cy="${n(fy + h * 0.035)}" rx="${n(w * 0.13)}" ry="${n(h * 0.032)}" fill="#7DD3FC"/>`;
  g += rect(fx - 6, fy - h * 0.08, 12, h * 0.11, 3, "#F3E3D3");
  g += `<ellipse cx="${n(fx)}" cy="${n(fy - h * 0.08)}" rx="${n(w * 0.04)}" ry="${n(h * 0.015)}" fill="#F3E3D3"/>`;
  // palms in pots
  for (const [px, s] of [
    [x + w * 0.12, 1],
    [x + w * 0.88, 0.9],
  ]) {
    g += rect(px - 18 * s, fy - 40 * s, 36 * s, 40 * s, 6, arch);
    const top = fy - 40 * s - h * 0.3 * s;
    g += `<path d="M${n(px)} ${n(fy - 40 * s)} Q${n(px + 6)} ${n(top + 40)} ${n(px)} ${n(top)}" fill="none" stroke="#6B4226" stroke-width="${n(6 * s)}"/>`;
    for (const [dx, dy] of [
      [-60, 10],
      [-45, -25],
      [0, -40],
      [45, -25],
      [60, 12],
      [-25, 30],
      [28, 32],
    ]) {
      g += `<path d="M${n(px)} ${n(top)} Q${n(px + dx * s * 0.5)} ${n(top + dy * s * 0.5 - 18 * s)} ${n(px + dx * s)} ${n(top + dy * s)}" fill="none" stroke="#3F6212" stroke-width="${n(9 * s)}" stroke-linecap="round"/>`;
    }
  }
  return g + "</g>";
}
