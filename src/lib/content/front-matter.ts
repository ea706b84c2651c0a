/**
 * The one reader of front matter in the project: the build, the content check,
 * `gatsby develop`, the npm scripts, the contact function and the CMS's format
 * all read a Markdown file's front matter here, and ESLint forbids importing
 * gray-matter anywhere else (eslint.config.mjs).
 *
 * Front matter is data, never code (docs/security.md): only YAML between two
 * lines « --- » is read. gray-matter picks the language written after the
 * opening `---` and evaluates `---js`/`---javascript` with `eval`, whatever
 * language its options name; so the first line is checked before gray-matter
 * sees the text, and its engines for other languages are replaced by ones that
 * refuse, in case a text ever reaches them.
 */
import matter from "gray-matter";

/** A front matter that cannot be read: the file, the line and the reason, in French, worded as the content check's problems. */
export class FrontMatterError extends Error {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
  /** The error of the YAML parser, when the YAML itself is wrong (src/node/content/yaml-errors.ts explains it). */
  readonly yamlError?: unknown;

  constructor(file: string, line: number, reason: string, yamlError?: unknown) {
    super(`${file}, ligne ${line} — champ « frontmatter » : ${reason}`);
    this.name = "FrontMatterError";
    this.file = file;
    this.line = line;
    this.reason = reason;
    this.yamlError = yamlError;
  }
}

export interface FrontMatter {
  /** The YAML's values; `{}` for a file without front matter or with an empty one. */
  data: Record<string, unknown>;
  /** The text after the closing `---`. */
  body: string;
  /** Whether the file opens with a front-matter block. */
  hasFrontMatter: boolean;
}

export interface ReadOptions {
  /** The YAML parser; gray-matter's own (js-yaml 3, safe schema) by default. */
  parseYaml?: (yaml: string) => unknown;
}

const OPEN = "---";

const refuseLanguage = (language: string) => () => {
  throw new Error(`front matter in ${language} refused: only YAML is read`);
};

/** The engines gray-matter would use for a language other than YAML, each one refusing. */
const refusingEngines = {
  javascript: { parse: refuseLanguage("javascript"), stringify: refuseLanguage("javascript") },
  js: { parse: refuseLanguage("javascript"), stringify: refuseLanguage("javascript") },
  json: { parse: refuseLanguage("json"), stringify: refuseLanguage("json") },
  coffee: { parse: refuseLanguage("coffee"), stringify: refuseLanguage("coffee") },
  toml: { parse: refuseLanguage("toml"), stringify: refuseLanguage("toml") },
};

/** The text without a byte-order mark and with `\n` line breaks, as the reader sees it. */
export const normaliseSource = (source: string): string => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/**
 * The front matter and body of `source`, the text of `file` (a path relative to
 * the project, named in errors). Throws a FrontMatterError, before anything is
 * parsed, when the first line opens a block in another language than YAML
 * (`---js`, `---json`…), and when the YAML does not parse.
 */
export const readFrontMatter = (source: string, file: string, options: ReadOptions = {}): FrontMatter => {
  const text = normaliseSource(source);
  if (!text.startsWith(OPEN)) return { data: {}, body: text, hasFrontMatter: false };
  const firstLine = text.split("\n", 1)[0];
  if (firstLine.trimEnd() !== OPEN) {
    throw new FrontMatterError(
      file,
      1,
      `la première ligne doit être « --- » seule, pas « ${firstLine.trim()} » : le site ne lit que du YAML entre deux lignes « --- ».`,
    );
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object on every call: gray-matter caches parses by content otherwise.
    parsed = matter(text, {
      language: "yaml",
      engines: {
        ...refusingEngines,
        ...(options.parseYaml ? { yaml: { parse: options.parseYaml as (yaml: string) => object, stringify: () => "" } } : {}),
      },
    });
  } catch (error) {
    const first = ((error as Error).message ?? String(error)).split("\n")[0];
    const mark = (error as { mark?: { line?: number } }).mark;
    const line = typeof mark?.line === "number" ? mark.line + 1 : 1;
    throw new FrontMatterError(file, line, `le frontmatter n’est pas du YAML valide (${first}).`, error);
  }
  const data = parsed.data && typeof parsed.data === "object" ? (parsed.data as Record<string, unknown>) : {};
  return { data, body: parsed.content, hasFrontMatter: true };
};
