/**
 * gray-matter's default engines (its lib/engines.js) as the admin's bundle has
 * them: YAML only, with the js-yaml that gray-matter itself depends on (this
 * file is compiled as if it were gray-matter's own, so `js-yaml` resolves from
 * there: admin-build.ts). gray-matter's JavaScript engine, which evaluates a
 * front matter opened with `---js`, is not in the bundle at all; ./engine.js
 * refuses any other language.
 */
"use strict";

const yaml = require("js-yaml");

module.exports = {
  yaml: {
    parse: yaml.safeLoad.bind(yaml),
    stringify: yaml.safeDump.bind(yaml),
  },
};
