/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { STAMP_FILE, staleFunctionsReason, writeFunctionsStamp } from "../../src/node/functions-stamp";

/**
 * `npm run serve` refuses to serve functions that are not the last build's
 * (what `npm run develop` leaves in .cache/functions), with a message saying
 * what to run, instead of a bare 500 on /api/contact-us.
 */
let root: string;
const functions = () => path.join(root, ".cache", "functions");

/** What `gatsby build` leaves: the pages, the function and its manifest. */
const build = () => {
  fs.mkdirSync(path.join(root, "public"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "<!doctype html>");
  fs.rmSync(functions(), { recursive: true, force: true });
  fs.mkdirSync(functions(), { recursive: true });
  fs.writeFileSync(
    path.join(functions(), "manifest.json"),
    JSON.stringify([{ functionRoute: "contact-us", relativeCompiledFilePath: "contact-us.js" }]),
  );
  fs.writeFileSync(path.join(functions(), "contact-us.js"), "/* production */ module.exports = () => {};");
  writeFunctionsStamp(root, new Date("2026-11-23T13:00:00Z"));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "functions-stamp-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("lets a fresh build be served", () => {
  build();
  expect(fs.existsSync(path.join(functions(), STAMP_FILE))).toBe(true);
  expect(staleFunctionsReason(root)).toBeUndefined();
});

it("stops after develop emptied .cache/functions and wrote its own manifest", () => {
  build();
  // gatsby develop: emptyDir, then a manifest, the function compiled only once requested.
  fs.rmSync(functions(), { recursive: true, force: true });
  fs.mkdirSync(functions(), { recursive: true });
  fs.writeFileSync(
    path.join(functions(), "manifest.json"),
    JSON.stringify([{ functionRoute: "contact-us", relativeCompiledFilePath: "contact-us.js" }]),
  );
  expect(staleFunctionsReason(root)).toBe(
    "Les fonctions compilées (.cache/functions) ne sont pas celles de la dernière construction : `npm run develop` les a remplacées, et /api/contact-us répondrait 500. Lancez `npm run build`, puis `npm run serve`.",
  );
});

it("stops when a compiled function changed since the build", () => {
  build();
  fs.writeFileSync(path.join(functions(), "contact-us.js"), "/* development */ eval('');");
  expect(staleFunctionsReason(root)).toMatch(
    /^Les fonctions compilées \(\.cache\/functions\) ont changé depuis la construction du 2026-11-23T13:00:00\.000Z \(contact-us\.js\).*Lancez `npm run build`, puis `npm run serve`\.$/,
  );
});

it("stops when a compiled function is missing", () => {
  build();
  fs.rmSync(path.join(functions(), "contact-us.js"));
  expect(staleFunctionsReason(root)).toMatch(
    /^Les fonctions compilées \(\.cache\/functions\) sont incomplètes \(ENOENT/,
  );
});

it("stops when nothing was built", () => {
  expect(staleFunctionsReason(root)).toBe(
    "Aucune construction à servir : public/ est vide. Lancez `npm run build`, puis `npm run serve`.",
  );
});
