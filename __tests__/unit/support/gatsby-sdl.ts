import { buildASTSchema, Kind, parse, print, type ASTNode, type DocumentNode, type GraphQLSchema } from "graphql";

/**
 * What Gatsby declares around the site's type definitions, the part they use:
 * the `Node` interface, `File`, the `Date` scalar, the type and field directives
 * of node_modules/gatsby/dist/schema/extensions/index.js with their arguments,
 * and the site's own field extensions (gatsby-node.ts's createSchemaCustomization).
 * With it, graphql-js checks the site's SDL as Gatsby would: every type and
 * directive it names must exist.
 */
export const GATSBY_STUBS = /* GraphQL */ `
  interface Node {
    id: ID!
  }
  type File implements Node {
    id: ID!
  }
  scalar Date
  directive @dontInfer on OBJECT
  directive @infer on OBJECT
  directive @dateformat(formatString: String, locale: String, fromNow: Boolean, difference: String) on FIELD_DEFINITION
  directive @link(by: String! = "id", from: String, on: String) on FIELD_DEFINITION
  directive @fileByRelativePath(from: String) on FIELD_DEFINITION
  directive @proxy(from: String!, fromNode: Boolean! = false) on FIELD_DEFINITION
  directive @markdownPassthrough(field: String!) on FIELD_DEFINITION
  directive @markdownHeadings on FIELD_DEFINITION
  directive @markdownSummary on FIELD_DEFINITION
  directive @inlineSvg(file: String!) on FIELD_DEFINITION
`;

/** The site's SDL with Gatsby's stubs, as a schema (throws on an unknown type or directive). */
export const buildWithGatsbyStubs = (sdl: string, more = ""): GraphQLSchema =>
  buildASTSchema(parse(`${GATSBY_STUBS}\n${sdl}\n${more}`));

const nameOf = (node: { name?: { value: string } }): string => node.name?.value ?? "";

/** Drops what does not change the meaning: locations, and whether a description is a block string. */
const strip = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "loc" && key !== "block")
      .map(([key, value]) => [key, strip(value)]),
  );
};

/**
 * SDL in a canonical form, to compare two texts: types sorted by name, the
 * fields of each sorted by name, each printed with its type, directives and
 * description.
 */
export const canonicalSdl = (sdl: string): string => {
  const document = parse(sdl, { noLocation: true });
  const definitions = document.definitions
    .map((definition) =>
      "fields" in definition && definition.fields
        ? { ...definition, fields: [...definition.fields].sort((a, b) => nameOf(a).localeCompare(nameOf(b))) }
        : definition,
    )
    .sort((a, b) => nameOf(a as { name?: { value: string } }).localeCompare(nameOf(b as { name?: { value: string } })));
  return print(strip({ kind: Kind.DOCUMENT, definitions } as DocumentNode) as ASTNode);
};
