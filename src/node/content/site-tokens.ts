import * as fs from "fs";
import * as path from "path";
import matter from "gray-matter";
import { tokensFrom, type SiteFacts, type SiteTokens } from "../../lib/markdown/tokens";

/**
 * The token table of the site's facts, read from content/settings/site.md (Node
 * only); the tokens themselves are in src/lib/markdown/tokens.ts.
 */
export const loadTokens = (rootDir = process.cwd()): SiteTokens =>
  tokensFrom(matter(fs.readFileSync(path.join(rootDir, "content", "settings", "site.md"), "utf8"), {}).data as SiteFacts);
