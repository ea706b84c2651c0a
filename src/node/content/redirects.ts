import { HOME_PATH } from "../../lib/routes";
import { SITEMAP_FILE } from "../postbuild/robots";

/**
 * Server redirects, as data: netlify.toml has exactly these (__tests__/unit/netlify-toml.test.ts), and
 * gatsby-node.ts gives `createRedirect` those without a page at their source (docs/deploying.md). "/" has a
 * page of its own, for `gatsby serve`, which ignores server rules; on Netlify its rule wins (`force`).
 */
export interface RedirectRule {
  fromPath: string;
  toPath: string;
  statusCode: 301 | 302;
  /** Apply even though a file exists at `fromPath`. */
  force: boolean;
  /** A page exists at `fromPath`: the rule lives in netlify.toml only. */
  pageAtSource: boolean;
}

export const REDIRECTS: RedirectRule[] = [
  { fromPath: "/", toPath: HOME_PATH, statusCode: 301, force: true, pageAtSource: true },
  { fromPath: "/sitemap.xml", toPath: `/${SITEMAP_FILE}`, statusCode: 301, force: false, pageAtSource: false },
];
