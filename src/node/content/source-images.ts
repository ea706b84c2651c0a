import * as fs from "fs";
import * as path from "path";
import matter from "gray-matter";
import sharp from "sharp";
import type { ContentProblem } from "./content-check";

/**
 * The widest source image the build keeps. A larger upload (a 6000 px photo) is scaled
 * down to this width once, at the start of the build, in place: gatsby-plugin-sharp then
 * decodes and resizes a 2400 px file for each of its widths, not the full-size one. Twice
 * the widest file the layouts take (1200 px, the share image), so there is room to spare.
 */
export const MAX_SOURCE_WIDTH = 2400;

/**
 * The widest file each project image field is taken at (the gatsbyImageData widths of
 * ProjectCard.tsx and src/templates/project.tsx, and the 1200 × 630 share image): a
 * smaller source is enlarged by none of them and shows soft on large screens.
 */
export const WIDTH_NEEDED: Record<"image" | "thumbnail_image", number> = { image: 1200, thumbnail_image: 1120 };

export interface SourceImage {
  /** The Markdown file that names the image, as shown to writers. */
  file: string;
  field: keyof typeof WIDTH_NEEDED;
  /** Absolute path of the image. */
  path: string;
  width: number;
  height: number;
}

const frenchNumber = (value: number): string => value.toLocaleString("fr-FR").replace(/\s/g, "\u00a0");

/** Every project image of content/projects that exists and can be read, with its size. */
export const readProjectImages = async (
  contentDir: string,
  rootDir = path.dirname(contentDir),
): Promise<SourceImage[]> => {
  const projects = path.join(contentDir, "projects");
  if (!fs.existsSync(projects)) return [];
  const images: SourceImage[] = [];
  for (const folder of fs.readdirSync(projects).sort()) {
    const markdown = path.join(projects, folder, "index.md");
    if (!fs.existsSync(markdown)) continue;
    let data: Record<string, unknown>;
    try {
      data = matter(fs.readFileSync(markdown, "utf8"), {}).data;
    } catch {
      continue; // broken YAML: the content check reports it
    }
    for (const field of Object.keys(WIDTH_NEEDED) as SourceImage["field"][]) {
      const value = data[field];
      if (typeof value !== "string" || !value.trim()) continue;
      const file = path.resolve(path.dirname(markdown), value.trim());
      if (!fs.existsSync(file)) continue; // a missing image: the content check reports it
      try {
        const { width, height } = await sharp(file).metadata();
        if (width && height) images.push({ file: path.relative(rootDir, markdown), field, path: file, width, height });
      } catch {
        // not an image sharp can read: gatsby-plugin-sharp fails the build naming it
      }
    }
  }
  return images;
};

/**
 * Warnings, in French, for the images a writer should replace or know about: one smaller
 * than the widest file the layout takes (it would show soft), one wider than
 * MAX_SOURCE_WIDTH (the build scales it down). Warnings only: the site still builds.
 */
export const sourceImageWarnings = (images: readonly SourceImage[]): ContentProblem[] =>
  images.flatMap((image): ContentProblem[] => {
    const name = path.basename(image.path);
    const needed = WIDTH_NEEDED[image.field];
    if (image.width < needed) {
      return [
        {
          file: image.file,
          field: image.field,
          message: `l’image ${name} fait ${frenchNumber(image.width)}\u00a0px de large\u00a0; la mise en page l’affiche jusqu’à ${frenchNumber(needed)}\u00a0px\u00a0: elle paraîtra floue sur les grands écrans. Fournissez-la en ${frenchNumber(1600)}\u00a0px de large au moins.`,
        },
      ];
    }
    if (image.width > MAX_SOURCE_WIDTH) {
      return [
        {
          file: image.file,
          field: image.field,
          message: `l’image ${name} fait ${frenchNumber(image.width)}\u00a0px de large\u00a0: la construction la réduit une fois à ${frenchNumber(MAX_SOURCE_WIDTH)}\u00a0px (largeur maximale des images sources).`,
        },
      ];
    }
    return [];
  });

/**
 * Scales every image wider than `maxWidth` down to it, in place, keeping its format and
 * ratio; returns the ones it changed. A second run finds nothing to do.
 */
export const downscaleSourceImages = async (
  images: readonly SourceImage[],
  maxWidth = MAX_SOURCE_WIDTH,
): Promise<SourceImage[]> => {
  const changed: SourceImage[] = [];
  const done = new Set<string>();
  for (const image of images) {
    if (image.width <= maxWidth || done.has(image.path)) continue;
    done.add(image.path);
    const input = fs.readFileSync(image.path);
    const pipeline = sharp(input).rotate().resize({ width: maxWidth, withoutEnlargement: true });
    const format = (await sharp(input).metadata()).format;
    const output = await (format === "jpeg" ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline).toBuffer({
      resolveWithObject: true,
    });
    fs.writeFileSync(image.path, output.data);
    changed.push({ ...image, width: output.info.width, height: output.info.height });
  }
  return changed;
};
