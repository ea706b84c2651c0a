import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";

/**
 * Re-encodes a manifest icon losslessly (zlib 9, adaptive filtering), about half
 * the size, since browsers fetch some during the first load (docs/performance.md);
 * a file is only replaced by a smaller one.
 */
export const recompressPng = async (file: string): Promise<{ before: number; after: number }> => {
  const original = fs.readFileSync(file);
  const smaller = await sharp(original).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  if (smaller.length >= original.length) return { before: original.length, after: original.length };
  fs.writeFileSync(file, smaller);
  return { before: original.length, after: smaller.length };
};

/** The icons gatsby-plugin-manifest writes to public/: the favicon and icons/*.png. */
export const manifestIcons = (publicDir: string): string[] => {
  const iconsDir = path.join(publicDir, "icons");
  const icons = fs.existsSync(iconsDir)
    ? fs
        .readdirSync(iconsDir)
        .filter((name) => name.endsWith(".png"))
        .map((name) => path.join(iconsDir, name))
    : [];
  const favicon = path.join(publicDir, "favicon-32x32.png");
  return [...(fs.existsSync(favicon) ? [favicon] : []), ...icons];
};

/** Re-encodes every manifest icon; returns the total bytes before and after. */
export const recompressManifestIcons = async (
  publicDir: string,
): Promise<{ files: number; before: number; after: number }> => {
  const total = { files: 0, before: 0, after: 0 };
  for (const file of manifestIcons(publicDir)) {
    const { before, after } = await recompressPng(file);
    total.files += 1;
    total.before += before;
    total.after += after;
  }
  return total;
};
