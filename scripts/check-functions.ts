/**
 * Run by `npm run serve` before `gatsby serve`: stops with a message (exit 1)
 * unless the functions were last compiled by a complete `npm run build`, as
 * the build records it (see src/node/tools/stale-functions.ts).
 */
import * as path from "path";
import { staleFunctionsReason } from "../src/node/tools/stale-functions";

const reason = staleFunctionsReason(path.resolve(__dirname, ".."));
if (reason) {
  console.error(`npm run serve : ${reason}`);
  process.exitCode = 1;
}
