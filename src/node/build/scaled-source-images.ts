import * as fs from "fs";
import type { CreateNodeArgs, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import { scaledCopy } from "../content/source-images";
import { CONTENT_KINDS, scaledImageFieldsOf, type ContentKind } from "../../lib/content/content-model";

/**
 * The build's copies of the images wider than MAX_SOURCE_WIDTH, named by the content model's fields that ask for it
 * (`scaledImage`), as File nodes those fields resolve to (docs/content.md). Nothing is written under content/;
 * another plugin's node changes only through createNodeField. SCALED_COPY_TYPES keeps the schema (and
 * src/gatsby-types.d.ts) the same with or without an oversized image.
 */

/** Under `.cache/`, which Netlify keeps between builds. */
export const SCALED_COPIES_FOLDER = "voltis-source-images";

/**
 * The gatsby-source-filesystem instances (gatsby-config.ts: one per kind's folder) whose images may need a copy:
 * the folders of the kinds with a `scaledImage` field.
 */
const SCALED_SOURCES = new Set(
  CONTENT_KINDS.filter((kind) => scaledImageFieldsOf(kind).length > 0).map((kind) => kind.folder as string),
);

const SHARP_EXTENSIONS = new Set(["jpeg", "jpg", "png", "webp", "tif", "tiff", "avif"]);

interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
  extension: string;
  name: string;
  ext: string;
  fields?: { scaledCopy?: string };
}

/** `onCreateNode`: a File node for the scaled copy of an image too wide, its original as parent (so Gatsby keeps it as long). */
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

/** A `scaledImage` field's resolver: the File its own resolver gives, or its scaled copy. */
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

/** createResolvers' entries for every `scaledImage` field, by node type. */
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
