import { HOME_PATH } from "../../lib/routes";

/**
 * Server redirects, as data: mirrored in netlify.toml (a test keeps the two in
 * step) and, where no page exists at the same path, looped into `createRedirect`
 * in gatsby-node.ts.
 *
 * "/" has a page of its own (src/pages/index.tsx) so that `gatsby serve`, which
 * ignores server rules, still sends visitors on in the browser. On Netlify the
 * rule must win over that page, hence `force`; it is not given to createRedirect,
 * where Gatsby would only warn that the page shadows it.
 *
 * Unknown paths are not redirected by the server: they get the 404 page with a
 * real 404 status, and that page sends the visitor on in the browser
 * (see `fallbackFor`).
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

export const REDIRECTS: RedirectRule[] = [{ fromPath: "/", toPath: HOME_PATH, statusCode: 301, force: true, pageAtSource: true }];
