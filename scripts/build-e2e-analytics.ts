/**
 * `npm run build:e2e-analytics`: builds a copy of the site with a test
 * measurement ID (G-TEST12345), for the consent browser tests
 * (__tests__/e2e/consent.test.ts). The copy lives outside the project (see
 * analyticsBuildDir) and keeps its Gatsby cache between runs.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { analyticsBuildDir, TEST_MEASUREMENT_ID } from "../__tests__/e2e/support/analytics-build";

const root = path.resolve(__dirname, "..");
const target = analyticsBuildDir(root);
const started = Date.now();

// Fresh copy of the sources; the copy's .cache and public are kept for speed.
const KEEP = new Set([".cache", "public", "node_modules"]);
fs.mkdirSync(target, { recursive: true });
for (const entry of fs.readdirSync(target)) {
  if (!KEEP.has(entry)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
}
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "coverage", "reports"]);
for (const entry of fs.readdirSync(root)) {
  if (SKIP.has(entry)) continue;
  fs.cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
}
if (!fs.existsSync(path.join(target, "node_modules"))) {
  fs.symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"), "dir");
}

console.log(`Construction du site avec la mesure d’audience ${TEST_MEASUREMENT_ID} dans ${target}…`);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
  GATSBY_TELEMETRY_DISABLED: "1",
  CI: "true",
};
delete env.CONTEXT; // a local build: public, measured
const result = spawnSync(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
  cwd: target,
  env,
  stdio: "inherit",
});
if (result.status !== 0) {
  console.error("La construction de la variante avec mesure d’audience a échoué.");
  process.exit(result.status ?? 1);
}
console.log(`Variante construite en ${Math.round((Date.now() - started) / 1000)} s : ${path.join(target, "public")}`);
