/**
 * What a field type is: one module of this folder says everything about it (docs/content.md, « Adding a field
 * type »): how its value is checked, in French; its GraphQL type; its widget in the writers' CMS; its line in
 * CONTENT.md's generated reference. The content check (src/node/content/content-check.ts), the schema
 * (src/node/content/schema.ts), the CMS (src/cms/config.ts) and the docs generator (src/node/tools/content-doc.ts)
 * iterate over the registry (`FIELD_TYPE_MODULES`, ./index.ts) and never switch on a type's name.
 * Pure (no Node module): the CMS's browser bundle reads it. What needs Node comes in a context from the Node side.
 */
import { follows, RULES, type RuleName } from "../content-rules";

/** One frontmatter field of a kind, as the content model declares it (`type` is narrowed in content-model.ts). */
export interface BaseFieldSpec {
  name: string;
  /** French label, shown in the CMS and in CONTENT.md's reference. */
  label: string;
  type: string;
  required: boolean;
  doc: string;
  example: string;
  /** The GraphQL field's name when it differs: the frontmatter `id` is `order`, as `id` is the node's own. */
  graphqlName?: string;
  /** For an optional boolean: the value when the file leaves it out, so its GraphQL type is non-null. */
  defaultValue?: boolean;
  /** For a large image: the widest file the layouts take of it; the check warns below it (docs/content.md). */
  scaledImage?: { widthNeeded: number };
  /** For a `choice` or a `list<choice>`: the allowed values, exactly as written, in the CMS select's order. */
  choices?: readonly string[];
  /** For a `slug`: another rule of content-rules.ts, as the legal pages keep their exact addresses (`route`). */
  rule?: RuleName;
  /** For a `string` or a `text`: its length in characters, at least and at most. */
  minLength?: number;
  maxLength?: number;
  /** Why `maxLength` is what it is, in French, said with the refusal (the title budget: content-model.ts). */
  maxLengthReason?: string;
  /** For a list: how many items at least (1 when left out: an empty list is refused). */
  minItems?: number;
  /** For a `reference`: the folder of the kind it names an entry of, by its `slug`. */
  to?: string;
}

/** What the check knows of the entries of a kind, for a `reference` (the cross-kind pass of checkContent). */
export interface KindEntries {
  label: string;
  published: ReadonlySet<string>;
  drafts: ReadonlySet<string>;
}

/** What a value's check may need beyond the value: given by the Node side (content-check.ts). */
export interface CheckContext {
  /** The Markdown file's absolute path. */
  absolutePath: string;
  /** Whether a file exists at this path, relative to the Markdown file's folder. Without it, not checked. */
  fileExists?: (relativePath: string) => boolean;
  /** The entries of another kind, by folder; without it (one kind checked alone) a reference's target is not checked. */
  entriesOf?: (folder: string) => KindEntries | undefined;
}

/** What the model's own declaration of a field may need: the other kinds (a reference's target). */
export interface SpecContext {
  kindOf: (folder: string) => { label: string; nodeType: string; fields: readonly BaseFieldSpec[]; identifier: string } | undefined;
}

/** A GraphQL type for a field: `File` with `@fileByRelativePath`; object types it needs, named by the schema. */
export interface GraphqlType {
  type: string;
  directive?: string;
  /** Object types this field's type needs (a list of objects' item type). */
  types?: string[];
}

export interface GraphqlContext extends SpecContext {
  /** A name for an object type of this field, unique to its kind and field: `ProjectTagsItem`. */
  itemTypeName: string;
}

/** A widget of Decap's config (src/cms/config.ts's CmsField, kept structural so this module stays pure). */
export type CmsWidget = Record<string, unknown> & { widget: string };

export interface FieldTypeModule<Name extends string = string> {
  name: Name;
  /** Its line in the types of CONTENT.md's reference, in French. */
  label: string;
  /** Its cell in a kind's table of the reference, when it says more than `label` (a choice's values). */
  describe?: (spec: BaseFieldSpec) => string;
  /** Lines after the reference's kinds, given the titles of the kinds that use the type (the icon names). */
  appendix?: (kindTitles: string[]) => string[];
  /** `null` is a value of the type, not a field left out (a price: « Sur devis »). */
  acceptsNull?: boolean;
  /** An optional field of the type may give a default value (`defaultValue`, for a boolean). */
  takesDefault?: boolean;
  /** A fault of the model's declaration of a field, in French (a choice without values), or null. */
  checkSpec?: (spec: BaseFieldSpec, context: SpecContext) => string | null;
  /** The problem with a written value, in French (« doit être … , trouvé … »), or null. */
  check: (spec: BaseFieldSpec, value: unknown, context: CheckContext) => string | null;
  graphql: (spec: BaseFieldSpec, context: GraphqlContext) => GraphqlType;
  /** The widget, merged with the field's name, label, hint and required flag. */
  cms: (spec: BaseFieldSpec, context: SpecContext) => CmsWidget;
}

/** The value as the messages quote it: « texte », vide, 2025-01-31, 12. */
/** The longest text a message quotes from a file: a writer recognises it, and no message grows with the file. */
const SHOWN_LENGTH = 160;

const cut = (text: string): string => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text);

export const describeValue = (value: unknown): string => {
  if (value === null) return "vide";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string") return `« ${cut(value)} »`;
  return cut(JSON.stringify(value) ?? String(value));
};

/** "doit être …, trouvé « … »." : a rule's message (shared with the CMS) and the value found. */
export const refused = (rule: RuleName, value: unknown): string => `${RULES[rule].message}, trouvé ${describeValue(value)}.`;

/** The check's own words, which the CMS shows after the field's label. */
export const patternOf = (rule: RuleName): [string, string] => {
  const { pattern, message } = RULES[rule];
  return [pattern, `${message}.`];
};

/** A code span of the reference (a backtick inside would close it). */
export const code = (text: string): string => `\`${text.replace(/`/g, "ʼ")}\``;

/** A field checked by one rule of content-rules.ts alone: a text field with the rule's pattern in the CMS. */
export const ruleType = <Name extends string>(name: Name, label: string, rule: RuleName): FieldTypeModule<Name> => ({
  name,
  label,
  check: (spec, value) => {
    const which = spec.rule ?? rule;
    return follows(which, value) ? null : refused(which, value);
  },
  graphql: () => ({ type: "String" }),
  cms: (spec) => ({ widget: "string", pattern: patternOf(spec.rule ?? rule) }),
});


/** A text's length against the field's `minLength`/`maxLength`, or null. */
export const lengthProblem = (spec: BaseFieldSpec, text: string): string | null => {
  const length = text.length;
  if (spec.maxLength !== undefined && length > spec.maxLength) {
    const why = spec.maxLengthReason ? ` (${spec.maxLengthReason})` : "";
    return `doit faire ${spec.maxLength}\u00a0caractères au plus${why}, trouvé ${length}\u00a0caractères.`;
  }
  if (spec.minLength !== undefined && length < spec.minLength) {
    return `doit faire ${spec.minLength}\u00a0caractères au moins, trouvé ${length}\u00a0caractères.`;
  }
  return null;
};

/** The same limits as a Decap pattern, with the check's words; none without a limit. */
export const lengthPattern = (spec: BaseFieldSpec): { pattern: [string, string] } | Record<string, never> => {
  if (spec.maxLength === undefined && spec.minLength === undefined) return {};
  const words = [
    ...(spec.minLength !== undefined ? [`${spec.minLength}\u00a0caractères au moins`] : []),
    ...(spec.maxLength !== undefined ? [`${spec.maxLength}\u00a0caractères au plus`] : []),
  ].join(" et ");
  const why = spec.maxLength !== undefined && spec.maxLengthReason ? ` (${spec.maxLengthReason})` : "";
  return { pattern: [`^[\\s\\S]{${spec.minLength ?? 0},${spec.maxLength ?? ""}}$`, `doit faire ${words}${why}.`] };
};
