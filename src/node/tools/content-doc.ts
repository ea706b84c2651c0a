import * as path from "path";
import {
  CONTENT_KINDS,
  KINDS_WITH_PAGES,
  pagePathOf,
  type ContentKind,
  FIELD_TYPE_MODULES,
  fieldsWithLimits,
  fieldTypeOf,
  type FieldSpec,
  type KindWithPages,
} from "../../lib/content/content-model";
import { code } from "../../lib/content/field-types/field-type";
import { readKind } from "../content/content-check";
import { SITE_FILE } from "../content/site-facts";
import { readFrontMatterOf } from "../content/content-files";
import { tokensFrom } from "../../lib/markdown/tokens";

/**
 * The parts of CONTENT.md and docs/product.md written from the content model, each between two markers
 * (GENERATED_DOCS), so no list of kinds is kept by hand. `npm run docs:content` rewrites them; a unit test
 * fails when one is stale.
 */
export const GENERATED_START =
  "<!-- DÉBUT DE LA RÉFÉRENCE GÉNÉRÉE\u00a0: ne pas modifier à la main, lancer `npm run docs:content` -->";
export const GENERATED_END = "<!-- FIN DE LA RÉFÉRENCE GÉNÉRÉE -->";

export interface GeneratedPart {
  start: string;
  end: string;
  render: (rootDir: string) => string;
}

/** Each type's line in the reference, from its module (src/lib/content/field-types/). */
export const TYPE_LABELS: Record<string, string> = Object.fromEntries(
  FIELD_TYPE_MODULES.map((module) => [module.name, module.label]),
);

const SITE_FIELD_DOCS: Record<string, string> = {
  name: "Nom de l’agence (titres, pied de page, données structurées).",
  tagline: "Accroche, reprise dans le titre de l’accueil.",
  description: "Présentation courte\u00a0: description par défaut des pages, pied de page, manifeste.",
  siteUrl: "Adresse du site de production, sans barre oblique finale (URL canoniques, sitemap).",
  legalForm: "Forme juridique.",
  capital: "Capital social, tel qu’affiché.",
  rcs: "Immatriculation au registre du commerce.",
  siren: "Numéro SIREN (entre guillemets).",
  vatNumber: "Numéro de TVA intracommunautaire.",
  director: "Directeur de la publication.",
  email: "Adresse de contact (liens, formulaire, données structurées).",
  phone: "Téléphone au format international, sans espace (liens `tel:`).",
  phoneDisplay: "Téléphone tel qu’affiché.",
  "address.street": "Rue du siège.",
  "address.postalCode": "Code postal (entre guillemets).",
  "address.city": "Ville.",
  "address.country": "Pays.",
  "host.name": "Hébergeur du site (mentions légales).",
  "host.address": "Adresse de l’hébergeur.",
  "host.website": "Site de l’hébergeur.",
  social: "Réseaux sociaux, chacun avec `name` (LinkedIn, Instagram, Facebook) et `url` en `https://`.",
  responseTime: "Délai de réponse promis, tel qu’affiché.",
};

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The type of one field in its kind's table: its module's words (a choice lists its values). */
const typeOf = (field: FieldSpec): string => {
  const type = fieldTypeOf(field.type);
  const limits = [
    ...(field.minLength !== undefined ? [`${field.minLength}\u00a0caractères au moins`] : []),
    ...(field.maxLength !== undefined ? [`${field.maxLength}\u00a0caractères au plus`] : []),
  ];
  return [type?.describe?.(field) ?? type?.label ?? field.type, ...limits].join(", ");
};

export const kindSection = (kind: ContentKind, siteName?: string): string => {
  const lines = [`### ${kind.doc.title} (\`content/${kind.folder}/\`)`, "", `Organisation\u00a0: ${kind.doc.layout}.`];
  if (kind.expectedCount)
    lines.push(`Le site attend exactement ${kind.expectedCount} fichier${kind.expectedCount > 1 ? "s" : ""}.`);
  if (kind.unique.length > 0) lines.push(`Valeurs uniques dans le dossier\u00a0: ${kind.unique.map(code).join(", ")}.`);
  lines.push(
    kind.body === "required"
      ? "Le corps du fichier (le texte sous le frontmatter, en Markdown) est obligatoire\u00a0: c’est le texte affiché."
      : kind.body === "optional"
        ? "Le corps du fichier est facultatif."
        : "Le corps du fichier n’est pas affiché\u00a0: tout est dans le frontmatter.",
  );
  lines.push("", "| Champ | Type | Obligatoire | Rôle | Exemple |", "| --- | --- | --- | --- | --- |");
  for (const field of fieldsWithLimits(kind, siteName)) {
    lines.push(
      `| ${code(field.name)} | ${cell(typeOf(field))} | ${field.required ? "oui" : "non"} | ${cell(field.doc)} | ${code(cell(field.example))} |`,
    );
  }
  return lines.join("\n");
};

/** The site's name, for the title budget (src/lib/content/page-title.ts). */
const siteNameOf = (rootDir: string): string | undefined => {
  const name = readFrontMatterOf(path.join(rootDir, SITE_FILE), rootDir).data.name;
  return typeof name === "string" ? name : undefined;
};

/** site.md flattened: address.street, host.name… (lists stay whole). */
const flatten = (data: Record<string, unknown>, prefix = ""): [string, unknown][] =>
  Object.entries(data).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );

const shown = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .map((item) =>
          item && typeof item === "object" ? String((item as { name?: string }).name ?? "") : String(item),
        )
        .join(", ")
    : String(value);

const siteSection = (rootDir: string): string => {
  const facts = readFrontMatterOf(path.join(rootDir, SITE_FILE), rootDir).data;
  const lines = [
    `### Faits de l’entreprise (\`${SITE_FILE.split(path.sep).join("/")}\`)`,
    "",
    "Un seul fichier, tout dans le frontmatter, tous les champs obligatoires. Chaque page lit ces faits ici et nulle part ailleurs\u00a0: pour changer le téléphone ou l’adresse, on ne modifie que ce fichier.",
    "",
    "| Champ | Rôle | Valeur actuelle |",
    "| --- | --- | --- |",
  ];
  for (const [key, value] of flatten(facts)) {
    lines.push(`| ${code(key)} | ${cell(SITE_FIELD_DOCS[key] ?? "")} | ${cell(shown(value))} |`);
  }
  const tokens = tokensFrom(facts);
  lines.push(
    "",
    "#### Faits dans le texte\u00a0: les jetons `{{…}}`",
    "",
    "Dans le corps et le frontmatter des fichiers Markdown, ces jetons sont remplacés par la valeur de `site.md`\u00a0; le contrôle du contenu signale un jeton inconnu.",
    "",
    "| Jeton | Valeur actuelle |",
    "| --- | --- |",
    ...Object.entries(tokens).map(([token, value]) => `| ${code(`{{${token}}}`)} | ${cell(String(value ?? ""))} |`),
  );
  return lines.join("\n");
};

/** A kind's page addresses: every one for a fixed set of files, else the pattern. */
const pageAddresses = (kind: KindWithPages, rootDir: string): string[] => {
  if (kind.expectedCount === undefined) return [kind.pages.path.replace("{slug}", "<slug>")];
  const { files } = readKind(path.join(rootDir, "content"), kind, rootDir);
  return files
    .filter((file) => typeof file.data.slug === "string")
    .sort((a, b) => Number(a.data.id ?? 0) - Number(b.data.id ?? 0))
    .map((file) => pagePathOf(kind, String(file.data.slug)));
};

/** Where a visitor sees a kind: its pages and listing, from the model, then its `doc.shownAt`. */
const shownAt = (kind: ContentKind, rootDir: string): string =>
  [
    ...(kind.pages ? pageAddresses(kind as KindWithPages, rootDir).map(code) : []),
    ...(kind.pages?.listing ? [code(kind.pages.listing.path)] : []),
    ...(kind.doc.shownAt ? [kind.doc.shownAt] : []),
  ].join(", ");

/** CONTENT.md's « Où se trouve quoi ». */
export const FOLDERS_PART: GeneratedPart = {
  start: "<!-- DÉBUT DU TABLEAU GÉNÉRÉ\u00a0: ne pas modifier à la main, lancer `npm run docs:content` -->",
  end: "<!-- FIN DU TABLEAU GÉNÉRÉ -->",
  render: (rootDir) =>
    [
      "| Dossier | Dans le CMS | Contenu | Où on le voit |",
      "| --- | --- | --- | --- |",
      `| ${code(SITE_FILE.split(path.sep).join("/"))} | Faits de l’entreprise | Nom, adresse, téléphone, e-mail, identité légale, réseaux sociaux | Partout\u00a0: en-tête, pied de page, pages légales, données pour les moteurs de recherche |`,
      ...CONTENT_KINDS.map(
        (kind) =>
          `| ${code(`content/${kind.folder}/`)} | ${cell(kind.label)} | ${cell(kind.doc.contents)} | ${cell(shownAt(kind, rootDir))} |`,
      ),
    ].join("\n"),
};

export const ROUTES_PART: GeneratedPart = {
  start: "<!-- generated from the content model by `npm run docs:content`: do not edit by hand -->",
  end: "<!-- end of the generated routes -->",
  render: (rootDir) =>
    [
      "| Route | Page |",
      "| --- | --- |",
      ...KINDS_WITH_PAGES.flatMap((kind) => {
        const folder = code(`content/${kind.folder}/`);
        const published = kind.fields.some((field) => field.name === "draft") ? "published " : "";
        const addresses = kind.expectedCount === undefined ? [kind.pages.path] : pageAddresses(kind, rootDir);
        return [
          ...(kind.pages.listing
            ? [
                `| ${code(kind.pages.listing.path)}, ${code(`${kind.pages.listing.path}/2`)}… | the list of the ${published}files of ${folder} (${cell(kind.label)}), ${kind.pages.listing.pageSize} a page |`,
              ]
            : []),
          `| ${addresses.map(code).join(", ")} | one page per ${published}file of ${folder}, at its \`slug\` |`,
        ];
      }),
    ].join("\n"),
};

export const REFERENCE_PART: GeneratedPart = {
  start: GENERATED_START,
  end: GENERATED_END,
  render: (rootDir) => renderReference(rootDir),
};

export const GENERATED_DOCS: { file: string; parts: GeneratedPart[] }[] = [
  { file: "CONTENT.md", parts: [FOLDERS_PART, REFERENCE_PART] },
  { file: path.join("docs", "product.md"), parts: [ROUTES_PART] },
];

/** A file with one generated part replaced, the text around it untouched; its markers must be there. */
export const replacePart = (existing: string, part: GeneratedPart, rootDir: string, file: string): string => {
  const start = existing.indexOf(part.start);
  const end = existing.indexOf(part.end);
  if (start === -1 || end < start) {
    throw new Error(
      `${file} : les marqueurs de la partie générée sont introuvables (« ${part.start} » puis « ${part.end} »).`,
    );
  }
  return `${existing.slice(0, start + part.start.length)}\n\n${part.render(rootDir)}\n\n${existing.slice(end)}`;
};

export const updateDoc = (file: string, existing: string, rootDir: string): string => {
  const doc = GENERATED_DOCS.find((entry) => entry.file === file);
  if (!doc) throw new Error(`${file} n’a pas de partie générée.`);
  return doc.parts.reduce(
    (text, part) =>
      // The reference is appended to a CONTENT.md that lacks it.
      part === REFERENCE_PART ? updateReference(text, rootDir) : replacePart(text, part, rootDir, file),
    existing,
  );
};

export const renderReference = (rootDir: string): string =>
  [
    GENERATED_START,
    "",
    "## Référence des champs",
    "",
    "Chaque fichier commence par un frontmatter YAML entre deux lignes `---`. Les types\u00a0:",
    "",
    ...Object.entries(TYPE_LABELS).map(([type, label]) => `- ${code(type)}\u00a0: ${label}`),
    "",
    ...CONTENT_KINDS.map((kind) => `${kindSection(kind, siteNameOf(rootDir))}\n`),
    siteSection(rootDir),
    "",
    ...FIELD_TYPE_MODULES.flatMap((module) => {
      const kinds = CONTENT_KINDS.filter((kind) => kind.fields.some((field) => field.type === module.name));
      return module.appendix && kinds.length > 0 ? [...module.appendix(kinds.map((kind) => kind.doc.title)), ""] : [];
    }),
    GENERATED_END,
  ].join("\n");

/** CONTENT.md with its generated reference replaced (or appended), the hand-written text untouched. */
const updateReference = (existing: string, rootDir: string): string => {
  const reference = renderReference(rootDir);
  const start = existing.indexOf(GENERATED_START);
  const end = existing.indexOf(GENERATED_END);
  if (start !== -1 && end > start)
    return `${existing.slice(0, start)}${reference}${existing.slice(end + GENERATED_END.length)}`;
  return `${existing.replace(/\s*$/, "\n\n")}${reference}\n`;
};

/** CONTENT.md with every generated part rewritten. */
export const updateContentDoc = (existing: string, rootDir: string): string =>
  updateDoc("CONTENT.md", existing, rootDir);
