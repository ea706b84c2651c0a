/**
 * `tsx scripts/functions-stamp.ts write`: run by `npm run build`, stamps the compiled functions.
 * `tsx scripts/functions-stamp.ts check`: run by `npm run serve` before `gatsby serve`; stops
 * with a message (exit 1) when `.cache/functions` is not the last build's (see src/node/functions-stamp.ts).
 */
import * as path from "path";
import { staleFunctionsReason, writeFunctionsStamp } from "../src/node/functions-stamp";

const root = path.resolve(__dirname, "..");
const mode = process.argv[2];

if (mode === "write") {
  const stamp = writeFunctionsStamp(root);
  console.log(`Fonctions compilées marquées (${Object.keys(stamp.files).length - 1} fonction(s)).`);
} else if (mode === "check") {
  const reason = staleFunctionsReason(root);
  if (reason) {
    console.error(`npm run serve : ${reason}`);
    process.exitCode = 1;
  }
} else {
  console.error("Usage : tsx scripts/functions-stamp.ts write|check");
  process.exitCode = 2;
}
