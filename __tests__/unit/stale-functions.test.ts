/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { staleFunctionsReason } from "../../src/node/stale-functions";

/**
 * `npm run serve` refuses to serve what `npm run develop` left in
 * .cache/functions, with a message saying what to run, instead of a bare 500
 * on /api/contact-us. The bundles below begin the way webpack writes them.
 */
const PRODUCTION = `/******/ (() => { // webpackBootstrap
/******/ 	var __webpack_modules__ = ({
/***/ 12:
/***/ (function(module) {
"use strict";
module.exports = () => {};
/***/ })
/******/ });
/******/ })();`;

const DEVELOPMENT = `/*
 * ATTENTION: The "eval" devtool has been used (maybe by default in mode: "development").
 * This devtool is neither made for production nor for readable output files.
 */
/******/ (() => { // webpackBootstrap
/******/ 	var __webpack_modules__ = ({
/***/ "./src/api/contact-us.ts?matchPath=":
/***/ ((module) => {
eval("module.exports = () => {};\\n\\n//# sourceURL=webpack://voltis-digital-site/./src/api/contact-us.ts?");
/***/ })
/******/ });
/******/ })();`;

let root: string;
const functions = () => path.join(root, ".cache", "functions");

const layout = (compiled: string | undefined) => {
  fs.mkdirSync(path.join(root, "public"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "<!doctype html>");
  fs.mkdirSync(functions(), { recursive: true });
  fs.writeFileSync(
    path.join(functions(), "manifest.json"),
    JSON.stringify([{ functionRoute: "contact-us", relativeCompiledFilePath: "contact-us.js" }]),
  );
  if (compiled !== undefined) fs.writeFileSync(path.join(functions(), "contact-us.js"), compiled);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "stale-functions-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("serves what gatsby build compiled (npm run build, or the bench's own build)", () => {
  layout(PRODUCTION);
  expect(staleFunctionsReason(root)).toBeUndefined();
});

it("stops when develop emptied .cache/functions and never compiled the function", () => {
  layout(undefined);
  expect(staleFunctionsReason(root)).toBe(
    "`npm run develop` a remplacé les fonctions compilées (.cache/functions/contact-us.js manque) : /api/contact-us répondrait 500. Lancez `npm run build`, puis `npm run serve`.",
  );
});

it("stops when develop compiled the function for development", () => {
  layout(DEVELOPMENT);
  expect(staleFunctionsReason(root)).toBe(
    ".cache/functions/contact-us.js est la version de développement compilée par `npm run develop`, que `gatsby serve` ne sait pas exécuter : /api/contact-us répondrait 500. Lancez `npm run build`, puis `npm run serve`.",
  );
});

it("stops when nothing was built", () => {
  expect(staleFunctionsReason(root)).toBe(
    "Aucune construction à servir : public/ est vide. Lancez `npm run build`, puis `npm run serve`.",
  );
});
