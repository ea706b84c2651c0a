/**
 * The two Node globals Decap's ES modules use in the browser, `Buffer` and
 * `process`: esbuild's `inject` (admin-build.ts) puts these exports in place of
 * every free reference to them in the admin's bundle. `buffer` and `process`
 * resolve to the CMS package's own (cms/package.json), through the build's aliases.
 */
export { Buffer } from "buffer";
export { default as process } from "process/browser";
