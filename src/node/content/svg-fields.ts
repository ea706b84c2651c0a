import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import { formatProblem } from "./content-check";
import { inlineSvg, type InlineSvg } from "./inline-svg";
import { refusalMessage, sanitiseSvg, type CleanSvg } from "./svg-sanitiser";

/**
 * The SVG files of `content/` as the pages get them, resolved from each file's own File node
 * at query time (gatsby-node.ts's createSchemaCustomization and createResolvers):
 * - `inlineSvgOf`: a logo drawn inside the page (the `@inlineSvg` fields of the content
 *   model: a client's `svg`, a project's `iconSvg`);
 * - `servedSvgUrlOf`: a logo served as a file (`File.svgURL`, the project page's logo), the
 *   sanitiser's output written under public/static/, never the writer's file itself.
 *
 * Both go through src/node/content/svg-sanitiser.ts. Reading the file from its File node
 * makes the page depend on that node (Gatsby records the nodes a query's resolvers reach
 * through `context.nodeModel`), so a logo replaced under the same name, its Markdown file
 * untouched, is drawn again on the next build, warm cache included: gatsby-source-filesystem
 * gives the File node a new content digest, and Gatsby runs the queries that read it again.
 */

/** What these resolvers read of a File node. */
export interface SvgFileNode {
  id: string;
  absolutePath: string;
  base: string;
  relativePath?: string;
  sourceInstanceName?: string;
  internal: { contentDigest: string };
}

/** Results by file and content digest: each logo is read once per content, however many pages show it. */
const cleaned = new Map<string, CleanSvg | string>();
const inlined = new Map<string, InlineSvg>();

/**
 * The sanitised drawing of `file`; a refusal throws the content check's line, `where` naming
 * the Markdown file and the field (`formatProblem`'s `file` and `field`).
 */
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

/** A short name for the ids of one logo on a page: lower-case letters, digits and hyphens. */
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
 * Writes the sanitised drawing of `file` to `<publicDir>/static/<md5 of the drawing>/<file name>`
 * (as gatsby-source-filesystem's publicURL copies a file, but the sanitiser's output) and
 * returns its address. A new drawing gets a new address, so no cache keeps the old one.
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
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, document);
  }
  return url;
};
