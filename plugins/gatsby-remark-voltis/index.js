/**
 * A gatsby-transformer-remark sub-plugin: the adapter between the transformer's
 * sub-plugin API and the site's Markdown rules, src/lib/markdown/remark.ts
 * (GitHub-flavoured Markdown without single-tilde strikethrough, {{tokens}}
 * filled in, ids on h2/h3), which the CMS previews use too.
 *
 * gatsby-transformer-remark requires this file itself, outside Gatsby's
 * compilation of the gatsby-*.ts files, so the TypeScript module is loaded
 * through tsx's documented `tsx.require` (its Node.js API, scoped to this one
 * call: nothing else is registered), on any Node version.
 *
 * `pluginOptions.tokens` comes from gatsby-config.ts (the site facts). Passing them as
 * options also means a change of site.md changes the config hash, which clears
 * Gatsby's cache, so no page keeps an old fact.
 */
const tsx = require("tsx/cjs/api");

const { parserPlugins, transformMarkdown } = tsx.require("../../src/lib/markdown/remark.ts", __filename);

module.exports = ({ markdownAST }, pluginOptions = {}) => transformMarkdown(markdownAST, pluginOptions.tokens || {});

module.exports.setParserPlugins = parserPlugins;
