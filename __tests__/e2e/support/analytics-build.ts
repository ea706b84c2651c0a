import { createHash } from "crypto";
import * as os from "os";
import * as path from "path";

/**
 * The consent tests need the site built WITH a measurement ID, while the main
 * build (public/) has none. `npm run build:e2e-analytics` builds a copy of the
 * project with GATSBY_GA_MEASUREMENT_ID=G-TEST12345 into this folder (outside
 * the project, so Gatsby's cache cleaning and git never touch it).
 */
export const TEST_MEASUREMENT_ID = "G-TEST12345";

const ROOT = path.resolve(__dirname, "../../..");

export const analyticsBuildDir = (root: string = ROOT): string =>
  process.env.E2E_ANALYTICS_DIR ??
  path.join(os.tmpdir(), `voltis-e2e-analytics-${createHash("sha1").update(root).digest("hex").slice(0, 8)}`);

export { ANALYTICS_BASE_URL } from "./servers";
