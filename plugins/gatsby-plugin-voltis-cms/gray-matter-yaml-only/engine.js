/**
 * gray-matter's engine lookup (its lib/engine.js) as the admin's bundle has it:
 * YAML only. admin-build.ts puts this file in place of gray-matter's own at
 * bundle time (an esbuild plugin, docs/cms.md « Front matter: YAML only »), so
 * whoever calls gray-matter in the admin, Decap included, gets a YAML reader
 * or an error: a front matter opened with `---js` (gray-matter's JavaScript
 * engine, which evaluates it), `---toml`, `---json` or any other language is
 * refused before anything reads it.
 */
"use strict";

const YAML = new Set(["yaml", "yml"]);

module.exports = function yamlOnlyEngine(name, options) {
  if (!YAML.has(String(name).toLowerCase())) {
    // The admin shows the refusal to the writer (src/cms/front-matter-refusals.ts): Decap only logs the error.
    if (typeof window !== "undefined" && typeof CustomEvent === "function") {
      window.dispatchEvent(new CustomEvent("voltis:front-matter-refused", { detail: { language: String(name) } }));
    }
    throw new Error(
      `Frontmatter refusé\u00a0: il est écrit en «\u00a0${name}\u00a0», or le CMS ne lit que le YAML (un fichier qui commence par une ligne «\u00a0---\u00a0» seule).`,
    );
  }
  const engine = options.engines.yaml || options.engines.yml;
  if (typeof engine === "function") return { parse: engine };
  if (!engine) throw new Error("Aucun lecteur YAML n’est donné à gray-matter.");
  return engine;
};
