import { describeValue, lengthPattern, lengthProblem, type FieldTypeModule } from "./field-type";

/** A text of one sentence or more. `minLength`/`maxLength` limit it (a summary of 200 characters at most). */
export const textType: FieldTypeModule<"text"> = {
  name: "text",
  label: "texte (une ou plusieurs phrases)",
  check: (spec, value) => {
    if (typeof value !== "string") return `doit être un texte, trouvé ${describeValue(value)}.`;
    if (value.trim() === "") return "ne doit pas être vide.";
    return lengthProblem(spec, value);
  },
  graphql: () => ({ type: "String" }),
  cms: (spec) => ({ widget: "text", ...lengthPattern(spec) }),
};
