import type { GatsbyNode } from "gatsby";
import { sourceForQueries } from "../../src/node/function-sources";

/*
 * What the contact function (src/api/contact-us.ts) needs from Gatsby's
 * build. Gatsby runs its hooks in the site's folder.
 */

/**
 * The query extractor reads nothing of the Gatsby Functions in src/api: their
 * documented `export const config` is not taken for a page's (see
 * src/node/function-sources.ts).
 */
export const preprocessSource: GatsbyNode["preprocessSource"] = ({ filename }) =>
  sourceForQueries(filename, process.cwd());
