/** @jest-environment node */
/**
 * The field types (src/lib/content/field-types/): each is one module that says its check, its GraphQL type, its
 * CMS widget and its line in CONTENT.md's reference, and the check, the schema, the CMS and the docs take it from
 * there. Here: the registry itself, the types a real site needs (a list of choices, a reference to another kind,
 * length limits, the title budget), and two kinds sharing a field name in two shapes.
 */
import * as fs from "fs";
import * as path from "path";
import { GraphQLObjectType } from "graphql";
import { buildCmsConfig, cmsField } from "../../src/cms/config";
import {
  CONTENT_KINDS,
  FIELD_TYPE_MODULES,
  FIELD_TYPES,
  fieldsWithLimits,
  kindByFolder,
  type ContentKind,
  type FieldSpec,
} from "../../src/lib/content/content-model";
import { PROJECT_TITLE_SEPARATOR, TITLE_MAX_LENGTH, pageTitle, titleBudget } from "../../src/lib/content/page-title";
import { checkKind, checkValue, entriesIndex, type ContentFile } from "../../src/node/content/content-check";
import { graphqlFieldType, schemaFromModel } from "../../src/node/content/schema";
import { kindSection, renderReference } from "../../src/node/tools/content-doc";
import { buildWithGatsbyStubs } from "./support/gatsby-sdl";

const ROOT = path.resolve(__dirname, "../..");
const FOLDER = path.join(ROOT, "src/lib/content/field-types");
const projects = kindByFolder("projects")!;

const field = (changes: Partial<FieldSpec>): FieldSpec => ({
  name: "x",
  label: "X",
  type: "string",
  required: true,
  doc: "Aide.",
  example: "x",
  ...changes,
});

/**
 * A news kind as the issue describes it, in a copy of the model: tags from a fixed set, a related project. Under
 * names of its own, so the model may have a news kind too.
 */
const TAGS = ["Agence", "Projet", "Événement", "Recrutement"];
const news: ContentKind = {
  folder: "test-news",
  label: "Actualités",
  labelSingular: "Actualité",
  nodeType: "TestNews",
  body: "required",
  unique: ["slug"],
  order: { field: "publishedAt", direction: "DESC" },
  cms: { identifier: "title" },
  doc: { title: "Actualités", layout: "un fichier par actualité", contents: "Les actualités" },
  fields: [
    field({ name: "slug", type: "slug" }),
    field({ name: "title" }),
    field({ name: "publishedAt", type: "date" }),
    field({ name: "tags", type: "list<choice>", choices: TAGS }),
    field({ name: "summary", type: "text", maxLength: 200 }),
    field({ name: "relatedProject", type: "reference", to: "projects", required: false }),
  ],
};
const kinds = [...CONTENT_KINDS, news];
const spec = (name: string) => news.fields.find((f) => f.name === name)!;

describe("the registry of field types", () => {
  it("has one module per file of src/lib/content/field-types/, each named once, with its label, check, GraphQL type and widget", () => {
    const names = FIELD_TYPE_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect(FIELD_TYPES).toEqual(names);
    for (const module of FIELD_TYPE_MODULES) {
      expect({ type: module.name, label: module.label.length > 0 }).toEqual({ type: module.name, label: true });
      expect(typeof module.check).toBe("function");
      expect(typeof module.graphql).toBe("function");
      expect(typeof module.cms).toBe("function");
    }
    const files = fs.readdirSync(FOLDER).filter((name) => !["index.ts", "field-type.ts", "list-items.ts"].includes(name));
    expect(files).toHaveLength(FIELD_TYPE_MODULES.length);
  });

  it("is pure: no module imports Node (the CMS's browser bundle reads them)", () => {
    for (const name of fs.readdirSync(FOLDER)) {
      const source = fs.readFileSync(path.join(FOLDER, name), "utf8");
      const imports = [...source.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]);
      expect({ name, node: imports.filter((from) => !from.startsWith(".")) }).toEqual({ name, node: [] });
    }
  });

  it("lists every type in CONTENT.md's reference, with its module's words", () => {
    const reference = renderReference(ROOT);
    for (const module of FIELD_TYPE_MODULES) expect(reference).toContain(`- \`${module.name}\`\u00a0: ${module.label}`);
  });
});

describe("list<choice>: values from a fixed set, each once", () => {
  const tags = spec("tags");

  it("takes values of the set and refuses another, a duplicate or an empty list, in French", () => {
    expect(checkValue(tags, ["Agence", "Événement"], "/tmp/x.md")).toBeNull();
    expect(checkValue(tags, ["Agence", "Presse"], "/tmp/x.md")).toBe(
      "chaque élément doit être l’une des valeurs possibles (Agence, Projet, Événement, Recrutement), trouvé « Presse ».",
    );
    expect(checkValue(tags, ["Projet", "Projet"], "/tmp/x.md")).toBe("la valeur « Projet » est donnée deux fois.");
    expect(checkValue(tags, [], "/tmp/x.md")).toBe("doit être une liste non vide.");
    expect(checkValue({ ...tags, minItems: 0 }, [], "/tmp/x.md")).toBeNull();
    expect(checkValue(tags, "Agence", "/tmp/x.md")).toMatch(/^doit être une liste de valeurs parmi/);
  });

  it("is a list of Strings in GraphQL, a select of several values in the CMS, its values in the reference", () => {
    expect(graphqlFieldType(news, tags, kinds)).toBe("[String!]!");
    expect(cmsField(tags, kinds)).toMatchObject({ widget: "select", multiple: true, options: TAGS, min: 1 });
    expect(kindSection(news)).toContain("liste de valeurs parmi `Agence`, `Projet`, `Événement`, `Recrutement`, chacune une fois");
  });

  it("is refused in the model without its values", () => {
    const problems = checkKind({ ...news, fields: [{ ...tags, choices: [] }] }, [], undefined, { kinds });
    expect(problems.map((p) => p.message)).toEqual([
      "« test-news » : un champ de type « list<choice> » donne ses valeurs possibles (choices), au moins une.",
    ]);
  });
});

describe("reference: an entry of another kind, by its slug", () => {
  const related = spec("relatedProject");
  const file = (slug: string, data: Record<string, unknown>): ContentFile => ({
    file: `content/projects/${slug}/index.md`,
    absolutePath: `/tmp/${slug}/index.md`,
    data: { slug, ...data },
    body: "Texte.",
  });
  const entriesOf = entriesIndex([
    { kind: projects, files: [file("kids-care", {}), file("secret", { draft: true })] },
  ]);
  const context = { absolutePath: "/tmp/n.md", entriesOf };

  it("takes the slug of a published entry, and refuses an unknown one or a draft, taken as absent", () => {
    expect(checkValue(related, "kids-care", context)).toBeNull();
    expect(checkValue(related, "inconnu", context)).toBe(
      "doit être le slug d’une entrée de « Réalisations » (content/projects/), trouvé « inconnu ».",
    );
    expect(checkValue(related, "secret", context)).toBe(
      "« secret » est un brouillon de « Réalisations » (draft: true)\u00a0: sa page n’est pas publiée, choisissez une entrée publiée.",
    );
    expect(checkValue(related, "Pas Un Slug", context)).toMatch(/^doit être fait de mots en minuscules/);
  });

  it("is linked in GraphQL by slug, and a relation in the CMS searching the target's entries", () => {
    expect(graphqlFieldType(news, related, kinds)).toBe('Project @link(by: "slug")');
    expect(cmsField(related, kinds)).toMatchObject({
      widget: "relation",
      collection: "projects",
      value_field: "slug",
      display_fields: ["name"],
    });
  });

  it("is refused in the model when its target is not a kind with slugs", () => {
    const problems = checkKind({ ...news, fields: [{ ...related, to: "nulle-part" }] }, [], undefined, { kinds });
    expect(problems.map((p) => p.message)).toEqual([
      "« test-news » : un champ de type « reference » nomme dans `to` le dossier d’une sorte de contenu.",
    ]);
  });
});

describe("length limits and the title budget", () => {
  const summary = spec("summary");

  it("refuses a text past its maxLength or short of its minLength, and the CMS's pattern agrees", () => {
    expect(checkValue(summary, "a".repeat(200), "/tmp/x.md")).toBeNull();
    expect(checkValue(summary, "a".repeat(201), "/tmp/x.md")).toBe(
      "doit faire 200\u00a0caractères au plus, trouvé 201\u00a0caractères.",
    );
    expect(checkValue({ ...summary, minLength: 10 }, "court", "/tmp/x.md")).toBe(
      "doit faire 10\u00a0caractères au moins, trouvé 5\u00a0caractères.",
    );
    const [pattern, message] = cmsField(summary).pattern!;
    expect(message).toBe("doit faire 200\u00a0caractères au plus.");
    for (const value of ["a".repeat(200), "a".repeat(201), "deux\nlignes"]) {
      expect({ value, cms: new RegExp(pattern).test(value) }).toEqual({
        value,
        cms: checkValue(summary, value, "/tmp/x.md") === null,
      });
    }
  });

  it("gives the field that feeds a page's <title> what html-validate's long-title leaves of 70 characters", () => {
    const budget = titleBudget("Voltis Digital");
    expect(pageTitle("x".repeat(budget), "Voltis Digital")).toHaveLength(TITLE_MAX_LENGTH);
    expect(pageTitle("x".repeat(budget), "Voltis Digital", PROJECT_TITLE_SEPARATOR)).toHaveLength(TITLE_MAX_LENGTH);
    for (const kind of CONTENT_KINDS.filter((k) => k.pages)) {
      const title = fieldsWithLimits(kind, "Voltis Digital").find((f) => f.name === kind.pages!.titleField)!;
      expect({ kind: kind.folder, maxLength: title.maxLength }).toEqual({ kind: kind.folder, maxLength: budget });
    }
    const long = "Une application qui accompagne l’élève jusqu’au permis de conduire";
    const problems = checkKind(
      projects,
      [{ file: "content/projects/p/index.md", absolutePath: "/tmp/p/index.md", data: { name: long }, body: "" }],
      { name: "Voltis Digital" },
    ).filter((p) => p.field === "name");
    expect(problems.map((p) => p.message)).toEqual([
      `doit faire ${budget}\u00a0caractères au plus (le titre de la page y ajoute un séparateur et «\u00a0Voltis Digital\u00a0»\u00a0: 70\u00a0caractères au plus en tout), trouvé ${long.length}\u00a0caractères.`,
    ]);
    const config = buildCmsConfig({ siteUrl: "https://x.fr", repo: "", branch: "main", localBackendUrl: "", siteName: "Voltis Digital" });
    const name = config.collections.find((c) => c.name === "projects")!.fields!.find((f) => f.name === "name")!;
    expect(new RegExp(name.pattern![0]).test(long)).toBe(false);
    expect(name.pattern![1]).toContain(`${budget}\u00a0caractères au plus`);
  });
});

describe("two kinds sharing a field name in two shapes", () => {
  it("get each their own types: the projects' tags objects, the news' tags strings, and no inference on MarkdownRemark", () => {
    const sdl = schemaFromModel(kinds);
    const schema = buildWithGatsbyStubs(sdl);
    const type = (name: string) => schema.getType(name) as GraphQLObjectType;
    expect(String(type("Project").getFields().tags.type)).toBe("[ProjectTagsItem!]!");
    expect(String(type("TestNews").getFields().tags.type)).toBe("[String!]!");
    // Gatsby reports « conflicting field types » while inferring MarkdownRemark from every file's frontmatter.
    expect(type("MarkdownRemark").astNode?.directives?.map((d) => d.name.value)).toEqual(["dontInfer"]);
    expect(sdl).not.toMatch(/@infer\b/);
  });
});
