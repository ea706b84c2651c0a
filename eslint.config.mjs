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
/** Front matter is data: one module reads it, YAML only (docs/security.md). */
const NO_GRAY_MATTER = {
  name: "gray-matter",
  message: "Front matter is read by src/lib/content/front-matter.ts alone (YAML only, never code): use readFrontMatter.",
};

const restrictedImports = (patterns, paths = [], { frontMatterReader = false } = {}) => ({
  "no-restricted-imports": ["error", { paths: frontMatterReader ? paths : [...paths, NO_GRAY_MATTER], patterns }],
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
    files: ["src/lib/content/front-matter.ts"],
    rules: restrictedImports([NO_PLUGINS, NO_COMPONENTS, NO_NODE_PREFIX, NO_SRC_NODE], NODE_ONLY, {
      frontMatterReader: true,
    }),
  },
);
