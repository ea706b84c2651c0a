/**
 * gatsby-plugin-image's browser code imports react-dom/server (23 KB gzipped, on
 * every page with an image) only to turn its own small image tree into HTML.
 * In the browser bundle, this plugin swaps it for `static-markup.js`, a static
 * renderer of that tree. Server rendering (build-html) keeps the real one.
 */
const path = require("path");

exports.onCreateWebpackConfig = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(/^react-dom\/server$/, path.join(__dirname, "static-markup.js"))],
  });
};
