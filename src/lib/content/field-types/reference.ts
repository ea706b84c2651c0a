import { follows } from "../content-rules";
import { describeValue, refused, type FieldTypeModule } from "./field-type";

/**
 * An entry of another kind, named by its `slug` (`to`: the kind's folder): a news item's related project.
 * The check finds the slug among that kind's files (the cross-kind pass of checkContent); a draft is taken as
 * absent, as its page is not published. GraphQL links the node (`@link(by: "slug")`); the CMS offers the
 * kind's entries in Decap's relation widget.
 */
export const referenceType: FieldTypeModule<"reference"> = {
  name: "reference",
  label: "le `slug` d’une entrée publiée d’une autre sorte de contenu",
  describe: (spec) => `le \`slug\` d’une entrée publiée de \`content/${spec.to ?? "?"}/\``,
  checkSpec: (spec, context) => {
    const target = spec.to === undefined ? undefined : context.kindOf(spec.to);
    if (!target) return "un champ de type « reference » nomme dans `to` le dossier d’une sorte de contenu.";
    if (!target.fields.some((field) => field.name === "slug")) {
      return `un champ de type « reference » vise une sorte de contenu qui a un champ « slug », ce que « ${spec.to} » n’a pas.`;
    }
    return null;
  },
  check: (spec, value, context) => {
    if (!follows("slug", value)) return refused("slug", value);
    const entries = spec.to === undefined ? undefined : context.entriesOf?.(spec.to);
    if (!entries) return null;
    if (entries.drafts.has(value) && !entries.published.has(value)) {
      return `${describeValue(value)} est un brouillon de « ${entries.label} » (draft: true)\u00a0: sa page n’est pas publiée, choisissez une entrée publiée.`;
    }
    if (!entries.published.has(value)) {
      return `doit être le slug d’une entrée de « ${entries.label} » (content/${spec.to}/), trouvé ${describeValue(value)}.`;
    }
    return null;
  },
  graphql: (spec, context) => ({
    type: context.kindOf(spec.to ?? "")?.nodeType ?? "?",
    directive: '@link(by: "slug")',
  }),
  cms: (spec, context) => {
    const identifier = context.kindOf(spec.to ?? "")?.identifier ?? "slug";
    return {
      widget: "relation",
      collection: spec.to,
      value_field: "slug",
      search_fields: [identifier, "slug"],
      display_fields: [identifier],
    };
  },
};
