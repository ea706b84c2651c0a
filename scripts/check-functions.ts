/**
 * Run by `npm run serve` before `gatsby serve`: stops with a message (exit 1)
 * when `.cache/functions` holds what `npm run develop` left instead of the
 * last build's functions (see src/node/stale-functions.ts).
 */
import * as path from "path";
import { staleFunctionsReason } from "../src/node/stale-functions";

const reason = staleFunctionsReason(path.resolve(__dirname, ".."));
if (reason) {
  console.error(`npm run serve : ${reason}`);
  process.exitCode = 1;
}
