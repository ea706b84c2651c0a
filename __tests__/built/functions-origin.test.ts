import * as path from "path";
import { staleFunctionsReason } from "../../src/node/tools/stale-functions";

/**
 * `gatsby build` records, through plugins/gatsby-plugin-voltis-functions, that
 * it compiled the functions: `npm run serve` (scripts/check-functions.ts)
 * then serves this build instead of stopping.
 */
it("lets npm run serve serve this build: the build recorded that it compiled the functions", () => {
  expect(staleFunctionsReason(path.resolve(__dirname, "../.."))).toBeUndefined();
});
