import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";
import type { ContentProblem } from "./content-check";
import { isContentFileName, listMarkdownFiles, readFrontMatterOf } from "./content-files";
import { CONTENT_KINDS, scaledImageFieldsOf, type ContentKind } from "../../lib/content/content-model";

/**
 * The widest source image the build reads; a larger upload is read from a copy scaled down to it (scaledCopy(),
 * docs/content.md). Twice the widest file the layouts take (1200 px, the share image).
 */
export const MAX_SOURCE_WIDTH = 2400;

export interface SourceImage {
  file: string;
  field: string;
  widthNeeded: number;
  path: string;
  width: number;
  height: number;
}

const frenchNumber = (value: number): string => value.toLocaleString("fr-FR").replace(/\s/g, "\u00a0");

/** Every readable image named by a field with `scaledImage`, with its size. */
export const readSourceImages = async (
  contentDir: string,
  rootDir = path.dirname(contentDir),
  kinds: readonly ContentKind[] = CONTENT_KINDS,
): Promise<SourceImage[]> => {
  const images: SourceImage[] = [];
  for (const kind of kinds) {
    const fields = scaledImageFieldsOf(kind);
    if (fields.length === 0) continue;
    for (const markdown of listMarkdownFiles(path.join(contentDir, kind.folder)).filter(isContentFileName)) {
      let data: Record<string, unknown>;
      try {
        data = readFrontMatterOf(markdown, rootDir).data;
      } catch {
        continue; // the content check reports it
      }
      for (const { name, scaledImage } of fields) {
        const value = data[name];
        if (typeof value !== "string" || !value.trim()) continue;
        const file = path.resolve(path.dirname(markdown), value.trim());
        if (!fs.existsSync(file)) continue;
        try {
          const { width, height } = await sharp(file).metadata();
          if (width && height) {
            const where = path.relative(rootDir, markdown);
            images.push({ file: where, field: name, widthNeeded: scaledImage.widthNeeded, path: file, width, height });
          }
        } catch {
          // checkImages (image-check.ts) refuses it
        }
      }
    }
  }
  return images;
};

/** Warnings, in French, for images narrower than the layout needs or wider than MAX_SOURCE_WIDTH. */
export const sourceImageWarnings = (images: readonly SourceImage[]): ContentProblem[] =>
  images.flatMap((image): ContentProblem[] => {
    const name = path.basename(image.path);
    const needed = image.widthNeeded;
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
          message: `l’image ${name} fait ${frenchNumber(image.width)}\u00a0px de large\u00a0: la construction en utilise une copie réduite à ${frenchNumber(MAX_SOURCE_WIDTH)}\u00a0px (largeur maximale des images sources), sans modifier le fichier. Remplacez-la par une version de ${frenchNumber(MAX_SOURCE_WIDTH)}\u00a0px de large au plus\u00a0: le dépôt reste léger.`,
        },
      ];
    }
    return [];
  });

export interface ScaledCopy {
  /** `<cacheDir>/<hash>/<the source's file name>`. */
  path: string;
  hash: string;
  /** False when found in the cache. */
  encoded: boolean;
}

export const scaledCopyHash = (bytes: Buffer, maxWidth: number): string =>
  crypto.createHash("sha256").update(bytes).update(`\0max-width=${maxWidth}`).digest("hex");

/** For an image wider than `maxWidth`, its copy scaled down, encoded once into `cacheDir`; else null. */
export const scaledCopy = async (
  file: string,
  cacheDir: string,
  maxWidth = MAX_SOURCE_WIDTH,
): Promise<ScaledCopy | null> => {
  const input = fs.readFileSync(file);
  const { width, format } = await sharp(input).metadata();
  if (!width || width <= maxWidth) return null;
  const hash = scaledCopyHash(input, maxWidth);
  const copy = path.join(cacheDir, hash, path.basename(file));
  if (fs.existsSync(copy)) return { path: copy, hash, encoded: false };
  const pipeline = sharp(input).rotate().resize({ width: maxWidth, withoutEnlargement: true });
  const output = await (format === "jpeg" ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline).toBuffer();
  // Renamed into place, so a build stopped midway leaves no half-written copy.
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  const partial = `${copy}.${process.pid}.partial`;
  fs.writeFileSync(partial, output);
  fs.renameSync(partial, copy);
  return { path: copy, hash, encoded: true };
};
