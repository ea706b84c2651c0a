/**
 * `npm run docs:content`: rewrites the parts of the documentation written from the
 * content model (between their markers: GENERATED_DOCS in src/node/tools/content-doc.ts,
 * CONTENT.md's « Où se trouve quoi » table and field reference, docs/product.md's routes
 * of the kinds with pages), then formats each file with Prettier like `npm run format`
 * would. The hand-written text around them is kept.
 *
 * `--check`: changes nothing, exits 1 if a file is not up to date (the unit test runs this).
 */
import * as fs from "fs";
import * as path from "path";
import * as prettier from "prettier";
import { GENERATED_DOCS, updateDoc } from "../src/node/tools/content-doc";

const main = async () => {
  const root = path.resolve(__dirname, "..");
  for (const { file } of GENERATED_DOCS) {
    const full = path.join(root, file);
    const existing = fs.existsSync(full) ? fs.readFileSync(full, "utf8") : "";
    const options = (await prettier.resolveConfig(full)) ?? {};
    const updated = await prettier.format(updateDoc(file, existing, root), { ...options, filepath: full });
    if (updated === existing) {
      console.log(`${file} est à jour.`);
    } else if (process.argv.includes("--check")) {
      console.error(`${file} n’est plus à jour avec le modèle de contenu : lancez \`npm run docs:content\`.`);
      process.exitCode = 1;
    } else {
      fs.writeFileSync(full, updated);
      console.log(`${file} mis à jour.`);
    }
  }
};

void main();
