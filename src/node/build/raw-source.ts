/**
 * `?raw` at the end of an import gives the file's text, with no other loader applied
 * (webpack 5's Asset Modules guide, "Replacing Inline Loader Syntax"). Every other rule is
 * told to leave `?raw` alone, since webpack applies every rule that matches: Gatsby's CSS
 * rule would otherwise turn a stylesheet into JavaScript. gatsby-node.ts applies it.
 */
export const RAW_QUERY = /^\?raw$/;

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
