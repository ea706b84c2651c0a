/**
 * @jest-environment node
 *
 * The CMS's own package (cms/, docs/cms.md): the admin's build takes
 * Decap and React from cms/node_modules, never the site's React 18, and says
 * how to install them when they are missing.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { adminBuildOptions, cmsPackageFolders } from "../../plugins/gatsby-plugin-voltis-cms/admin-build";
import { copyProject } from "../../scripts/project-copy";

const ROOT = path.resolve(__dirname, "../..");
const versionAt = (folder: string) =>
  (JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as { version: string }).version;

describe("the admin's build and the CMS's package", () => {
  it("takes React 19 and Decap 3.16 or later from cms/node_modules while the site keeps React 18", () => {
    const alias = cmsPackageFolders(ROOT);
    // Real paths, as Node resolves them (cms/node_modules is a link in a worktree or a copy of the project).
    const cmsModules = fs.realpathSync(path.join(ROOT, "cms", "node_modules"));
    for (const name of ["react", "react-dom", "decap-cms-app", "decap-cms-locales"]) {
      expect([name, path.relative(cmsModules, alias[name])]).toEqual([name, name]);
    }
    expect(versionAt(alias.react)).toMatch(/^19\./);
    expect(versionAt(alias["react-dom"])).toBe(versionAt(alias.react));
    const [major, minor] = versionAt(alias["decap-cms-app"]).split(".").map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(3016);
    expect(versionAt(path.join(ROOT, "node_modules", "react"))).toMatch(/^18\./);
  });

  it("takes them through the link a copy of the project has (the rehearsal, the tests that build a copy)", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-cms-copy-"));
    try {
      copyProject(ROOT, copy, [".git", ".cache", "public", "reports", ".outbox", ".netlify", "coverage"]);
      expect(fs.lstatSync(path.join(copy, "cms", "node_modules")).isSymbolicLink()).toBe(true);
      const alias = cmsPackageFolders(copy);
      expect(versionAt(alias.react)).toMatch(/^19\./);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("stops, in French and with the command to run, when the CMS's packages are not installed", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-cms-bare-"));
    try {
      fs.mkdirSync(path.join(bare, "cms"));
      fs.copyFileSync(path.join(ROOT, "cms", "package.json"), path.join(bare, "cms", "package.json"));
      expect(() => adminBuildOptions(bare, false)).toThrow(
        /« (react|react-dom|decap-cms-app|decap-cms-locales) » est introuvable dans cms\/node_modules\. Installez les paquets du CMS : npm ci --prefix cms/,
      );
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it("never falls back on the site's node_modules (its React 18, or a Decap an older install left there)", () => {
    // Inside the project, Node's lookup from cms/ would reach the site's node_modules/react.
    fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
    const inside = fs.mkdtempSync(path.join(ROOT, ".cache", "voltis-cms-bare-"));
    try {
      fs.mkdirSync(path.join(inside, "cms"));
      fs.copyFileSync(path.join(ROOT, "cms", "package.json"), path.join(inside, "cms", "package.json"));
      expect(() => adminBuildOptions(inside, false)).toThrow(/« react » est introuvable dans cms\/node_modules/);
    } finally {
      fs.rmSync(inside, { recursive: true, force: true });
    }
  });
});
