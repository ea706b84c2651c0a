import { follows } from "../content-rules";
import { patternOf, refused, type FieldTypeModule } from "./field-type";

/** Whole euros, excluding tax, or null for « Sur devis » (an empty price in the CMS). */
export const priceType: FieldTypeModule<"price"> = {
  name: "price",
  label: "prix HT en euros, nombre entier, ou `null` pour «\u00a0Sur devis\u00a0»",
  acceptsNull: true,
  check: (_spec, value) => {
    if (value === null) return null;
    return Number.isInteger(value) && follows("price", String(value)) ? null : refused("price", value);
  },
  graphql: () => ({ type: "Int" }),
  cms: () => ({ widget: "number", value_type: "int", min: 1, step: 1, pattern: patternOf("price") }),
};
