/**
 * `npm run docs:content`: rewrites the generated reference of CONTENT.md (the
 * part between its two markers) from the content model, site.md and the icon
 * names. The hand-written sections around it are kept as they are.
 */
import * as fs from "fs";
import * as path from "path";
import { updateContentDoc } from "../src/node/content-doc";

const root = path.resolve(__dirname, "..");
const file = path.join(root, "CONTENT.md");
const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
const updated = updateContentDoc(existing, root);
if (updated === existing) {
  console.log("CONTENT.md est à jour.");
} else {
  fs.writeFileSync(file, updated);
  console.log("CONTENT.md mis à jour.");
}
