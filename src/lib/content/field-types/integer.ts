import { describeValue, type FieldTypeModule } from "./field-type";

export const integerType: FieldTypeModule<"integer"> = {
  name: "integer",
  label: "nombre entier",
  check: (_spec, value) => (Number.isInteger(value) ? null : `doit être un nombre entier, trouvé ${describeValue(value)}.`),
  graphql: () => ({ type: "Int" }),
  cms: () => ({ widget: "number", value_type: "int", step: 1 }),
};
