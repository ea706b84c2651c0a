import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";

/**
 * The AVIF files of `gatsbyImageData`, encoded with the site's own sharp call, since
 * gatsby-plugin-sharp 5 cannot set the encoder's effort (docs/performance.md). The widths,
 * resize and quality are gatsby-plugin-sharp's; plugins/gatsby-plugin-voltis-avif calls it.
 */

export interface ImageDefaults {
  formats?: readonly string[];
  quality?: number;
  avifOptions?: { quality?: number; lossless?: boolean };
}

export interface ImageDataArgs {
  layout?: string;
  width?: number | null;
  height?: number | null;
  aspectRatio?: number | null;
  formats?: readonly string[] | null;
  quality?: number | null;
  avifOptions?: { quality?: number | null; lossless?: boolean | null } | null;
  transformOptions?: {
    fit?: string | null;
    cropFocus?: number | string | null;
    grayscale?: boolean | null;
    duotone?: unknown;
    rotate?: number | null;
    trim?: number | null;
  } | null;
  backgroundColor?: string | null;
  [other: string]: unknown;
}

export interface AvifSettings {
  quality: number;
  lossless: boolean;
  fit: keyof sharp.FitEnum;
  position: number | string;
  background?: string;
}

export interface ImageData {
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { srcSet: string; type: string; sizes?: string; media?: string }[];
  };
  [other: string]: unknown;
}

/** gatsby-plugin-sharp's own defaults, when neither the query nor gatsby-config sets them. */
const SHARP_DEFAULT_FORMATS = ["auto", "webp"];
const SHARP_DEFAULT_QUALITY = 50;

function fail(message: string): never {
  throw new Error(`${message} (src/node/build/image-encoding.ts)`);
}

/** Null unless the field asks for AVIF; else the formats left to gatsby-plugin-sharp and the AVIF settings, with its precedence. */
export const avifRequest = (
  args: ImageDataArgs,
  defaults: ImageDefaults,
): { otherFormats: string[]; settings: AvifSettings } | null => {
  const formats = [...(args.formats ?? defaults.formats ?? SHARP_DEFAULT_FORMATS)];
  if (!formats.includes("avif")) return null;
  const otherFormats = formats.filter((format) => format !== "avif");
  if (otherFormats.length === 0) {
    fail("Une image demandée en AVIF seul n’aurait pas de format de repli : ajoutez WEBP à ses formats");
  }
  const transform = args.transformOptions ?? {};
  for (const option of ["grayscale", "duotone", "rotate", "trim"] as const) {
    if (transform[option]) {
      fail(`L’option transformOptions.${option} n’est pas appliquée aux fichiers AVIF du site`);
    }
  }
  const fit = (transform.fit ?? "cover") as keyof sharp.FitEnum;
  if ((fit === "inside" || fit === "outside") && args.width && args.height) {
    fail(
      `transformOptions.fit ${fit.toUpperCase()} avec largeur et hauteur n’est pas géré pour les fichiers AVIF du site`,
    );
  }
  return {
    otherFormats,
    settings: {
      quality:
        args.avifOptions?.quality ??
        defaults.avifOptions?.quality ??
        args.quality ??
        defaults.quality ??
        SHARP_DEFAULT_QUALITY,
      lossless: args.avifOptions?.lossless ?? defaults.avifOptions?.lossless ?? false,
      fit,
      position: transform.cropFocus ?? sharp.strategy.attention,
      ...(args.backgroundColor ? { background: args.backgroundColor } : {}),
    },
  };
};

/** The widths of a srcset as gatsby-plugin-sharp writes it (`url 560w,\nurl 840w`). */
export const srcSetWidths = (srcSet: string): number[] =>
  srcSet
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const width = /\s(\d+)w$/.exec(candidate)?.[1];
      return width ? Number(width) : fail(`Candidat de srcset sans largeur : « ${candidate} »`);
    });

/** The ratio of the files gatsby-plugin-sharp makes (its image-data.js and utils.js), so each AVIF file matches theirs. */
export const outputAspectRatio = (args: ImageDataArgs, source: { width: number; height: number }): number => {
  let width = args.layout === "fullWidth" ? source.width : args.width || undefined;
  let height = args.layout === "fullWidth" ? undefined : args.height || undefined;
  if (!width && !height) width = source.width;
  if (args.aspectRatio && !(width && height)) {
    if (width) height = width / args.aspectRatio;
    else if (height) width = height * args.aspectRatio;
  }
  return width && height ? width / height : source.width / source.height;
};

interface AvifFile {
  width: number;
  height: number;
  digest: string;
  relativePath: string;
}

export interface AvifEncoderOptions {
  publicDir: string;
  /** Keeps every file encoded, across builds. */
  cacheDir: string;
  effort: number;
  pathPrefix?: string;
  /** Told of each file actually encoded, for the build's verbose log. */
  onEncoded?: (file: { relativePath: string; width: number; height: number }) => void;
}

export interface SourceImage {
  path: string;
  contentDigest: string;
  /** The File node's name, kept in the URL. */
  name: string;
}

/**
 * Encodes each AVIF file once (kept in public/, else copied from the cache). Its path holds a
 * digest of its source and settings, so a change makes new files and immutable caching stays right.
 */
export const createAvifEncoder = ({ publicDir, cacheDir, effort, pathPrefix = "", onEncoded }: AvifEncoderOptions) => {
  const inProgress = new Map<string, Promise<void>>();

  const fileFor = (image: SourceImage, width: number, height: number, settings: AvifSettings): AvifFile => {
    const digest = crypto
      .createHash("sha256")
      .update(JSON.stringify({ source: image.contentDigest, width, height, effort, ...settings }))
      .digest("hex")
      .slice(0, 10);
    return {
      width,
      height,
      digest,
      relativePath: path.posix.join("static", image.contentDigest, digest, `${image.name}.avif`),
    };
  };

  /** Through a temporary file, so another query worker never reads half a file. */
  const writeAtomically = (target: string, data: Buffer) => {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, target);
  };

  const encode = async (image: SourceImage, files: AvifFile[], settings: AvifSettings) => {
    const missing = files.filter((file) => !fs.existsSync(path.join(publicDir, file.relativePath)));
    const toEncode = missing.filter((file) => !fs.existsSync(path.join(cacheDir, `${file.digest}.avif`)));
    if (toEncode.length > 0) {
      // The same pipeline as gatsby-plugin-sharp's process-file.js: auto-rotation, then the resize.
      const decoded = sharp(fs.readFileSync(image.path));
      await Promise.all(
        toEncode.map(async (file) => {
          const data = await decoded
            .clone()
            .rotate()
            .resize(file.width, file.height, {
              fit: settings.fit,
              position: settings.position,
              ...(settings.background ? { background: settings.background } : {}),
            })
            .avif({ quality: settings.quality, lossless: settings.lossless, effort })
            .toBuffer();
          writeAtomically(path.join(cacheDir, `${file.digest}.avif`), data);
          onEncoded?.(file);
        }),
      );
    }
    for (const file of missing) {
      writeAtomically(
        path.join(publicDir, file.relativePath),
        fs.readFileSync(path.join(cacheDir, `${file.digest}.avif`)),
      );
    }
  };

  return {
    /** The `<source>` of AVIF files at `widths`; resolves once every file is in public/. */
    async source(
      image: SourceImage,
      widths: readonly number[],
      aspectRatio: number,
      settings: AvifSettings,
      sizes: string | undefined,
    ): Promise<{ srcSet: string; type: string; sizes?: string }> {
      const files = widths.map((width) => fileFor(image, width, Math.round(width / aspectRatio), settings));
      const key = files.map((file) => file.digest).join(",");
      let done = inProgress.get(key);
      if (!done) {
        done = encode(image, files, settings);
        inProgress.set(key, done);
        // A failed encode is tried again by the next query.
        done.catch(() => inProgress.delete(key));
      }
      await done;
      const url = (file: AvifFile) =>
        `${pathPrefix}/${path.posix.dirname(file.relativePath)}/${encodeURIComponent(image.name)}.avif`;
      return {
        srcSet: files.map((file) => `${url(file)} ${file.width}w`).join(",\n"),
        type: "image/avif",
        ...(sizes ? { sizes } : {}),
      };
    },
  };
};

export type AvifEncoder = ReturnType<typeof createAvifEncoder>;

/** gatsby-plugin-sharp's image data with the AVIF source first, where it puts it. */
export const withAvifSource = (data: ImageData, avif: { srcSet: string; type: string; sizes?: string }): ImageData => ({
  ...data,
  images: { ...data.images, sources: [avif, ...(data.images.sources ?? [])] },
});

/** The widths gatsby-plugin-sharp made for the other formats: the AVIF files take the same. */
export const fallbackOf = (data: ImageData, what: string): { widths: number[]; sizes?: string } => {
  const fallback = data.images.fallback;
  if (!fallback?.srcSet) fail(`Pas de srcset de repli pour ${what}`);
  return { widths: srcSetWidths(fallback.srcSet), sizes: fallback.sizes };
};
