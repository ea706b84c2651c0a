// Babel the way Gatsby compiles the site, plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
});
