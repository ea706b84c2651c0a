import type { FieldTypeModule } from "./field-type";
import { objectList, unknownItemKeys, type ItemKey } from "./list-items";

const KEYS: ItemKey[] = [
  { name: "id", graphql: "Int" },
  { name: "name", graphql: "String" },
];

/** Tags, each `{ id, name }` (the projects'). */
export const listTagType: FieldTypeModule<"list<tag>"> = {
  name: "list<tag>",
  label: "liste d’étiquettes, chacune `{ id, name }`",
  check: (_spec, value) => {
    if (!Array.isArray(value) || value.length === 0) return "doit être une liste non vide d’étiquettes.";
    return value.every(
      (item) =>
        item !== null &&
        typeof item === "object" &&
        Number.isInteger((item as Record<string, unknown>).id) &&
        typeof (item as Record<string, unknown>).name === "string" &&
        ((item as Record<string, unknown>).name as string).trim() !== "",
    )
      ? unknownItemKeys(KEYS, value)
      : "chaque étiquette doit avoir un `id` (nombre entier) et un `name` (texte).";
  },
  graphql: (_spec, context) => objectList(KEYS, context.itemTypeName),
  cms: () => ({
    widget: "list",
    min: 1,
    summary: "{{fields.name}}",
    fields: [
      { name: "id", label: "Numéro", widget: "number", value_type: "int", min: 1, step: 1, required: true },
      { name: "name", label: "Étiquette", widget: "string", required: true },
    ],
  }),
};
