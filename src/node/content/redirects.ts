import { HOME_PATH } from "../../lib/routes";
import { SITEMAP_FILE } from "../postbuild/robots";

/**
 * Server redirects, as data. netlify.toml's redirects are exactly these, plus
 * its two rules for unknown paths (404 status, below);
 * __tests__/unit/netlify-toml.test.ts keeps the two in step. gatsby-node.ts
 * gives to `createRedirect` the ones that have no page at their source
 * (`redirectInBrowser: false`).
 *
 * What `createRedirect` does with them depends on where the site runs:
 * - on Netlify, gatsby-adapter-netlify writes them into public/_redirects,
 *   which Netlify reads before netlify.toml: the same rule twice, same answer;
 * - under `gatsby serve` and `gatsby develop`, which have no adapter, Gatsby
 *   keeps them and serves nothing for them: `redirectInBrowser` would only
 *   redirect Gatsby's own navigations between pages (and put the list in the
 *   site's JavaScript), and no link of the site leads to these paths.
 *
 * "/" has a page of its own (src/pages/index.tsx) so that `gatsby serve`, which
 * ignores server rules, still sends visitors on in the browser. On Netlify the
 * rule must win over that page, hence `force`; it is not given to createRedirect,
 * where Gatsby would only warn that the page shadows it.
 *
 * "/sitemap.xml", the address crawlers try first, leads to the sitemap index
 * that gatsby-plugin-sitemap writes and robots.txt names (`SITEMAP_FILE`).
 *
 * Unknown paths are not redirected by the server: they get the 404 page with a
 * real 404 status (netlify.toml's last rules), and that page sends the visitor
 * on in the browser (`fallbackFor`, src/lib/routes.ts).
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
