/** @jest-environment node */
import {
  compareVersions,
  exitCodeOf,
  formatSummary,
  isCopied,
  runStages,
  STAGES,
  type Lockfile,
  type Stage,
} from "../../scripts/upgrades/report";

describe("npm run check:upgrades: what is copied", () => {
  it("leaves out installed packages, builds, caches, reports and the root lockfile, at any depth", () => {
    for (const left of [
      "node_modules",
      "node_modules/gatsby/package.json",
      "plugins/gatsby-plugin-voltis-cms/node_modules/x/index.js",
      ".cache",
      ".cache/functions/contact-us.js",
      "public/index.html",
      "reports/bench-latest.json",
      ".git/HEAD",
      ".outbox/contact-outbox.jsonl",
      ".netlify/state.json",
      "package-lock.json",
      "build.log",
    ]) {
      expect([left, isCopied(left)]).toEqual([left, false]);
    }
  });

  it("copies the sources, the content, the configuration and package.json", () => {
    for (const kept of [
      "",
      "package.json",
      "src/api/contact-us.ts",
      "content/settings/site.md",
      "gatsby-config.ts",
      ".nvmrc",
      "scripts/reports.ts",
      "docs/upgrading.md",
    ]) {
      expect([kept, isCopied(kept)]).toEqual([kept, true]);
    }
  });
});

describe("npm run check:upgrades: versions against package-lock.json", () => {
  const manifest = { dependencies: { gatsby: "^5.16.1", svgo: "^2.8.4" }, devDependencies: { jest: "^29.7.0" } };
  const before: Lockfile = {
    packages: {
      "": { version: "1.0.0" },
      "node_modules/gatsby": { version: "5.16.1" },
      "node_modules/svgo": { version: "2.8.4" },
      "node_modules/jest": { version: "29.7.0" },
      "node_modules/gatsby-cli": { version: "5.16.0" },
      "node_modules/react-dom": { version: "18.3.1" },
      "node_modules/webpack": { version: "5.100.0" },
      "node_modules/gatsby/node_modules/react-server-dom-webpack": { version: "0.0.0-experimental-1" },
      "node_modules/left-pad": { version: "1.3.0" },
      "node_modules/gone": { version: "1.0.0" },
      "node_modules/semver": { version: "6.3.1" },
      "node_modules/gatsby/node_modules/semver": { version: "7.5.0" },
      "node_modules/moved": { version: "2.0.0" },
    },
  };
  const after: Lockfile = {
    packages: {
      "": { version: "1.0.0" },
      "node_modules/gatsby": { version: "5.16.2" },
      "node_modules/svgo": { version: "2.8.4" },
      "node_modules/jest": { version: "29.7.0" },
      "node_modules/gatsby-cli": { version: "5.16.3" },
      "node_modules/react-dom": { version: "18.3.1" },
      "node_modules/webpack": { version: "5.101.0" },
      "node_modules/react-server-dom-webpack": { version: "0.0.0-experimental-1" },
      "node_modules/left-pad": { version: "1.3.1" },
      "node_modules/new-one": { version: "2.0.0" },
      "node_modules/semver": { version: "6.3.1" },
      "node_modules/gatsby/node_modules/semver": { version: "7.6.0" },
      "node_modules/jest/node_modules/moved": { version: "2.0.0" },
    },
  };
  const installed = (name: string) => after.packages?.[`node_modules/${name}`]?.version;

  it("names each direct dependency that moved, old → new, and only those", () => {
    const { direct } = compareVersions(manifest, before, after, installed);
    expect(direct).toEqual([{ name: "gatsby", from: "5.16.1", to: "5.16.2" }]);
  });

  it("names Gatsby's own packages and the bundler when they move, not an unchanged react-dom", () => {
    const { notable } = compareVersions(manifest, before, after, installed);
    expect(notable).toEqual([
      { name: "gatsby-cli", from: "5.16.0", to: "5.16.3" },
      { name: "webpack", from: "5.100.0", to: "5.101.0" },
    ]);
  });

  it("lists every other package whose versions changed, appeared or went, all its copies together", () => {
    const { others } = compareVersions(manifest, before, after, installed);
    expect(others).toEqual([
      { name: "gone", from: "1.0.0", to: undefined },
      { name: "left-pad", from: "1.3.0", to: "1.3.1" },
      { name: "new-one", from: undefined, to: "2.0.0" },
      { name: "semver", from: "6.3.1, 7.5.0", to: "6.3.1, 7.6.0" },
    ]);
  });

  it("does not count a package that only moved in the tree (hoisted or nested) at the same version", () => {
    const report = compareVersions(manifest, before, after, installed);
    const names = [...report.direct, ...report.notable, ...report.others].map((change) => change.name);
    expect(names).not.toContain("react-server-dom-webpack");
    expect(names).not.toContain("moved");
  });

  it("takes the version really installed, not the new lockfile's, for the direct dependencies", () => {
    const { direct } = compareVersions(manifest, before, after, (name) =>
      name === "svgo" ? "2.8.5" : installed(name),
    );
    expect(direct).toContainEqual({ name: "svgo", from: "2.8.4", to: "2.8.5" });
  });
});

describe("npm run check:upgrades: stages", () => {
  const outcomes = (failing: string[]) => {
    const ran: string[] = [];
    const run = async (stage: Stage) => {
      ran.push(stage.label);
      return { passed: !failing.includes(stage.label), seconds: 1 };
    };
    return { ran, run };
  };

  it("runs install, unit tests, build and tests on the build, in that order, and exits 0 when all pass", async () => {
    const { ran, run } = outcomes([]);
    const results = await runStages(STAGES, run);
    expect(ran).toEqual(["npm install", "npm run test:unit", "npm run build", "npm run test:build"]);
    expect(exitCodeOf(results)).toBe(0);
  });

  it("still builds when the unit tests fail, and exits 1", async () => {
    const { ran, run } = outcomes(["npm run test:unit"]);
    const results = await runStages(STAGES, run);
    expect(ran).toEqual(["npm install", "npm run test:unit", "npm run build", "npm run test:build"]);
    expect(results.map((result) => result.status)).toEqual(["passed", "failed", "passed", "passed"]);
    expect(exitCodeOf(results)).toBe(1);
  });

  it("skips the tests on the build when the build fails, and everything when the install fails", async () => {
    const build = outcomes(["npm run build"]);
    const afterBuild = await runStages(STAGES, build.run);
    expect(build.ran).not.toContain("npm run test:build");
    expect(afterBuild[3]).toMatchObject({ label: "npm run test:build", status: "skipped" });
    expect(exitCodeOf(afterBuild)).toBe(1);

    const install = outcomes(["npm install"]);
    const afterInstall = await runStages(STAGES, install.run);
    expect(install.ran).toEqual(["npm install"]);
    expect(afterInstall.map((result) => result.status)).toEqual(["failed", "skipped", "skipped", "skipped"]);
  });

  it("prints each change as lockfile → installed and each stage's outcome", () => {
    const lines = formatSummary(
      {
        direct: [{ name: "gatsby", from: "5.16.1", to: "5.16.2" }],
        notable: [],
        others: [{ name: "node_modules/x", from: "1.0.0", to: "1.0.1" }],
      },
      [
        { label: "npm install", status: "passed", seconds: 120.4 },
        { label: "npm run build", status: "failed", seconds: 60, note: "journal : /tmp/x/logs/build.log" },
        { label: "npm run test:build", status: "skipped", note: "non lancé" },
      ],
      "reports/check-upgrades-latest.json",
    ).join("\n");
    expect(lines).toMatch(/gatsby\s+5\.16\.1\s+→\s+5\.16\.2/);
    expect(lines).toContain("1 autre(s) paquet(s)");
    expect(lines).toMatch(/npm install\s+réussie\s+120 s/);
    expect(lines).toMatch(/npm run build\s+ÉCHOUÉE\s+60 s\s+journal : \/tmp\/x\/logs\/build\.log/);
    expect(lines).toMatch(/npm run test:build\s+sautée/);
  });
});
