/**
 * A digest of the site's Markdown rules (the files of src/lib/markdown/), given to the remark plugin as an option in
 * gatsby-config.ts. gatsby-transformer-remark keeps each file's HTML in Gatsby's cache under the file's content and
 * its sub-plugins' names, not their code, and Gatsby hashes a local plugin's own folder only: a change of these rules
 * would leave every unchanged text's HTML as the last build made it, there and in Netlify's build cache. A change of a
 * plugin's options makes Gatsby delete its cache at the next build (docs/architecture.md).
 */
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";

export const markdownRulesVersion = (folder: string): string => {
  const hash = createHash("sha256");
  for (const name of fs.readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(`${name}\0`).update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
};
