import sharp from "sharp";

/**
 * AVIF encoder effort (sharp/libaom, 0 fastest … 9 slowest; sharp's default is 4).
 *
 * Measured on the site's flat interface mockups (quality 55, one core): effort 2 encodes a
 * 1120 px image 3 to 5 times faster than effort 4, for files 1 to 3 % larger and no difference
 * seen side by side; effort 1 is faster again but 6 % larger, effort 0 up to 80 % larger.
 */
export const AVIF_EFFORT = 2;

type AvifOptions = Parameters<sharp.Sharp["avif"]>[0];
type Prototype = { avif: (this: sharp.Sharp, options?: AvifOptions) => sharp.Sharp; voltisAvifEffort?: number };

/**
 * gatsby-plugin-sharp 5 passes only `quality` to sharp's `avif()` (process-file.js), so
 * its `avifOptions` cannot set the effort. This gives every `avif()` call of the build
 * process a default effort, once; an effort passed explicitly still wins. The image jobs
 * run in the main build process (Gatsby's jobs manager), which loads gatsby-node.
 */
export const setAvifEffort = (effort: number = AVIF_EFFORT): void => {
  const prototype = sharp.prototype as unknown as Prototype;
  if (typeof prototype.avif !== "function") {
    throw new Error(
      "sharp n’a plus de méthode avif() : revoir src/node/image-encoding.ts après la mise à jour de sharp.",
    );
  }
  if (prototype.voltisAvifEffort === undefined) {
    const avif = prototype.avif;
    prototype.avif = function (this: sharp.Sharp, options?: AvifOptions) {
      return avif.call(this, { effort: prototype.voltisAvifEffort, ...options });
    };
  }
  prototype.voltisAvifEffort = effort;
};
