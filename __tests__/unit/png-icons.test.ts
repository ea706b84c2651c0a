/**
 * @jest-environment node
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import { manifestIcons, recompressManifestIcons } from "../../src/node/postbuild/png-icons";

/**
 * The favicon and the home-screen icons come out of the build smaller and
 * exactly the same to the eye: the same pixels, decoded.
 */
const pixels = async (file: string) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** An icon like gatsby-plugin-manifest's: the site's icon resized, sharp's default PNG settings. */
const writeIcon = async (file: string, size: number) => {
  const source = path.resolve(__dirname, "../../src/images/icon.png");
  await sharp(source).resize(size, size).png().toFile(file);
};

describe("manifest icons", () => {
  let publicDir: string;

  beforeEach(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
    fs.mkdirSync(path.join(publicDir, "icons"));
    await writeIcon(path.join(publicDir, "favicon-32x32.png"), 32);
    await writeIcon(path.join(publicDir, "icons", "icon-144x144.png"), 144);
    await writeIcon(path.join(publicDir, "icons", "icon-512x512.png"), 512);
    fs.writeFileSync(path.join(publicDir, "icons", "notes.txt"), "pas une icône");
  });

  afterEach(() => {
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("finds the favicon and the PNG icons, nothing else", () => {
    expect(manifestIcons(publicDir).map((file) => path.relative(publicDir, file))).toEqual([
      "favicon-32x32.png",
      path.join("icons", "icon-144x144.png"),
      path.join("icons", "icon-512x512.png"),
    ]);
  });

  it("makes them smaller with the very same pixels", async () => {
    const files = manifestIcons(publicDir);
    const before = await Promise.all(files.map(pixels));
    const sizes = files.map((file) => fs.statSync(file).size);
    const total = await recompressManifestIcons(publicDir);
    expect(total.files).toBe(3);
    expect(total.after).toBeLessThan(total.before);
    for (const [index, file] of files.entries()) {
      expect(fs.statSync(file).size).toBeLessThanOrEqual(sizes[index]);
      const after = await pixels(file);
      expect(after.info).toEqual(before[index].info);
      expect(after.data.equals(before[index].data)).toBe(true);
    }
  });

  it("leaves icons already re-encoded as they are (a build reusing the last one's public/)", async () => {
    await recompressManifestIcons(publicDir);
    const once = manifestIcons(publicDir).map((file) => fs.readFileSync(file));
    const again = await recompressManifestIcons(publicDir);
    expect(again.after).toBe(again.before);
    expect(manifestIcons(publicDir).map((file) => fs.readFileSync(file))).toEqual(once);
  });
});
