import * as path from "path";
import { readFrontMatterOf } from "./content-files";
import { tokensFrom, type SiteFacts, type SiteTokens } from "../../lib/markdown/tokens";

/** The token table of the site's facts, from content/settings/site.md (tokens: src/lib/markdown/tokens.ts). */
export const loadTokens = (rootDir = process.cwd()): SiteTokens =>
  tokensFrom(readFrontMatterOf(path.join(rootDir, "content", "settings", "site.md"), rootDir).data as unknown as SiteFacts);
