/** @jest-environment node */
/**
 * The GraphQL types are generated from the content model (src/node/content/schema.ts).
 * Here they are held to the model field by field, both ways: every frontmatter
 * field of every kind is in its node type with the GraphQL type its model type
 * calls for, and every field of a node type is a frontmatter field of the model
 * or one of the kind's declared computed fields. A field the SDL cannot express
 * stops the build, named.
 */
import { GraphQLObjectType, type GraphQLField } from "graphql";
import { createSchemaCustomization, onCreateNode } from "../../gatsby-node";
import { checkedFiles } from "../../src/node/content/one-reading";
import {
  CONTENT_KINDS,
  computedFieldsOf,
  FIELD_TYPES,
  kindByFolder,
  type ContentKind,
  type FieldSpec,
  type FieldType,
} from "../../src/lib/content/content-model";
import { itemTypeNameOf, nodeFieldsOf, schemaFromModel } from "../../src/node/content/schema";
import { buildWithGatsbyStubs } from "./support/gatsby-sdl";

const sdl = schemaFromModel();
const schema = buildWithGatsbyStubs(sdl);

/**
 * The GraphQL type each model type calls for, for a field that may be left out,
 * and the directive that resolves it. Stated here on its own, not read from
 * schema.ts, so a change to the mapping shows as a failure.
 */
const TEXT_TYPES: FieldType[] = ["string", "text", "url", "email", "path", "slug", "youtube", "icon", "choice"];
const EXPECTED: Record<FieldType, { type: string | ((kind: ContentKind, spec: FieldSpec) => string); directive?: string }> = {
  ...(Object.fromEntries(TEXT_TYPES.map((name) => [name, { type: "String" }])) as Record<FieldType, { type: string }>),
  integer: { type: "Int" },
  price: { type: "Int" },
  boolean: { type: "Boolean" },
  file: { type: "File", directive: "fileByRelativePath" },
  date: { type: "Date", directive: "dateformat" },
  "list<string>": { type: "[String!]" },
  "list<choice>": { type: "[String!]" },
  // The items' object type is the kind's and the field's own: `[ProjectTagsItem!]`, `[NavigationHeaderItem!]`.
  "list<tag>": { type: (kind, spec) => `[${kind.nodeType}${upperFirst(spec.name)}Item!]` },
  "list<link>": { type: (kind, spec) => `[${kind.nodeType}${upperFirst(spec.name)}Item!]` },
  reference: { type: (_kind, spec) => kindByFolder(spec.to!)!.nodeType, directive: "link" },
};

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Non-null when the file must give it or the node gets a default; a price may be null (« Sur devis »). */
const expectedNonNull = (spec: FieldSpec): boolean =>
  spec.type !== "price" && (spec.required || spec.defaultValue !== undefined);

const nodeType = (kind: ContentKind): GraphQLObjectType => {
  const type = schema.getType(kind.nodeType);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`no object type ${kind.nodeType}`);
  return type;
};

/** "File! @fileByRelativePath": a field's type and directives, as the SDL has them. */
const typeAndDirectives = (field: GraphQLField<unknown, unknown>): string =>
  [String(field.type), ...(field.astNode?.directives ?? []).map((d) => `@${d.name.value}`)].join(" ");

/** A model field that makes the SDL fail, in a copy of the projects kind. */
const projectsWith = (changes: Partial<ContentKind>): ContentKind[] =>
  CONTENT_KINDS.map((kind) => (kind.folder === "projects" ? { ...kind, ...changes } : kind));
const projects = kindByFolder("projects")!;
const extraField = (field: Partial<FieldSpec>): FieldSpec => ({
  name: "colour",
  label: "Couleur",
  type: "string",
  required: false,
  doc: "",
  example: "",
  ...field,
});

describe("GraphQL types generated from the content model", () => {
  it("is SDL graphql-js accepts next to Gatsby's own types and directives", () => {
    expect(() => buildWithGatsbyStubs(sdl)).not.toThrow();
  });

  for (const kind of CONTENT_KINDS) {
    describe(`${kind.folder} (${kind.nodeType})`, () => {
      it("is a node type declared whole, without inference", () => {
        const type = nodeType(kind);
        expect(type.getInterfaces().map(String)).toEqual(["Node"]);
        expect(type.astNode?.directives?.map((d) => d.name.value)).toEqual(["dontInfer"]);
      });

      it("has every frontmatter field of the model, with the GraphQL type of its model type", () => {
        const fields = nodeType(kind).getFields();
        for (const spec of kind.fields) {
          const name = spec.graphqlName ?? spec.name;
          const field = `${kind.nodeType}.${name} (frontmatter « ${spec.name} », ${spec.type})`;
          const expected = EXPECTED[spec.type];
          expect({ field, sdl: fields[name] ? typeAndDirectives(fields[name]) : "missing" }).toEqual({
            field,
            sdl: [
              `${typeof expected.type === "string" ? expected.type : expected.type(kind, spec)}${expectedNonNull(spec) ? "!" : ""}`,
              ...(expected.directive ? [`@${expected.directive}`] : []),
            ].join(" "),
          });
        }
      });

      it("has no field that is neither in the model's frontmatter nor one of its declared computed fields", () => {
        const frontmatter = new Set(kind.fields.map((spec) => spec.graphqlName ?? spec.name));
        const computed = new Map(computedFieldsOf(kind).map((field) => [field.name, field]));
        const strangers = Object.keys(nodeType(kind).getFields()).filter(
          (name) => !frontmatter.has(name) && !computed.has(name),
        );
        expect({ kind: kind.nodeType, strangers }).toEqual({ kind: kind.nodeType, strangers: [] });
        for (const [name, declared] of computed) {
          const field = nodeType(kind).getFields()[name];
          const got = field ? `${typeAndDirectives(field)}` : "missing";
          expect({ field: `${kind.nodeType}.${name}`, got }).toEqual({
            field: `${kind.nodeType}.${name}`,
            got: declared.graphql.replace(/\(.*\)/, "").trim(),
          });
          expect(field.description ?? undefined).toBe(declared.description);
        }
      });
    });
  }

  it("makes the frontmatter id the node's order, and declares no id of its own", () => {
    for (const kind of CONTENT_KINDS.filter((k) => k.fields.some((f) => f.name === "id"))) {
      const fields = nodeType(kind).getFields();
      expect({ kind: kind.nodeType, order: String(fields.order?.type), id: fields.id }).toEqual({
        kind: kind.nodeType,
        order: "Int!",
        id: undefined,
      });
    }
  });

  it("declares the list items' object types, one per kind and field, every key required", () => {
    const items = { "list<tag>": ["id: Int!", "name: String!"], "list<link>": ["id: Int!", "title: String!", "link: String!"] };
    for (const kind of CONTENT_KINDS) {
      for (const spec of kind.fields.filter((f) => Object.hasOwn(items, f.type))) {
        const type = schema.getType(itemTypeNameOf(kind, spec)) as GraphQLObjectType;
        expect(Object.entries(type.getFields()).map(([name, f]) => `${name}: ${String(f.type)}`)).toEqual(
          items[spec.type as keyof typeof items],
        );
      }
    }
  });

  it("types a choice among fixed values as a String, required or not as the model says", () => {
    const contract = extraField({ name: "contract", type: "choice", choices: ["CDI", "CDD"], required: true });
    const built = buildWithGatsbyStubs(schemaFromModel(projectsWith({ fields: [...projects.fields, contract] })));
    const type = built.getType("Project") as GraphQLObjectType;
    expect(String(type.getFields().contract.type)).toBe("String!");
  });

  describe("stops on a field the SDL cannot express, naming kind and field", () => {
    it.each([
      [
        "a type without a GraphQL type",
        { fields: [...projects.fields, extraField({ type: "sans-module" as FieldType })] },
        `src/lib/content/content-model.ts, « projects » (Project), champ « colour » : le type « sans-module » n’a pas de type GraphQL (types connus : ${FIELD_TYPES.join(", ")}).`,
      ],
      [
        "a name GraphQL refuses",
        { fields: [...projects.fields, extraField({ name: "colour-accent" })] },
        "src/lib/content/content-model.ts, « projects » (Project), champ « colour-accent » : « colour-accent » n’est pas un nom de champ GraphQL (lettres, chiffres et _).",
      ],
      [
        "a frontmatter field under the name of a computed one",
        { fields: [...projects.fields, extraField({ name: "description" })] },
        "src/lib/content/content-model.ts, « projects » (Project), champ « description » : deux champs portent ce nom dans le type GraphQL.",
      ],
      [
        "a frontmatter id kept as id",
        { fields: projects.fields.map((f) => (f.name === "id" ? { ...f, graphqlName: undefined } : f)) },
        "src/lib/content/content-model.ts, « projects » (Project), champ « id » : « id » est l’identifiant du nœud, donner au champ un autre graphqlName.",
      ],
      [
        "a default on a field that is not a boolean",
        { fields: [...projects.fields, extraField({ defaultValue: false })] },
        "src/lib/content/content-model.ts, « projects » (Project), champ « colour » : seul un champ booléen peut avoir une valeur par défaut (defaultValue).",
      ],
    ])("%s", (_label, changes, message) => {
      expect(() => schemaFromModel(projectsWith(changes as Partial<ContentKind>))).toThrow(message);
    });

    it("at createSchemaCustomization, so the build stops there", () => {
      const actions = { createFieldExtension: jest.fn(), createTypes: jest.fn() };
      const run = () => (createSchemaCustomization as unknown as (args: unknown) => void)({ actions });
      run();
      expect(actions.createTypes).toHaveBeenCalledWith(sdl);

      projects.fields.push(extraField({ type: "sans-module" as FieldType }));
      try {
        expect(run).toThrow("« projects » (Project), champ « colour » : le type « sans-module » n’a pas de type GraphQL");
      } finally {
        projects.fields.pop();
      }
    });
  });
});

describe("nodeFieldsOf", () => {
  const legal = kindByFolder("legal")!;

  it("names each field as the schema does and gives an optional boolean left out its default", () => {
    expect(nodeFieldsOf(legal, { id: 2, slug: "cgu", title: "CGU" })).toEqual({
      order: 2,
      slug: "cgu",
      title: "CGU",
      toc: false,
      pagePath: "/cgu",
    });
    expect(nodeFieldsOf(legal, { id: 2, toc: true })).toEqual({ order: 2, toc: true });
  });

  it("gives a kind with pages its page's address, from the kind's pages.path, and a kind without none", () => {
    expect(nodeFieldsOf(projects, { id: 1, slug: "kids-care" })).toMatchObject({ pagePath: "/projet/kids-care" });
    const jobs = { ...projects, pages: { ...projects.pages!, path: "/recrutement/{slug}" } };
    expect(nodeFieldsOf(jobs, { id: 1, slug: "dev-web" })).toMatchObject({ pagePath: "/recrutement/dev-web" });
    expect(nodeFieldsOf(kindByFolder("offers")!, { id: 1, website: "Site" })).not.toHaveProperty("pagePath");
  });

  it("keeps a key the model does not know as it is (the content check refuses it before)", () => {
    expect(nodeFieldsOf(kindByFolder("home")!, { heroTitle: "Titre", colour: "bleu" })).toEqual({
      heroTitle: "Titre",
      colour: "bleu",
    });
  });

  it("is what onCreateNode puts on the node", async () => {
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const absolutePath = "/site/content/offers/x.md";
    checkedFiles.record([{ file: "content/offers/x.md", absolutePath, data: { id: 4, popular: true }, body: "" }]);
    await (onCreateNode as unknown as (args: unknown) => Promise<void>)({
      node: {
        id: "md",
        parent: "file",
        frontmatter: { title: "", id: 4, popular: true },
        rawMarkdownBody: "",
        internal: { type: "MarkdownRemark" },
      },
      getNode: () => ({
        id: "file",
        sourceInstanceName: "offers",
        relativePath: "x.md",
        base: "x.md",
        absolutePath,
        internal: { type: "File" },
      }),
      actions,
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
    });
    expect(actions.createNode.mock.calls[0][0]).toMatchObject({ order: 4, popular: true, internal: { type: "Offer" } });
    expect(actions.createNode.mock.calls[0][0]).not.toHaveProperty("id", 4);
  });
});
