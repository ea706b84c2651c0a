/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import {
  createPages,
  createResolvers,
  createSchemaCustomization,
  onCreateNode,
  onPreBootstrap,
} from "../../gatsby-node";
import { asTransformerStoresIt, checkedFiles } from "../../src/node/content/one-reading";
import { ROOT } from "../support/site-copy";
import { loadTokens } from "../../src/node/content/site-tokens";
import {
  CONTENT_KINDS,
  kindByFolder,
  KINDS_WITH_PAGES,
  scaledImageFieldsOf,
  type FieldSpec,
} from "../../src/lib/content/content-model";
import { resolveToScaledCopy } from "../../src/node/build/scaled-source-images";
import { MAX_SOURCE_WIDTH } from "../../src/node/content/source-images";

/** Fixture nodes as the GraphQL layer returns them to createPages. */
const projectNode = (slug: string, draft = false) => ({
  id: `id-${slug}`,
  slug,
  draft,
  parent: { parent: { relativePath: `${slug}/index.md` } },
});
const legalNode = (slug: string) => ({ id: `id-${slug}`, slug, parent: { parent: { relativePath: `${slug}.md` } } });

const run = async (projects: ReturnType<typeof projectNode>[], legalPages = [legalNode("cgu")]) => {
  const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
  const graphql = jest
    .fn()
    .mockResolvedValue({ data: { allProject: { nodes: projects }, allLegalPage: { nodes: legalPages } } });
  await (createPages as unknown as (args: unknown) => Promise<void>)({ actions, reporter, graphql });
  return { actions, reporter };
};

/** The first page of every other kind's listing, which createPages makes even with no entry (the model's order). */
const otherListings = KINDS_WITH_PAGES.filter((kind) => kind.folder !== "projects" && kind.pages.listing).map(
  (kind) => kind.pages.listing!.path,
);

describe("createPages", () => {
  it("creates one page per project node and per legal page node, with the id in context", async () => {
    const { actions, reporter } = await run([projectNode("kids-care"), projectNode("double-solution")]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createPage.mock.calls.map(([page]) => page.path)).toEqual([
      "/projet/kids-care",
      "/projet/double-solution",
      "/cgu",
      "/realisation",
      ...otherListings,
    ]);
    expect(actions.createPage.mock.calls[0][0]).toMatchObject({
      component: expect.stringMatching(/src\/templates\/project\.tsx$/),
      context: { id: "id-kids-care", slug: "kids-care" },
    });
    expect(actions.createPage.mock.calls[2][0].component).toMatch(/src\/templates\/legal-page\.tsx$/);
    expect(actions.createPage.mock.calls[3][0]).toMatchObject({
      component: expect.stringMatching(/src\/templates\/portfolio\.tsx$/),
      context: { skip: 0, limit: 12, page: 1, pageCount: 1, basePath: "/realisation", title: "Projets Réalisés" },
    });
  });

  it("goes on at /realisation/2 past twelve published projects, drafts not counted", async () => {
    const projects = Array.from({ length: 13 }, (_, i) => projectNode(`p${i + 1}`));
    const paths = (await run([...projects, projectNode("brouillon", true)])).actions.createPage.mock.calls.map(
      ([page]) => page.path,
    );
    expect(paths.filter((p: string) => p.startsWith("/realisation"))).toEqual(["/realisation", "/realisation/2"]);
    const twelve = (await run(projects.slice(0, 12))).actions.createPage.mock.calls.map(([page]) => page.path);
    expect(twelve.filter((p: string) => p.startsWith("/realisation"))).toEqual(["/realisation"]);
  });

  it("gives one more page for one more Markdown project", async () => {
    const before = await run([projectNode("a")]);
    const after = await run([projectNode("a"), projectNode("b")]);
    expect(after.actions.createPage).toHaveBeenCalledTimes(before.actions.createPage.mock.calls.length + 1);
  });

  it("skips a draft and tells the writer", async () => {
    const { actions, reporter } = await run([projectNode("a"), projectNode("brouillon", true)]);
    expect(actions.createPage.mock.calls.map(([page]) => page.path)).not.toContain("/projet/brouillon");
    expect(reporter.info).toHaveBeenCalledWith(
      "content/projects/brouillon/index.md — brouillon (draft: true), page non publiée.",
    );
  });

  it("stops the build with the file named when two projects share a slug", async () => {
    const { actions, reporter } = await run([
      projectNode("a"),
      { ...projectNode("a"), parent: { parent: { relativePath: "copie/index.md" } } },
    ]);
    expect(actions.createPage).not.toHaveBeenCalled();
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("content/projects/copie/index.md — champ « slug » : l’adresse /projet/a est déjà prise"),
    );
  });

  it("stops the build when the query fails", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("Cannot query field")] });
    await (createPages as unknown as (args: unknown) => Promise<void>)({ actions, reporter, graphql });
    expect(reporter.panicOnBuild).toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});

describe("onCreateNode", () => {
  /** A file the content check read as `frontmatter` and `body`, and the Markdown node Gatsby made of it. */
  const call = async (
    folder: string,
    frontmatter: Record<string, unknown>,
    body = "",
    base = "index.md",
    built: { frontmatter?: Record<string, unknown>; body?: string } = {},
  ) => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const reporter = { panicOnBuild: jest.fn() };
    const absolutePath = path.join(ROOT, "content", folder, "x", base);
    const file = {
      id: "file-1",
      sourceInstanceName: folder,
      relativePath: `x/${base}`,
      base,
      absolutePath,
      internal: { type: "File" },
    };
    checkedFiles.record([{ file: `content/${folder}/x/${base}`, absolutePath, data: frontmatter, body }]);
    const node = {
      id: "md-1",
      parent: "file-1",
      frontmatter: built.frontmatter ?? asTransformerStoresIt(frontmatter),
      rawMarkdownBody: built.body ?? body,
      internal: { type: "MarkdownRemark", content: built.body ?? body },
    };
    await (onCreateNode as unknown as (args: unknown) => Promise<void>)({
      node,
      getNode: (id: string) => (id === "file-1" ? file : undefined),
      actions,
      reporter,
      createNodeId: (seed: string) => `node:${seed}`,
      createContentDigest: () => "digest",
    });
    return Object.assign(actions, { reporter });
  };

  it("turns a Markdown project into a Project node with its order, defaults and page address", async () => {
    const actions = await call(
      "projects",
      { id: 3, slug: "x", name: "{{name}} interne" },
      "## Le contexte\n\nUn **vrai** projet.",
    );
    const node = actions.createNode.mock.calls[0][0];
    expect(node).toMatchObject({
      order: 3,
      slug: "x",
      draft: false,
      pagePath: "/projet/x",
      parent: "md-1",
      internal: { type: "Project" },
    });
    expect(node.name).toBe(`${loadTokens().name} interne`);
    expect(actions.createParentChildLink).toHaveBeenCalled();
  });

  it("gives a kind's summary field, resolved from its Markdown body at query time, company facts filled in", async () => {
    const extensions = new Map<string, { extend: () => { resolve: (...args: unknown[]) => unknown } }>();
    const actions = {
      createFieldExtension: (extension: { name: string; extend: () => { resolve: (...args: unknown[]) => unknown } }) =>
        extensions.set(extension.name, extension),
      createTypes: jest.fn(),
    };
    (createSchemaCustomization as unknown as (args: unknown) => void)({ actions });
    const markdown = { id: "md-1", rawMarkdownBody: "## Le contexte\n\nUn **vrai** projet de {{name}}." };
    const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => (id === "md-1" ? markdown : null) } };
    const resolve = extensions.get("markdownSummary")!.extend().resolve;
    expect(await resolve({ parent: "md-1" }, {}, context)).toBe(`Un vrai projet de ${loadTokens().name}.`);
    // The projects' description is that summary (src/lib/content/content-model.ts).
    expect(kindByFolder("projects")!.computed).toContainEqual(
      expect.objectContaining({ name: "description", graphql: "String! @markdownSummary" }),
    );
  });

  it("makes the node of what the check read, and stops the build when Gatsby reads the file otherwise", async () => {
    const checked = { id: 3, slug: "x", name: "Projet" };
    const hidden = await call("projects", checked, "Le texte.", "index.md", {
      frontmatter: asTransformerStoresIt({ ...checked, client: "Client caché" }),
    });
    expect(hidden.createNode).not.toHaveBeenCalled();
    expect(hidden.reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(
        /^content\/projects\/x\/index\.md — champ « client » : Gatsby lit ce fichier autrement que le contrôle/,
      ),
    );
    const otherBody = await call("projects", checked, "Le texte.", "index.md", {
      body: "Le texte.\n<script>x()</script>",
    });
    expect(otherBody.createNode).not.toHaveBeenCalled();
    expect(otherBody.reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("champ « body »"));
    // Windows line ends are the same body.
    const crlf = await call("projects", checked, "Un.\n\nDeux.", "index.md", { body: "Un.\r\n\r\nDeux." });
    expect(crlf.reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(crlf.createNode.mock.calls[0][0]).toMatchObject({ order: 3, slug: "x", name: "Projet" });
  });

  it("publishes no file the check did not read", async () => {
    const reporter = { panicOnBuild: jest.fn() };
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    checkedFiles.record([]);
    await (onCreateNode as unknown as (args: unknown) => Promise<void>)({
      node: {
        id: "md-2",
        parent: "file-2",
        frontmatter: { title: "", id: 1 },
        rawMarkdownBody: "",
        internal: { type: "MarkdownRemark" },
      },
      getNode: () => ({
        id: "file-2",
        sourceInstanceName: "projects",
        relativePath: "y/index.md",
        base: "index.md",
        absolutePath: path.join(ROOT, "content", "projects", "y", "index.md"),
        internal: { type: "File" },
      }),
      actions,
      reporter,
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
    });
    expect(actions.createNode).not.toHaveBeenCalled();
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("le contrôle du contenu n’a pas lu ce fichier"),
    );
  });

  it("ignores Markdown that is not under a content kind folder", async () => {
    expect((await call("ailleurs", { id: 1 })).createNode).not.toHaveBeenCalled();
  });

  it.each(["index.MD", "index.markdown"])("makes no node of %s, which the content check refuses", async (base) => {
    expect((await call("projects", { id: 3, slug: "x" }, "Texte.", base)).createNode).not.toHaveBeenCalled();
  });
});

describe("onPreBootstrap", () => {
  it("lets the build go on when the real content is valid, with no warning on its images", async () => {
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    await (onPreBootstrap as unknown as (args: unknown) => Promise<void>)({ reporter });
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  /** onPreBootstrap's panic message with one more field in the model's stats. */
  const panicWith = async (field: Partial<FieldSpec>): Promise<string> => {
    const stats = kindByFolder("stats")!;
    stats.fields.push({
      name: "colour",
      label: "Couleur",
      type: "string",
      required: true,
      doc: "",
      example: "",
      ...field,
    });
    try {
      const reporter = { panic: jest.fn(), warn: jest.fn() };
      await (onPreBootstrap as unknown as (args: unknown) => Promise<void>)({ reporter });
      expect(reporter.panic).toHaveBeenCalledTimes(1);
      return reporter.panic.mock.calls[0][0];
    } finally {
      stats.fields.pop();
    }
  };

  it("stops the build, naming each file and the field, for a required field added to the model and not to the content", async () => {
    const message = await panicWith({});
    expect(message).toMatch(/^Le contenu contient 3 erreur\(s\) :/);
    expect(message).toContain("content/stats/01-experience.md — champ « colour » : est obligatoire et manque.");
  });

  it("stops the build, naming the model and the field, for a field of a type nothing knows", async () => {
    expect(await panicWith({ type: "sans-module" as FieldSpec["type"], required: false })).toContain(
      "src/lib/content/content-model.ts — champ « colour » : « stats » : le type « sans-module » n’est pas un type de champ connu",
    );
  });
});

describe("a project image wider than MAX_SOURCE_WIDTH", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-scaled-copy-"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** onCreateNode for the File node gatsby-source-filesystem makes of an image of content/<folder>/. */
  const fileNode = async (folder: string, width: number) => {
    const dir = path.join(root, "content", folder, `p${width}`);
    fs.mkdirSync(dir, { recursive: true });
    const absolutePath = path.join(dir, "image.png");
    await sharp({ create: { width, height: width / 2, channels: 3, background: "#0d9488" } })
      .png()
      .toFile(absolutePath);
    const node = {
      id: `file-${folder}-${width}`,
      absolutePath,
      sourceInstanceName: folder,
      extension: "png",
      name: "image",
      ext: ".png",
      internal: { type: "File", contentDigest: "d", owner: "gatsby-source-filesystem" },
    };
    const actions = { createNode: jest.fn(), createNodeField: jest.fn(), createParentChildLink: jest.fn() };
    const sourceFilesystemCache = {
      directory: path.join(root, ".cache", "caches", "gatsby-source-filesystem"),
      get: jest.fn(async () => undefined),
      set: jest.fn(async () => undefined),
    };
    // The build runs in the site's folder: its cache is <site>/.cache.
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(root);
    try {
      await (onCreateNode as unknown as (args: unknown) => Promise<void>)({
        node,
        actions,
        createNodeId: (seed: string) => `node:${seed}`,
        getCache: (name: string) => (name === "gatsby-source-filesystem" ? sourceFilesystemCache : undefined),
      });
    } finally {
      cwd.mockRestore();
    }
    return { node, actions, before: fs.readFileSync(absolutePath) };
  };

  it("gets a File node of its copy, scaled down in .cache/voltis-source-images, linked from the original's node", async () => {
    const { node, actions, before } = await fileNode("projects", 3000);
    expect(actions.createNode).toHaveBeenCalledTimes(1);
    const [copy, owner] = actions.createNode.mock.calls[0];
    expect(owner).toEqual({ name: "gatsby-source-filesystem" });
    expect(copy).toMatchObject({ parent: node.id, name: "image", extension: "png", internal: { type: "File" } });
    expect(await sharp(copy.absolutePath).metadata()).toMatchObject({ width: MAX_SOURCE_WIDTH, height: 1200 });
    expect(actions.createNodeField).toHaveBeenCalledWith({ node, name: "scaledCopy", value: copy.id });
    // The copy the build keeps, under its hash; the original untouched.
    const cached = fs.readdirSync(path.join(root, ".cache", "voltis-source-images"), { recursive: true });
    expect(cached).toContain(path.join(copy.hash, "image.png"));
    expect(fs.readFileSync(node.absolutePath).equals(before)).toBe(true);
  });

  it("leaves an image no wider, and an image outside content/projects/, as they are", async () => {
    expect((await fileNode("projects", 1600)).actions.createNode).not.toHaveBeenCalled();
    const service = await fileNode("services", 3200);
    expect(service.actions.createNode).not.toHaveBeenCalled();
    expect(service.actions.createNodeField).not.toHaveBeenCalled();
  });

  it("has every scaled image field (Project.image…) resolve to the copy when there is one, else to the original", async () => {
    const resolvers = jest.fn();
    (createResolvers as unknown as (args: unknown) => void)({ createResolvers: resolvers });
    const scaled = Object.fromEntries(
      CONTENT_KINDS.filter((kind) => scaledImageFieldsOf(kind).length > 0).map((kind) => [
        kind.nodeType,
        Object.fromEntries(scaledImageFieldsOf(kind).map((spec) => [spec.name, { resolve: resolveToScaledCopy }])),
      ]),
    );
    expect(scaled).toMatchObject({
      Project: { image: { resolve: resolveToScaledCopy }, thumbnail_image: { resolve: resolveToScaledCopy } },
    });
    expect(resolvers).toHaveBeenCalledWith({ ...scaled, File: { svgURL: expect.objectContaining({ type: "String" }) } });

    const copy = { id: "copy-1", internal: { type: "File" } };
    const nodeModel = { getNodeById: jest.fn(({ id }: { id: string }) => (id === "copy-1" ? copy : null)) };
    const resolve = (file: unknown) =>
      resolveToScaledCopy({}, {}, { nodeModel }, { originalResolver: async () => file });
    const oversized = { id: "file-1", fields: { scaledCopy: "copy-1" } };
    expect(await resolve(oversized)).toBe(copy);
    expect(nodeModel.getNodeById).toHaveBeenCalledWith({ id: "copy-1", type: "File" });
    const plain = { id: "file-2" };
    expect(await resolve(plain)).toBe(plain);
    expect(await resolve(null)).toBeNull();
  });
});
