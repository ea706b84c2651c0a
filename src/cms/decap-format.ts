/**
 * How Decap CMS writes an entry it saves (gray-matter and yaml 1.x), written after
 * decap-cms-core's code since Decap publishes no API for it; __tests__/e2e/cms.test.ts
 * keeps it true to Decap (docs/cms.md « The format Decap writes »).
 */
import * as fs from "fs";
import * as path from "path";
import YAML from "yaml";
import type { Pair, YAMLMap } from "yaml/types";
import type { CmsCollection, CmsConfig, CmsField } from "./config";
import { readFrontMatter } from "../lib/content/front-matter";

/** Decap reads a UTC date-time (…T…Z) as a date and writes it back the same; a plain date stays a string. */
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true as const,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
};

const parseYaml = (text: string): Record<string, unknown> => {
  const trimmed = text.trim().endsWith("---") ? text.trim().slice(0, -3) : text;
  return YAML.parse(trimmed, { customTags: [timestampTag] }) as Record<string, unknown>;
};

/** Keyed by dotted path ("address.city"); `\n` in a comment starts a new line. */
const addComments = (items: Pair[], comments: Record<string, string>, prefix = ""): void => {
  for (const item of items) {
    if (item.key === undefined || item.key === null) continue;
    const key = prefix ? `${prefix}.${String(item.key)}` : String(item.key);
    if (comments[key]) item.commentBefore = ` ${comments[key].split("\\n").join("\n ")}`;
    const value = item.value as { items?: unknown } | null;
    if (Array.isArray(value?.items)) addComments(value.items as Pair[], comments, key);
  }
};

const byFieldOrder =
  (sortedKeys: string[]) =>
  (a: Pair, b: Pair): number => {
    const indexA = sortedKeys.indexOf(String(a.key));
    const indexB = sortedKeys.indexOf(String(b.key));
    if (indexA === -1 || indexB === -1) return 0;
    return indexA - indexB;
  };

const stringifyYaml = (data: Record<string, unknown>, sortedKeys: string[], comments: Record<string, string>) => {
  const contents = YAML.createNode(data) as YAMLMap;
  addComments(contents.items, comments);
  contents.items.sort(byFieldOrder(sortedKeys));
  const doc = new YAML.Document();
  doc.contents = contents;
  return doc.toString();
};

/** An entry as Decap reads it (no `body` key when blank); YAML only (src/lib/content/front-matter.ts). */
export const readEntry = (raw: string, file = "entrée"): Record<string, unknown> => {
  const entry = readFrontMatter(raw, file, { parseYaml });
  return { ...entry.data, ...(entry.body.trim() ? { body: entry.body } : {}) };
};

export interface CmsFile {
  file: string;
  fields: CmsField[];
  comments: Record<string, string>;
}

/**
 * Decap's selectFieldsComments: looked up in the collection's own `fields`, so a
 * `files` collection's files get none.
 */
export const commentsOf = (fields: CmsField[], prefix = ""): Record<string, string> =>
  Object.assign(
    {},
    ...fields.map((field) => {
      const name = `${prefix}${field.name}`;
      const nested = field.fields ?? (field.field ? [field.field] : []);
      return { ...(field.comment ? { [name]: field.comment } : {}), ...commentsOf(nested, `${name}.`) };
    }),
  );

export const writeEntry = (data: Record<string, unknown>, entry: Pick<CmsFile, "fields" | "comments">): string => {
  const { body = "", ...meta } = data as { body?: string } & Record<string, unknown>;
  const frontMatter = stringifyYaml(
    meta,
    entry.fields.map((f) => f.name),
    entry.comments,
  ).trim();
  const file = `${frontMatter === "{}" ? "" : `---\n${frontMatter}\n---\n`}${body.endsWith("\n") ? body : `${body}\n`}`;
  const content = body.slice(-1) !== "\n" ? file.slice(0, -1) : file;
  // Decap's backend (entryToRaw) ends every file with a line break.
  return content.endsWith("\n") ? content : `${content}\n`;
};

export const decapResave = (raw: string, entry: Pick<CmsFile, "fields" | "comments"> & Partial<Pick<CmsFile, "file">>): string =>
  writeEntry(readEntry(raw, entry.file), entry);

const markdownIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? markdownIn(path.join(dir, entry.name))
            : entry.name.endsWith(".md")
              ? [path.join(dir, entry.name)]
              : [],
        )
        .sort()
    : [];

export const cmsFiles = (config: CmsConfig, rootDir: string): CmsFile[] =>
  config.collections.flatMap((collection: CmsCollection) => {
    if (collection.files) return collection.files.map((f) => ({ file: f.file, fields: f.fields, comments: {} }));
    const folder = path.join(rootDir, collection.folder ?? "");
    const files = markdownIn(folder).filter((file) =>
      collection.path ? path.basename(file) === `${path.basename(collection.path)}.md` : path.dirname(file) === folder,
    );
    const fields = collection.fields ?? [];
    return files.map((file) => ({ file: path.relative(rootDir, file), fields, comments: commentsOf(fields) }));
  });
