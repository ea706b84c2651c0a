import type { GatsbyNode } from "gatsby";
import { sourceForQueries } from "../../src/node/function-sources";
import { writeSiteMailboxModule } from "../../src/node/site-mailbox-module";

/*
 * What the contact function (src/api/contact-us.ts) needs from Gatsby's
 * build. Gatsby runs its hooks in the site's folder.
 */

/**
 * Before anything is compiled (Gatsby compiles its functions at
 * `onPreBootstrap`): the company's mailbox as the JSON module the function
 * imports (src/node/site-mailbox-module.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  writeSiteMailboxModule(process.cwd());
};

/**
 * The query extractor reads nothing of the Gatsby Functions in src/api: their
 * documented `export const config` is not taken for a page's (see
 * src/node/function-sources.ts).
 */
export const preprocessSource: GatsbyNode["preprocessSource"] = ({ filename }) =>
  sourceForQueries(filename, process.cwd());
