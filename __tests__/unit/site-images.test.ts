/**
 * @jest-environment node
 *
 * The site's own images (src/images/, docs/illustrations.md), which no content check opens:
 * each committed one decodes in full, and the two whose size the site relies on have it.
 * The images of content/ are held by the content check (image-check.test.ts runs it on them).
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";
import { DEFAULT_IMAGE } from "../../src/components/seo/Seo";

const ROOT = path.resolve(__dirname, "../..");

const committed = execFileSync("git", ["ls-files", "src/images"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

/** The file's format and size as sharp reads it, after decoding every pixel (a truncated file throws). */
const decode = async (file: string) => {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  const { format, width, height } = await sharp(bytes, { failOn: "warning" }).metadata();
  await sharp(bytes, { failOn: "warning" }).raw().toBuffer();
  return { format, width, height };
};

describe("the site's own images (src/images/)", () => {
  it.each(committed)("%s decodes in full, in the format its extension says", async (file) => {
    expect((await decode(file)).format).toBe(path.extname(file).slice(1));
  });

  it("the default share image has the size the pages announce (DEFAULT_IMAGE, og:image:width and height)", async () => {
    const { width, height } = await decode("src/images/og-default.png");
    expect({ width, height }).toEqual({ width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height });
  });

  it("the app icon is square and at least 512 px, the largest icon gatsby-plugin-manifest writes", async () => {
    const { width, height } = await decode("src/images/icon.png");
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });
});
