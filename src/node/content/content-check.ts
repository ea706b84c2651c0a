import * as fs from "fs";
import * as path from "path";
import { CONTENT_KINDS, FIELD_TYPES, LIST_ITEMS, type ContentKind, type FieldSpec } from "../../lib/content/content-model";
import { ICON_NAMES, isIconName } from "../../lib/icon-names";
import { follows, RULES, type RuleName } from "../../lib/content/content-rules";
import { unknownTokens, type SiteTokens } from "../../lib/markdown/tokens";
import { loadTokens } from "./site-tokens";
import { listMarkdownFiles, renameMessage, symbolicLinkMessage, symbolicLinksUnder } from "./content-files";
import { checkBody } from "./body-check";
import { explainYamlError } from "./yaml-errors";
import { FrontMatterError, normaliseSource, readFrontMatter } from "../../lib/content/front-matter";

export const MODEL_FILE = "src/lib/content/content-model.ts";

export interface ContentProblem {
  file: string;
  /** Frontmatter field at fault, or "frontmatter" / "body" / "fichier". */
  field: string;
  message: string;
  line?: number;
  column?: number;
}

export interface ContentFile {
  file: string;
  absolutePath: string;
  data: Record<string, unknown>;
  body: string;
  bodyLine?: number;
}

/** `content/x.md, ligne 4, colonne 8 — champ « title » : …` */
export const formatProblem = (problem: ContentProblem): string => {
  const where =
    problem.line === undefined
      ? ""
      : `, ligne ${problem.line}${problem.column === undefined ? "" : `, colonne ${problem.column}`}`;
  return `${problem.file}${where} — champ « ${problem.field} » : ${problem.message}`;
};

/** The longest value a message shows: a writer recognises it, and no message grows with the file. */
const SHOWN_LENGTH = 160;

const cut = (text: string): string => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text);

const describe = (value: unknown): string => {
  if (value === null) return "vide";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string") return `« ${cut(value)} »`;
  return cut(JSON.stringify(value) ?? String(value));
};

/** "doit être …, trouvé « … »." : a rule's message (shared with the CMS) and the value found. */
const refused = (rule: RuleName, value: unknown): string => `${RULES[rule].message}, trouvé ${describe(value)}.`;

/** A list item's key the model does not declare: its GraphQL type lacks it, so it would never show. */
const unknownItemKeys = (spec: FieldSpec, items: unknown[]): string | null => {
  const shape = LIST_ITEMS[spec.type as keyof typeof LIST_ITEMS];
  const known = shape.fields.map((field) => field.name);
  for (const [index, item] of items.entries()) {
    const extra = Object.keys(item as Record<string, unknown>).find((key) => !known.includes(key));
    if (extra !== undefined) {
      return `l’élément n° ${index + 1} a une clé « ${extra} » que le site ne connaît pas (clés possibles : ${known.join(", ")}).`;
    }
  }
  return null;
};

export const checkValue = (spec: FieldSpec, value: unknown, absolutePath: string): string | null => {
  switch (spec.type) {
    case "string":
    case "text":
      if (typeof value !== "string") return `doit être un texte, trouvé ${describe(value)}.`;
      if (value.trim() === "") return "ne doit pas être vide.";
      return null;
    case "integer":
      return Number.isInteger(value) ? null : `doit être un nombre entier, trouvé ${describe(value)}.`;
    case "boolean":
      return typeof value === "boolean" ? null : `doit valoir true ou false, trouvé ${describe(value)}.`;
    case "url":
      return follows("url", value) ? null : refused("url", value);
    case "email":
      return follows("email", value) ? null : refused("email", value);
    case "path":
      return follows("path", value) ? null : refused("path", value);
    case "slug":
      return follows(spec.rule ?? "slug", value) ? null : refused(spec.rule ?? "slug", value);
    case "date": {
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
      if (!follows("date", text) || Number.isNaN(Date.parse(text))) return refused("date", value);
      return null;
    }
    case "price":
      if (value === null) return null;
      return Number.isInteger(value) && follows("price", String(value)) ? null : refused("price", value);
    case "youtube":
      return follows("youtube", value) ? null : refused("youtube", value);
    case "icon":
      return typeof value === "string" && isIconName(value)
        ? null
        : `doit être le nom d’une icône du site (${ICON_NAMES.join(", ")}), trouvé ${describe(value)}.`;
    case "choice": {
      const choices = spec.choices ?? [];
      return typeof value === "string" && choices.includes(value)
        ? null
        : `doit être l’une des valeurs possibles (${choices.join(", ")}), trouvé ${describe(value)}.`;
    }
    case "file": {
      if (typeof value !== "string" || value.trim() === "")
        return `doit être le chemin d’une image, trouvé ${describe(value)}.`;
      const target = path.resolve(path.dirname(absolutePath), value);
      return fs.existsSync(target) && fs.statSync(target).isFile()
        ? null
        : `l’image « ${value} » n’existe pas (le chemin part du dossier du fichier Markdown).`;
    }
    case "list<string>":
      if (!Array.isArray(value) || value.length === 0) return "doit être une liste non vide.";
      return value.every((item) => typeof item === "string" && item.trim() !== "")
        ? null
        : "chaque élément de la liste doit être un texte non vide.";
    case "list<tag>":
      if (!Array.isArray(value) || value.length === 0) return "doit être une liste non vide d’étiquettes.";
      return value.every(
        (item) =>
          item !== null &&
          typeof item === "object" &&
          Number.isInteger((item as Record<string, unknown>).id) &&
          typeof (item as Record<string, unknown>).name === "string" &&
          ((item as Record<string, unknown>).name as string).trim() !== "",
      )
        ? unknownItemKeys(spec, value)
        : "chaque étiquette doit avoir un `id` (nombre entier) et un `name` (texte).";
    case "list<link>":
      if (!Array.isArray(value) || value.length === 0) return "doit être une liste non vide de liens.";
      for (const item of value) {
        const link = (item ?? {}) as Record<string, unknown>;
        if (!Number.isInteger(link.id) || typeof link.title !== "string" || typeof link.link !== "string") {
          return "chaque lien doit avoir un `id` (nombre entier), un `title` et un `link`.";
        }
        if (!follows("path", link.link)) {
          return `le lien « ${link.title} » doit commencer par « / », trouvé ${describe(link.link)}.`;
        }
      }
      return unknownItemKeys(spec, value);
    default: {
      // Unreachable: checkKind reports a model field of an unknown type first.
      const type: never = spec.type;
      throw new Error(`Champ « ${spec.name} » : type « ${String(type)} » inconnu du contrôle du contenu.`);
    }
  }
};

export const checkKind = (kind: ContentKind, files: ContentFile[], tokens?: SiteTokens): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const known = new Set(kind.fields.map((field) => field.name));
  const typed = kind.fields.filter((spec) => {
    if (!(FIELD_TYPES as readonly string[]).includes(spec.type)) {
      problems.push({
        file: MODEL_FILE,
        field: spec.name,
        message: `« ${kind.folder} » : le type « ${spec.type} » n’est pas un type de champ connu (${FIELD_TYPES.join(", ")}).`,
      });
      return false;
    }
    // A choice without its values would refuse every value a writer gives.
    if (spec.type === "choice" && (spec.choices ?? []).filter((choice) => choice.trim() !== "").length === 0) {
      problems.push({
        file: MODEL_FILE,
        field: spec.name,
        message: `« ${kind.folder} » : un champ de type « choice » donne ses valeurs possibles (choices), au moins une.`,
      });
      return false;
    }
    return true;
  });

  for (const file of files) {
    if (tokens) {
      const texts: [string, string][] = [
        ["body", file.body],
        ...Object.entries(file.data).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ];
      for (const [field, text] of texts) {
        for (const token of unknownTokens(text, tokens)) {
          problems.push({
            file: file.file,
            field,
            message: `{{${token}}} n’est pas un fait connu de content/settings/site.md (connus : ${Object.keys(tokens).join(", ")}).`,
          });
        }
      }
    }
    for (const spec of typed) {
      const value = file.data[spec.name];
      if (value === undefined || (value === null && spec.type !== "price")) {
        if (spec.required) {
          problems.push({ file: file.file, field: spec.name, message: "est obligatoire et manque." });
        }
        continue;
      }
      const message = checkValue(spec, value, file.absolutePath);
      if (message) problems.push({ file: file.file, field: spec.name, message });
    }
    for (const name of Object.keys(file.data)) {
      if (!known.has(name)) {
        problems.push({
          file: file.file,
          field: name,
          message: `n’est pas un champ connu pour ce type de contenu (champs possibles : ${[...known].join(", ")}).`,
        });
      }
    }
    if (kind.body === "required" && file.body.trim() === "") {
      problems.push({ file: file.file, field: "body", message: "le texte sous le frontmatter est vide." });
    }
    if (kind.body !== "unused") {
      for (const { line, message } of checkBody(file.body, file.bodyLine ?? 1, tokens)) {
        problems.push({ file: file.file, field: "body", line, message });
      }
    }
  }

  for (const field of kind.unique) {
    const seen = new Map<string, string>();
    for (const file of files) {
      const value = file.data[field];
      if (value === undefined || value === null) continue;
      const key = String(value).toLowerCase();
      const first = seen.get(key);
      if (first) {
        problems.push({
          file: file.file,
          field,
          message: `la valeur ${describe(value)} est déjà prise par ${first}.`,
        });
      } else {
        seen.set(key, file.file);
      }
    }
  }

  if (kind.expectedCount !== undefined && files.length !== kind.expectedCount) {
    problems.push({
      file: `content/${kind.folder}/`,
      field: "fichier",
      message: `${kind.expectedCount} fichier(s) attendu(s), ${files.length} trouvé(s).`,
    });
  }
  return problems;
};

const bodyLineOf = (source: string, body: string): number =>
  source.slice(0, source.length - body.length).split("\n").length;

export const readContentFile = (
  absolutePath: string,
  file: string,
): { file: ContentFile; problem?: undefined } | { file?: undefined; problem: ContentProblem } => {
  let source: string;
  try {
    source = normaliseSource(fs.readFileSync(absolutePath, "utf8"), file);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    return { problem: { file, field: "fichier", line: error.line, message: error.reason } };
  }
  if (!source.startsWith("---")) {
    return {
      problem: {
        file,
        field: "frontmatter",
        line: 1,
        message:
          source.trim() === ""
            ? "le fichier est vide : il doit commencer par un bloc frontmatter entre deux lignes « --- »."
            : "le fichier doit commencer par un bloc frontmatter entre deux lignes « --- ».",
      },
    };
  }
  try {
    const parsed = readFrontMatter(source, file);
    // js-yaml 3 misreads some tab-indented lines without an error, so a tab in the indentation is refused.
    const frontmatterLines = source.slice(0, source.length - parsed.body.length).split("\n");
    const tabbed = frontmatterLines.findIndex((line, index) => index > 0 && /^ *\t/.test(line));
    if (tabbed !== -1) {
      return {
        problem: {
          file,
          field: "frontmatter",
          line: tabbed + 1,
          column: frontmatterLines[tabbed].indexOf("\t") + 1,
          message: "une tabulation sert de retrait à cette ligne, ce que YAML interdit : remplacez-la par des espaces.",
        },
      };
    }
    return {
      file: {
        file,
        absolutePath,
        data: parsed.data,
        body: parsed.body,
        bodyLine: bodyLineOf(source, parsed.body),
      },
    };
  } catch (error) {
    if (error instanceof FrontMatterError && error.yamlError === undefined) {
      return { problem: { file, field: "frontmatter", line: error.line, message: error.reason } };
    }
    const { line, column, message } = explainYamlError(source, error instanceof FrontMatterError ? error.yamlError : error);
    return { problem: { file, field: "frontmatter", line, column, message: cut(message) } };
  }
};

/** Reads every file of one kind that Gatsby would build; a misspelt or unreadable one becomes a problem. */
export const readKind = (
  contentDir: string,
  kind: ContentKind,
  rootDir: string,
): { files: ContentFile[]; problems: ContentProblem[] } => {
  const files: ContentFile[] = [];
  const problems: ContentProblem[] = [];
  const folder = path.join(contentDir, kind.folder);
  for (const link of symbolicLinksUnder(folder)) {
    problems.push({ file: path.relative(rootDir, link), field: "fichier", message: symbolicLinkMessage(link) });
  }
  for (const absolutePath of listMarkdownFiles(folder)) {
    const file = path.relative(rootDir, absolutePath);
    const rename = renameMessage(path.basename(absolutePath));
    if (rename) {
      problems.push({ file, field: "fichier", message: rename });
      continue;
    }
    const read = readContentFile(absolutePath, file);
    if (read.problem) problems.push(read.problem);
    else files.push(read.file);
  }
  return { files, problems };
};

/** What the check read and what it found: the build publishes `files` and nothing else (docs/security.md). */
export interface CheckedContent {
  problems: ContentProblem[];
  files: ContentFile[];
}

export const readAndCheckContent = (contentDir: string, rootDir = path.dirname(contentDir)): CheckedContent => {
  let tokens: SiteTokens | undefined;
  try {
    tokens = loadTokens(rootDir);
  } catch {
    tokens = undefined; // site.md itself is checked by checkSiteFacts
  }
  const problems: ContentProblem[] = [];
  const read: ContentFile[] = [];
  for (const kind of CONTENT_KINDS) {
    const { files, problems: unreadable } = readKind(contentDir, kind, rootDir);
    problems.push(...unreadable, ...checkKind(kind, files, tokens));
    read.push(...files);
  }
  return { problems, files: read };
};

export const checkContent = (contentDir: string, rootDir = path.dirname(contentDir)): ContentProblem[] =>
  readAndCheckContent(contentDir, rootDir).problems;
