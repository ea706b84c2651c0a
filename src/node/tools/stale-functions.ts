import * as fs from "fs";
import * as path from "path";

/**
 * Which command last compiled the functions: after `gatsby develop`, `gatsby serve` would answer 500 on
 * /api/contact-us, so `npm run serve` asks `staleFunctionsReason` first (docs/contact.md, « `npm run serve`
 * after `npm run develop` »). The record lives in `.cache`, so `gatsby clean` removes it with the functions.
 */
export const FUNCTIONS_ORIGIN_FILE = path.join(".cache", "voltis-functions-origin.json");

export type FunctionsOrigin = "build" | "develop";

const RUN_BUILD = "Lancez `npm run build`, puis `npm run serve`.";

const originFile = (root: string) => path.join(root, FUNCTIONS_ORIGIN_FILE);

/** As either command starts: until it is done, the functions are neither's. */
export const forgetFunctionsOrigin = (root: string): void => fs.rmSync(originFile(root), { force: true });

export const recordFunctionsOrigin = (root: string, command: FunctionsOrigin): void => {
  fs.mkdirSync(path.dirname(originFile(root)), { recursive: true });
  fs.writeFileSync(originFile(root), `${JSON.stringify({ command, at: new Date().toISOString() }, null, 2)}\n`);
};

const readOrigin = (root: string): FunctionsOrigin | undefined => {
  try {
    const { command } = JSON.parse(fs.readFileSync(originFile(root), "utf8")) as { command?: unknown };
    return command === "build" || command === "develop" ? command : undefined;
  } catch {
    return undefined;
  }
};

/** Why the build cannot be served as it is, or undefined when it can. */
export const staleFunctionsReason = (root: string): string | undefined => {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    return `Aucune construction à servir : public/ est vide. ${RUN_BUILD}`;
  }
  switch (readOrigin(root)) {
    case "build":
      return undefined;
    case "develop":
      return `\`npm run develop\` a remplacé les fonctions compilées par la construction par sa version de développement, que \`gatsby serve\` ne sait pas exécuter : /api/contact-us répondrait 500. ${RUN_BUILD}`;
    default:
      return `Aucune construction terminée n’a compilé les fonctions (${FUNCTIONS_ORIGIN_FILE} manque : construction interrompue, ou \`gatsby clean\`) : /api/contact-us ne répondrait pas. ${RUN_BUILD}`;
  }
};
