/** `Buffer` and `process` for Decap's ES modules, put in by esbuild's `inject` (admin-build.ts). */
export { Buffer } from "buffer";
export { default as process } from "process/browser";
