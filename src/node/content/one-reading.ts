import { isDeepStrictEqual } from "util";
import type { ContentFile, ContentProblem } from "./content-check";

/**
 * One reading of content (docs/security.md, « One reading »). The build's content check reads every file once
 * with the project's reader (src/lib/content/front-matter.ts) and records here what it validated. Each Markdown
 * node gatsby-transformer-remark then makes of a file is held to that record: its front matter must equal the
 * checked data field for field, and the body it renders the checked body. The node the site queries is made of
 * the checked data; a file the check did not read, or that Gatsby reads otherwise, stops the build naming it.
 */

/** What gatsby-transformer-remark puts on a MarkdownRemark node, as far as the comparison needs. */
export interface MarkdownSide {
  frontmatter?: unknown;
  rawMarkdownBody?: unknown;
  internal?: { content?: unknown };
}

export type Verdict = { data: Record<string, unknown>; problem?: undefined } | { data?: undefined; problem: ContentProblem };

/**
 * The front matter as gatsby-transformer-remark stores it: each top-level date as its JSON text (nested ones
 * stay dates), and a `title` of "" when the file has none.
 */
export const asTransformerStoresIt = (data: Record<string, unknown>): Record<string, unknown> => ({
  title: "",
  ...storedData(data),
});

/** The checked data with the same top-level dates as text, which is what a node of the site holds. */
export const storedData = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toJSON() : value]));

/** The path of the first value that differs, `client` or `tags[2].name`; null when both are equal. */
export const firstDifference = (checked: unknown, built: unknown, where = ""): string | null => {
  if (isDeepStrictEqual(checked, built)) return null;
  const here = where || "frontmatter";
  if (Array.isArray(checked) && Array.isArray(built) && checked.length === built.length) {
    for (const [index, item] of checked.entries()) {
      const found = firstDifference(item, built[index], `${where}[${index + 1}]`);
      if (found) return found;
    }
    return here;
  }
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
  if (isRecord(checked) && isRecord(built)) {
    const keys = [...new Set([...Object.keys(checked), ...Object.keys(built)])].sort();
    for (const key of keys) {
      const found = firstDifference(checked[key], built[key], where ? `${where}.${key}` : key);
      if (found) return found;
    }
  }
  return here;
};

const MISREAD =
  "Gatsby lit ce fichier autrement que le contrôle du contenu, qui ne l’a donc pas vérifié tel qu’il serait publié : " +
  "le build s’arrête. Enregistrez-le depuis le CMS, ou avec des fins de ligne ordinaires et sans caractère invisible autour des lignes « --- ».";

/** The files the last check read, by absolute path. */
export class CheckedFiles {
  private readonly files = new Map<string, ContentFile>();

  /** Replaces the record with what a check just read. */
  record(files: ContentFile[]): void {
    this.files.clear();
    for (const file of files) this.files.set(file.absolutePath, file);
  }

  has(absolutePath: string): boolean {
    return this.files.has(absolutePath);
  }

  /** The data a node of `absolutePath` holds, or the problem that stops the build. */
  verify(absolutePath: string, file: string, markdown: MarkdownSide): Verdict {
    const checked = this.files.get(absolutePath);
    if (!checked) {
      return {
        problem: {
          file,
          field: "fichier",
          message: "le contrôle du contenu n’a pas lu ce fichier (ajouté ou renommé pendant le build ?) : il n’est pas publié.",
        },
      };
    }
    const field = firstDifference(asTransformerStoresIt(checked.data), markdown.frontmatter);
    if (field) return { problem: { file, field, message: MISREAD } };
    const bodies = [markdown.rawMarkdownBody, markdown.internal?.content].filter((body) => body !== undefined);
    if (bodies.length === 0 || bodies.some((body) => typeof body !== "string" || body.replace(/\r\n/g, "\n") !== checked.body)) {
      return { problem: { file, field: "body", message: MISREAD } };
    }
    return { data: storedData(checked.data) };
  }
}

/** What the last content check of this process read: the one reading the nodes are made of (gatsby-node.ts). */
export const checkedFiles = new CheckedFiles();
