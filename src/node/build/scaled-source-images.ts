import * as fs from "fs";
import type { CreateNodeArgs, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import { scaledCopy } from "../content/source-images";
import { CONTENT_KINDS, scaledImageFieldsOf, type ContentKind } from "../../lib/content/content-model";

/**
 * The build's copies of the images wider than MAX_SOURCE_WIDTH (src/node/content/source-images.ts)
 * named by the fields that ask for it (`scaledImage` in src/lib/content/content-model.ts: the
 * projects' `image` and `thumbnail_image`), as Gatsby's data layer sees them. Nothing is ever
 * written under content/, and no node of another plugin is changed but through
 * createNodeField:
 *
 * - `onCreateNode`, for the File node of such an image (gatsby-source-filesystem's, from the
 *   folder of a kind with such a field): its scaled copy, in `.cache/voltis-source-images/<hash>/`
 *   (scaledCopy(): encoded once, found by its hash after), becomes a File node of its own,
 *   made by gatsby-source-filesystem's documented `createFileNodeFromBuffer`, with the
 *   original's node as parent (so Gatsby keeps it as long as the original);
 *   gatsby-transformer-sharp gives it its ImageSharp node like any File. The original's
 *   node gets the copy's id in `fields.scaledCopy`.
 * - `createResolvers` (scaledImageResolvers()): each such field (`Project.image`…) resolves as
 *   declared (`@fileByRelativePath`, src/node/content/schema.ts), then to the copy when the File
 *   has one (resolveToScaledCopy()). The site reaches these images only through their fields,
 *   so gatsby-plugin-sharp reads the copy; an image no wider resolves as before.
 * - SCALED_COPY_TYPES declares the two fields these nodes bring to the File type, so the
 *   schema, and the committed src/gatsby-types.d.ts, are the same with or without an
 *   oversized image.
 *
 * Gatsby runs `onCreateNode` only for a new or changed node: a warm build with the same
 * image pays nothing; a changed image gets a new copy, under its new hash. The copy of an
 * image since replaced stays in the node store, unused, until the cache is cleared.
 */

/** Under Gatsby's cache folder (`.cache/`, which Netlify keeps between builds). */
export const SCALED_COPIES_FOLDER = "voltis-source-images";

/**
 * The gatsby-source-filesystem instances (gatsby-config.ts: one per kind's folder) whose images may need a copy:
 * the folders of the kinds with a `scaledImage` field.
 */
const SCALED_SOURCES = new Set(
  CONTENT_KINDS.filter((kind) => scaledImageFieldsOf(kind).length > 0).map((kind) => kind.folder as string),
);

/** The extensions gatsby-transformer-sharp makes an ImageSharp node for. */
const SHARP_EXTENSIONS = new Set(["jpeg", "jpg", "png", "webp", "tif", "tiff", "avif"]);

/** The part of a File node (gatsby-source-filesystem) read here. */
interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
  extension: string;
  name: string;
  ext: string;
  fields?: { scaledCopy?: string };
}

/**
 * `onCreateNode`: for the File node of an image of such a folder wider than MAX_SOURCE_WIDTH, the File
 * node of its scaled copy and the link to it; for any other node, nothing.
 */
export const addScaledCopy = async (
  { node, actions, createNodeId, getCache }: Pick<CreateNodeArgs, "node" | "actions" | "createNodeId" | "getCache">,
  cacheDir: string,
): Promise<void> => {
  const file = node as FileNode;
  if (file.internal.type !== "File" || !SCALED_SOURCES.has(file.sourceInstanceName)) return;
  if (!SHARP_EXTENSIONS.has(String(file.extension).toLowerCase())) return;
  let copy: Awaited<ReturnType<typeof scaledCopy>>;
  try {
    copy = await scaledCopy(file.absolutePath, cacheDir);
  } catch {
    return; // not an image sharp can read: gatsby-plugin-sharp fails the build naming it
  }
  if (!copy) return;
  const copyNode = await createFileNodeFromBuffer({
    buffer: fs.readFileSync(copy.path),
    hash: copy.hash,
    name: file.name,
    ext: file.ext,
    parentNodeId: file.id,
    createNode: actions.createNode,
    createNodeId,
    getCache,
  });
  actions.createNodeField({ node, name: "scaledCopy", value: copyNode.id });
};

interface ResolverContext {
  nodeModel: { getNodeById: (input: { id: string; type?: string }) => unknown };
}
type Resolver = (source: unknown, args: unknown, context: ResolverContext, info: unknown) => unknown;

/**
 * The resolver of a `scaledImage` field (createResolvers): the File its own resolver
 * (`info.originalResolver`) gives, or the File of its scaled copy.
 */
export const resolveToScaledCopy = async (
  source: unknown,
  args: unknown,
  context: ResolverContext,
  info: { originalResolver: Resolver },
): Promise<unknown> => {
  const file = (await info.originalResolver(source, args, context, info)) as FileNode | null | undefined;
  const copyId = file?.fields?.scaledCopy;
  if (!copyId) return file;
  return context.nodeModel.getNodeById({ id: copyId, type: "File" }) ?? file;
};

/**
 * What createResolvers (gatsby-node.ts) gives each `scaledImage` field of the content model, by node type:
 * `{ Project: { image: …, thumbnail_image: … } }`.
 */
export const scaledImageResolvers = (
  kinds: readonly ContentKind[] = CONTENT_KINDS,
): Record<string, Record<string, { resolve: typeof resolveToScaledCopy }>> =>
  Object.fromEntries(
    kinds
      .filter((kind) => scaledImageFieldsOf(kind).length > 0)
      .map((kind) => [
        kind.nodeType,
        Object.fromEntries(
          scaledImageFieldsOf(kind).map((field) => [field.graphqlName ?? field.name, { resolve: resolveToScaledCopy }]),
        ),
      ]),
  );

/** The File fields the copies bring: `hash`, set by createFileNodeFromBuffer, and `fields.scaledCopy`. */
export const SCALED_COPY_TYPES = /* GraphQL */ `
  type File implements Node @infer {
    "Set by gatsby-source-filesystem's createFileNodeFromBuffer: on the scaled copies of oversized images (src/node/build/scaled-source-images.ts)."
    hash: String
    fields: FileFields
  }

  type FileFields {
    "The id of the File node of this image's copy scaled down to MAX_SOURCE_WIDTH, when it is wider (src/node/build/scaled-source-images.ts)."
    scaledCopy: String
  }
`;
