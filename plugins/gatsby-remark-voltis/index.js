/**
 * A gatsby-transformer-remark sub-plugin.
 *
 * - Parser: GitHub-flavoured Markdown (tables, task lists, autolinks, `~~strike~~`)
 *   with single-tilde strikethrough off, so that `~a~` stays text. The transformer
 *   itself is configured with `gfm: false`, which would otherwise turn it on.
 * - Transformer: fills in the company facts ({{name}}, {{email}}…, see
 *   site-tokens.js) in text and links, and gives every h2/h3 an id built from its
 *   text, so legal pages can have a table of contents and every section a link.
 */
const { slugifyHeading } = require("./slugify");
const { fillTokens } = require("./tokens");

const textOf = (node) =>
  node.type === "text" || node.type === "inlineCode"
    ? node.value
    : (node.children || []).map(textOf).join("");

/**
 * `pluginOptions.tokens` comes from gatsby-config.ts (the site facts). Passing them as
 * options also means a change of site.md changes the config hash, which clears
 * Gatsby's cache, so no page keeps an old fact.
 */
module.exports = ({ markdownAST }, pluginOptions = {}) => {
  const tokens = pluginOptions.tokens || {};
  const used = new Map();
  const visit = (node) => {
    if (typeof node.value === "string" && node.value.includes("{{")) node.value = fillTokens(node.value, tokens);
    if (typeof node.url === "string" && node.url.includes("{{")) node.url = fillTokens(node.url, tokens);
    if (node.type === "heading" && node.depth >= 2 && node.depth <= 3) {
      const base = slugifyHeading(textOf(node)) || "section";
      const count = used.get(base) || 0;
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count + 1}`;
      node.data = node.data || {};
      node.data.id = id;
      node.data.hProperties = { ...(node.data.hProperties || {}), id };
    }
    (node.children || []).forEach(visit);
  };
  visit(markdownAST);
  return markdownAST;
};

module.exports.setParserPlugins = () => [[require("remark-gfm"), { singleTilde: false }]];
