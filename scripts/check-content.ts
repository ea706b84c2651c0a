/**
 * `npm run check:content`: checks every Markdown file under content/ and the site
 * facts, prints every problem (one line each, naming file and field) and exits 1
 * if there is any. The same check runs at the start of every build.
 */
import * as path from "path";
import { checkContent, formatProblem } from "../src/node/content/content-check";
import { checkSiteFacts, SITE_FILE } from "../src/node/content/site-facts";
import { readSourceImages, sourceImageWarnings } from "../src/node/content/source-images";
import { checkImages } from "../src/node/content/image-check";
import { readFrontMatterOf } from "../src/node/content/content-files";
import { FrontMatterError } from "../src/lib/content/front-matter";

const root = path.resolve(__dirname, "..");
const problems = checkContent(path.join(root, "content"), root);
try {
  problems.push(...checkSiteFacts(readFrontMatterOf(path.join(root, SITE_FILE), root).data));
} catch (error) {
  if (!(error instanceof FrontMatterError)) throw error;
  problems.push({
    file: SITE_FILE,
    field: "frontmatter",
    line: error.line,
    message: error.reason,
  });
}

void (async () => {
  // Every image a file names, opened as the build would: a corrupt, truncated or HEIC file is an error.
  problems.push(...(await checkImages(path.join(root, "content"), root)));
  if (problems.length === 0) {
    console.log("Contenu vérifié : aucune erreur.");
  } else {
    console.error(`Le contenu contient ${problems.length} erreur(s) :`);
    for (const problem of problems) console.error(`  • ${formatProblem(problem)}`);
    process.exitCode = 1;
  }

  // Images too small for the layout, or so large the build reads a scaled-down copy: warnings, the site still builds.
  const warnings = sourceImageWarnings(await readSourceImages(path.join(root, "content"), root));
  if (warnings.length === 0) return;
  console.warn(`${warnings.length} avertissement(s) sur les images :`);
  for (const warning of warnings) console.warn(`  • ${formatProblem(warning)}`);
})();
