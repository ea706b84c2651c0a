import { follows } from "../content-rules";
import { describeValue, patternOf, type FieldTypeModule } from "./field-type";
import { objectList, unknownItemKeys, type ItemKey } from "./list-items";

const KEYS: ItemKey[] = [
  { name: "id", graphql: "Int" },
  { name: "title", graphql: "String" },
  { name: "link", graphql: "String" },
];

/** Links, each `{ id, title, link }` with an internal link (the navigation's). */
export const listLinkType: FieldTypeModule<"list<link>"> = {
  name: "list<link>",
  label: "liste de liens, chacun `{ id, title, link }`",
  check: (_spec, value) => {
    if (!Array.isArray(value) || value.length === 0) return "doit être une liste non vide de liens.";
    for (const item of value) {
      const link = (item ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(link.id) || typeof link.title !== "string" || typeof link.link !== "string") {
        return "chaque lien doit avoir un `id` (nombre entier), un `title` et un `link`.";
      }
      if (!follows("path", link.link)) {
        return `le lien « ${link.title} » doit commencer par « / », trouvé ${describeValue(link.link)}.`;
      }
    }
    return unknownItemKeys(KEYS, value);
  },
  graphql: (_spec, context) => objectList(KEYS, context.itemTypeName),
  cms: () => ({
    widget: "list",
    min: 1,
    summary: "{{fields.title}} → {{fields.link}}",
    fields: [
      { name: "id", label: "Numéro", widget: "number", value_type: "int", min: 1, step: 1, required: true },
      { name: "title", label: "Texte du lien", widget: "string", required: true },
      { name: "link", label: "Lien", widget: "string", required: true, pattern: patternOf("path") },
    ],
  }),
};
