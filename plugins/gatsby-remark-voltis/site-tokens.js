/**
 * The token table of the site's facts, read from content/settings/site.md (Node
 * only); the tokens themselves are in tokens.js.
 */
const fs = require("fs");
const path = require("path");
const matter = require("gray-matter");
const { TOKEN, tokensFrom, fillTokens, unknownTokens } = require("./tokens");

const loadTokens = (rootDir = process.cwd()) =>
  tokensFrom(matter(fs.readFileSync(path.join(rootDir, "content", "settings", "site.md"), "utf8"), {}).data);

module.exports = { TOKEN, tokensFrom, loadTokens, fillTokens, unknownTokens };
