/**
 * @jest-environment node
 *
 * The admin (/admin/) is built once per set of inputs and reused after that
 * (plugins/gatsby-plugin-voltis-cms/admin-cache.ts, docs/cms.md « Reuse »):
 * real esbuild builds of copies of the project, as the tests and the deploy
 * rehearsal make them, with a cache folder of their own.
 */
import * as crypto from "crypto";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import {
  adminBuildOptions,
  buildAdmin,
  compileTimeValues,
  pluginDir,
} from "../../plugins/gatsby-plugin-voltis-cms/admin-build";
import { recipeKey } from "../../plugins/gatsby-plugin-voltis-cms/admin-cache";
import { copyProject } from "../../scripts/project-copy";

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const LEFT_OUT = [".git", ".cache", "public", "reports", ".outbox", ".netlify", "coverage"];
const reporter = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };

let cacheDir: string;
const copies: string[] = [];
const newCopy = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-admin-cache-"));
  copyProject(ROOT, dir, LEFT_OUT);
  copies.push(dir);
  return dir;
};

/** Every file of public/admin/ with the hash of its bytes. */
const admin = (dir: string): Record<string, string> => {
  const folder = path.join(dir, "public", "admin");
  const walk = (at: string): string[] =>
    fs
      .readdirSync(at, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(at, entry.name)) : [path.join(at, entry.name)]));
  return Object.fromEntries(
    walk(folder)
      .sort()
      .map((file) => [
        path.relative(folder, file),
        crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex"),
      ]),
  );
};
const cmsJs = (dir: string) => fs.readFileSync(path.join(dir, "public", "admin", "cms.js"), "utf8");
const edit = (dir: string, file: string, change: (text: string) => string) => {
  const before = fs.readFileSync(path.join(dir, file), "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(path.join(dir, file), after);
};

beforeAll(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-admin-cache-dir-"));
});
afterAll(() => {
  for (const dir of [...copies, cacheDir]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the admin's build, reused while nothing it is made of changes", () => {
  let first: string;
  let firstKey: string | null;
  let firstFiles: Record<string, string>;

  it("is compiled the first time, then reused as it was, by the same project and by another copy of it", async () => {
    first = newCopy();
    const compiled = await buildAdmin(first, reporter, { cacheDir });
    expect(compiled.reused).toBe(false);
    expect(compiled.sources).toContain("<root>/src/cms/cms.tsx");
    expect(compiled.key).toMatch(/^[0-9a-f]{64}$/);
    firstKey = compiled.key;
    firstFiles = admin(first);
    expect(Object.keys(firstFiles)).toEqual(expect.arrayContaining(["cms.js", "cms.css", "index.html"]));

    const again = await buildAdmin(first, reporter, { cacheDir });
    expect(again).toEqual({ reused: true, key: firstKey, sources: compiled.sources });
    expect(admin(first)).toEqual(firstFiles);

    // Another copy (its own folder, the same linked node_modules) finds the same result.
    const second = newCopy();
    expect(await buildAdmin(second, reporter, { cacheDir })).toMatchObject({ reused: true, key: firstKey });
    expect(admin(second)).toEqual(firstFiles);
  });

  it("is compiled again when a source it bundles changes, and shows the change", async () => {
    const dir = newCopy();
    edit(dir, "src/cms/previews.tsx", (text) => text.replace('"Aperçu du service"', '"Aperçu d’un service"'));
    const outcome = await buildAdmin(dir, reporter, { cacheDir });
    expect(outcome.reused).toBe(false);
    expect(outcome.key).not.toBe(firstKey);
    expect(cmsJs(dir).includes("Aperçu d’un service")).toBe(true);
    // The original is still reused under its own key.
    expect(await buildAdmin(first, reporter, { cacheDir })).toMatchObject({ reused: true, key: firstKey });
  });

  it("is compiled again when a value compiled in changes (the company facts)", async () => {
    const dir = newCopy();
    edit(dir, "content/settings/site.md", (text) => text.replace(/^responseTime: .*$/m, "responseTime: 72\u00a0h"));
    const outcome = await buildAdmin(dir, reporter, { cacheDir });
    expect(outcome.reused).toBe(false);
    expect(outcome.key).not.toBe(firstKey);
    expect(cmsJs(dir).includes('responseTime:"72\u00a0h"')).toBe(true);
  });

  it("is built all the same, with a warning, when its cache cannot be written", async () => {
    const dir = newCopy();
    // A file where the cache's folder should be: nothing can be written under it.
    const blocked = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocked, "");
    const warn = jest.fn();
    const outcome = await buildAdmin(dir, { ...reporter, warn }, { cacheDir: blocked });
    expect(outcome.reused).toBe(false);
    expect(fs.existsSync(path.join(dir, "public", "admin", "cms.js"))).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("n’a pas pu être gardé pour la prochaine construction"));
  });

  it("is keyed on the CMS's lock file, the site's, tsconfig.json and the build's own files", () => {
    const dir = newCopy();
    const recipe = (root: string) => {
      const values = compileTimeValues(root);
      return recipeKey({
        rootDir: root,
        options: adminBuildOptions(root, false, values),
        values,
        pluginDir: pluginDir(root),
      });
    };
    const key = () => recipe(dir);
    const keys = [key()];
    for (const file of [
      "cms/package-lock.json",
      "package-lock.json",
      "tsconfig.json",
      "plugins/gatsby-plugin-voltis-cms/admin-build.ts",
    ]) {
      edit(dir, file, (text) => (file.endsWith(".ts") ? `${text}\n// changed\n` : text.replace(/\}\s*$/, "}\n\n")));
      keys.push(key());
    }
    expect(new Set(keys).size).toBe(keys.length);
    // And the same inputs give the same key, in any copy.
    expect(recipe(ROOT)).toBe(recipe(first));
  });
});
