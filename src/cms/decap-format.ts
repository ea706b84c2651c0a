/**
 * How Decap CMS writes an entry it saves, as this project's own code. Decap
 * (decap-cms-app 3.16.3 at /admin/, cms/package.json) writes a Markdown entry's
 * front matter with gray-matter and yaml 1.x (the same packages, declared in the
 * site's package.json; read here through src/lib/content/front-matter.ts):
 * block-style YAML from `YAML.createNode`, the keys in the order of the
 * collection's fields, a field's `comment` written above its key (in a folder
 * collection only, see commentsOf), then the body after the closing `---`.
 * Decap publishes no API for that formatter, so it is written here after its
 * code (decap-cms-core, formats/frontmatter and formats/yaml, MIT, read in
 * 3.6.3; the browser test below finds 3.19.1, the core of decap-cms-app 3.16.3,
 * writing the same bytes).
 *
 * Used once to normalise content/ to that style (`npm run cms:normalise`), and
 * by a unit test that proves a save of an untouched entry changes nothing
 * (__tests__/unit/cms-format.test.ts); the browser test
 * (__tests__/e2e/cms.test.ts) saves entries in Decap itself and compares the
 * bytes, which keeps this file true to Decap.
 */
import * as fs from "fs";
import * as path from "path";
import YAML from "yaml";
import type { Pair, YAMLMap } from "yaml/types";
import type { CmsCollection, CmsConfig, CmsField } from "./config";
import { readFrontMatter } from "../lib/content/front-matter";

/**
 * Decap reads a UTC date-time (…T…Z) as a date, which yaml writes back in the
 * same ISO form; a plain date stays a string. The site's date fields are plain
 * dates (YYYY-MM-DD).
 */
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

/** Comments keyed by dotted path ("address.city"), written above their key; `\n` in a comment starts a new line. */
const addComments = (items: Pair[], comments: Record<string, string>, prefix = ""): void => {
  for (const item of items) {
    if (item.key === undefined || item.key === null) continue;
    const key = prefix ? `${prefix}.${String(item.key)}` : String(item.key);
    if (comments[key]) item.commentBefore = ` ${comments[key].split("\\n").join("\n ")}`;
    const value = item.value as { items?: unknown } | null;
    if (Array.isArray(value?.items)) addComments(value.items as Pair[], comments, key);
  }
};

/** The keys named in `sortedKeys` in that order; the others stay where they are. */
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

/**
 * The front matter and the body of an entry, as Decap reads them (no `body` key when the body is blank); `file` is
 * named in errors. Only YAML is read (src/lib/content/front-matter.ts).
 */
export const readEntry = (raw: string, file = "entrée"): Record<string, unknown> => {
  const entry = readFrontMatter(raw, file, { parseYaml });
  return { ...entry.data, ...(entry.body.trim() ? { body: entry.body } : {}) };
};

/** A file the CMS edits: its path, its collection's fields, and the comments Decap writes above them. */
export interface CmsFile {
  file: string;
  fields: CmsField[];
  comments: Record<string, string>;
}

/**
 * The comments Decap writes (selectFieldsComments): each field with a
 * `comment`, nested ones by dotted path ("address.city"). Decap looks them up in
 * the collection's own `fields`, so only a folder collection's files get them:
 * a file of a `files` collection (the company facts, the home texts) gets none.
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

/** The file Decap writes for an entry: front matter in field order, then the body. */
export const writeEntry = (data: Record<string, unknown>, entry: Pick<CmsFile, "fields" | "comments">): string => {
  const { body = "", ...meta } = data as { body?: string } & Record<string, unknown>;
  const frontMatter = stringifyYaml(
    meta,
    entry.fields.map((f) => f.name),
    entry.comments,
  ).trim();
  // gray-matter's layout: `---`, the YAML, `---`, the body; a body without a final line break gets none.
  const file = `${frontMatter === "{}" ? "" : `---\n${frontMatter}\n---\n`}${body.endsWith("\n") ? body : `${body}\n`}`;
  const content = body.slice(-1) !== "\n" ? file.slice(0, -1) : file;
  // Decap's backend (entryToRaw) ends every file it writes with a line break.
  return content.endsWith("\n") ? content : `${content}\n`;
};

/** What Decap writes for a file it has read and saves unchanged. */
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

/** Every file the CMS edits, with the fields of its collection (paths relative to rootDir). */
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
