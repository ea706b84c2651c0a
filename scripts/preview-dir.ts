/**
 * Where the deploy rehearsal (scripts/netlify-preview.ts) copies the project by
 * default: one folder per checkout, so that two checkouts on one machine (two
 * branches, a CI check beside a working copy) never build into, or empty, each
 * other's copy. NETLIFY_PREVIEW_DIR chooses another.
 */
import { createHash } from "crypto";
import * as os from "os";
import * as path from "path";

export const previewDir = (root: string): string =>
  process.env.NETLIFY_PREVIEW_DIR ||
  path.join(os.tmpdir(), `voltis-netlify-preview-${createHash("sha256").update(path.resolve(root)).digest("hex").slice(0, 8)}`);
