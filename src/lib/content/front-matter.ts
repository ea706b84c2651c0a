/**
 * The one reader of front matter in the project (ESLint forbids gray-matter elsewhere). Only YAML is read:
 * gray-matter evaluates `---js` with `eval`, so the first line is checked before it sees the text, and its
 * other engines refuse (docs/security.md).
 */
import matter from "gray-matter";
import YAML from "yaml";

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

/**
 * The one rule of line ends, for every reader: a byte order mark is dropped and `\r\n` is a line end, as
 * gray-matter and remark read them; a lone `\r` is refused. js-yaml takes it for a line end where gray-matter
 * does not, so a file holding one would show the check a block that Gatsby reads otherwise (docs/security.md,
 * « One reading »). Neither the CMS nor an editor of today writes one.
 */
export const normaliseSource = (source: string, file = "?"): string => {
  const text = source.replace(/^\uFEFF/, "");
  const lone = /\r(?!\n)/.exec(text);
  if (lone) {
    const line = text.slice(0, lone.index).split("\n").length;
    throw new FrontMatterError(
      file,
      line,
      "cette ligne contient un retour chariot seul (\\r, une fin de ligne d’anciens Mac) que le site ne lit pas " +
        "de la même façon partout : enregistrez le fichier avec des fins de ligne ordinaires (LF ou CRLF).",
    );
  }
  return text.replace(/\r\n/g, "\n");
};

/** Beyond this many values, a front matter is not one a writer wrote: the CMS's largest holds about fifty. */
export const MAX_VALUES = 2000;

const yamlLineOf = (yaml: string, offset: number | undefined): number =>
  offset === undefined ? 1 : yaml.slice(0, offset).split("\n").length;

/** A node of the `yaml` package's tree: the part a walk needs. */
interface YamlNode {
  type?: string;
  tag?: string;
  range?: [number, number] | null;
  items?: (YamlNode | null)[];
  key?: YamlNode | null;
  value?: YamlNode | null;
}

/**
 * Anchors, aliases and explicit tags are refused before the YAML is parsed into values: the CMS never writes
 * them, an alias nested a few times over expands into gigabytes, and a tag (`!!binary`, `!!set`…) makes
 * values the model has no type for. Returns the reason and the block's line (1 is the line after « --- »).
 */
export const yamlFeatureProblem = (yaml: string): { line: number; reason: string } | null => {
  let document: ReturnType<typeof YAML.parseDocument>;
  try {
    document = YAML.parseDocument(yaml, { prettyErrors: false });
  } catch {
    return null; // the parser that reads the values reports the error
  }
  const anchors = document.anchors.getNames();
  if (anchors.length > 0) {
    const anchored = document.anchors.getNode(anchors[0]) as YamlNode | undefined;
    return {
      line: yamlLineOf(yaml, anchored?.range?.[0]),
      reason: `l’ancre « &${anchors[0].slice(0, 40)} » n’est pas lue par le site : écrivez chaque valeur en entier, sans ancre (&) ni renvoi (*).`,
    };
  }
  const visit = (node: YamlNode | null | undefined): { line: number; reason: string } | null => {
    if (!node || typeof node !== "object") return null;
    if (node.type === "ALIAS") {
      return {
        line: yamlLineOf(yaml, node.range?.[0]),
        reason: "un renvoi (*) à une autre valeur n’est pas lu par le site : écrivez chaque valeur en entier.",
      };
    }
    if (typeof node.tag === "string") {
      return {
        line: yamlLineOf(yaml, node.range?.[0]),
        reason: `le type explicite « ${node.tag.replace(/^tag:yaml\.org,2002:/, "!!").slice(0, 40)} » n’est pas lu par le site : écrivez la valeur sans « ! ».`,
      };
    }
    for (const child of [...(node.items ?? []), node.key, node.value]) {
      const found = visit(child);
      if (found) return found;
    }
    return null;
  };
  return visit(document.contents as YamlNode | null);
};

/**
 * What the site takes as front-matter data: texts, numbers, booleans, null, dates (a bare YYYY-MM-DD), lists
 * and maps, each value once (no shared object, which only an alias makes), and at most MAX_VALUES values.
 */
export const dataProblem = (data: unknown): string | null => {
  const seen = new Set<object>();
  let count = 0;
  const visit = (value: unknown, where: string): string | null => {
    if (++count > MAX_VALUES) return `le frontmatter contient plus de ${MAX_VALUES} valeurs, bien plus qu’aucun contenu du site.`;
    if (value === null || typeof value === "string" || typeof value === "boolean") return null;
    if (typeof value === "number") return Number.isFinite(value) ? null : `la valeur de « ${where} » n’est pas un nombre fini.`;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? `la date de « ${where} » n’existe pas.` : null;
    if (typeof value !== "object") return `la valeur de « ${where} » n’est pas une donnée que le site lit.`;
    if (seen.has(value)) return `la valeur de « ${where} » renvoie à une autre valeur : écrivez chaque valeur en entier.`;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = visit(item, `${where}[${index + 1}]`);
        if (found) return found;
      }
      return null;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return `la valeur de « ${where} » n’est pas une donnée que le site lit.`;
    for (const [key, item] of Object.entries(value)) {
      const found = visit(item, where ? `${where}.${key.slice(0, 40)}` : key.slice(0, 40));
      if (found) return found;
    }
    return null;
  };
  return visit(data, "");
};

/** The front matter and body of `source`; throws a FrontMatterError for another language than YAML or bad YAML. */
export const readFrontMatter = (source: string, file: string, options: ReadOptions = {}): FrontMatter => {
  const text = normaliseSource(source, file);
  if (!text.startsWith(OPEN)) return { data: {}, body: text, hasFrontMatter: false };
  const firstLine = text.split("\n", 1)[0];
  if (firstLine.trimEnd() !== OPEN) {
    throw new FrontMatterError(
      file,
      1,
      `la première ligne doit être « --- » seule, pas « ${firstLine.trim()} » : le site ne lit que du YAML entre deux lignes « --- ».`,
    );
  }
  // The block as gray-matter cuts it: from the first line to the next line that starts with « --- ».
  const close = text.indexOf("\n---", OPEN.length);
  const block = text.slice(firstLine.length + 1, close === -1 ? text.length : close);
  const feature = yamlFeatureProblem(block);
  if (feature) throw new FrontMatterError(file, feature.line + 1, feature.reason);
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
  if (Array.isArray(parsed.data)) {
    throw new FrontMatterError(file, 2, "le frontmatter doit être une suite de champs « nom: valeur », pas une liste.");
  }
  const problem = dataProblem(data);
  if (problem) throw new FrontMatterError(file, 1, problem);
  return { data, body: parsed.content, hasFrontMatter: true };
};
