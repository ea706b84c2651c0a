/**
 * `npm run docs:content`: rewrites the generated reference of CONTENT.md (the
 * part between its two markers) from the content model, site.md and the icon
 * names, then formats the file with Prettier like `npm run format` would. The
 * hand-written sections around it are kept.
 *
 * `--check`: changes nothing, exits 1 if CONTENT.md is not up to date (the unit
 * test runs this).
 */
import * as fs from "fs";
import * as path from "path";
import * as prettier from "prettier";
import { updateContentDoc } from "../src/node/tools/content-doc";

const main = async () => {
  const root = path.resolve(__dirname, "..");
  const file = path.join(root, "CONTENT.md");
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const options = (await prettier.resolveConfig(file)) ?? {};
  const updated = await prettier.format(updateContentDoc(existing, root), { ...options, filepath: file });
  if (updated === existing) {
    console.log("CONTENT.md est à jour.");
  } else if (process.argv.includes("--check")) {
    console.error("CONTENT.md n’est plus à jour avec le modèle de contenu : lancez `npm run docs:content`.");
    process.exitCode = 1;
  } else {
    fs.writeFileSync(file, updated);
    console.log("CONTENT.md mis à jour.");
  }
};

void main();
