import { code, describeValue, type FieldTypeModule } from "./field-type";

/**
 * One of the field's own `choices`, written as they are (« CDI », « Temps partiel »). A String in GraphQL, not an
 * enum: an enum's values must be GraphQL names, and a writer's value is French as it shows.
 */
export const choiceType: FieldTypeModule<"choice"> = {
  name: "choice",
  label: "une valeur parmi celles que le champ permet, écrite telle quelle",
  describe: (spec) => `une valeur parmi ${(spec.choices ?? []).map(code).join(", ")}`,
  // A choice without its values would refuse every value a writer gives.
  checkSpec: (spec) =>
    (spec.choices ?? []).filter((choice) => choice.trim() !== "").length === 0
      ? "un champ de type « choice » donne ses valeurs possibles (choices), au moins une."
      : null,
  check: (spec, value) => {
    const choices = spec.choices ?? [];
    return typeof value === "string" && choices.includes(value)
      ? null
      : `doit être l’une des valeurs possibles (${choices.join(", ")}), trouvé ${describeValue(value)}.`;
  },
  graphql: () => ({ type: "String" }),
  cms: (spec) => ({ widget: "select", options: spec.choices ?? [] }),
};
