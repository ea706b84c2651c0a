// Draws the site's illustrations from SVG made in code, rasterised with sharp
// (docs/illustrations.md):
//
//   npm run illustrations                         every target that does not exist yet
//   npm run illustrations -- permis hero          only targets whose path contains one of the words
//   npm run illustrations -- --force kids-care    redraw them, overwriting the files that exist
//   npm run illustrations -- --root=/tmp/copy     write under another folder than the repository
//
// Targets: content/projects/<slug>/{image,thumbnail}.png + icon(-page).svg,
// content/clients/<slug>.svg, src/images/{hero-visual,contact-visual,icon,og-default}.png + logo.svg,
// each a path relative to the root (the repository's folder unless --root=DIR says otherwise).
//
// A file that exists is kept, and listed, unless --force is given: the images of content/ are
// placeholders that writers replace through the CMS, and a run must never overwrite theirs.
// Exit code 0 whether it drew or kept; 2 for an unknown option.

import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { mockup, banner, type PngOptions } from "./lib/devices";
import projects from "./projects/index";
import { clients } from "./clients";
import { brand } from "./brand";

const USAGE = "Usage : npm run illustrations [-- [--force] [--root=DIR] [mot…]]";

const options = { force: false, root: path.resolve(__dirname, "../.."), words: [] as string[] };
for (const arg of process.argv.slice(2)) {
  const [name, value] = arg.split("=", 2);
  if (name === "--force" && value === undefined) options.force = true;
  else if (name === "--root" && value) options.root = path.resolve(value);
  else if (!arg.startsWith("-")) options.words.push(arg);
  else {
    console.log(USAGE);
    process.exit(arg === "--help" ? 0 : 2);
  }
}
const ROOT = options.root;
const wanted = (name: string): boolean =>
  options.words.length === 0 || options.words.some((word) => name.includes(word));

/**
 * Rasterises an SVG string to PNG. Full-colour by default: the soft glows and
 * shadows band or dither visibly with a 256-colour palette, and every image
 * stays under 400 KB anyway. `{ palette: true }` opts into a palette PNG.
 */
async function png(file: string, svg: string, { palette = false }: PngOptions = {}): Promise<void> {
  const img = sharp(Buffer.from(svg), { density: 72 });
  const out = palette
    ? img.png({ compressionLevel: 9, palette: true, quality: 92, effort: 10, dither: 1 })
    : img.png({ compressionLevel: 9, adaptiveFiltering: true });
  await write(file, await out.toBuffer());
}

async function write(file: string, data: string | Buffer): Promise<void> {
  const abs = path.join(ROOT, file);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, data);
  const kb = (Buffer.byteLength(data) / 1024).toFixed(0).padStart(4);
  console.log(`${kb} Ko  ${file}`);
}

/** Each target: its path under the root, and how to draw it there. */
const jobs: [file: string, draw: () => Promise<void>][] = [];
for (const p of projects) {
  const dir = `content/projects/${p.slug}`;
  jobs.push([`${dir}/image.png`, () => png(`${dir}/image.png`, (p.mockup ?? mockup)(p), p.png)]);
  if (p.thumbnail !== false)
    jobs.push([`${dir}/thumbnail.png`, () => png(`${dir}/thumbnail.png`, (p.banner ?? banner)(p), p.png)]);
  jobs.push([`${dir}/icon.svg`, () => write(`${dir}/icon.svg`, p.icon())]);
  const iconPage = p.iconPage;
  if (iconPage) jobs.push([`${dir}/icon-page.svg`, () => write(`${dir}/icon-page.svg`, iconPage())]);
}
for (const [slug, svg] of Object.entries(clients))
  jobs.push([`content/clients/${slug}.svg`, () => write(`content/clients/${slug}.svg`, svg)]);
for (const b of brand)
  jobs.push([b.file, () => (b.file.endsWith(".svg") ? write(b.file, b.svg()) : png(b.file, b.svg(), b))]);

async function main(): Promise<void> {
  const targets = jobs.filter(([name]) => wanted(name));
  if (targets.length === 0) {
    console.log(`Aucune illustration ne correspond à\u00a0: ${options.words.join(", ")}.`);
    return;
  }
  const kept: string[] = [];
  for (const [name, draw] of targets) {
    if (!options.force && existsSync(path.join(ROOT, name))) {
      kept.push(name);
      console.log(`gardé, existe déjà\u00a0: ${name}\u00a0; --force pour le redessiner`);
    } else await draw();
  }
  if (kept.length > 0)
    console.log(
      `${kept.length} fichier(s) gardé(s), déjà présent(s)\u00a0: relancez avec --force pour les redessiner (et remplacer ceux des rédacteurs).`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
