// Generates every illustration of the site from SVG drawn in code.
//
//   npm run illustrations                    all images
//   npm run illustrations -- permis hero     only targets whose name contains a word
//
// Outputs: content/projects/<slug>/{image,thumbnail}.png + icon(-page).svg,
// content/clients/<slug>.svg, src/images/{hero-visual,contact-visual,icon,og-default}.png + logo.svg.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { mockup, banner, type PngOptions } from "./lib/devices";
import projects from "./projects/index";
import { clients } from "./clients";
import { brand } from "./brand";

const ROOT = path.resolve(__dirname, "../..");
const only = process.argv.slice(2);
const wanted = (name: string): boolean => only.length === 0 || only.some((w) => name.includes(w));

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
  console.log(`${kb} KB  ${file}`);
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
  for (const [name, draw] of jobs) if (wanted(name)) await draw();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
