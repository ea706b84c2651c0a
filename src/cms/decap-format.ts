/**
 * How Decap CMS writes an entry it saves: its own frontmatter formatter
 * (decap-cms-core, the version decap-cms-app 3.6.4 bundles), with the keys in
 * the order of the collection's fields, as its backend's entryToRaw does. Used
 * once to normalise content/ to that style (`npm run cms:normalise`), and by a
 * unit test that proves a save of an untouched entry changes nothing.
 */
import * as fs from "fs";
import * as path from "path";
import { frontmatterYAML } from "decap-cms-core/dist/esm/formats/frontmatter.js";
import type { CmsCollection, CmsConfig, CmsField } from "./config";

const formatter = frontmatterYAML();

/** The comments Decap writes above fields that declare one (`comment`), keyed by field name. */
const commentsOf = (fields: CmsField[]): Record<string, string> =>
  Object.fromEntries(fields.filter((f) => f.comment).map((f) => [f.name, f.comment as string]));

/** What Decap writes for a file it has read and saves unchanged. */
export const decapResave = (raw: string, fields: CmsField[]): string => {
  const data = formatter.fromFile(raw) as Record<string, unknown>;
  let content: string = formatter.toFile(
    data,
    fields.map((f) => f.name),
    commentsOf(fields),
  );
  if (content.slice(-1) !== "\n") content += "\n";
  return content;
};

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
export const cmsFiles = (config: CmsConfig, rootDir: string): { file: string; fields: CmsField[] }[] =>
  config.collections.flatMap((collection: CmsCollection) => {
    if (collection.files) return collection.files.map((f) => ({ file: f.file, fields: f.fields }));
    const folder = path.join(rootDir, collection.folder ?? "");
    const files = markdownIn(folder).filter((file) =>
      collection.path ? path.basename(file) === `${path.basename(collection.path)}.md` : path.dirname(file) === folder,
    );
    return files.map((file) => ({ file: path.relative(rootDir, file), fields: collection.fields ?? [] }));
  });
