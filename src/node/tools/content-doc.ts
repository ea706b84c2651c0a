import * as path from "path";
import { CONTENT_KINDS, type ContentKind, type FieldSpec, type FieldType } from "../../lib/content/content-model";
import { ICON_NAMES } from "../../lib/icon-names";
import { SITE_FILE } from "../content/site-facts";
import { readFrontMatterOf } from "../content/content-files";
import { tokensFrom } from "../../lib/markdown/tokens";

/**
 * The generated part of CONTENT.md (the writers' guide): one section per kind of
 * content, straight from the content model (src/lib/content/content-model.ts:
 * each kind's `doc` and fields, in the table's order), the icon names,
 * the site facts of content/settings/site.md and the {{tokens}} Markdown can
 * use. `npm run docs:content` rewrites it; a unit test fails when it is stale.
 */
export const GENERATED_START =
  "<!-- DÉBUT DE LA RÉFÉRENCE GÉNÉRÉE\u00a0: ne pas modifier à la main, lancer `npm run docs:content` -->";
export const GENERATED_END = "<!-- FIN DE LA RÉFÉRENCE GÉNÉRÉE -->";

export const TYPE_LABELS: Record<FieldType, string> = {
  string: "texte court",
  text: "texte (une ou plusieurs phrases)",
  integer: "nombre entier",
  boolean: "`true` ou `false`",
  url: "adresse web complète (`https://…`)",
  email: "adresse e-mail",
  path: "lien interne (`/accueil`, `/accueil#contact`)",
  file: "fichier, chemin relatif au Markdown (`./…`)",
  date: "date `AAAA-MM-JJ`",
  slug: "identifiant d’adresse\u00a0: minuscules, chiffres et tirets",
  price: "prix HT en euros, nombre entier, ou `null` pour «\u00a0Sur devis\u00a0»",
  youtube: "adresse d’intégration YouTube (`https://www.youtube-nocookie.com/embed/…`)",
  icon: "nom d’icône (voir la liste plus bas)",
  choice: "une valeur parmi celles que le champ permet, écrite telle quelle",
  "list<string>": "liste de textes",
  "list<tag>": "liste d’étiquettes, chacune `{ id, name }`",
  "list<link>": "liste de liens, chacun `{ id, title, link }`",
};

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
const code = (text: string) => `\`${text.replace(/`/g, "ʼ")}\``;

/** The type of one field in its kind's table: a choice lists its values. */
const typeOf = (field: FieldSpec): string =>
  field.type === "choice"
    ? `une valeur parmi ${(field.choices ?? []).map(code).join(", ")}`
    : (TYPE_LABELS[field.type] ?? field.type);

export const kindSection = (kind: ContentKind): string => {
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
  for (const field of kind.fields) {
    lines.push(
      `| ${code(field.name)} | ${cell(typeOf(field))} | ${field.required ? "oui" : "non"} | ${cell(field.doc)} | ${code(cell(field.example))} |`,
    );
  }
  return lines.join("\n");
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

/** The generated reference, markers included. */
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
    ...CONTENT_KINDS.map((kind) => `${kindSection(kind)}\n`),
    siteSection(rootDir),
    "",
    "### Noms d’icônes",
    "",
    "Pour les champs de type `icon` (services, offres, chiffres)\u00a0:",
    "",
    ICON_NAMES.map(code).join(", "),
    "",
    GENERATED_END,
  ].join("\n");

/** CONTENT.md with its generated part replaced (or appended), the hand-written text untouched. */
export const updateContentDoc = (existing: string, rootDir: string): string => {
  const reference = renderReference(rootDir);
  const start = existing.indexOf(GENERATED_START);
  const end = existing.indexOf(GENERATED_END);
  if (start !== -1 && end > start)
    return `${existing.slice(0, start)}${reference}${existing.slice(end + GENERATED_END.length)}`;
  return `${existing.replace(/\s*$/, "\n\n")}${reference}\n`;
};
