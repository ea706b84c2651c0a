/**
 * A copy of the project in another folder, for what must build or serve it
 * without touching this one: the deploy rehearsal (scripts/netlify-preview.ts),
 * the build benchmark (scripts/bench-build.js) and the tests that run Gatsby on
 * content a writer changed (__tests__/support/site-copy.ts, __tests__/e2e/cms.test.ts).
 *
 * The installed packages, the site's (node_modules) and the CMS's
 * (cms/node_modules, docs/cms.md), are linked into the copy, never copied.
 */
import * as fs from "fs";
import * as path from "path";

/** Where npm installs the project's packages: linked into a copy. */
export const DEPENDENCY_FOLDERS = ["node_modules", path.join("cms", "node_modules")];

/**
 * Copies `root` into `target` (created if missing), leaving out the entries of
 * the root named in `leftOut` and the dependency folders, which are linked.
 */
export const copyProject = (root: string, target: string, leftOut: Iterable<string>): void => {
  const skipped = new Set(leftOut);
  fs.cpSync(root, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source);
      if (DEPENDENCY_FOLDERS.includes(relative)) return false;
      return path.dirname(source) !== root || !skipped.has(path.basename(source));
    },
  });
  for (const folder of DEPENDENCY_FOLDERS) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    fs.mkdirSync(path.dirname(path.join(target, folder)), { recursive: true });
    fs.symlinkSync(path.join(root, folder), path.join(target, folder), "dir");
  }
};
