import * as path from "path";
import type { GatsbyNode } from "gatsby";
import { buildCmsConfig } from "../../src/cms/config";
import { cmsEnvironment } from "../../src/cms/environment";
import { loadSiteFacts } from "../../src/node/site-facts";
import { tokensFrom } from "../gatsby-remark-voltis/site-tokens";

/**
 * The writers' CMS at /admin/, compiled apart from the site.
 *
 * gatsby-plugin-decap-cms does the compiling (a second webpack build into
 * public/admin, with Decap's prebuilt bundle and React's UMD files as
 * externals); this plugin calls its gatsby-node hooks itself instead of listing
 * it in gatsby-config, so that:
 * - its gatsby-browser (the Netlify Identity widget hook) never reaches the
 *   public pages' bundles, and its settings for the public build (a split chunk
 *   and an ignore rule for that widget) are not applied: the public pages'
 *   JavaScript is exactly what it was without the CMS;
 * - the config, generated from the content model (src/cms/config.ts), and the
 *   company facts the previews fill in are compiled into the admin bundle;
 * - no source map is published (Decap's is 20 MB).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const decap = require("gatsby-plugin-decap-cms/gatsby-node") as Required<
  Pick<GatsbyNode, "onCreateWebpackConfig" | "onCreateDevServer">
>;

const ADMIN_PAGE_TITLE = "Voltis Digital — Gestion du contenu";

interface WebpackLike {
  plugins: {
    constructor: { name: string };
    patterns?: { from: string; to: string; info?: Record<string, unknown> }[];
    options?: Record<string, unknown>;
  }[];
  devtool?: string | false;
}

const decapOptions = (rootDir: string, define: Record<string, string>) => ({
  modulePath: path.join(rootDir, "src", "cms", "cms.tsx"),
  manualInit: true,
  enableIdentityWidget: false,
  htmlTitle: ADMIN_PAGE_TITLE,
  publicPath: "admin",
  customizeWebpackConfig: (
    config: WebpackLike,
    { plugins }: { plugins: { define: (d: Record<string, string>) => unknown } },
  ) => {
    config.devtool = false;
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "CopyPlugin" && plugin.patterns) {
        // Decap's bundle is shipped minified: marked so, Terser does not minify its 4.5 MB again on
        // every build, which took most of the admin's compile time (issue 12: a warm build ≤ 60 s).
        plugin.patterns = plugin.patterns
          .filter((pattern) => !pattern.to.endsWith(".map"))
          .map((pattern) => ({ ...pattern, info: { minimized: true } }));
      }
      if (plugin.constructor.name === "HtmlWebpackPlugin" && plugin.options) {
        // French page, never indexed (X-Robots-Tag on /admin/* as well, see src/node/netlify-headers.ts).
        Object.assign(plugin.options, {
          meta: { robots: "noindex, nofollow", viewport: "width=device-width, initial-scale=1" },
          templateContent: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${ADMIN_PAGE_TITLE}</title></head><body></body></html>`,
        });
      }
    }
    config.plugins.push(plugins.define(define) as WebpackLike["plugins"][number]);
  },
});

const compileTimeValues = (rootDir: string): Record<string, string> => {
  const site = loadSiteFacts(rootDir);
  const config = buildCmsConfig({ siteUrl: site.siteUrl, ...cmsEnvironment(process.env) });
  return {
    __VOLTIS_CMS_CONFIG__: JSON.stringify(config),
    __VOLTIS_SITE_TOKENS__: JSON.stringify(tokensFrom({ ...site })),
  };
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  const rootDir: string = args.store.getState().program.directory;
  // gatsby-plugin-decap-cms also changes the public build's webpack config (Identity widget chunk): not here.
  const actions = { ...args.actions, setWebpackConfig: () => undefined };
  return decap.onCreateWebpackConfig(
    { ...args, actions } as never,
    decapOptions(rootDir, compileTimeValues(rootDir)) as never,
    () => undefined,
  );
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) =>
  decap.onCreateDevServer(args, { publicPath: "admin" } as never, () => undefined);
