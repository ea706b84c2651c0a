import * as path from "path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import {
  avifRequest,
  createAvifEncoder,
  fallbackOf,
  outputAspectRatio,
  withAvifSource,
  type AvifEncoder,
  type ImageData,
  type ImageDataArgs,
} from "../../src/node/build/image-encoding";
import type { VoltisAvifOptions } from "./options";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    defaults: Joi.object({
      formats: Joi.array().items(Joi.string()),
      quality: Joi.number().integer().min(1).max(100),
      avifOptions: Joi.object({
        quality: Joi.number().integer().min(1).max(100),
        lossless: Joi.boolean(),
      }).unknown(true),
    })
      .unknown(true)
      .required(),
    effort: Joi.number().integer().min(0).max(9).required(),
  });

interface FileNode {
  absolutePath: string;
  name: string;
  internal: { contentDigest: string };
}

type Resolver = (source: unknown, args: ImageDataArgs, context: unknown, info: unknown) => Promise<ImageData | null>;

/** A `gatsbyImageData` field asking for AVIF gets gatsby-plugin-sharp's data for its other formats plus AVIF files at the same widths. */
export const createResolvers: GatsbyNode["createResolvers"] = (
  { createResolvers, cache, pathPrefix, reporter },
  pluginOptions,
) => {
  const options = pluginOptions as unknown as VoltisAvifOptions;
  const publicDir = path.join(process.cwd(), "public");
  let encoder: AvifEncoder | undefined;
  const encoderOf = () =>
    (encoder ??= createAvifEncoder({
      publicDir,
      cacheDir: path.join(cache.directory, "avif"),
      effort: options.effort,
      pathPrefix,
      onEncoded: (file) => reporter.verbose(`AVIF encoded: ${file.relativePath} (${file.width} × ${file.height})`),
    }));

  createResolvers({
    ImageSharp: {
      gatsbyImageData: {
        async resolve(
          source: { parent: string | null },
          args: ImageDataArgs,
          context: { nodeModel: { getNodeById: (input: { id: string }) => FileNode | null } },
          info: { originalResolver: Resolver },
        ) {
          const request = avifRequest(args, options.defaults);
          if (!request) return info.originalResolver(source, args, context, info);
          const data = await info.originalResolver(source, { ...args, formats: request.otherFormats }, context, info);
          const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
          if (!data || !file) return data;
          const { widths, sizes } = fallbackOf(data, file.absolutePath);
          const { width, height } = await sharp(file.absolutePath).metadata();
          const avif = await encoderOf().source(
            { path: file.absolutePath, contentDigest: file.internal.contentDigest, name: file.name },
            widths,
            outputAspectRatio(args, { width: width!, height: height! }),
            request.settings,
            sizes,
          );
          return withAvifSource(data, avif);
        },
      },
    },
  });
};
