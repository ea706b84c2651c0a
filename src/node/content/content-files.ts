import * as fs from "fs";
import * as path from "path";
import { readFrontMatter, type FrontMatter } from "../../lib/content/front-matter";

/**
 * What "a content file" is, for the content check and for the build alike.
 *
 * Gatsby builds every file under a content folder whose media type is Markdown:
 * gatsby-source-filesystem gives it `text/markdown` or `text/x-markdown` from its
 * extension, in any case (`mime`), and gatsby-transformer-remark turns each one
 * into a page's data. So `index.MD`, `index.markdown` or `notes.mkd` would be
 * published. The site takes one spelling, `.md` in lower case: the check reads
 * every file Gatsby would build and refuses the others, saying what to rename
 * them to; the build (gatsby-node.ts's onCreateNode) makes nodes of content
 * files only. `__tests__/unit/content-files.test.ts` holds this list to the
 * media types of the `mime` that gatsby-source-filesystem uses.
 */
export const MARKDOWN_EXTENSIONS = ["md", "markdown", "mkd"] as const;

/** The one extension a content file has. */
export const CONTENT_EXTENSION = ".md";

/** Whether Gatsby reads the file as Markdown (its extension, in any case). */
export const isMarkdownName = (name: string): boolean =>
  (MARKDOWN_EXTENSIONS as readonly string[]).includes(path.extname(name).slice(1).toLowerCase());

/** Whether the file is a content file as the site spells it: Markdown, `.md` in lower case. */
export const isContentFileName = (name: string): boolean => path.extname(name) === CONTENT_EXTENSION;

/** `index.MD` → `index.md`, `Offre.markdown` → `Offre.md`. */
export const renamedContentFile = (name: string): string =>
  `${path.basename(name, path.extname(name))}${CONTENT_EXTENSION}`;

/** The French problem for a Markdown file spelled otherwise, or null for a content file. */
export const renameMessage = (name: string): string | null =>
  isMarkdownName(name) && !isContentFileName(name)
    ? `le site ne lit que les fichiers en « ${CONTENT_EXTENSION} » (en minuscules) : renommez « ${name} » en « ${renamedContentFile(name)} ».`
    : null;

/** Every file under `dir` (any depth) that Gatsby reads as Markdown, sorted: content files and misnamed ones. */
export const listMarkdownFiles = (dir: string): string[] => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listMarkdownFiles(full);
      return isMarkdownName(entry.name) ? [full] : [];
    })
    .sort();
};

/** A UTF-8 byte order mark, which editors on Windows may write at the start of a file. */
const BOM = "\ufeff";

/** The text of a file as the check reads it: without a byte order mark, which Gatsby ignores too. */
export const withoutBom = (source: string): string => (source.startsWith(BOM) ? source.slice(1) : source);

/** The front matter of a file of the project (src/lib/content/front-matter.ts); its errors name the file from `rootDir`. */
export const readFrontMatterOf = (absolutePath: string, rootDir: string): FrontMatter =>
  readFrontMatter(fs.readFileSync(absolutePath, "utf8"), path.relative(rootDir, absolutePath).split(path.sep).join("/"));
