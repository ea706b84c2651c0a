import type { GatsbyNode } from "gatsby";
import { sourceForQueries } from "../../src/node/build/function-sources";
import { writeSiteMailboxModule } from "../../src/node/build/site-mailbox-module";
import { forgetFunctionsOrigin, recordFunctionsOrigin } from "../../src/node/tools/stale-functions";

/**
 * Before Gatsby compiles its functions: the mailbox module the contact function
 * imports, and the record of which command compiled them deleted until this one
 * is done (src/node/tools/stale-functions.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  writeSiteMailboxModule(process.cwd());
  forgetFunctionsOrigin(process.cwd());
};

/** `gatsby build` only: `npm run serve` may serve these functions. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  recordFunctionsOrigin(process.cwd(), "build");
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = () => {
  recordFunctionsOrigin(process.cwd(), "develop");
};

/** Keeps the query extractor out of src/api's functions (src/node/build/function-sources.ts). */
export const preprocessSource: GatsbyNode["preprocessSource"] = ({ filename }) =>
  sourceForQueries(filename, process.cwd());
