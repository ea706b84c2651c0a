import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";
import { CONTENT_KINDS, type FieldSpec } from "../../lib/content/content-model";
import { isContentFileName, listMarkdownFiles, readFrontMatterOf } from "./content-files";
import type { ContentProblem } from "./content-check";
import { inlineSvg } from "./inline-svg";
import { refusalMessage, sanitiseSvg } from "./svg-sanitiser";

/**
 * Opens every image a "file" field names and refuses, in French, one the build could not read
 * (docs/illustrations.md, « What the build accepts »). Files are read into memory first: sharp (libvips)
 * caches decoded files by name, and a file replaced under the same name must be read again.
 */

/** The extensions gatsby-transformer-sharp makes an ImageSharp node for (held to it by __tests__/unit/image-check.test.ts). */
export const RASTER_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "avif", "tif", "tiff"] as const;

const RASTER_FORMATS = new Set(["png", "jpeg", "webp", "tiff", "avif"]);

/** gatsby-plugin-sharp's `failOn` default: a warning while decoding fails the build. */
const FAIL_ON = "warning";

/** Images decoded at once: each one is held in memory uncompressed while it is decoded. */
const CONCURRENCY = 2;

export type ImageFieldUse = "raster" | "svg";

/** How the build reads a "file" field, told by its example's extension. */
export const imageFieldUse = (spec: FieldSpec): ImageFieldUse | null => {
  if (spec.type !== "file") return null;
  const extension = path.extname(spec.example).slice(1).toLowerCase();
  if (extension === "svg") return "svg";
  return (RASTER_EXTENSIONS as readonly string[]).includes(extension) ? "raster" : null;
};

const quoted = (value: string): string => `«\u00a0${value}\u00a0»`;

interface Sniffed {
  name: string;
  raster: boolean;
  accepted: boolean;
  cutShort?: (bytes: Buffer) => boolean;
}

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

/** What the sanitiser refuses; an accepted drawing also goes through the inline step, as in the build. */
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

interface ImageReference {
  file: string;
  field: string;
  value: string;
  path: string;
  use: ImageFieldUse;
}

/** Every existing image a "file" field names; broken YAML and missing files are left to content-check.ts. */
export const imageReferences = (contentDir: string, rootDir: string): ImageReference[] =>
  CONTENT_KINDS.flatMap((kind) => {
    const fields = kind.fields.flatMap((spec) => {
      const use = imageFieldUse(spec);
      return use ? [{ name: spec.name, use }] : [];
    });
    if (fields.length === 0) return [];
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

export const checkImages = async (contentDir: string, rootDir: string): Promise<ContentProblem[]> => {
  const references = imageReferences(contentDir, rootDir);
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
