import * as path from "path";
import { pagePathOf, type KindWithPages } from "../../lib/content/content-model";
import { follows, RULES } from "../../lib/content/content-rules";

/**
 * Paths the build writes are checked where they are written, whatever the content check said before
 * (docs/security.md, « One reading »): a page's address is made of words and hyphens between single slashes,
 * and what it names under public/ stays under public/.
 */

/** An address of the site: `/`, then words of letters, digits and hyphens between single slashes. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*)?$/;

/** A value as a message shows it: on one line, cut at 120 characters (a control character shows as �). */
const shown = (value: string): string =>
  Array.from(value.slice(0, 120), (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? "�" : char)).join("");

/** Whether `file` is `dir` itself or inside it, once both are resolved. */
export const isInside = (dir: string, file: string): boolean => {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/** The file under `publicDir` that an address of the site names, or null for an address that is not one. */
export const publicFileOf = (publicDir: string, pagePath: string): string | null => {
  if (!PAGE_PATH.test(pagePath)) return null;
  const file = path.join(publicDir, ...pagePath.split("/").filter(Boolean), "index.html");
  return isInside(publicDir, file) ? file : null;
};

/** Why `pagePath` cannot be a page written under `publicDir`, in French; null when it can. */
export const pagePathProblem = (publicDir: string, pagePath: string): string | null =>
  publicFileOf(publicDir, pagePath)
    ? null
    : `l’adresse « ${shown(pagePath)} » n’est pas une adresse du site ` +
      "(des mots sans accents séparés par des tirets, entre des barres obliques simples) : aucune page n’est écrite.";

/** The rule a kind's slug follows: its `slug` field's own (`route` for the legal pages), else `slug`. */
export const slugRuleOf = (kind: KindWithPages) => kind.fields.find((field) => field.name === "slug")?.rule ?? "slug";

/** Why `slug` cannot make a page of `kind`, in French; null when it can. */
export const slugProblem = (kind: KindWithPages, slug: string, publicDir: string): string | null => {
  const rule = slugRuleOf(kind);
  const text: string = slug;
  if (!follows(rule, text)) {
    return `${RULES[rule].message}, trouvé « ${shown(slug)} » : aucune page n’est écrite.`;
  }
  return pagePathProblem(publicDir, pagePathOf(kind, slug));
};
