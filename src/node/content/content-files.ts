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

/**
 * Every file under `dir` (any depth) that Gatsby reads as Markdown, sorted: content files and misnamed ones.
 * A symbolic link is never followed nor listed: `symbolicLinksUnder` names it, and the check refuses it.
 */
export const listMarkdownFiles = (dir: string): string[] => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) return [];
      if (entry.isDirectory()) return listMarkdownFiles(full);
      return entry.isFile() && isMarkdownName(entry.name) ? [full] : [];
    })
    .sort();
};

/**
 * Every symbolic link under `dir`, folder or file, at any depth, sorted. gatsby-source-filesystem follows
 * links, so a linked folder would be built without being checked, from anywhere on the disk: the check and
 * the build refuse them all (docs/security.md, « One reading »).
 */
export const symbolicLinksUnder = (dir: string): string[] => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) return [full];
      return entry.isDirectory() ? symbolicLinksUnder(full) : [];
    })
    .sort();
};

/** The French refusal of a link, naming it from the repository's root. */
export const symbolicLinkMessage = (link: string): string => {
  let target = "?";
  try {
    target = fs.readlinkSync(link);
  } catch {
    // a link removed meanwhile is still refused
  }
  return `est un lien symbolique (vers « ${target.slice(0, 120)} ») : le site ne suit aucun lien, copiez le dossier ou le fichier lui-même dans content/.`;
};

/**
 * Whether `absolutePath` is reached under `rootDir` without any symbolic link: its real path is the path
 * itself, from the real root. The build asks it of every file Gatsby gives it under content/.
 */
export const isReachedWithoutLink = (absolutePath: string, rootDir: string): boolean => {
  try {
    const realRoot = fs.realpathSync(rootDir);
    const relative = path.relative(rootDir, absolutePath);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return false;
    return fs.realpathSync(absolutePath) === path.join(realRoot, relative) && !fs.lstatSync(absolutePath).isSymbolicLink();
  } catch {
    return false;
  }
};

const BOM = "\ufeff";

/** Without a byte order mark, which Gatsby ignores too. */
export const withoutBom = (source: string): string => (source.startsWith(BOM) ? source.slice(1) : source);

/** The front matter of a file; its errors name the file from `rootDir`. */
export const readFrontMatterOf = (absolutePath: string, rootDir: string): FrontMatter =>
  readFrontMatter(fs.readFileSync(absolutePath, "utf8"), path.relative(rootDir, absolutePath).split(path.sep).join("/"));
