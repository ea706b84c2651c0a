import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";
import type { ContentProblem } from "./content-check";
import { isContentFileName, listMarkdownFiles, readFrontMatterOf } from "./content-files";
import { CONTENT_KINDS, scaledImageFieldsOf, type ContentKind } from "../../lib/content/content-model";

/**
 * The widest source image the build reads. For a larger upload (a 6000 px photo) the build
 * makes a copy scaled down to this width, once, in its cache (scaledCopy(), used by
 * src/node/build/scaled-source-images.ts): gatsby-plugin-sharp then decodes and resizes a
 * 2400 px file for each of its widths, not the full-size one, and the file in content/ is
 * never rewritten. Twice the widest file the layouts take (1200 px, the share image), so
 * there is room to spare.
 */
export const MAX_SOURCE_WIDTH = 2400;

export interface SourceImage {
  /** The Markdown file that names the image, as shown to writers. */
  file: string;
  field: string;
  /**
   * The widest file the layouts take of it (its field's `scaledImage` in the content model): a smaller source
   * is enlarged by none of them and shows soft on large screens.
   */
  widthNeeded: number;
  /** Absolute path of the image. */
  path: string;
  width: number;
  height: number;
}

const frenchNumber = (value: number): string => value.toLocaleString("fr-FR").replace(/\s/g, "\u00a0");

/**
 * Every image named by a field with `scaledImage` (src/lib/content/content-model.ts), in every
 * file of its kind, that exists and can be read, with its size.
 */
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
        continue; // unreadable front matter: the content check reports it
      }
      for (const { name, scaledImage } of fields) {
        const value = data[name];
        if (typeof value !== "string" || !value.trim()) continue;
        const file = path.resolve(path.dirname(markdown), value.trim());
        if (!fs.existsSync(file)) continue; // a missing image: the content check reports it
        try {
          const { width, height } = await sharp(file).metadata();
          if (width && height) {
            const where = path.relative(rootDir, markdown);
            images.push({ file: where, field: name, widthNeeded: scaledImage.widthNeeded, path: file, width, height });
          }
        } catch {
          // not an image sharp can read: checkImages (image-check.ts) refuses it, naming the file and the field
        }
      }
    }
  }
  return images;
};

/**
 * Warnings, in French, for the images a writer should replace: one smaller than the widest
 * file the layout takes (it would show soft), one wider than MAX_SOURCE_WIDTH (the build
 * uses a scaled-down copy, the file stays as heavy in the repository). Warnings only: the
 * site still builds.
 */
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

/** A copy of a source image scaled down to the widest the build reads (see scaledCopy()). */
export interface ScaledCopy {
  /** Absolute path of the copy: `<cacheDir>/<hash>/<the source's file name>`. */
  path: string;
  /** sha256 of the source's bytes and of the width (scaledCopyHash()). */
  hash: string;
  /** Whether this call encoded it (false: found in the cache, as written by an earlier build). */
  encoded: boolean;
}

/** The key of a scaled copy: the sha256 of the source's bytes and of the width it is scaled to. */
export const scaledCopyHash = (bytes: Buffer, maxWidth: number): string =>
  crypto.createHash("sha256").update(bytes).update(`\0max-width=${maxWidth}`).digest("hex");

/**
 * For an image wider than `maxWidth`: its copy scaled down to that width (auto-rotated,
 * same format and ratio), in `cacheDir`, keyed by the hash of its bytes and of the width.
 * Encoded the first time; after that, as long as the file's bytes do not change, found by
 * its hash and not encoded again. The source file is only read. Null for an image no wider.
 */
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
  // Written under another name, then renamed: a build stopped midway leaves no half-written copy.
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  const partial = `${copy}.${process.pid}.partial`;
  fs.writeFileSync(partial, output);
  fs.renameSync(partial, copy);
  return { path: copy, hash, encoded: true };
};
