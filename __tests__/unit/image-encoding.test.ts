/**
 * @jest-environment node
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import {
  avifRequest,
  createAvifEncoder,
  fallbackOf,
  outputAspectRatio,
  srcSetWidths,
  withAvifSource,
  type AvifSettings,
} from "../../src/node/build/image-encoding";

/**
 * The site's AVIF files (src/node/build/image-encoding.ts): asked for as gatsby-plugin-sharp would
 * have made them (formats, quality, widths, ratio), encoded with the site's effort, kept in
 * Gatsby's cache across builds.
 */

/** gatsby-config.ts's defaults, as far as AVIF goes. */
const DEFAULTS = { formats: ["avif", "webp"], quality: 80, avifOptions: { quality: 55 } };

describe("which fields get AVIF files, and with which settings", () => {
  it("a field without formats takes the defaults': AVIF from the site, WebP left to gatsby-plugin-sharp, quality 55", () => {
    expect(avifRequest({ width: 560 }, DEFAULTS)).toEqual({
      otherFormats: ["webp"],
      settings: { quality: 55, lossless: false, fit: "cover", position: sharp.strategy.attention },
    });
  });

  it("a field that asks for WebP only (a project's main visual) gets no AVIF file", () => {
    expect(avifRequest({ width: 640, formats: ["webp"] }, DEFAULTS)).toBeNull();
  });

  it("takes the quality with gatsby-plugin-sharp's precedence: avifOptions first, then quality", () => {
    expect(avifRequest({ avifOptions: { quality: 40 }, quality: 90 }, DEFAULTS)?.settings.quality).toBe(40);
    expect(avifRequest({ quality: 90 }, DEFAULTS)?.settings.quality).toBe(55);
    expect(avifRequest({ quality: 90 }, { formats: ["avif", "webp"], quality: 80 })?.settings.quality).toBe(90);
    expect(avifRequest({}, { formats: ["avif", "webp"] })?.settings.quality).toBe(50);
  });

  it("keeps the crop and background of the field", () => {
    const settings = avifRequest(
      { transformOptions: { fit: "contain", cropFocus: sharp.gravity.north }, backgroundColor: "#ffffff" },
      DEFAULTS,
    )?.settings;
    expect(settings).toMatchObject({ fit: "contain", position: sharp.gravity.north, background: "#ffffff" });
  });

  it("refuses what it would not encode as gatsby-plugin-sharp does, rather than make different images", () => {
    expect(() => avifRequest({ formats: ["avif"] }, DEFAULTS)).toThrow(/AVIF seul/);
    expect(() => avifRequest({ transformOptions: { grayscale: true } }, DEFAULTS)).toThrow(/grayscale/);
    expect(() => avifRequest({ width: 400, height: 300, transformOptions: { fit: "inside" } }, DEFAULTS)).toThrow(
      /INSIDE/,
    );
  });
});

describe("the widths and ratio of the AVIF files", () => {
  it("reads the widths of gatsby-plugin-sharp's srcset", () => {
    const srcSet =
      "/static/a/b/hero-visual.webp 360w,\n/static/a/c/hero-visual.webp 560w,\n/static/a/d/hero-visual.webp 1120w";
    expect(srcSetWidths(srcSet)).toEqual([360, 560, 1120]);
    expect(fallbackOf({ images: { fallback: { src: "x", srcSet, sizes: "100vw" } } }, "hero")).toEqual({
      widths: [360, 560, 1120],
      sizes: "100vw",
    });
  });

  it("fails on a srcset without widths instead of guessing", () => {
    expect(() => srcSetWidths("/a.webp 1x, /b.webp 2x")).toThrow(/sans largeur/);
    expect(() => fallbackOf({ images: { sources: [] } }, "hero")).toThrow(/repli/);
  });

  it("keeps the source's ratio unless the field sets another, as gatsby-plugin-sharp", () => {
    const source = { width: 1200, height: 1000 };
    expect(outputAspectRatio({ width: 560 }, source)).toBe(1.2);
    expect(outputAspectRatio({ width: 400, height: 400 }, source)).toBe(1);
    expect(outputAspectRatio({ width: 800, aspectRatio: 16 / 9 }, source)).toBeCloseTo(16 / 9, 12);
    expect(outputAspectRatio({ aspectRatio: 2 }, source)).toBeCloseTo(2, 12);
    // fullWidth ignores width and height (gatsby-plugin-sharp warns about them).
    expect(outputAspectRatio({ layout: "fullWidth", width: 400, height: 400 }, source)).toBe(1.2);
  });

  it("puts the AVIF source first, before gatsby-plugin-sharp's other sources", () => {
    const data = {
      images: { fallback: { src: "/a.png" }, sources: [{ srcSet: "/a.webp 10w", type: "image/webp" }] },
      layout: "constrained",
    };
    const avif = { srcSet: "/a.avif 10w", type: "image/avif" };
    expect(withAvifSource(data, avif).images.sources?.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(withAvifSource(data, avif)).toMatchObject({
      layout: "constrained",
      images: { fallback: { src: "/a.png" } },
    });
  });
});

describe("the encoder", () => {
  const SETTINGS: AvifSettings = { quality: 55, lossless: false, fit: "cover", position: sharp.strategy.attention };
  let dir: string;
  let image: { path: string; contentDigest: string; name: string };
  const publicDir = () => path.join(dir, "public");
  const cacheDir = () => path.join(dir, ".cache", "avif");
  const encoder = (effort = 2) => createAvifEncoder({ publicDir: publicDir(), cacheDir: cacheDir(), effort });
  const filesOf = (srcSet: string) =>
    srcSet.split(",").map((candidate) => path.join(publicDir(), candidate.trim().split(/\s+/)[0]));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avif-"));
    // The site's hero illustration (1200 × 1000, with transparency).
    const source = path.join(dir, "hero-visual.png");
    fs.copyFileSync(path.resolve(__dirname, "../../src/images/hero-visual.png"), source);
    image = { path: source, contentDigest: "d1", name: "hero-visual" };
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes one AVIF file per width under public/static, at the field's ratio, and the srcset that lists them", async () => {
    const source = await encoder().source(image, [120, 240], 1.2, SETTINGS, "(min-width: 560px) 560px, 100vw");
    expect(source.type).toBe("image/avif");
    expect(source.sizes).toBe("(min-width: 560px) 560px, 100vw");
    expect(source.srcSet).toMatch(
      /^\/static\/d1\/[0-9a-f]{10}\/hero-visual\.avif 120w,\n\/static\/d1\/[0-9a-f]{10}\/hero-visual\.avif 240w$/,
    );
    const dimensions = [];
    for (const file of filesOf(source.srcSet)) {
      const { format, compression, width, height } = await sharp(file).metadata();
      expect({ format, compression }).toEqual({ format: "heif", compression: "av1" });
      dimensions.push([width, height]);
    }
    expect(dimensions).toEqual([
      [120, 100],
      [240, 200],
    ]);
  });

  it("encodes with the effort it is given, not sharp's default", async () => {
    const source = await encoder(2).source(image, [240], 1.2, SETTINGS, undefined);
    const written = fs.readFileSync(filesOf(source.srcSet)[0]);
    const pipeline = () =>
      sharp(image.path).rotate().resize(240, 200, { fit: "cover", position: sharp.strategy.attention });
    expect(written.equals(await pipeline().avif({ quality: 55, effort: 2 }).toBuffer())).toBe(true);
    expect(written.equals(await pipeline().avif({ quality: 55 }).toBuffer())).toBe(false);
  });

  it("gives a file of other settings another name, so a browser never keeps a stale one", async () => {
    const first = await encoder().source(image, [120], 1.2, SETTINGS, undefined);
    const lighter = await encoder().source(image, [120], 1.2, { ...SETTINGS, quality: 40 }, undefined);
    const otherEffort = await encoder(3).source(image, [120], 1.2, SETTINGS, undefined);
    const changedImage = await encoder().source({ ...image, contentDigest: "d2" }, [120], 1.2, SETTINGS, undefined);
    const urls = [first, lighter, otherEffort, changedImage].map((source) => source.srcSet);
    expect(new Set(urls).size).toBe(4);
  });

  it("serves a later build from Gatsby's cache: public/ emptied, the source gone, the files come back", async () => {
    const first = await encoder().source(image, [120, 240], 1.2, SETTINGS, undefined);
    const bytes = filesOf(first.srcSet).map((file) => fs.readFileSync(file));
    fs.rmSync(publicDir(), { recursive: true });
    fs.rmSync(image.path);
    const again = await encoder().source(image, [120, 240], 1.2, SETTINGS, undefined);
    expect(again.srcSet).toBe(first.srcSet);
    expect(filesOf(again.srcSet).map((file) => fs.readFileSync(file))).toEqual(bytes);
  });

  it("encodes a field asked for by several queries at once only once", async () => {
    const encoded: number[] = [];
    const shared = createAvifEncoder({
      publicDir: publicDir(),
      cacheDir: cacheDir(),
      effort: 2,
      onEncoded: (file) => encoded.push(file.width),
    });
    await Promise.all([1, 2, 3].map(() => shared.source(image, [120, 240], 1.2, SETTINGS, undefined)));
    expect(encoded.sort((a, b) => a - b)).toEqual([120, 240]);
  });

  it("fails the query with sharp's error when the source is not an image", async () => {
    fs.writeFileSync(image.path, "pas une image");
    await expect(encoder().source(image, [120], 1.2, SETTINGS, undefined)).rejects.toThrow();
  });
});
