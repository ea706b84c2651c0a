/**
 * Adapts gatsby-transformer-remark's sub-plugin API to src/lib/markdown/remark.ts.
 * The transformer requires this file outside Gatsby's compilation, hence
 * `tsx.require`. The tokens are options so that a change of site.md changes the
 * config hash and clears Gatsby's cache.
 */
const tsx = require("tsx/cjs/api");

const { parserPlugins, transformMarkdown } = tsx.require("../../src/lib/markdown/remark.ts", __filename);

module.exports = ({ markdownAST }, pluginOptions = {}) => transformMarkdown(markdownAST, pluginOptions.tokens || {});

module.exports.setParserPlugins = parserPlugins;
