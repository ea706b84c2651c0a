import { ICON_NAMES, isIconName } from "../../icon-names";
import { code, describeValue, type FieldTypeModule } from "./field-type";

/** The name of one of the site's icons (src/lib/icon-names.ts). */
export const iconType: FieldTypeModule<"icon"> = {
  name: "icon",
  label: "nom d’icône (voir la liste plus bas)",
  appendix: (kindTitles) => [
    "### Noms d’icônes",
    "",
    `Pour les champs de type \`icon\` (${kindTitles.map((title) => title.toLowerCase()).join(", ")})\u00a0:`,
    "",
    ICON_NAMES.map(code).join(", "),
  ],
  check: (_spec, value) =>
    typeof value === "string" && isIconName(value)
      ? null
      : `doit être le nom d’une icône du site (${ICON_NAMES.join(", ")}), trouvé ${describeValue(value)}.`,
  graphql: () => ({ type: "String" }),
  cms: () => ({ widget: "select", options: ICON_NAMES }),
};
