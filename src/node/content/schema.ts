/**
 * The GraphQL types of every content kind, generated from the content model: `schemaFromModel()` for
 * createSchemaCustomization, `nodeFieldsOf()` for onCreateNode, with the same names and defaults. Each type
 * is declared whole (`@dontInfer`); a field the SDL cannot express throws, naming kind and field
 * (docs/content.md, « The content model »).
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

interface GraphqlType {
  type: string;
  directive?: string;
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
  file: { type: "File", directive: "@fileByRelativePath" },
  date: { type: "Date", directive: "@dateformat" },
  slug: { type: "String" },
  // `null` is a valid price: « Sur devis ».
  price: { type: "Int", nullable: true },
  youtube: { type: "String" },
  icon: { type: "String" },
  // Not an enum: an enum's values must be GraphQL names, and a writer's value is French as it shows.
  choice: { type: "String" },
  "list<string>": { type: "[String!]" },
  "list<tag>": listOf("list<tag>"),
  "list<link>": listOf("list<link>"),
};

/** The types of the computed fields' values (src/node/content/inline-svg.ts, `@markdownHeadings`). */
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
 * gatsby-transformer-remark's own front matter type, declared: inferred, it types a field by whichever file
 * comes first (`icon` is a name in some kinds, a file in others), and src/gatsby-types.d.ts would vary.
 */
export const RAW_FRONTMATTER_TYPE = /* GraphQL */ `
type MarkdownRemarkFrontmatter @dontInfer {
  title: String
}
`;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

const at = (kind: ContentKind, field: string): string =>
  `src/lib/content/content-model.ts, « ${kind.folder} » (${kind.nodeType}), champ « ${field} »`;

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
 * The node's fields from one file's frontmatter, under their GraphQL names, with defaults and `pagePath`.
 * Unknown keys are kept: the content check refuses them and `@dontInfer` hides them.
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
