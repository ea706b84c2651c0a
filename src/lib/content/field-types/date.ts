import { follows } from "../content-rules";
import { patternOf, refused, type FieldTypeModule } from "./field-type";

/**
 * A day, `AAAA-MM-JJ`. Optional when the field is not required: the CMS's date stays empty until one is chosen
 * (its « Effacer » button empties it again), and an empty optional field is left out of the file (cleanEntryData).
 */
export const dateType: FieldTypeModule<"date"> = {
  name: "date",
  label: "date `AAAA-MM-JJ`",
  check: (_spec, value) => {
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    if (!follows("date", text) || Number.isNaN(Date.parse(text))) return refused("date", value);
    return null;
  },
  graphql: () => ({ type: "Date", directive: "@dateformat" }),
  cms: () => ({
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "DD/MM/YYYY",
    time_format: false,
    pattern: patternOf("date"),
  }),
};
