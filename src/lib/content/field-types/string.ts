import { describeValue, lengthPattern, lengthProblem, type FieldTypeModule } from "./field-type";

/** A short text, on one line: a name, a title. `minLength`/`maxLength` limit it. */
export const stringType: FieldTypeModule<"string"> = {
  name: "string",
  label: "texte court",
  check: (spec, value) => {
    if (typeof value !== "string") return `doit être un texte, trouvé ${describeValue(value)}.`;
    if (value.trim() === "") return "ne doit pas être vide.";
    return lengthProblem(spec, value);
  },
  graphql: () => ({ type: "String" }),
  cms: (spec) => ({ widget: "string", ...lengthPattern(spec) }),
};
