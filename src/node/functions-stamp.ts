import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";

/**
 * `gatsby serve` runs the functions compiled in `.cache/functions`, which
 * `gatsby develop` empties and refills with lazily compiled development
 * builds: after `npm run develop`, `npm run serve` in the same folder would
 * answer 500 on /api/contact-us. So `npm run build` stamps the functions it
 * compiled (a fingerprint of each file, kept inside `.cache/functions`, which
 * develop empties), and `npm run serve` checks the stamp before serving.
 */
export const STAMP_FILE = "voltis-build-stamp.json";

interface ManifestEntry {
  functionRoute: string;
  relativeCompiledFilePath: string;
}

export interface FunctionsStamp {
  builtAt: string;
  files: Record<string, string>;
}

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

const functionsDir = (root: string) => path.join(root, ".cache", "functions");

const readManifest = (root: string): ManifestEntry[] =>
  JSON.parse(fs.readFileSync(path.join(functionsDir(root), "manifest.json"), "utf8")) as ManifestEntry[];

/** The fingerprint of the compiled functions as they are now. */
const fingerprint = (root: string): Record<string, string> => {
  const files: Record<string, string> = { "manifest.json": sha256(path.join(functionsDir(root), "manifest.json")) };
  for (const entry of readManifest(root)) {
    files[entry.relativeCompiledFilePath] = sha256(path.join(functionsDir(root), entry.relativeCompiledFilePath));
  }
  return files;
};

/** Written at the end of `npm run build`. */
export const writeFunctionsStamp = (root: string, now = new Date()): FunctionsStamp => {
  const stamp = { builtAt: now.toISOString(), files: fingerprint(root) };
  fs.writeFileSync(path.join(functionsDir(root), STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
};

const RUN_BUILD = "Lancez `npm run build`, puis `npm run serve`.";

/** Why the build cannot be served as it is, or undefined when it can. */
export const staleFunctionsReason = (root: string): string | undefined => {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    return `Aucune construction à servir : public/ est vide. ${RUN_BUILD}`;
  }
  let stamp: FunctionsStamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(functionsDir(root), STAMP_FILE), "utf8")) as FunctionsStamp;
  } catch {
    return `Les fonctions compilées (.cache/functions) ne sont pas celles de la dernière construction : \`npm run develop\` les a remplacées, et /api/contact-us répondrait 500. ${RUN_BUILD}`;
  }
  let now: Record<string, string>;
  try {
    now = fingerprint(root);
  } catch (error) {
    return `Les fonctions compilées (.cache/functions) sont incomplètes (${(error as Error).message.split("\n")[0]}). ${RUN_BUILD}`;
  }
  const changed = [...new Set([...Object.keys(stamp.files), ...Object.keys(now)])].filter(
    (file) => stamp.files[file] !== now[file],
  );
  if (changed.length > 0) {
    return `Les fonctions compilées (.cache/functions) ont changé depuis la construction du ${stamp.builtAt} (${changed.join(", ")}) : \`npm run develop\` les a sans doute recompilées pour le développement. ${RUN_BUILD}`;
  }
  return undefined;
};
