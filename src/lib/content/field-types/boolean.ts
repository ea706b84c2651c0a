import { describeValue, type FieldTypeModule } from "./field-type";

export const booleanType: FieldTypeModule<"boolean"> = {
  name: "boolean",
  label: "`true` ou `false`",
  takesDefault: true,
  check: (_spec, value) =>
    typeof value === "boolean" ? null : `doit valoir true ou false, trouvé ${describeValue(value)}.`,
  graphql: () => ({ type: "Boolean" }),
  // The check wants a boolean for a required field.
  cms: (spec) => ({ widget: "boolean", ...(spec.required ? { default: false } : {}) }),
};
