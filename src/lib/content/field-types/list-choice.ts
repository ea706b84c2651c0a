import { code, describeValue, type FieldTypeModule } from "./field-type";

/**
 * Values among the field's own `choices`, each at most once: tags from a fixed set. At least one unless the
 * field gives `minItems: 0`. A list of Strings in GraphQL; a select of several values in the CMS.
 */
export const listChoiceType: FieldTypeModule<"list<choice>"> = {
  name: "list<choice>",
  label: "liste de valeurs parmi celles que le champ permet, chacune une fois",
  describe: (spec) =>
    `liste de valeurs parmi ${(spec.choices ?? []).map(code).join(", ")}, chacune une fois${
      (spec.minItems ?? 1) === 0 ? "" : `, au moins ${spec.minItems ?? 1}`
    }`,
  checkSpec: (spec) =>
    (spec.choices ?? []).filter((choice) => choice.trim() !== "").length === 0
      ? "un champ de type « list<choice> » donne ses valeurs possibles (choices), au moins une."
      : null,
  check: (spec, value) => {
    const choices = spec.choices ?? [];
    const minItems = spec.minItems ?? 1;
    if (!Array.isArray(value)) return `doit être une liste de valeurs parmi ${choices.join(", ")}, trouvé ${describeValue(value)}.`;
    if (value.length < minItems) {
      return minItems === 1 ? "doit être une liste non vide." : `doit compter au moins ${minItems} éléments.`;
    }
    const seen = new Set<unknown>();
    for (const item of value) {
      if (typeof item !== "string" || !choices.includes(item)) {
        return `chaque élément doit être l’une des valeurs possibles (${choices.join(", ")}), trouvé ${describeValue(item)}.`;
      }
      if (seen.has(item)) return `la valeur ${describeValue(item)} est donnée deux fois.`;
      seen.add(item);
    }
    return null;
  },
  graphql: () => ({ type: "[String!]" }),
  cms: (spec) => ({ widget: "select", multiple: true, options: spec.choices ?? [], min: spec.minItems ?? 1 }),
};
