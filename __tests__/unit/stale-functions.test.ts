/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import {
  FUNCTIONS_ORIGIN_FILE,
  forgetFunctionsOrigin,
  recordFunctionsOrigin,
  staleFunctionsReason,
} from "../../src/node/tools/stale-functions";

/**
 * `npm run serve` refuses to serve functions that `npm run develop` compiled,
 * or that no complete build compiled, with a message saying what to run,
 * instead of a bare 500 on /api/contact-us. The build records which command
 * compiled them (plugins/gatsby-plugin-voltis-functions calls these at
 * onPreInit, onPostBuild and onCreateDevServer); here the commands' steps are
 * played in order on a folder of their own.
 */
let root: string;

const builtPages = () => {
  fs.mkdirSync(path.join(root, "public"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "<!doctype html>");
};
/** `gatsby build`, start to end. */
const build = () => {
  forgetFunctionsOrigin(root);
  builtPages();
  recordFunctionsOrigin(root, "build");
};
/** `gatsby develop`, up to its server. */
const develop = () => {
  forgetFunctionsOrigin(root);
  recordFunctionsOrigin(root, "develop");
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "stale-functions-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("serves what gatsby build compiled (npm run build, or the bench's own build)", () => {
  build();
  expect(staleFunctionsReason(root)).toBeUndefined();
});

it("serves a build made after develop", () => {
  build();
  develop();
  build();
  expect(staleFunctionsReason(root)).toBeUndefined();
});

it("stops when develop compiled the functions after the last build", () => {
  build();
  develop();
  expect(staleFunctionsReason(root)).toBe(
    "`npm run develop` a remplacé les fonctions compilées par la construction par sa version de développement, que `gatsby serve` ne sait pas exécuter : /api/contact-us répondrait 500. Lancez `npm run build`, puis `npm run serve`.",
  );
});

it("stops when a build or develop started after the last build and did not finish", () => {
  build();
  forgetFunctionsOrigin(root); // the next command started, then stopped or failed
  expect(staleFunctionsReason(root)).toBe(
    "Aucune construction terminée n’a compilé les fonctions (.cache/voltis-functions-origin.json manque : construction interrompue, ou `gatsby clean`) : /api/contact-us ne répondrait pas. Lancez `npm run build`, puis `npm run serve`.",
  );
});

it("does not take an unreadable record for a build", () => {
  build();
  fs.writeFileSync(path.join(root, FUNCTIONS_ORIGIN_FILE), "{");
  expect(staleFunctionsReason(root)).toMatch(/^Aucune construction terminée n’a compilé les fonctions/);
});

it("stops when nothing was built", () => {
  expect(staleFunctionsReason(root)).toBe(
    "Aucune construction à servir : public/ est vide. Lancez `npm run build`, puis `npm run serve`.",
  );
});
