import { HOME_PATH } from "../lib/routes";

/**
 * Server redirects, as data (looped into `createRedirect` in gatsby-node.ts and
 * mirrored in netlify.toml). Unknown paths are not redirected by the server:
 * they get the 404 page with a real 404 status, and that page sends the visitor
 * on in the browser (see `fallbackFor`), which also works under `gatsby serve`.
 */
export interface RedirectRule {
  fromPath: string;
  toPath: string;
  statusCode: 301 | 302;
}

export const REDIRECTS: RedirectRule[] = [
  { fromPath: "/", toPath: HOME_PATH, statusCode: 301 },
  { fromPath: "/index.html", toPath: HOME_PATH, statusCode: 301 },
];
