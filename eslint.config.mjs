import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** Import rules between the folders of src/ (docs/architecture.md, "Which way imports go"). */
const NO_PLUGINS = {
  group: ["**/plugins/**"],
  message: "src/ does not import from plugins/: shared code lives in src/lib or src/node.",
};
const NO_COMPONENTS = {
  group: ["**/components/**"],
  message: "Components build on styles, lib and browser modules, not the other way round.",
};
const NO_SRC_NODE = {
  group: ["**/node/**"],
  message:
    "src/node runs in Node only: what the browser runs too lives in src/lib (the content model: src/lib/content).",
};
const IN_BROWSER =
  "src/lib and src/browser end up in the browser: Node-only code lives in src/node or src/lib/contact/server.";
const NO_NODE_PREFIX = { group: ["node:*"], message: IN_BROWSER };
const NODE_ONLY = ["fs", "path", "crypto", "child_process", "nodemailer", "sharp", "@netlify/blobs"].map((name) => ({
  name,
  message: IN_BROWSER,
}));
/**
 * Front matter is data: one module reads it, YAML only (docs/security.md). gray-matter and its YAML parser, js-yaml,
 * are loaded by the readers alone (FRONT_MATTER_READERS), whether by `import` (no-restricted-imports, which also
 * catches TypeScript's `import … = require()`), `require()` or `import()` (no-restricted-syntax). (`yaml`, which the
 * CMS's format writes with, src/cms/decap-format.ts, is not one of them.)
 */
const FRONT_MATTER_MESSAGE =
  "Front matter is read by src/lib/content/front-matter.ts alone (YAML only, never code): use readFrontMatter. " +
  "gray-matter and js-yaml are loaded by the front matter's readers only (FRONT_MATTER_READERS in eslint.config.mjs).";
const FRONT_MATTER_MODULES = ["gray-matter", "js-yaml"];
const NO_FRONT_MATTER_PATHS = FRONT_MATTER_MODULES.map((name) => ({ name, message: FRONT_MATTER_MESSAGE }));
const NO_FRONT_MATTER_PATTERNS = {
  group: FRONT_MATTER_MODULES.map((name) => `${name}/*`),
  message: FRONT_MATTER_MESSAGE,
};
/** A module name that is one of them or a file of theirs (`\u002F` is a slash: esquery's regexes cannot hold one). */
const FRONT_MATTER_MODULE = `/^(${FRONT_MATTER_MODULES.join("|")})($|\\u002F)/`;
const NO_FRONT_MATTER_SYNTAX = [
  // require("…"), module.require("…"), and the same with a template literal.
  ":matches(CallExpression[callee.name='require'], CallExpression[callee.property.name='require'])" +
    `:matches([arguments.0.value=${FRONT_MATTER_MODULE}], [arguments.0.quasis.0.value.cooked=${FRONT_MATTER_MODULE}])`,
  // import("…"), await or not.
  `ImportExpression:matches([source.value=${FRONT_MATTER_MODULE}], [source.quasis.0.value.cooked=${FRONT_MATTER_MODULE}])`,
].map((selector) => ({ selector, message: FRONT_MATTER_MESSAGE }));
/** The files that read front matter: the site's reader, and the CMS's YAML-only engines for gray-matter (docs/cms.md). */
const FRONT_MATTER_READERS = [
  "src/lib/content/front-matter.ts",
  "plugins/gatsby-plugin-voltis-cms/gray-matter-yaml-only/*.js",
];

/**
 * The import rules of a group of files. A later block's `rules` replace an earlier one's options for the same rule, so
 * every group states all of its restrictions here, the front matter's with them (no-restricted-syntax has no other use:
 * give it one here, or the readers' "off" turns it off for them).
 */
const restrictedImports = (patterns, paths = [], { frontMatterReader = false } = {}) => ({
  "no-restricted-imports": [
    "error",
    frontMatterReader
      ? { paths, patterns }
      : { paths: [...paths, ...NO_FRONT_MATTER_PATHS], patterns: [...patterns, NO_FRONT_MATTER_PATTERNS] },
  ],
  // Off, not ["error"] with no selector: a severity alone keeps the options an earlier block gave the rule.
  "no-restricted-syntax": frontMatterReader ? "off" : ["error", ...NO_FRONT_MATTER_SYNTAX],
});

export default tseslint.config(
  { ignores: ["public/", ".cache/", ".netlify/", "node_modules/", "reports/", "src/gatsby-types.d.ts", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "react/no-unescaped-entities": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["**/*.{ts,tsx,mts,js,mjs,cjs}"], rules: restrictedImports([]) },
  // Layers (docs/architecture.md, "Which way imports go").
  { files: ["src/**/*.{ts,tsx}"], rules: restrictedImports([NO_PLUGINS]) },
  // What is bundled for the browser (the pages by webpack, the CMS by esbuild) never reaches into src/node.
  {
    files: ["src/components/**", "src/pages/**", "src/templates/**", "src/cms/**"],
    rules: restrictedImports([NO_PLUGINS, NO_SRC_NODE]),
  },
  { files: ["src/styles/**"], rules: restrictedImports([NO_PLUGINS, NO_COMPONENTS, NO_SRC_NODE]) },
  { files: ["src/node/**", "src/lib/contact/server/**"], rules: restrictedImports([NO_PLUGINS, NO_COMPONENTS]) },
  {
    files: ["src/lib/**", "src/browser/**"],
    ignores: ["src/lib/contact/server/**"],
    rules: restrictedImports([NO_PLUGINS, NO_COMPONENTS, NO_NODE_PREFIX, NO_SRC_NODE], NODE_ONLY),
  },
  {
    files: [FRONT_MATTER_READERS[0]],
    rules: restrictedImports([NO_PLUGINS, NO_COMPONENTS, NO_NODE_PREFIX, NO_SRC_NODE], NODE_ONLY, {
      frontMatterReader: true,
    }),
  },
  { files: [FRONT_MATTER_READERS[1]], rules: restrictedImports([], [], { frontMatterReader: true }) },
);
