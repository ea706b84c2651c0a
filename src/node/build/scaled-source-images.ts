import * as fs from "fs";
import type { CreateNodeArgs, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import { scaledCopy } from "../content/source-images";

/**
 * The build's copies of the project images wider than MAX_SOURCE_WIDTH, as File nodes the
 * project's image fields resolve to (docs/content.md). Nothing is written under content/;
 * another plugin's node changes only through createNodeField. SCALED_COPY_TYPES keeps the
 * schema (and src/gatsby-types.d.ts) the same with or without an oversized image.
 */

/** Under `.cache/`, which Netlify keeps between builds. */
export const SCALED_COPIES_FOLDER = "voltis-source-images";

/** The gatsby-source-filesystem instance of content/projects/ (gatsby-config.ts: one per content folder). */
const PROJECTS_SOURCE = "projects";

const SHARP_EXTENSIONS = new Set(["jpeg", "jpg", "png", "webp", "tif", "tiff", "avif"]);

interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
  extension: string;
  name: string;
  ext: string;
  fields?: { scaledCopy?: string };
}

/** `onCreateNode`: a File node for the scaled copy of a project image too wide, its original as parent (so Gatsby keeps it as long). */
export const addScaledCopy = async (
  { node, actions, createNodeId, getCache }: Pick<CreateNodeArgs, "node" | "actions" | "createNodeId" | "getCache">,
  cacheDir: string,
): Promise<void> => {
  const file = node as FileNode;
  if (file.internal.type !== "File" || file.sourceInstanceName !== PROJECTS_SOURCE) return;
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

/** `Project.image` and `Project.thumbnail_image`: the File their own resolver gives, or its scaled copy. */
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

export const SCALED_COPY_TYPES = /* GraphQL */ `
  type File implements Node @infer {
    "Set by gatsby-source-filesystem's createFileNodeFromBuffer: on the scaled copies of oversized project images (src/node/build/scaled-source-images.ts)."
    hash: String
    fields: FileFields
  }

  type FileFields {
    "The id of the File node of this image's copy scaled down to MAX_SOURCE_WIDTH, when it is wider (src/node/build/scaled-source-images.ts)."
    scaledCopy: String
  }
`;
