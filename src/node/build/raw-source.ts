/**
 * `?raw` at the end of an import gives the file's text as a string, with no
 * other loader applied: `import css from "some-package/style.css?raw"`.
 *
 * This is webpack 5's own way (its Asset Modules guide, "Replacing Inline
 * Loader Syntax"): a rule of type `asset/source` for the `?raw` query, and
 * every other rule told to leave `?raw` alone, since webpack applies every
 * rule whose condition matches. Without that, Gatsby's CSS rule (css-loader,
 * mini-css-extract) would turn a stylesheet into JavaScript before the source
 * was taken. gatsby-node.ts applies it to the site's webpack config
 * (`onCreateWebpackConfig`, every stage); src/styles/assets.d.ts types such
 * imports, and Jest maps them to an empty text.
 */
export const RAW_QUERY = /^\?raw$/;

/** A webpack rule, as far as this module needs to know one. */
interface Rule {
  resourceQuery?: unknown;
  [key: string]: unknown;
}
type RuleEntry = Rule | "..." | false | null | undefined | 0 | "";

const leavesRawAlone = (rule: Rule): Rule => ({
  ...rule,
  resourceQuery:
    rule.resourceQuery === undefined ? { not: RAW_QUERY } : { and: [rule.resourceQuery, { not: RAW_QUERY }] },
});

/** The rules with `?raw` imports taken as text first, and left alone by every other rule. */
export const withRawSource = <T extends RuleEntry>(rules: readonly T[]): (T | Rule)[] => [
  { resourceQuery: RAW_QUERY, type: "asset/source" },
  ...rules.map((rule) => (rule && typeof rule === "object" ? leavesRawAlone(rule) : rule)),
];
