import * as fs from "fs";
import * as path from "path";
import {
  CONTENT_KINDS,
  FIELD_TYPES,
  fieldsWithLimits,
  fieldTypeOf,
  specContextOf,
  type ContentKind,
  type FieldSpec,
} from "../../lib/content/content-model";
import { describeValue, type CheckContext, type KindEntries } from "../../lib/content/field-types/field-type";
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

/** The longest text a message quotes from a file: a writer recognises it, and no message grows with the file. */
const SHOWN_LENGTH = 160;

const cut = (text: string): string => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text);

/** The context of one file's checks: what the field types need of Node (a file beside it) and of the other kinds. */
export const checkContextOf = (absolutePath: string, entriesOf?: CheckContext["entriesOf"]): CheckContext => ({
  absolutePath,
  fileExists: (relativePath) => {
    const target = path.resolve(path.dirname(absolutePath), relativePath);
    return fs.existsSync(target) && fs.statSync(target).isFile();
  },
  ...(entriesOf ? { entriesOf } : {}),
});

/** A value against its field's type (src/lib/content/field-types/): the French problem, or null. */
export const checkValue = (spec: FieldSpec, value: unknown, where: string | CheckContext): string | null => {
  const type = fieldTypeOf(spec.type);
  // Unreachable from checkKind, which reports a model field of an unknown type first.
  if (!type) throw new Error(`Champ « ${spec.name} » : type « ${String(spec.type)} » inconnu du contrôle du contenu.`);
  return type.check(spec, value, typeof where === "string" ? checkContextOf(where) : where);
};

/** The published and draft slugs of every kind with a `slug`, for the references (`KindEntries`). */
export const entriesIndex = (read: { kind: ContentKind; files: ContentFile[] }[]): CheckContext["entriesOf"] => {
  const index = new Map<string, KindEntries>();
  for (const { kind, files } of read) {
    const published = new Set<string>();
    const drafts = new Set<string>();
    for (const file of files) {
      if (typeof file.data.slug !== "string") continue;
      (file.data.draft === true ? drafts : published).add(file.data.slug);
    }
    index.set(kind.folder, { label: kind.label, published, drafts });
  }
  return (folder) => index.get(folder);
};

export interface CheckKindOptions {
  /** Every kind, for a reference's target; CONTENT_KINDS when left out. */
  kinds?: readonly ContentKind[];
  /** The other kinds' entries: the cross-kind pass of checkContent. */
  entriesOf?: CheckContext["entriesOf"];
}

export const checkKind = (
  kind: ContentKind,
  files: ContentFile[],
  tokens?: SiteTokens,
  options: CheckKindOptions = {},
): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const known = new Set(kind.fields.map((field) => field.name));
  const specContext = specContextOf(options.kinds ?? CONTENT_KINDS);
  // The title budget needs the site's name (content/settings/site.md), as the tokens have it.
  const fields = fieldsWithLimits(kind, typeof tokens?.name === "string" ? tokens.name : undefined);
  const typed = fields.filter((spec) => {
    const type = fieldTypeOf(spec.type);
    if (!type) {
      problems.push({
        file: MODEL_FILE,
        field: spec.name,
        message: `« ${kind.folder} » : le type « ${spec.type} » n’est pas un type de champ connu (${FIELD_TYPES.join(", ")}).`,
      });
      return false;
    }
    const fault = type.checkSpec?.(spec, specContext);
    if (fault) {
      problems.push({ file: MODEL_FILE, field: spec.name, message: `« ${kind.folder} » : ${fault}` });
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
      if (value === undefined || (value === null && !fieldTypeOf(spec.type)?.acceptsNull)) {
        if (spec.required) {
          problems.push({ file: file.file, field: spec.name, message: "est obligatoire et manque." });
        }
        continue;
      }
      const message = checkValue(spec, value, checkContextOf(file.absolutePath, options.entriesOf));
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
          message: `la valeur ${describeValue(value)} est déjà prise par ${first}.`,
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
  // Every kind read first, so a reference is checked against its target's files (the cross-kind pass).
  const read = CONTENT_KINDS.map((kind) => ({ kind, ...readKind(contentDir, kind, rootDir) }));
  const entriesOf = entriesIndex(read);
  return {
    problems: read.flatMap(({ kind, files, problems }) => [...problems, ...checkKind(kind, files, tokens, { entriesOf })]),
    files: read.flatMap(({ files }) => files),
  };
};

export const checkContent = (contentDir: string, rootDir = path.dirname(contentDir)): ContentProblem[] =>
  readAndCheckContent(contentDir, rootDir).problems;
