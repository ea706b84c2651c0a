/**
 * netlify.toml, parsed with a TOML library: the build settings and the
 * redirects (the same as src/node/content/redirects.ts, which gatsby-node gives to
 * createRedirect). Headers are src/node/postbuild/netlify-headers.ts's
 * (__tests__/unit/netlify-headers.test.ts).
 */
import * as fs from "fs";
import * as path from "path";
import { REDIRECTS } from "../../src/node/content/redirects";
import { readNetlifyConfig } from "../support/netlify-config";

const ROOT = path.resolve(__dirname, "../..");
const config = readNetlifyConfig(ROOT);
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
};

describe("netlify.toml: build", () => {
  it("builds with npm run build into public/, telemetry off", () => {
    expect(config.build?.command).toBe("npm run build");
    expect(config.build?.publish).toBe("public");
    expect(config.build?.environment?.GATSBY_TELEMETRY_DISABLED).toBe("1");
  });

  it("builds on the Node.js major that .nvmrc names and package.json's engines accept", () => {
    // One runtime everywhere: Netlify's build and functions, a developer's nvm, CI (.ci/run reads .nvmrc).
    const major = fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
    expect(major).toMatch(/^\d+$/);
    expect(config.build?.environment?.NODE_VERSION).toBe(major);
    const [lowest, below] = /^>=(\d+)\S* <(\d+)$/.exec(packageJson.engines.node)?.slice(1).map(Number) ?? [];
    expect(lowest).toBe(Number(major));
    expect(below).toBe(Number(major) + 1);
  });

  it.each(["deploy-preview", "branch-deploy"])(
    "empties the measurement ID on %s (no analytics on previews)",
    (context) => {
      expect(config.context?.[context]?.environment?.GATSBY_GA_MEASUREMENT_ID).toBe("");
    },
  );
});

describe("netlify.toml: redirects", () => {
  const rules = config.redirects ?? [];

  it.each(REDIRECTS.map((rule) => [rule.fromPath, rule]))(
    "mirrors the redirect of %s in src/node/content/redirects.ts",
    (_from, rule) => {
      const mirrored = rules.find((candidate) => candidate.from === rule.fromPath);
      expect(mirrored).toMatchObject({ to: rule.toPath, status: rule.statusCode });
      // A rule must be forced to win over a page at the same address.
      expect(mirrored?.force ?? false).toBe(rule.force);
      if (rule.pageAtSource) expect(mirrored?.force).toBe(true);
    },
  );

  it("has no other redirect than those, in the same order, then the two rules for unknown paths", () => {
    expect(rules.map((rule) => rule.from)).toEqual([...REDIRECTS.map((rule) => rule.fromPath), "/projet/*", "/*"]);
  });

  it("answers unknown paths with the 404 page and a 404 status, without shadowing real pages", () => {
    for (const from of ["/projet/*", "/*"]) {
      const rule = rules.find((candidate) => candidate.from === from);
      expect(rule).toMatchObject({ to: "/404.html", status: 404 });
      expect(rule?.force).not.toBe(true);
    }
    // A rule after the catch-all would never apply.
    expect(rules[rules.length - 1].from).toBe("/*");
  });
});

describe("netlify.toml: headers", () => {
  it("sets none: every header comes from src/node/postbuild/netlify-headers.ts, through public/_headers", () => {
    expect(config.headers ?? []).toEqual([]);
  });
});
