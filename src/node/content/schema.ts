/**
 * The GraphQL types of every content kind, generated from the content model: `schemaFromModel()` for
 * createSchemaCustomization, `nodeFieldsOf()` for onCreateNode, with the same names and defaults. Each type
 * is declared whole (`@dontInfer`); a field the SDL cannot express throws, naming kind and field
 * (docs/content.md, « The content model »).
 */
import {
  CONTENT_KINDS,
  computedFieldsOf,
  FIELD_TYPES,
  fieldTypeOf,
  PAGE_PATH_FIELD,
  pagePathOf,
  specContextOf,
  type ContentKind,
  type FieldSpec,
  type KindWithPages,
} from "../../lib/content/content-model";
import type { GraphqlType } from "../../lib/content/field-types/field-type";

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

/**
 * gatsby-transformer-remark declares MarkdownRemark with `@infer`: Gatsby then reads every file's frontmatter
 * for an example value, and two kinds giving one field name two shapes (`tags`: objects in one, strings in
 * another) print « There are conflicting field types in your data » on every build, though the site reads each
 * kind through its own node type. Its fields are declared (by the plugin and above) or added by the plugin's
 * `setFieldsOnGraphQLNodeType` (html, headings…), so nothing is lost without inference.
 */
export const MARKDOWN_NODE_TYPE = /* GraphQL */ `
type MarkdownRemark implements Node @dontInfer {
  frontmatter: MarkdownRemarkFrontmatter
}
`;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

const at = (kind: ContentKind, field: string): string =>
  `src/lib/content/content-model.ts, « ${kind.folder} » (${kind.nodeType}), champ « ${field} »`;

export const graphqlNameOf = (spec: FieldSpec): string => spec.graphqlName ?? spec.name;

/** The name of a field's own object type (a list's items): its kind's and field's, so no two kinds share one. */
export const itemTypeNameOf = (kind: ContentKind, spec: FieldSpec): string => {
  const name = graphqlNameOf(spec);
  return `${kind.nodeType}${name.charAt(0).toUpperCase()}${name.slice(1)}Item`;
};

const graphqlTypeOf = (kind: ContentKind, spec: FieldSpec, kinds: readonly ContentKind[]): GraphqlType => {
  const type = fieldTypeOf(spec.type);
  if (!type) {
    throw new Error(
      `${at(kind, spec.name)} : le type « ${spec.type} » n’a pas de type GraphQL (types connus : ${FIELD_TYPES.join(", ")}).`,
    );
  }
  return type.graphql(spec, { ...specContextOf(kinds), itemTypeName: itemTypeNameOf(kind, spec) });
};

/** The GraphQL type of one frontmatter field, with its directive: `File! @fileByRelativePath`. */
export const graphqlFieldType = (kind: ContentKind, spec: FieldSpec, kinds: readonly ContentKind[] = CONTENT_KINDS): string => {
  const mapped = graphqlTypeOf(kind, spec, kinds);
  const type = fieldTypeOf(spec.type)!;
  if (spec.defaultValue !== undefined && !type.takesDefault) {
    throw new Error(`${at(kind, spec.name)} : seul un champ booléen peut avoir une valeur par défaut (defaultValue).`);
  }
  const nonNull = !type.acceptsNull && (spec.required || spec.defaultValue !== undefined);
  return `${mapped.type}${nonNull ? "!" : ""}${mapped.directive ? ` ${mapped.directive}` : ""}`;
};

/** The object types a kind's fields need (its lists' items), each named for the kind and the field. */
export const fieldObjectTypesOf = (kind: ContentKind, kinds: readonly ContentKind[] = CONTENT_KINDS): string[] =>
  kind.fields.flatMap((spec) => graphqlTypeOf(kind, spec, kinds).types ?? []);

const description = (text: string | undefined): string[] => (text ? [`  ${JSON.stringify(text)}`] : []);

export const nodeTypeOf = (kind: ContentKind, kinds: readonly ContentKind[] = CONTENT_KINDS): string => {
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
    lines.push(`  ${name}: ${graphqlFieldType(kind, spec, kinds)}`);
  }
  for (const field of computedFieldsOf(kind)) {
    declare(field.name);
    lines.push(...description(field.description), `  ${field.name}: ${field.graphql}`);
  }
  return [`type ${kind.nodeType} implements Node @dontInfer {`, ...lines, "}"].join("\n");
};

/** The type definitions of every content kind, for `createTypes`. */
export const schemaFromModel = (kinds: ContentKind[] = CONTENT_KINDS): string =>
  [
    ...kinds.flatMap((kind) => fieldObjectTypesOf(kind, kinds)),
    COMPUTED_VALUE_TYPES.trim(),
    RAW_FRONTMATTER_TYPE.trim(),
    MARKDOWN_NODE_TYPE.trim(),
    ...kinds.map((kind) => nodeTypeOf(kind, kinds)),
  ].join("\n\n") + "\n";

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
