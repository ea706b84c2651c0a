import type { FieldTypeModule } from "./field-type";

export const listStringType: FieldTypeModule<"list<string>"> = {
  name: "list<string>",
  label: "liste de textes",
  check: (_spec, value) => {
    if (!Array.isArray(value) || value.length === 0) return "doit être une liste non vide.";
    return value.every((item) => typeof item === "string" && item.trim() !== "")
      ? null
      : "chaque élément de la liste doit être un texte non vide.";
  },
  graphql: () => ({ type: "[String!]" }),
  cms: (spec) => ({
    widget: "list",
    min: 1,
    field: { name: "item", label: spec.label, widget: "string", required: true },
  }),
};
