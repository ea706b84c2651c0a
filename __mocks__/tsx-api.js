// tsx's Node.js API (`tsx.require`, used by plugins/gatsby-remark-voltis) inside Jest: Jest
// already compiles TypeScript (jest/preprocess.js), so the scoped require is Jest's own.
const path = require("path");

module.exports = { require: (id, fromFile) => require(path.resolve(path.dirname(fromFile), id)) };
