import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";

/**
 * The AVIF files of `gatsbyImageData`, encoded by the site with its own sharp call.
 *
 * gatsby-plugin-sharp 5 passes only the quality to sharp's `avif()`
 * (node_modules/gatsby-plugin-sharp/process-file.js), so neither its `avifOptions` nor
 * anything else sets the encoder's effort, and sharp's default (4) is 3 to 5 times slower
 * than the effort 2 the site uses (gatsby-config.ts).
 * gatsby-plugin-voltis-avif (plugins/) extends the `gatsbyImageData` resolver through
 * `createResolvers`: gatsby-plugin-sharp makes the other formats as before, with AVIF left
 * out of the query's formats; this module encodes the AVIF files at the same widths and
 * sizes, the same resize (auto-rotation, crop, fit, background) and quality, and adds
 * them as the `<source type="image/avif">` gatsby-plugin-sharp would have written.
 */

/** gatsby-plugin-sharp's `defaults` (gatsby-config.ts), as far as the AVIF files depend on them. */
export interface ImageDefaults {
  formats?: readonly string[];
  quality?: number;
  avifOptions?: { quality?: number; lossless?: boolean };
}

/** The arguments of `gatsbyImageData` (gatsby-transformer-sharp), as its resolver receives them. */
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

/** What the AVIF files of one `gatsbyImageData` field are encoded with. */
export interface AvifSettings {
  quality: number;
  lossless: boolean;
  /** sharp's `fit` and `position` for the resize, as gatsby-plugin-sharp gives them. */
  fit: keyof sharp.FitEnum;
  position: number | string;
  background?: string;
}

/** The part of `IGatsbyImageData` (gatsby-plugin-image) this module reads and extends. */
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

/**
 * Whether the field asks for AVIF (its `formats`, else the defaults'), and if so the formats
 * left to gatsby-plugin-sharp and the AVIF settings, with gatsby-plugin-sharp's precedence:
 * the query's `avifOptions`, the defaults' `avifOptions`, the query's `quality`, the defaults'.
 */
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

/**
 * The ratio of the files gatsby-plugin-sharp makes (its image-data.js and utils.js): the
 * source's, unless the field sets a width and a height (fullWidth ignores them) or an aspect
 * ratio. Each file is then `width × round(width / ratio)`, as theirs.
 */
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

/** The file of one width: where it goes under public/ and its URL. */
interface AvifFile {
  width: number;
  height: number;
  digest: string;
  relativePath: string;
}

export interface AvifEncoderOptions {
  /** The site's public/ folder: the files go to public/static/… */
  publicDir: string;
  /** A folder in Gatsby's cache that keeps every file encoded, across builds. */
  cacheDir: string;
  /** sharp's AVIF `effort` (0 fastest … 9 slowest). */
  effort: number;
  /** Gatsby's path prefix ("" without --prefix-paths). */
  pathPrefix?: string;
  /** Told of each file actually encoded (not found in public/ or the cache): the build's verbose log. */
  onEncoded?: (file: { relativePath: string; width: number; height: number }) => void;
}

export interface SourceImage {
  /** The image file (a File node's absolutePath). */
  path: string;
  /** Its content digest (the File node's internal.contentDigest). */
  contentDigest: string;
  /** Its name without extension (the File node's name), kept in the URL. */
  name: string;
}

/**
 * Encodes AVIF files once: a file already in public/ is kept; one in the cache folder is
 * copied; otherwise the source is decoded once and each missing width encoded from it.
 * Every file's name holds a digest of its source and settings, so a changed image or
 * setting makes new files (and immutable caching in the browser stays right).
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

  /** Writes through a temporary file, so a reader (another query worker) never sees half a file. */
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
    /**
     * The `<source>` of AVIF files at `widths`, with the given `sizes`; resolves once every
     * file is in public/.
     */
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
        // A failed encode is tried again by the next query rather than failing it from memory.
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
