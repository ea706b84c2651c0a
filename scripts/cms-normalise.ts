/**
 * Rewrites every file the CMS edits the way Decap CMS saves it (block-style
 * YAML, keys in the order of the fields, plain scalars), so that a save of an
 * untouched entry in the CMS changes nothing. Run once (its result is a commit
 * of its own); a unit test (__tests__/unit/cms-format.test.ts) keeps it true.
 *
 *   npm run cms:normalise            rewrite the files that differ
 *   npm run cms:normalise -- --check list them, exit 1 if any
 */
import * as fs from "fs";
import * as path from "path";
import { buildCmsConfig } from "../src/cms/config";
import { cmsFiles, decapResave } from "../src/cms/decap-format";

const root = path.resolve(__dirname, "..");
const check = process.argv.includes("--check");
const config = buildCmsConfig({ siteUrl: "https://example.org", repo: "", branch: "main", localBackendUrl: "" });
const changed: string[] = [];
for (const entry of cmsFiles(config, root)) {
  const absolute = path.join(root, entry.file);
  const raw = fs.readFileSync(absolute, "utf8");
  const saved = decapResave(raw, entry);
  if (saved !== raw) {
    changed.push(entry.file);
    if (!check) fs.writeFileSync(absolute, saved);
  }
}
console.log(
  changed.length === 0
    ? "Tous les fichiers sont déjà écrits comme le CMS les écrit."
    : `${changed.length} fichier(s) ${check ? "à normaliser" : "normalisé(s)"} :\n${changed.map((f) => `  ${f}`).join("\n")}`,
);
process.exitCode = check && changed.length > 0 ? 1 : 0;
