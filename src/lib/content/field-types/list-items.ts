import type { GraphqlType } from "./field-type";

/** The keys of the objects of a list (`list<tag>`, `list<link>`): all required. */
export interface ItemKey {
  name: string;
  graphql: "Int" | "String";
}

/** An item's key the model does not declare: its GraphQL type lacks it, so it would never show. */
export const unknownItemKeys = (keys: readonly ItemKey[], items: unknown[]): string | null => {
  const known = keys.map((key) => key.name);
  for (const [index, item] of items.entries()) {
    const extra = Object.keys(item as Record<string, unknown>).find((key) => !known.includes(key));
    if (extra !== undefined) {
      return `l’élément n° ${index + 1} a une clé « ${extra} » que le site ne connaît pas (clés possibles : ${known.join(", ")}).`;
    }
  }
  return null;
};

/** A list of objects: its item type, named for its kind and field by the schema, so no two kinds share one. */
export const objectList = (keys: readonly ItemKey[], itemTypeName: string): GraphqlType => ({
  type: `[${itemTypeName}!]`,
  types: [[`type ${itemTypeName} {`, ...keys.map((key) => `  ${key.name}: ${key.graphql}!`), "}"].join("\n")],
});
