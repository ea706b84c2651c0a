import type { GatsbyNode } from "gatsby";
import { sourceForQueries } from "../../src/node/build/function-sources";
import { writeSiteMailboxModule } from "../../src/node/build/site-mailbox-module";
import { forgetFunctionsOrigin, recordFunctionsOrigin } from "../../src/node/tools/stale-functions";

/*
 * What the contact function (src/api/contact-us.ts) needs from Gatsby's
 * build. Gatsby runs its hooks in the site's folder.
 */

/**
 * Before anything is compiled (Gatsby compiles its functions at
 * `onPreBootstrap`): the company's mailbox as the JSON module the function
 * imports (src/node/build/site-mailbox-module.ts), and the record of which command
 * compiled the functions deleted until this one is done (src/node/tools/stale-functions.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  writeSiteMailboxModule(process.cwd());
  forgetFunctionsOrigin(process.cwd());
};

/** Only `gatsby build` runs it, once everything is built: `npm run serve` may serve this. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  recordFunctionsOrigin(process.cwd(), "build");
};

/** Only `gatsby develop` runs it: its functions are not for `gatsby serve`. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = () => {
  recordFunctionsOrigin(process.cwd(), "develop");
};

/**
 * The query extractor reads nothing of the Gatsby Functions in src/api: their
 * documented `export const config` is not taken for a page's (see
 * src/node/build/function-sources.ts).
 */
export const preprocessSource: GatsbyNode["preprocessSource"] = ({ filename }) =>
  sourceForQueries(filename, process.cwd());
