/**
 * The one reader of front matter in the project (ESLint forbids gray-matter elsewhere). Only YAML is read:
 * gray-matter evaluates `---js` with `eval`, so the first line is checked before it sees the text, and its
 * other engines refuse (docs/security.md).
 */
import matter from "gray-matter";

/** A front matter that cannot be read, worded as the content check's problems. */
export class FrontMatterError extends Error {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
  /** The YAML parser's error, for src/node/content/yaml-errors.ts. */
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
  data: Record<string, unknown>;
  body: string;
  hasFrontMatter: boolean;
}

export interface ReadOptions {
  /** gray-matter's own (js-yaml 3, safe schema) by default. */
  parseYaml?: (yaml: string) => unknown;
}

const OPEN = "---";

const refuseLanguage = (language: string) => () => {
  throw new Error(`front matter in ${language} refused: only YAML is read`);
};

const refusingEngines = {
  javascript: { parse: refuseLanguage("javascript"), stringify: refuseLanguage("javascript") },
  js: { parse: refuseLanguage("javascript"), stringify: refuseLanguage("javascript") },
  json: { parse: refuseLanguage("json"), stringify: refuseLanguage("json") },
  coffee: { parse: refuseLanguage("coffee"), stringify: refuseLanguage("coffee") },
  toml: { parse: refuseLanguage("toml"), stringify: refuseLanguage("toml") },
};

export const normaliseSource = (source: string): string => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/** The front matter and body of `source`; throws a FrontMatterError for another language than YAML or bad YAML. */
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
