import * as fs from "fs";
import * as path from "path";

/**
 * `gatsby serve` runs the functions compiled in `.cache/functions`.
 * `gatsby develop` empties that folder, writes its own manifest and compiles
 * each function only when it is first requested, for development (webpack's
 * "eval" devtool): after `npm run develop`, `npm run serve` in the same folder
 * would answer 500 on /api/contact-us. `npm run serve` asks this first.
 */
interface ManifestEntry {
  relativeCompiledFilePath: string;
}

const RUN_BUILD = "Lancez `npm run build`, puis `npm run serve`.";

/** What webpack writes into a development bundle (mode "development", devtool "eval"), never into a production one. */
export const isDevelopmentBundle = (code: string): boolean =>
  code.includes("//# sourceURL=webpack://") || /The "eval" devtool has been used/.test(code.slice(0, 2000));

/** Why the build cannot be served as it is, or undefined when it can. */
export const staleFunctionsReason = (root: string): string | undefined => {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    return `Aucune construction à servir : public/ est vide. ${RUN_BUILD}`;
  }
  const dir = path.join(root, ".cache", "functions");
  let manifest: ManifestEntry[];
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as ManifestEntry[];
  } catch {
    return `Les fonctions compilées manquent (.cache/functions/manifest.json) : /api/contact-us ne répondrait pas. ${RUN_BUILD}`;
  }
  for (const { relativeCompiledFilePath: file } of manifest) {
    let code: string;
    try {
      code = fs.readFileSync(path.join(dir, file), "utf8");
    } catch {
      return `\`npm run develop\` a remplacé les fonctions compilées (.cache/functions/${file} manque) : /api/contact-us répondrait 500. ${RUN_BUILD}`;
    }
    if (isDevelopmentBundle(code)) {
      return `.cache/functions/${file} est la version de développement compilée par \`npm run develop\`, que \`gatsby serve\` ne sait pas exécuter : /api/contact-us répondrait 500. ${RUN_BUILD}`;
    }
  }
  return undefined;
};
