import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";
import { CONTENT_KINDS, type FieldSpec } from "../../lib/content/content-model";
import { isContentFileName, listMarkdownFiles, readFrontMatterOf } from "./content-files";
import type { ContentProblem } from "./content-check";
import { inlineSvg } from "./inline-svg";
import { refusalMessage, sanitiseSvg } from "./svg-sanitiser";

/**
 * Opens every image a content file names in a field of type "file" and refuses, in French,
 * naming the file and the field, one the build could not read. Without it a corrupt or
 * truncated image, or a photo in a format the build does not read, passes the content check
 * and stops `gatsby build` midway, in English, in gatsby-plugin-sharp's query workers (a
 * truncated PNG even fails with "Cannot read properties of undefined (reading 'panic')").
 * Run with the content check, before anything is built (gatsby-node.ts's onPreBootstrap,
 * `npm run check:content`), it stops the build before Gatsby has read a single node, so
 * Gatsby's cache stays that of the last good build (src/node/build/unfinished-build.ts
 * covers a build that stops later).
 *
 * Two kinds of image fields, told apart by the model's own example (content-model.ts):
 * - a raster image (`image`, `thumbnail_image` of a project): decoded in full by sharp with
 *   gatsby-plugin-sharp's own sensitivity (its `failOn` option, "warning" by default), so a
 *   truncated file is refused, not only one whose header is wrong; its format must be one
 *   gatsby-plugin-sharp processes, and its extension one gatsby-transformer-sharp makes an
 *   ImageSharp node for (RASTER_EXTENSIONS);
 * - an SVG logo (`icon`, `iconPage` of a project, `icon` of a client): a `.svg` file that
 *   src/node/content/svg-sanitiser.ts accepts, the one gate of every SVG the site draws
 *   inside a page or serves as a file (gatsby-node.ts resolves both from the sanitiser's
 *   output), so a logo it would refuse stops the build before it starts.
 *
 * Files are read into memory before sharp sees them: sharp (libvips) caches decoded files by
 * name, and a file replaced under the same name must be read again.
 */

/**
 * The extensions gatsby-transformer-sharp makes an ImageSharp node for (the list of its
 * supported-extensions.js, held to it by __tests__/unit/image-check.test.ts). An image with
 * another extension gets no ImageSharp node: the page would have no image.
 */
export const RASTER_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "avif", "tif", "tiff"] as const;

/** The formats, as sharp names them, of the images gatsby-plugin-sharp processes ("heif" compressed in AV1 is AVIF). */
const RASTER_FORMATS = new Set(["png", "jpeg", "webp", "tiff", "avif"]);

/** gatsby-plugin-sharp's `failOn` default (gatsby-config.ts does not change it): a warning while decoding fails the build. */
const FAIL_ON = "warning";

/** Images decoded at once: each one is held in memory uncompressed while it is decoded. */
const CONCURRENCY = 2;

/** How the build uses the file of an image field. */
export type ImageFieldUse = "raster" | "svg";

/**
 * How the build reads a "file" field of the model: an SVG logo when its example is a
 * `.svg` file (drawn inside the page or served as a file, both through the sanitiser); a
 * raster image when its example has one of RASTER_EXTENSIONS; null for any other file,
 * which this check does not open.
 */
export const imageFieldUse = (spec: FieldSpec): ImageFieldUse | null => {
  if (spec.type !== "file") return null;
  const extension = path.extname(spec.example).slice(1).toLowerCase();
  if (extension === "svg") return "svg";
  return (RASTER_EXTENSIONS as readonly string[]).includes(extension) ? "raster" : null;
};

/** « value » with the non-breaking spaces French puts inside the quotes. */
const quoted = (value: string): string => `«\u00a0${value}\u00a0»`;

/** What a file's first bytes say it is: its format's name for writers, and whether the build reads it. */
interface Sniffed {
  name: string;
  raster: boolean;
  /** A format the build reads (RASTER_FORMATS). */
  accepted: boolean;
  /** Whether the file stops before the format's end marker (PNG and JPG only). */
  cutShort?: (bytes: Buffer) => boolean;
}

/** The brands of an ISO-BMFF file's `ftyp` box (HEIC, AVIF), or none. */
const ftypBrands = (bytes: Buffer): string[] => {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return [];
  const end = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString("latin1", 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(bytes.toString("latin1", offset, offset + 4));
  return brands;
};

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const sniff = (bytes: Buffer): Sniffed | null => {
  const ascii = (start: number, end: number) => bytes.toString("latin1", start, end);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // A PNG ends with its IEND chunk (then its 4-byte CRC).
    return { name: "PNG", raster: true, accepted: true, cutShort: (b) => !b.subarray(-12).includes("IEND") };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // A JPG ends with its EOI marker, FF D9 (some cameras add a few bytes after it).
    return { name: "JPG", raster: true, accepted: true, cutShort: (b) => !b.subarray(-64).includes(Buffer.from([0xff, 0xd9])) };
  }
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { name: "WebP", raster: true, accepted: true };
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return { name: "TIFF", raster: true, accepted: true };
  const brands = ftypBrands(bytes);
  if (brands.includes("avif") || brands.includes("avis")) return { name: "AVIF", raster: true, accepted: true };
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) {
    return { name: "HEIC (le format des photos d’iPhone)", raster: true, accepted: false };
  }
  if (ascii(0, 4) === "GIF8") return { name: "GIF", raster: true, accepted: false };
  // "BM", the file's size, then four reserved bytes at zero.
  if (ascii(0, 2) === "BM" && bytes.length >= 14 && bytes.readUInt32LE(6) === 0) {
    return { name: "BMP", raster: true, accepted: false };
  }
  if (ascii(0, 4) === "8BPS") return { name: "PSD (Photoshop)", raster: true, accepted: false };
  if (ascii(0, 4) === "%PDF") return { name: "PDF", raster: false, accepted: false };
  if (/^(\ufeff)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(bytes.toString("utf8", 0, 4096))) {
    return { name: "SVG", raster: false, accepted: false };
  }
  return null;
};

/** The name of a format sharp decoded, for a format the build does not read. */
const formatName = (format: string | undefined): string => {
  switch (format) {
    case "heic":
      return "HEIC (le format des photos d’iPhone)";
    case "gif":
      return "GIF";
    case "svg":
      return "SVG";
    default:
      return (format ?? "inconnu").toUpperCase();
  }
};

/** Why sharp could not decode a file the build would have to read, for writers. */
const brokenReason = (bytes: Buffer, sniffed: Sniffed | null, error: Error): string => {
  if (/pixel limit/i.test(error.message)) return "elle a trop de pixels pour être traitée";
  if (bytes.length === 0) return "le fichier est vide";
  if (!sniffed) return "ce fichier n’est pas une image";
  if (sniffed.cutShort?.(bytes)) return `fichier ${sniffed.name} incomplet\u00a0: la fin de l’image manque`;
  return `le contenu du fichier ${sniffed.name} est abîmé`;
};

const refuseRaster = (value: string, detail: string): string =>
  `l’image ${quoted(value)} est illisible ou abîmée (${detail})\u00a0: remplacez-la par un PNG ou un JPG valide.`;

const refuseFormat = (value: string, name: string): string =>
  `l’image ${quoted(value)} est au format ${name}, que la construction du site ne sait pas lire\u00a0: enregistrez-la en PNG ou en JPG, puis indiquez le nouveau fichier dans ce champ.`;

/** Problems of one raster image, or null. */
const checkRaster = async (value: string, file: string, bytes: Buffer): Promise<string | null> => {
  const sniffed = sniff(bytes);
  if (sniffed?.name === "SVG") {
    return `l’image ${quoted(value)} est un SVG\u00a0: ce champ attend une image PNG ou JPG (le SVG ne sert qu’aux logos).`;
  }
  if (sniffed && !sniffed.accepted) return refuseFormat(value, sniffed.name);
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes, { failOn: FAIL_ON }).metadata();
    format = metadata.format === "heif" ? (metadata.compression === "av1" ? "avif" : "heic") : metadata.format;
    if (!RASTER_FORMATS.has(format ?? "")) return refuseFormat(value, formatName(format));
    // The whole image, as gatsby-plugin-sharp decodes it: a header alone passes for a truncated file.
    await sharp(bytes, { failOn: FAIL_ON }).raw().toBuffer();
  } catch (error) {
    return refuseRaster(value, brokenReason(bytes, sniffed, error as Error));
  }
  const extension = path.extname(file).slice(1).toLowerCase();
  if (!(RASTER_EXTENSIONS as readonly string[]).includes(extension)) {
    const found = extension ? `porte l’extension «\u00a0.${extension}\u00a0»` : "n’a pas d’extension";
    const known = RASTER_EXTENSIONS.map((e) => `.${e}`).join(", ");
    return `l’image ${quoted(value)} ${found}\u00a0: la construction du site ne traite que les extensions ${known}\u00a0; renommez le fichier et indiquez le nouveau nom dans ce champ.`;
  }
  return null;
};

/**
 * Problems of one SVG logo, or null: what src/node/content/svg-sanitiser.ts refuses, the one
 * gate of every SVG the site draws inside a page or serves as a file (gatsby-node.ts). A
 * drawing it accepts is also taken through the inline step, as the build would.
 */
const checkSvg = (value: string, file: string, bytes: Buffer): string | null => {
  const sniffed = sniff(bytes);
  const extension = path.extname(file).slice(1).toLowerCase();
  const wanted = "ce champ attend un logo vectoriel, un fichier SVG (extension .svg)";
  if (sniffed?.raster) {
    return extension === "svg"
      ? `le logo ${quoted(value)} est une image ${sniffed.name} renommée en .svg, pas un dessin vectoriel\u00a0: ${wanted}.`
      : `le logo ${quoted(value)} est une image ${sniffed.name}, pas un SVG\u00a0: ${wanted}.`;
  }
  if (extension !== "svg") return `le logo ${quoted(value)} n’est pas un fichier SVG\u00a0: ${wanted}.`;
  const result = sanitiseSvg(bytes.toString("utf8"));
  if (!result.ok) return refusalMessage(value, result.refusal);
  inlineSvg(result.svg, "check");
  return null;
};

/** One image a content file names: where, in which field, and how the build uses it. */
interface ImageReference {
  file: string;
  field: string;
  value: string;
  path: string;
  use: ImageFieldUse;
}

/**
 * Every existing image named by a "file" field of a content file. A file whose YAML does not
 * parse, a field that is not a path and a path to no file are left to the content check
 * (content-check.ts), which names them.
 */
export const imageReferences = (contentDir: string, rootDir: string): ImageReference[] =>
  CONTENT_KINDS.flatMap((kind) => {
    const fields = kind.fields.flatMap((spec) => {
      const use = imageFieldUse(spec);
      return use ? [{ name: spec.name, use }] : [];
    });
    if (fields.length === 0) return [];
    // The content files the build makes nodes of (a Markdown file spelled otherwise makes none; the content check names it).
    const files = listMarkdownFiles(path.join(contentDir, kind.folder)).filter((file) => isContentFileName(file));
    return files.flatMap((markdown) => {
      let data: Record<string, unknown>;
      try {
        data = readFrontMatterOf(markdown, rootDir).data;
      } catch {
        return [];
      }
      return fields.flatMap(({ name, use }): ImageReference[] => {
        const raw = data[name];
        if (typeof raw !== "string" || !raw.trim()) return [];
        const value = raw.trim();
        const target = path.resolve(path.dirname(markdown), value);
        if (!fs.existsSync(target) || !fs.statSync(target).isFile()) return [];
        return [{ file: path.relative(rootDir, markdown), field: name, value, path: target, use }];
      });
    });
  });

const checkReference = async (reference: ImageReference): Promise<string | null> => {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(reference.path);
  } catch {
    return `le fichier ${quoted(reference.value)} ne peut pas être lu (droits d’accès)\u00a0: vérifiez qu’il s’ouvre sur votre ordinateur.`;
  }
  return reference.use === "raster"
    ? checkRaster(reference.value, reference.path, bytes)
    : checkSvg(reference.value, reference.path, bytes);
};

/**
 * Every image a content file names that the build could not read, as problems naming the
 * Markdown file (relative to `rootDir`) and the field; in the order of the content model,
 * then of the files.
 */
export const checkImages = async (contentDir: string, rootDir: string): Promise<ContentProblem[]> => {
  const references = imageReferences(contentDir, rootDir);
  // One check per image file, use and path as written, however many fields name it.
  const verdicts = new Map<string, Promise<string | null>>();
  const keyOf = (reference: ImageReference) => [reference.use, reference.path, reference.value].join("\u0000");
  const queue = [...references];
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (let reference = queue.shift(); reference; reference = queue.shift()) {
      const key = keyOf(reference);
      if (!verdicts.has(key)) {
        const verdict = checkReference(reference);
        verdicts.set(key, verdict);
        await verdict;
      }
    }
  });
  await Promise.all(workers);
  const problems: ContentProblem[] = [];
  for (const reference of references) {
    const message = await verdicts.get(keyOf(reference));
    if (message) problems.push({ file: reference.file, field: reference.field, message });
  }
  return problems;
};
