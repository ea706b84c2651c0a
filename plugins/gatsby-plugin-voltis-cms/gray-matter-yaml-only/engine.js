/**
 * gray-matter's engine lookup in the admin's bundle: YAML or an error, so no
 * `---js` front matter is ever evaluated (docs/cms.md « Front matter: YAML only »).
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
