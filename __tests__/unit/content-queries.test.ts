/** @jest-environment node */
/**
 * A field added to the content model is generated into the GraphQL types, the
 * CMS and CONTENT.md, and checked in every Markdown file; what no generator can
 * add is the query and the component that show it. Here every frontmatter field
 * of the model, and every key of its list items, must be read by the site: a
 * GraphQL query of src/ or gatsby-node.ts selects it, sorts or filters on it,
 * or selects a computed field made from it (`from` in the model). So a field a
 * writer fills in but no page shows fails here, named.
 *
 * The other way round, a query that reads a field the types do not have, the
 * build itself refuses; it is checked here too, for the content types, so it
 * shows before a build.
 */
import * as fs from "fs";
import * as path from "path";
import { GraphQLObjectType, Kind, TypeInfo, getNamedType, parse, visit, visitWithTypeInfo, type GraphQLNamedType } from "graphql";
import { CONTENT_KINDS, computedFieldsOf, KINDS_WITH_PAGES } from "../../src/lib/content/content-model";
import { pagesQuery } from "../../src/node/content/pages";
import { itemTypeNameOf, schemaFromModel } from "../../src/node/content/schema";
import { buildWithGatsbyStubs } from "./support/gatsby-sdl";

const ROOT = path.resolve(__dirname, "../..");

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });

/**
 * Every GraphQL text the site hands Gatsby: graphql`…` tags, gatsby-node.ts's graphql(`…`) calls,
 * and the query of the pages to create that createPages makes from the content model (pagesQuery).
 */
const queries = [
  ...[
    ...["src/templates", "src/pages", "src/components"].flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
    path.join(ROOT, "gatsby-node.ts"),
  ].flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/\bgraphql(?:<[^>]*>)?(?:`|\(\s*`)([^`]*)`/g)].map((match) => ({
      file: path.relative(ROOT, file),
      text: match[1],
    })),
  ),
  { file: "src/node/content/pages.ts", text: pagesQuery(KINDS_WITH_PAGES) },
];

/** Gatsby's root fields for each node type: `project(…)` and `allProject(…) { nodes }`. */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const roots = CONTENT_KINDS.map(
  ({ nodeType }) => `${lowerFirst(nodeType)}: ${nodeType}\n  all${nodeType}: ${nodeType}Connection`,
);
const schema = buildWithGatsbyStubs(
  schemaFromModel(),
  [
    `type Query {\n  ${roots.join("\n  ")}\n}`,
    ...CONTENT_KINDS.map(({ nodeType }) => `type ${nodeType}Connection {\n  nodes: [${nodeType}!]!\n}`),
  ].join("\n"),
);

/** The object types of the fields' values (a list's items), each named for its kind and field. */
const itemTypes = CONTENT_KINDS.flatMap((kind) =>
  kind.fields
    .map((spec) => schema.getType(itemTypeNameOf(kind, spec)))
    .filter((type: GraphQLNamedType | undefined | null): type is GraphQLObjectType => type instanceof GraphQLObjectType),
);

const contentTypes = new Set([...CONTENT_KINDS.map((kind) => kind.nodeType), ...itemTypes.map((type) => type.name)]);

/** The fields Gatsby gives every node type, which the generated types leave to it. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal"]);

/**
 * Model fields no page shows, each with why it stays. The test fails when one
 * is read after all, so the list does not outlive its reason.
 */
const KNOWN_UNREAD: Record<string, string> = {
  // In the model, the CMS and CONTENT.md since the start, but no service file has one and the
  // services section (src/components/home/ServicesSection.tsx) draws an icon, not an image.
  "Service.image": "no service card shows an image",
};

/** "Project.slug" for every field of a content type a query selects, sorts or filters on. */
const read = new Set<string>();
/** Fields of a content type a query selects and the types do not have. */
const unknown: string[] = [];

for (const { file, text } of queries) {
  const typeInfo = new TypeInfo(schema);
  visit(
    parse(text),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || !contentTypes.has(parent.name)) {
          // sort: { order: ASC }, filter: { draft: { eq: false } } on a root field: fields of its node type.
          const type = typeInfo.getType() && getNamedType(typeInfo.getType()!);
          const nodeType = type?.name.replace(/Connection$/, "");
          if (parent?.name === "Query" && nodeType && contentTypes.has(nodeType)) {
            for (const argument of node.arguments ?? []) {
              if (argument.value.kind !== Kind.OBJECT) continue;
              for (const field of argument.value.fields) read.add(`${nodeType}.${field.name.value}`);
            }
          }
          return;
        }
        const name = `${parent.name}.${node.name.value}`;
        if (typeInfo.getFieldDef() || NODE_FIELDS.has(node.name.value)) read.add(name);
        else unknown.push(`${name} (${file})`);
      },
    }),
  );
}

describe("the site's queries and the content model", () => {
  it("finds the queries of the pages, templates, components, gatsby-node.ts and the pages to create", () => {
    expect(queries.map((q) => q.file)).toEqual(
      expect.arrayContaining([
        "src/pages/accueil.tsx",
        "src/templates/project.tsx",
        "src/templates/legal-page.tsx",
        "src/components/layout/useSiteData.ts",
        "src/node/content/pages.ts",
      ]),
    );
    expect(read).toContain("Project.order"); // a sort
    expect(read).toContain("Project.draft"); // a filter
    expect(read).toContain("NavigationHeaderItem.link"); // a list item's key
  });

  it("reads every frontmatter field of every kind, or a computed field made from it", () => {
    const unread: string[] = [];
    for (const kind of CONTENT_KINDS) {
      for (const spec of kind.fields) {
        const name = spec.graphqlName ?? spec.name;
        const through = computedFieldsOf(kind).filter((field) => field.from?.includes(spec.name));
        const used =
          read.has(`${kind.nodeType}.${name}`) || through.some((field) => read.has(`${kind.nodeType}.${field.name}`));
        if (used === Object.hasOwn(KNOWN_UNREAD, `${kind.nodeType}.${name}`)) {
          unread.push(
            `${kind.nodeType}.${name} (content/${kind.folder}, frontmatter « ${spec.name} »)${used ? " is read: take it out of KNOWN_UNREAD" : ""}`,
          );
        }
      }
    }
    expect(unread).toEqual([]);
  });

  it("excuses only fields of the model", () => {
    const fields = CONTENT_KINDS.flatMap((kind) =>
      kind.fields.map((spec) => `${kind.nodeType}.${spec.graphqlName ?? spec.name}`),
    );
    expect(Object.keys(KNOWN_UNREAD).filter((name) => !fields.includes(name))).toEqual([]);
  });

  it("reads every key of the list items", () => {
    expect(itemTypes.length).toBeGreaterThan(0);
    const unread = itemTypes.flatMap((type) =>
      Object.keys(type.getFields()).map((field) => `${type.name}.${field}`).filter((name) => !read.has(name)),
    );
    expect(unread).toEqual([]);
  });

  it("reads no field of a content type that the generated types do not have", () => {
    expect(unknown).toEqual([]);
  });

  it("names, in a computed field's `from`, only frontmatter fields of its kind", () => {
    for (const kind of CONTENT_KINDS) {
      for (const field of computedFieldsOf(kind)) {
        for (const source of field.from ?? []) {
          expect({ field: `${kind.nodeType}.${field.name}`, from: source, inModel: true }).toEqual({
            field: `${kind.nodeType}.${field.name}`,
            from: source,
            inModel: kind.fields.some((spec) => spec.name === source),
          });
        }
      }
    }
  });
});
