/**
 * The GraphQL types of every content kind, generated from the content model
 * (`content-model.ts`): `schemaFromModel()` writes the SDL that gatsby-node.ts's
 * createSchemaCustomization gives to `createTypes`, and `nodeFieldsOf()` makes
 * the node's fields from one file's frontmatter in onCreateNode, with the same
 * names and defaults.
 *
 * Each node type is declared whole (`@dontInfer`) so that queries never break on
 * an empty folder and the generated TypeScript types are not all optional. Its
 * fields are, in order:
 * - the frontmatter fields of the model, under their `graphqlName` if they have
 *   one (the frontmatter `id` becomes `order`, as `id` is the node's own
 *   identifier), typed by `GRAPHQL_TYPES` below and non-null when the field is
 *   required or has a `defaultValue`;
 * - the kind's `computed` fields, which do not come from the frontmatter:
 *   written in the model as SDL, with their field extension.
 *
 * A field the SDL cannot express (a type without a GraphQL type here, a name
 * GraphQL refuses, two fields of one name) throws, naming kind and field, so the
 * build stops at createSchemaCustomization instead of dropping the field.
 * `__tests__/unit/schema.test.ts` holds the output to the model field by field.
 */
import {
  CONTENT_KINDS,
  computedFieldsOf,
  LIST_ITEMS,
  PAGE_PATH_FIELD,
  pagePathOf,
  type ContentKind,
  type FieldSpec,
  type FieldType,
  type KindWithPages,
} from "../../lib/content/content-model";

/** A model type in GraphQL: the named type (nullable form) and the directive that resolves it, if any. */
interface GraphqlType {
  type: string;
  directive?: string;
  /** Nullable even when the field is required. */
  nullable?: boolean;
}

const listOf = (item: keyof typeof LIST_ITEMS): GraphqlType => ({ type: `[${LIST_ITEMS[item].graphqlType}!]` });

export const GRAPHQL_TYPES: Record<FieldType, GraphqlType> = {
  string: { type: "String" },
  text: { type: "String" },
  integer: { type: "Int" },
  boolean: { type: "Boolean" },
  url: { type: "String" },
  email: { type: "String" },
  path: { type: "String" },
  // The path, relative to the Markdown file, resolved to its File node.
  file: { type: "File", directive: "@fileByRelativePath" },
  date: { type: "Date", directive: "@dateformat" },
  slug: { type: "String" },
  // `null` is a valid price: « Sur devis ».
  price: { type: "Int", nullable: true },
  youtube: { type: "String" },
  icon: { type: "String" },
  // A String, not an enum: an enum's values must be GraphQL names (letters, digits, _), and a writer's value is
  // French as it shows (« Temps partiel », « Île-de-France »); the content check and the CMS's select keep it
  // to the field's `choices`.
  choice: { type: "String" },
  "list<string>": { type: "[String!]" },
  "list<tag>": listOf("list<tag>"),
  "list<link>": listOf("list<link>"),
};

/**
 * The types of the computed fields' values: `InlineSvg` is what
 * src/node/content/inline-svg.ts returns, `TocEntry` one heading of a legal page
 * (the `@markdownHeadings` extension of gatsby-node.ts).
 */
export const COMPUTED_VALUE_TYPES = /* GraphQL */ `
type InlineSvg {
  viewBox: String!
  markup: String!
}

type TocEntry {
  id: String!
  value: String!
}
`;

/**
 * The front matter of gatsby-transformer-remark's own nodes, declared rather than inferred: queries read the
 * kinds' node types, and inferring it from the files typed a field by whichever file came first (`icon` is an
 * icon's name in some kinds and a file in others), so the generated src/gatsby-types.d.ts changed from one
 * clean build to the next.
 */
export const RAW_FRONTMATTER_TYPE = /* GraphQL */ `
type MarkdownRemarkFrontmatter @dontInfer {
  title: String
}
`;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Where a model mistake is: the kind and the field, for the error message. */
const at = (kind: ContentKind, field: string): string =>
  `src/lib/content/content-model.ts, « ${kind.folder} » (${kind.nodeType}), champ « ${field} »`;

/** The GraphQL name of a frontmatter field on its node. */
export const graphqlNameOf = (spec: FieldSpec): string => spec.graphqlName ?? spec.name;

/** The GraphQL type of one frontmatter field, with its directive: `File! @fileByRelativePath`. */
export const graphqlFieldType = (kind: ContentKind, spec: FieldSpec): string => {
  const mapped = Object.hasOwn(GRAPHQL_TYPES, spec.type) ? GRAPHQL_TYPES[spec.type] : undefined;
  if (!mapped) {
    throw new Error(
      `${at(kind, spec.name)} : le type « ${spec.type} » n’a pas de type GraphQL (types connus : ${Object.keys(GRAPHQL_TYPES).join(", ")}).`,
    );
  }
  if (spec.defaultValue !== undefined && spec.type !== "boolean") {
    throw new Error(`${at(kind, spec.name)} : seul un champ booléen peut avoir une valeur par défaut (defaultValue).`);
  }
  const nonNull = !mapped.nullable && (spec.required || spec.defaultValue !== undefined);
  return `${mapped.type}${nonNull ? "!" : ""}${mapped.directive ? ` ${mapped.directive}` : ""}`;
};

const description = (text: string | undefined): string[] => (text ? [`  ${JSON.stringify(text)}`] : []);

/** The SDL of one kind's node type. */
export const nodeTypeOf = (kind: ContentKind): string => {
  const lines: string[] = [];
  const seen = new Set<string>();
  const declare = (name: string) => {
    if (!GRAPHQL_NAME.test(name)) {
      throw new Error(`${at(kind, name)} : « ${name} » n’est pas un nom de champ GraphQL (lettres, chiffres et _).`);
    }
    if (name === "id") {
      throw new Error(`${at(kind, name)} : « id » est l’identifiant du nœud, donner au champ un autre graphqlName.`);
    }
    if (seen.has(name)) throw new Error(`${at(kind, name)} : deux champs portent ce nom dans le type GraphQL.`);
    seen.add(name);
  };
  for (const spec of kind.fields) {
    const name = graphqlNameOf(spec);
    declare(name);
    lines.push(`  ${name}: ${graphqlFieldType(kind, spec)}`);
  }
  for (const field of computedFieldsOf(kind)) {
    declare(field.name);
    lines.push(...description(field.description), `  ${field.name}: ${field.graphql}`);
  }
  return [`type ${kind.nodeType} implements Node @dontInfer {`, ...lines, "}"].join("\n");
};

/** The object types of the list items (`ProjectTag`, `NavItem`). */
const listItemTypes = (): string[] =>
  Object.values(LIST_ITEMS).map((shape) =>
    [
      `type ${shape.graphqlType} {`,
      ...shape.fields.map((field) => `  ${field.name}: ${GRAPHQL_TYPES[field.type].type}!`),
      "}",
    ].join("\n"),
  );

/** The type definitions of every content kind, for `createTypes`. */
export const schemaFromModel = (kinds: ContentKind[] = CONTENT_KINDS): string =>
  [...listItemTypes(), COMPUTED_VALUE_TYPES.trim(), RAW_FRONTMATTER_TYPE.trim(), ...kinds.map(nodeTypeOf)].join("\n\n") + "\n";

/**
 * The node's fields from one file's frontmatter: each field under its GraphQL
 * name, an optional boolean the file leaves out at its default, and for a kind
 * with pages the page's address (`pagePath`, from the kind's `pages.path`). Keys
 * the model does not know are kept as they are (the content check refuses them
 * before the build; the schema, `@dontInfer`, does not show them).
 */
export const nodeFieldsOf = (kind: ContentKind, frontmatter: Record<string, unknown>): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const spec of kind.fields) {
    if (spec.defaultValue !== undefined) fields[graphqlNameOf(spec)] = spec.defaultValue;
  }
  for (const [key, value] of Object.entries(frontmatter)) {
    const spec = kind.fields.find((field) => field.name === key);
    if (value === undefined) continue;
    fields[spec ? graphqlNameOf(spec) : key] = value;
  }
  if (kind.pages && typeof frontmatter.slug === "string" && frontmatter.slug.trim() !== "") {
    fields[PAGE_PATH_FIELD.name] = pagePathOf(kind as KindWithPages, frontmatter.slug.trim());
  }
  return fields;
};
