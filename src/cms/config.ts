/**
 * The Decap CMS configuration, computed at build time from the content model and
 * the check's rules (docs/cms.md). Pure, so a unit test compares it with the model.
 */
import {
  CONTENT_KINDS,
  fieldsWithLimits,
  fieldTypeOf,
  orderOf,
  specContextOf,
  type ContentKind,
  type FieldSpec,
} from "../lib/content/content-model";
import { RULES, type RuleName } from "../lib/content/content-rules";

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  options?: readonly string[];
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  modes?: string[];
  sanitize_preview?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  choose_url?: boolean;
  media_library?: { config: { multiple: boolean } };
  /** A YAML comment Decap writes above the field, in a folder collection (decap-format.ts). */
  comment?: string;
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  create?: boolean;
  delete?: boolean;
  extension?: string;
  format?: string;
  path?: string;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  media_folder?: string;
  public_folder?: string;
  preview_path?: string;
  sortable_fields?: (string | { field: string; default_sort: "asc" | "desc" })[];
  fields?: CmsField[];
  editor?: { preview: boolean };
}

export interface CmsConfig {
  load_config_file: false;
  locale: "fr";
  backend: Record<string, unknown>;
  local_backend: { url: string; allowed_hosts: string[] };
  publish_mode: "editorial_workflow";
  show_preview_links: true;
  site_url: string;
  display_url: string;
  logo_url?: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: true; sanitize_replacement: "-" };
  collections: CmsCollection[];
}

export interface CmsConfigOptions {
  /** The site's address (content/settings/site.md), for the preview links' fallback and the header link. */
  siteUrl: string;
  repo: string;
  branch: string;
  /** decap-server's API, for `local_backend` on localhost. */
  localBackendUrl: string;
  /** The site's name (content/settings/site.md): the title budget of the fields that feed a page's <title>. */
  siteName?: string;
}

/** The check's own words, which the CMS shows after the field's label (see REGEX_PATTERN_MESSAGE). */
const patternOf = (rule: RuleName): [string, string] => {
  const { pattern, message } = RULES[rule];
  return [pattern, `${message}.`];
};

export const REGEX_PATTERN_MESSAGE = "%{fieldLabel}\u00a0: %{pattern}";

/** As the model, except a type that takes null (a price: empty means `null`, « Sur devis », `cleanEntryData`). */
export const cmsRequired = (spec: FieldSpec): boolean => spec.required && !fieldTypeOf(spec.type)?.acceptsNull;

/** A field's widget, from its type's module (src/lib/content/field-types/); `kinds` for a reference's target. */
export const cmsField = (spec: FieldSpec, kinds: readonly ContentKind[] = CONTENT_KINDS): CmsField => {
  const type = fieldTypeOf(spec.type);
  if (!type) throw new Error(`Champ « ${spec.name} » : le type « ${spec.type} » n’a pas d’équivalent dans le CMS.`);
  const base = { name: spec.name, label: spec.label, hint: spec.doc, required: cmsRequired(spec) };
  return { ...base, ...type.cms(spec, specContextOf(kinds)) } as CmsField;
};

const bodyField = (kind: ContentKind): CmsField => ({
  name: "body",
  label: kind.cms.bodyLabel ?? "Texte",
  widget: "markdown",
  required: kind.body === "required",
  hint: "Markdown. Les faits de l’entreprise s’écrivent {{name}}, {{email}}, {{phoneDisplay}}… (liste dans CONTENT.md).",
  modes: ["raw"],
  sanitize_preview: true,
});

const fieldsOf = (kind: ContentKind, siteName?: string): CmsField[] => [
  ...fieldsWithLimits(kind, siteName).map((spec) => cmsField(spec)),
  ...(kind.body === "unused" ? [] : [bodyField(kind)]),
];

/** Decap's preview link, relative to the deploy: `/projet/{{fields.slug}}` → `projet/{{fields.slug}}`. */
export const previewPathOf = (kind: ContentKind): string | undefined =>
  kind.cms.previewPath ?? kind.pages?.path.replace("{slug}", "{{fields.slug}}").replace(/^\//, "");

const identifierOf = (kind: ContentKind): string => kind.cms.identifier ?? "title";

/** The list's line for an entry: its order first (`{{id}}. {{name}}`, `{{publishedAt}} · {{title}}`). */
const summaryOf = (kind: ContentKind): string => {
  const { field } = orderOf(kind);
  if (!kind.fields.some((f) => f.name === field)) return `{{${identifierOf(kind)}}}`;
  return field === "id" ? `{{id}}. {{${identifierOf(kind)}}}` : `{{${field}}} · {{${identifierOf(kind)}}}`;
};

/** Sorted as the site orders the kind (`orderOf`), by default; then by its identifier. */
const sortableFieldsOf = (kind: ContentKind): CmsCollection["sortable_fields"] => {
  const { field, direction } = orderOf(kind);
  if (!kind.fields.some((f) => f.name === field)) return [];
  return [{ field, default_sort: direction === "ASC" ? "asc" : "desc" }, identifierOf(kind)];
};

/** With `folderPerEntry` (the projects), each entry is a folder: index.md with its images beside it. */
const folderCollection = (kind: ContentKind, siteName?: string): CmsCollection => {
  const fixed = kind.expectedCount !== undefined;
  const common: CmsCollection = {
    name: kind.folder,
    label: kind.label,
    label_singular: kind.labelSingular,
    folder: `content/${kind.folder}`,
    extension: "md",
    format: "frontmatter",
    // The site expects `expectedCount` of these: the CMS neither adds nor deletes.
    create: !fixed,
    delete: !fixed,
    identifier_field: identifierOf(kind),
    summary: summaryOf(kind),
    sortable_fields: sortableFieldsOf(kind),
    // Images beside the Markdown file (relative paths, as the check and the build resolve them).
    media_folder: "",
    public_folder: "",
    preview_path: previewPathOf(kind),
    fields: fieldsOf(kind, siteName),
  };
  return kind.folderPerEntry ? { ...common, path: "{{slug}}/index", slug: "{{fields.slug}}" } : common;
};

const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** Run on Decap's preSave: empty optional fields are left out (the check refuses `client: ""`), an empty price is `null`. */
export const cleanEntryData = (folder: string, data: Record<string, unknown>): Record<string, unknown> => {
  const kind = CONTENT_KINDS.find((k) => k.folder === folder);
  if (!kind) return data;
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const spec = kind.fields.find((field) => field.name === key);
    if (spec && fieldTypeOf(spec.type)?.acceptsNull) cleaned[key] = isEmptyValue(value) ? null : value;
    else if (spec && !spec.required && isEmptyValue(value)) continue;
    else cleaned[key] = value;
  }
  return cleaned;
};

export const SITE_SETTINGS_FIELDS: CmsField[] = [
  { name: "name", label: "Nom de l’entreprise", widget: "string", required: true },
  { name: "tagline", label: "Slogan", widget: "string", required: true },
  {
    name: "description",
    label: "Description",
    widget: "text",
    required: true,
    hint: "Résumé pour les moteurs de recherche.",
  },
  { name: "siteUrl", label: "Adresse du site", widget: "string", required: true, pattern: patternOf("siteUrl") },
  { name: "legalForm", label: "Forme juridique", widget: "string", required: true },
  { name: "capital", label: "Capital", widget: "string", required: true },
  { name: "rcs", label: "RCS", widget: "string", required: true },
  { name: "siren", label: "SIREN", widget: "string", required: true },
  { name: "vatNumber", label: "N° de TVA", widget: "string", required: true },
  { name: "director", label: "Directeur de la publication", widget: "string", required: true },
  { name: "email", label: "E-mail", widget: "string", required: true, pattern: patternOf("email") },
  { name: "phone", label: "Téléphone (international)", widget: "string", required: true, pattern: patternOf("phone") },
  { name: "phoneDisplay", label: "Téléphone (affiché)", widget: "string", required: true },
  {
    name: "address",
    label: "Adresse",
    widget: "object",
    required: true,
    collapsed: false,
    fields: [
      { name: "street", label: "Rue", widget: "string", required: true },
      { name: "postalCode", label: "Code postal", widget: "string", required: true },
      { name: "city", label: "Ville", widget: "string", required: true },
      { name: "country", label: "Pays", widget: "string", required: true },
    ],
  },
  {
    name: "host",
    label: "Hébergeur",
    widget: "object",
    required: true,
    collapsed: false,
    fields: [
      { name: "name", label: "Nom", widget: "string", required: true },
      { name: "address", label: "Adresse", widget: "string", required: true },
      { name: "website", label: "Site", widget: "string", required: true },
    ],
  },
  {
    name: "social",
    label: "Réseaux sociaux",
    widget: "list",
    required: true,
    min: 1,
    summary: "{{fields.name}}",
    fields: [
      { name: "name", label: "Réseau", widget: "string", required: true },
      { name: "url", label: "Adresse", widget: "string", required: true, pattern: patternOf("httpsUrl") },
    ],
  },
  { name: "responseTime", label: "Délai de réponse", widget: "string", required: true },
];

const singleFile = (kind: ContentKind, siteName?: string): CmsCollection => ({
  name: kind.folder,
  label: kind.label,
  preview_path: previewPathOf(kind),
  files: [
    {
      name: "index",
      label: kind.labelSingular,
      file: `content/${kind.folder}/index.md`,
      fields: fieldsOf(kind, siteName),
    },
  ],
});

export const buildCmsConfig = (options: CmsConfigOptions): CmsConfig => ({
  load_config_file: false,
  locale: "fr",
  // GitHub, with Netlify as the OAuth provider (api.netlify.com/auth): each change becomes a pull request.
  backend: {
    name: "github",
    repo: options.repo,
    branch: options.branch,
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
    squash_merges: true,
    commit_messages: {
      create: "CMS : ajoute {{collection}} « {{slug}} »",
      update: "CMS : modifie {{collection}} « {{slug}} »",
      delete: "CMS : supprime {{collection}} « {{slug}} »",
      uploadMedia: "CMS : ajoute l’image « {{path}} »",
      deleteMedia: "CMS : supprime l’image « {{path}} »",
      openAuthoring: "{{message}}",
    },
  },
  local_backend: { url: options.localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
  publish_mode: "editorial_workflow",
  show_preview_links: true,
  site_url: options.siteUrl,
  display_url: options.siteUrl,
  media_folder: "static/images/uploads",
  public_folder: "/images/uploads",
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  collections: [
    ...CONTENT_KINDS.map((kind) =>
      kind.expectedCount === 1 ? singleFile(kind, options.siteName) : folderCollection(kind, options.siteName),
    ),
    {
      name: "settings",
      label: "Faits de l’entreprise",
      preview_path: "mentions-legales",
      editor: { preview: false },
      files: [
        {
          name: "site",
          label: "Faits de l’entreprise",
          file: "content/settings/site.md",
          fields: SITE_SETTINGS_FIELDS,
        },
      ],
    },
  ],
});
