import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import { isInside } from "../build/public-paths";
import { formatProblem } from "./content-check";
import { inlineSvg, type InlineSvg } from "./inline-svg";
import { refusalMessage, sanitiseSvg, type CleanSvg } from "./svg-sanitiser";

/**
 * The SVG logos of `content/` as the pages get them, drawn inside the page (`inlineSvgOf`) or served as a
 * file (`servedSvgUrlOf`), both through the sanitiser. They are resolved from the SVG's own File node, so
 * Gatsby reruns the queries when a logo is replaced under the same name (docs/content.md,
 * « The content check », SVG logos).
 */

export interface SvgFileNode {
  id: string;
  absolutePath: string;
  base: string;
  relativePath?: string;
  sourceInstanceName?: string;
  internal: { contentDigest: string };
}

/** Keyed by file and content digest: each logo is read once, however many pages show it. */
const cleaned = new Map<string, CleanSvg | string>();
const inlined = new Map<string, InlineSvg>();

/** The sanitised drawing of `file`; a refusal throws the content check's line. */
export const cleanSvgOf = (file: SvgFileNode, where: { file: string; field: string; value: string }): CleanSvg => {
  const key = `${file.absolutePath}\u0000${file.internal.contentDigest}`;
  let result = cleaned.get(key);
  if (result === undefined) {
    const sanitised = sanitiseSvg(fs.readFileSync(file.absolutePath, "utf8"));
    result = sanitised.ok ? sanitised.svg : refusalMessage(where.value, sanitised.refusal);
    cleaned.set(key, result);
  }
  if (typeof result === "string") throw new Error(formatProblem({ file: where.file, field: where.field, message: result }));
  return result;
};

/** A prefix for the ids of one logo on a page. */
export const idPrefix = (...parts: (string | undefined | null)[]): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .join("-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();

/** The logo `file` as markup to draw inside a page, its ids prefixed with `prefix`. */
export const inlineSvgOf = (
  file: SvgFileNode,
  prefix: string,
  where: { file: string; field: string; value: string },
): InlineSvg => {
  const key = `${file.absolutePath}\u0000${file.internal.contentDigest}\u0000${prefix}`;
  let result = inlined.get(key);
  if (!result) {
    result = inlineSvg(cleanSvgOf(file, where), prefix);
    inlined.set(key, result);
  }
  return result;
};

/**
 * Writes the sanitised drawing to `<publicDir>/static/<md5 of the drawing>/<file name>` and returns its
 * address: a new drawing gets a new address, so no cache keeps the old one.
 */
export const servedSvgUrlOf = (
  file: SvgFileNode,
  publicDir: string,
  where: { file: string; field: string; value: string },
): string => {
  const { document } = cleanSvgOf(file, where);
  const digest = crypto.createHash("md5").update(document).digest("hex");
  const url = `/static/${digest}/${file.base}`;
  const target = path.join(publicDir, url);
  // Checked where it is written: a file's name never leads out of public/static/.
  if (!isInside(path.join(publicDir, "static"), target) || path.basename(target) !== file.base) {
    throw new Error(`${where.file} — champ « ${where.field} » : le nom de fichier « ${file.base.slice(0, 80)} » ne peut pas être publié.`);
  }
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, document);
  }
  return url;
};
