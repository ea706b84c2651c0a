/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import { sourceForQueries } from "../../src/node/build/function-sources";

/**
 * Gatsby's page-query extractor reads nothing of a Gatsby Function (see
 * src/node/build/function-sources.ts): the contact function's documented
 * `export const config` would otherwise make `gatsby build` build rendering
 * engines, and fail. Pages, templates and components are read as before.
 */
const ROOT = path.resolve(__dirname, "../..");
const at = (...parts: string[]) => path.join(ROOT, ...parts);

/** The code in a source, comments left out. */
const codeOf = (source: string | undefined) => source?.replace(/\/\*[\s\S]*?\*\//g, "").trim();

it("gives the extractor no code to read for the contact function, which exports its config", () => {
  const file = at("src", "api", "contact-us.ts");
  expect(fs.readFileSync(file, "utf8")).toMatch(/^export const config = /m);
  expect(codeOf(sourceForQueries(file, ROOT))).toBe("");
});

it("covers every function Gatsby would compile from src/api, nested or in JavaScript", () => {
  expect(codeOf(sourceForQueries(at("src", "api", "users", "[id].js"), ROOT))).toBe("");
  expect(codeOf(sourceForQueries(at("src", "api", "index.ts"), ROOT))).toBe("");
});

it("leaves pages, templates and components to the extractor, so their queries and Head still run", () => {
  for (const file of [
    at("src", "pages", "accueil.tsx"),
    at("src", "templates", "project.tsx"),
    at("src", "components", "contact", "ContactForm.tsx"),
    at("src", "apiary", "page.ts"),
    at("src", "lib", "api", "client.ts"),
    path.join(path.dirname(ROOT), "other-site", "src", "api", "contact-us.ts"),
  ]) {
    expect(sourceForQueries(file, ROOT)).toBeUndefined();
  }
});
