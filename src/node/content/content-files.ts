import * as fs from "fs";
import * as path from "path";
import { readFrontMatter, type FrontMatter } from "../../lib/content/front-matter";

/**
 * What "a content file" is, for the check and the build alike: Gatsby builds every file whose extension is
 * Markdown to `mime` (`.MD`, `.markdown`, `.mkd`…); the site takes `.md` in lower case and the check refuses
 * the others (docs/content.md, « The content check », which files).
 */
export const MARKDOWN_EXTENSIONS = ["md", "markdown", "mkd"] as const;

export const CONTENT_EXTENSION = ".md";

/** Whether Gatsby reads the file as Markdown (its extension, in any case). */
export const isMarkdownName = (name: string): boolean =>
  (MARKDOWN_EXTENSIONS as readonly string[]).includes(path.extname(name).slice(1).toLowerCase());

/** Whether the file is a content file as the site spells it: Markdown, `.md` in lower case. */
export const isContentFileName = (name: string): boolean => path.extname(name) === CONTENT_EXTENSION;

export const renamedContentFile = (name: string): string =>
  `${path.basename(name, path.extname(name))}${CONTENT_EXTENSION}`;

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

const BOM = "\ufeff";

/** Without a byte order mark, which Gatsby ignores too. */
export const withoutBom = (source: string): string => (source.startsWith(BOM) ? source.slice(1) : source);

/** The front matter of a file; its errors name the file from `rootDir`. */
export const readFrontMatterOf = (absolutePath: string, rootDir: string): FrontMatter =>
  readFrontMatter(fs.readFileSync(absolutePath, "utf8"), path.relative(rootDir, absolutePath).split(path.sep).join("/"));
