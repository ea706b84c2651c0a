/** gray-matter's default engines in the admin's bundle: YAML only, with gray-matter's own js-yaml. */
"use strict";

const yaml = require("js-yaml");

module.exports = {
  yaml: {
    parse: yaml.safeLoad.bind(yaml),
    stringify: yaml.safeDump.bind(yaml),
  },
};
