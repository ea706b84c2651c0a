/** @jest-environment node */
/**
 * The server redirects of src/node/content/redirects.ts: which ones gatsby-node
 * gives to createRedirect (for gatsby-adapter-netlify), and where they lead.
 * netlify.toml's copy is __tests__/unit/netlify-toml.test.ts's.
 */
import * as fs from "fs";
import * as path from "path";
import { createPages } from "../../gatsby-node";
import { REDIRECTS } from "../../src/node/content/redirects";
import { robotsTxt } from "../../src/node/postbuild/robots";

const ROOT = path.resolve(__dirname, "../..");

const redirectsCreated = async () => {
  const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
  const graphql = jest.fn().mockResolvedValue({ data: { allProject: { nodes: [] }, allLegalPage: { nodes: [] } } });
  await (createPages as unknown as (args: unknown) => Promise<void>)({ actions, reporter, graphql });
  return actions.createRedirect.mock.calls.map(([redirect]) => redirect);
};

describe("server redirects", () => {
  it("gives createRedirect each rule without a page at its source, server-side only", async () => {
    expect(await redirectsCreated()).toEqual([
      {
        fromPath: "/sitemap.xml",
        toPath: "/sitemap-index.xml",
        statusCode: 301,
        isPermanent: true,
        force: false,
        redirectInBrowser: false,
      },
    ]);
  });

  it("keeps a rule whose source has a page out of createRedirect, where the page would shadow it", async () => {
    const created = (await redirectsCreated()).map((redirect) => redirect.fromPath);
    for (const rule of REDIRECTS) {
      const page = path.join(ROOT, "src/pages", rule.fromPath === "/" ? "index.tsx" : `${rule.fromPath}.tsx`);
      expect({ from: rule.fromPath, page: fs.existsSync(page) }).toEqual({
        from: rule.fromPath,
        page: rule.pageAtSource,
      });
      expect({ from: rule.fromPath, created: created.includes(rule.fromPath) }).toEqual({
        from: rule.fromPath,
        created: !rule.pageAtSource,
      });
    }
  });

  it("sends /sitemap.xml to the sitemap that robots.txt names", () => {
    const siteUrl = "https://www.example.fr";
    const sitemap = REDIRECTS.find((rule) => rule.fromPath === "/sitemap.xml");
    expect(robotsTxt({ publicSite: true, siteUrl })).toContain(`Sitemap: ${siteUrl}${sitemap?.toPath}`);
  });
});
