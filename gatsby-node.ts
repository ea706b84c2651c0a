import * as path from "path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { graphqlSortOf, kindByFolder, KINDS_WITH_PAGES } from "./src/lib/content/content-model";
import { formatProblem, readAndCheckContent } from "./src/node/content/content-check";
import { checkedFiles, type MarkdownSide } from "./src/node/content/one-reading";
import { pagePathProblem } from "./src/node/build/public-paths";
import { checkImages } from "./src/node/content/image-check";
import { pageSourcesOf, pagesQuery, planListingPages, planPages, type PageNode } from "./src/node/content/pages";
import { REDIRECTS } from "./src/node/content/redirects";
import { nodeFieldsOf, schemaFromModel } from "./src/node/content/schema";
import { summarize } from "./src/node/content/plain-text";
import { idPrefix, inlineSvgOf, servedSvgUrlOf, type SvgFileNode } from "./src/node/content/svg-fields";
import { withRawSource } from "./src/node/build/raw-source";
import { readSourceImages, sourceImageWarnings } from "./src/node/content/source-images";
import {
  addScaledCopy,
  SCALED_COPIES_FOLDER,
  SCALED_COPY_TYPES,
  scaledImageResolvers,
} from "./src/node/build/scaled-source-images";
import { fillTokens } from "./src/lib/markdown/tokens";
import { loadTokens } from "./src/node/content/site-tokens";
import {
  isContentFileName,
  isReachedWithoutLink,
  readFrontMatterOf,
  symbolicLinkMessage,
} from "./src/node/content/content-files";
import { ContentSession, CONTENT_PROBLEMS_PATH, FALLBACK_FIELD } from "./src/node/content/develop-session";

/** Company facts for {{tokens}} in frontmatter, read on first use: a module that throws while Gatsby loads it is skipped silently. */
let tokens: ReturnType<typeof loadTokens> | undefined;
const siteTokens = () => (tokens ??= loadTokens(process.cwd()));
const fillFacts = (value: unknown): unknown => (typeof value === "string" ? fillTokens(value, siteTokens()) : value);

const developing = process.env.NODE_ENV === "development";

const checkFiles = () => {
  const { problems, files } = readAndCheckContent(path.resolve("content"), path.resolve("."));
  checkedFiles.record(files);
  return problems;
};
const checkNamedImages = () => checkImages(path.resolve("content"), path.resolve("."));

/** While developing: each save checked again, a file with problems keeps its last good content (develop-session.ts). */
let session: ContentSession | undefined;

/** Every content problem at once: a build stops; `gatsby develop` shows them and leaves the faulty files out. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  if (developing) {
    session = new ContentSession(checkFiles, checkNamedImages, {
      error: (text) => reporter.error(text),
      success: (text) => reporter.success(text),
    });
    await session.start();
  } else {
    const problems = [...checkFiles(), ...(await checkNamedImages())];
    if (problems.length > 0) {
      reporter.panic(
        `Le contenu contient ${problems.length} erreur(s) :\n${problems.map((p) => `  • ${formatProblem(p)}`).join("\n")}`,
      );
    }
  }
  // Warns of a `scaledImage` too small for the layout, or wider than MAX_SOURCE_WIDTH (then a scaled copy is used).
  const images = await readSourceImages(path.resolve("content"), path.resolve("."));
  for (const warning of sourceImageWarnings(images)) reporter.warn(formatProblem(warning));
};

type Resolver = GraphQLFieldResolver<{ parent: string | null }, unknown, Record<string, unknown>>;

type MarkdownContext = { nodeModel: { getNodeById: (input: { id: string }) => unknown } };

/** While developing, a node kept from its file's last good version reads that version's Markdown. */
const markdownNodeOf = (source: { parent: string | null }, context: MarkdownContext): unknown =>
  session?.fallbackMarkdown(source as Record<string, unknown>) ??
  (source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null);

const resolveOnMarkdown = async (
  fieldName: string,
  args: Record<string, unknown>,
  source: { parent: string | null },
  context: MarkdownContext,
  info: Parameters<Resolver>[3],
): Promise<unknown> => {
  const markdownType = info.schema.getType("MarkdownRemark") as unknown as {
    getFields: () => Record<string, { resolve: Resolver }>;
  };
  const markdownNode = markdownNodeOf(source, context);
  if (!markdownNode) return null;
  return markdownType.getFields()[fieldName].resolve(markdownNode as never, args, context, { ...info, fieldName });
};

type SvgOwner = { id: string; parent: string | null; slug?: unknown } & Record<string, unknown>;
type SvgContext = {
  nodeModel: {
    findRootNodeAncestor: (node: unknown, predicate: (node: { internal: { type: string } }) => boolean) => unknown;
  };
};

/** While developing, an SVG saved with problems keeps its last accepted drawing. */
const lastGoodSvg = new Map<string, unknown>();
const keepingLastGood = <T>(key: string, compute: () => T): T => {
  try {
    const value = compute();
    if (developing) lastGoodSvg.set(key, value);
    return value;
  } catch (error) {
    if (developing && lastGoodSvg.has(key)) return lastGoodSvg.get(key) as T;
    throw error;
  }
};

/** `@inlineSvg`: the File node comes through the field's own resolver, so the page depends on that file. */
const resolveInlineSvg = async (
  field: string,
  source: SvgOwner,
  context: SvgContext,
  info: Parameters<Resolver>[3],
): Promise<unknown> => {
  const fileField = (info.parentType as GraphQLObjectType).getFields()[field];
  const file = (await fileField.resolve?.(source, {}, context, { ...info, fieldName: field })) as SvgFileNode | null;
  if (!file) return null;
  const markdown = context.nodeModel.findRootNodeAncestor(
    source,
    (node) => node.internal.type === "File",
  ) as FileNode | null;
  const where = {
    file: markdown ? `content/${markdown.sourceInstanceName ?? ""}/${markdown.relativePath ?? ""}` : file.absolutePath,
    field,
    value: String(source[field]),
  };
  const prefix = idPrefix(
    typeof source.slug === "string" ? source.slug : null,
    path.basename(file.base, path.extname(file.base)),
  );
  return keepingLastGood(`${source.id}\u0000${field}`, () => inlineSvgOf(file, prefix, where));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "markdownPassthrough",
    args: { field: "String!" },
    extend(options: { field: string }) {
      return {
        resolve: (source: { parent: string | null }, args: Record<string, unknown>, context: never, info: never) =>
          resolveOnMarkdown(options.field, args, source, context, info),
      };
    },
  });
  actions.createFieldExtension({
    name: "markdownHeadings",
    extend() {
      return {
        resolve: async (source: { parent: string | null }, _args: unknown, context: never, info: never) => {
          const headings = (await resolveOnMarkdown("headings", { depth: "h2" }, source, context, info)) as
            { id?: string | null; value: string }[] | null;
          return (headings ?? []).filter((h) => h.id).map((h) => ({ id: h.id, value: h.value }));
        },
      };
    },
  });
  actions.createFieldExtension({
    name: "markdownSummary",
    extend() {
      return {
        resolve: (source: { parent: string | null }, _args: unknown, context: MarkdownContext) => {
          const markdown = markdownNodeOf(source, context) as { rawMarkdownBody?: unknown } | null;
          const body = typeof markdown?.rawMarkdownBody === "string" ? markdown.rawMarkdownBody : "";
          return summarize(fillTokens(body, siteTokens()));
        },
      };
    },
  });
  actions.createFieldExtension({
    name: "inlineSvg",
    args: { file: "String!" },
    extend(options: { file: string }) {
      return {
        resolve: (source: SvgOwner, _args: unknown, context: SvgContext, info: Parameters<Resolver>[3]) =>
          resolveInlineSvg(options.file, source, context, info),
      };
    },
  });
  actions.createTypes(schemaFromModel());
  actions.createTypes(SCALED_COPY_TYPES);
};

/** A `scaledImage` field resolves to its scaled copy when there is one (src/node/build/scaled-source-images.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ...scaledImageResolvers(),
    File: {
      svgURL: {
        type: "String",
        description:
          "The address of this SVG file as the site serves it: the output of src/node/content/svg-sanitiser.ts, written under public/static/ (src/node/content/svg-fields.ts). A file the sanitiser refuses fails the query.",
        resolve: (
          file: SvgFileNode,
          _args: unknown,
          _context: unknown,
          info: { path: { prev?: { key: string | number } } },
        ) => {
          const field = String(info.path.prev?.key ?? "");
          const where = {
            file: `content/${file.sourceInstanceName ?? ""}/${file.relativePath ?? ""}`,
            field,
            value: `./${file.base}`,
          };
          return keepingLastGood(`${file.id}\u0000svgURL`, () => servedSvgUrlOf(file, path.resolve("public"), where));
        },
      },
    },
  });
};

type FileNode = {
  id: string;
  sourceInstanceName?: string;
  relativePath?: string;
  dir?: string;
  base?: string;
  absolutePath?: string;
};
type CreateNodeArgs = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

/** The fields as the model names them; computed fields are resolved at query time by the field extensions above. */
const kindNodeData = (
  kind: NonNullable<ReturnType<typeof kindByFolder>>,
  checked: Record<string, unknown>,
): Record<string, unknown> => {
  const frontmatter = Object.fromEntries(Object.entries(checked).map(([key, value]) => [key, fillFacts(value)]));
  return nodeFieldsOf(kind, frontmatter);
};

const createKindNode = (
  { actions, createNodeId, createContentDigest }: CreateNodeArgs,
  kind: NonNullable<ReturnType<typeof kindByFolder>>,
  data: Record<string, unknown>,
  markdownId: string,
  parent: CreateNodeArgs["node"],
  contentFile: string,
): void => {
  const child = {
    ...data,
    id: createNodeId(`${kind.nodeType} >>> ${markdownId}`),
    parent: parent.id,
    children: [],
    internal: {
      type: kind.nodeType,
      contentDigest: createContentDigest(data),
      description: `${kind.nodeType} from ${contentFile}`,
    },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent, child: child as never });
};

/** True when the node was made from the file's last good version (develop-session.ts). */
const keptFromLastGood = (
  args: CreateNodeArgs,
  kind: NonNullable<ReturnType<typeof kindByFolder>>,
  contentFile: string,
): boolean => {
  if (!session) return false;
  // Synchronously: Gatsby goes on to createPages without waiting, and a page whose node came later would be deleted.
  if (session.watching) session.refresh();
  if (!session.hasProblems(contentFile)) return false;
  const good = session.lastGood(contentFile);
  if (good) {
    createKindNode(
      args,
      kind,
      { ...good.data, [FALLBACK_FIELD]: contentFile },
      good.markdown.id,
      args.node,
      contentFile,
    );
  }
  return true;
};

/** One node per content file; while developing, a file saved with problems keeps its last good version. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode } = args;
  if (node.internal.type === "File") {
    const file = node as unknown as FileNode;
    const kind = file.sourceInstanceName ? kindByFolder(file.sourceInstanceName) : undefined;
    // gatsby-source-filesystem follows symbolic links; the site reads none (content-files.ts).
    if (
      kind &&
      file.absolutePath &&
      !isReachedWithoutLink(file.absolutePath, path.join(process.cwd(), "content", kind.folder))
    ) {
      args.reporter.panicOnBuild(
        formatProblem({
          file: `content/${kind.folder}/${file.relativePath ?? ""}`,
          field: "fichier",
          message: symbolicLinkMessage(file.absolutePath),
        }),
      );
      return;
    }
    if (session && kind && file.base && isContentFileName(file.base) && file.absolutePath) {
      let parses = true;
      try {
        readFrontMatterOf(file.absolutePath, process.cwd());
      } catch {
        parses = false;
      }
      if (!parses) keptFromLastGood(args, kind, `content/${kind.folder}/${file.relativePath ?? ""}`);
    }
    return addScaledCopy(args, path.join(process.cwd(), ".cache", SCALED_COPIES_FOLDER));
  }
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  const kind = file?.sourceInstanceName ? kindByFolder(file.sourceInstanceName) : undefined;
  if (!kind || !file?.base) return;
  if (!isContentFileName(file.base)) {
    if (session?.watching) session.refresh();
    return;
  }
  const contentFile = `content/${kind.folder}/${file.relativePath ?? ""}`;
  if (keptFromLastGood(args, kind, contentFile)) return;

  // The node holds what the check validated, once Gatsby's own reading of the file is shown to be the same.
  const verdict = checkedFiles.verify(file.absolutePath ?? "", contentFile, node as MarkdownSide);
  if (verdict.problem) {
    args.reporter.panicOnBuild(formatProblem(verdict.problem));
    return;
  }
  const data = kindNodeData(kind, verdict.data);
  createKindNode(args, kind, data, node.id, node, contentFile);
  session?.remember(contentFile, { data, markdown: node as unknown as { id: string } & Record<string, unknown> });
};

/** Any content file created or changed after this was saved while developing. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  if (session) session.watching = true;
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    CONTENT_PROBLEMS_PATH,
    (_request: unknown, response: { set: (name: string, value: string) => void; json: (body: unknown) => void }) => {
      response.set("Cache-Control", "no-store");
      response.json({ problems: session?.lines() ?? [] });
    },
  );
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Redirects without a page at their source; what each host does with them: src/node/content/redirects.ts.
  for (const redirect of REDIRECTS.filter((rule) => !rule.pageAtSource)) {
    actions.createRedirect({
      fromPath: redirect.fromPath,
      toPath: redirect.toPath,
      statusCode: redirect.statusCode,
      isPermanent: redirect.statusCode === 301,
      force: redirect.force,
      redirectInBrowser: false,
    });
  }

  const result = await graphql<Record<string, { nodes: PageNode[] }>>(pagesQuery(KINDS_WITH_PAGES));
  if (result.errors || !result.data) {
    reporter.panicOnBuild("La lecture des contenus qui ont leurs propres pages a échoué.", result.errors);
    return;
  }
  const kinds = pageSourcesOf(KINDS_WITH_PAGES, result.data);
  const publicDir = path.resolve("public");
  const plan = planPages(kinds, { includeDrafts: process.env.NODE_ENV === "development", publicDir });
  plan.skipped.forEach((line) => reporter.info(line));
  if (plan.errors.length > 0) {
    reporter.panicOnBuild(`Pages impossibles à créer :\n${plan.errors.map((e) => `  • ${e}`).join("\n")}`);
    return;
  }
  const listings = kinds.flatMap(({ kind, sources }) =>
    kind.pages.listing
      ? planListingPages(kind.pages.listing, sources.filter((source) => !source.draft).length, graphqlSortOf(kind))
      : [],
  );
  // Every address is checked again where its page is made: nothing is written outside public/ (public-paths.ts).
  const unsafe = [...plan.pages, ...listings].flatMap((page) => {
    const problem = pagePathProblem(publicDir, page.path);
    return problem ? [problem] : [];
  });
  if (unsafe.length > 0) {
    reporter.panicOnBuild(`Pages impossibles à créer :\n${unsafe.map((e) => `  • ${e}`).join("\n")}`);
    return;
  }
  for (const page of [...plan.pages, ...listings]) {
    actions.createPage({ path: page.path, component: path.resolve(page.template), context: page.context });
  }
};

/** `?raw` imports are text; the browser gets NativeContactForm.browser.tsx, so the form adds no JavaScript. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  const config = getConfig();
  actions.replaceWebpackConfig({ ...config, module: { ...config.module, rules: withRawSource(config.module.rules) } });
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/[\\/]NativeContactForm$/, (resource: { request: string }) => {
        resource.request = `${resource.request}.browser`;
      }),
    ],
  });
};
