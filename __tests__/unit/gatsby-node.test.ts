/** @jest-environment node */
import { createPages, onCreateNode, onPreBootstrap } from "../../gatsby-node";
import { loadTokens } from "../../src/node/content/site-tokens";
import { kindByFolder, type FieldSpec } from "../../src/node/content/content-model";

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

describe("createPages", () => {
  it("creates one page per project node and per legal page node, with the id in context", async () => {
    const { actions, reporter } = await run([projectNode("kids-care"), projectNode("double-solution")]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createPage.mock.calls.map(([page]) => page.path)).toEqual([
      "/projet/kids-care",
      "/projet/double-solution",
      "/cgu",
      "/realisation",
    ]);
    expect(actions.createPage.mock.calls[0][0]).toMatchObject({
      component: expect.stringMatching(/src\/templates\/project\.tsx$/),
      context: { id: "id-kids-care", slug: "kids-care" },
    });
    expect(actions.createPage.mock.calls[2][0].component).toMatch(/src\/templates\/legal-page\.tsx$/);
    expect(actions.createPage.mock.calls[3][0]).toMatchObject({
      component: expect.stringMatching(/src\/templates\/portfolio\.tsx$/),
      context: { skip: 0, limit: 12, page: 1, pageCount: 1 },
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
  const call = (folder: string, frontmatter: Record<string, unknown>, body = "") => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const file = { id: "file-1", sourceInstanceName: folder, relativePath: "x/index.md", internal: { type: "File" } };
    const node = {
      id: "md-1",
      parent: "file-1",
      frontmatter,
      rawMarkdownBody: body,
      internal: { type: "MarkdownRemark" },
    };
    (onCreateNode as unknown as (args: unknown) => void)({
      node,
      getNode: (id: string) => (id === "file-1" ? file : undefined),
      actions,
      createNodeId: (seed: string) => `node:${seed}`,
      createContentDigest: () => "digest",
    });
    return actions;
  };

  it("turns a Markdown project into a Project node with its order, defaults and plain-text description", () => {
    const actions = call(
      "projects",
      { id: 3, slug: "x", name: "{{name}} interne" },
      "## Le contexte\n\nUn **vrai** projet.",
    );
    const node = actions.createNode.mock.calls[0][0];
    expect(node).toMatchObject({
      order: 3,
      slug: "x",
      draft: false,
      description: "Un vrai projet.",
      parent: "md-1",
      internal: { type: "Project" },
    });
    expect(node.name).toBe(`${loadTokens().name} interne`);
    expect(actions.createParentChildLink).toHaveBeenCalled();
  });

  it("ignores Markdown that is not under a content kind folder", () => {
    expect(call("ailleurs", { id: 1 }).createNode).not.toHaveBeenCalled();
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
    expect(await panicWith({ type: "colour" as FieldSpec["type"], required: false })).toContain(
      "src/node/content/content-model.ts — champ « colour » : « stats » : le type « colour » n’est pas un type de champ connu",
    );
  });
});
