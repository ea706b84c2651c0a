/**
 * A gatsby-transformer-remark sub-plugin: the adapter between the transformer's
 * sub-plugin API and the site's Markdown rules, src/lib/markdown/remark.ts
 * (GitHub-flavoured Markdown without single-tilde strikethrough, {{tokens}}
 * filled in, ids on h2/h3), which the CMS previews use too.
 *
 * Node loads the TypeScript module itself (type stripping, Node 24): this file
 * is required by gatsby-transformer-remark, outside Gatsby's own compilation.
 *
 * `pluginOptions.tokens` comes from gatsby-config.ts (the site facts). Passing them as
 * options also means a change of site.md changes the config hash, which clears
 * Gatsby's cache, so no page keeps an old fact.
 */
const { parserPlugins, transformMarkdown } = require("../../src/lib/markdown/remark.ts");

module.exports = ({ markdownAST }, pluginOptions = {}) => transformMarkdown(markdownAST, pluginOptions.tokens || {});

module.exports.setParserPlugins = parserPlugins;
