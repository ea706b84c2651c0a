/**
 * The registry of the kinds of content (`CONTENT_KINDS`): each kind's folder, node type, fields, computed
 * fields, pages, CMS collection and CONTENT.md section. The content check, the GraphQL schema, createPages,
 * the CMS, the generated docs and the route tests all read it (docs/content.md, « The content model »).
 * Pure (no Node module): the CMS's browser bundle reads it too.
 */

import type { BaseFieldSpec, SpecContext } from "./field-types/field-type";
import type { FieldType } from "./field-types";
import { titleBudget, TITLE_MAX_LENGTH } from "./page-title";
import { legalPath, PORTFOLIO_PAGE_SIZE, PORTFOLIO_PATH, projectPath } from "../routes";

export { FIELD_TYPES, FIELD_TYPE_MODULES, fieldTypeOf, type FieldType } from "./field-types";

/** One frontmatter field: its type is a module of src/lib/content/field-types/, which says what it accepts. */
export interface FieldSpec extends BaseFieldSpec {
  type: FieldType;
}

/** A node field not in the frontmatter, resolved at query time by a field extension of gatsby-node.ts. */
export interface ComputedField {
  name: string;
  graphql: string;
  description?: string;
  /** The frontmatter fields it is made from (`__tests__/unit/content-queries.test.ts`). */
  from?: string[];
}

/** The pages of a kind whose files are each a page of their own (`src/node/content/pages.ts`). */
export interface KindPages {
  /** The page's address, `{slug}` standing for the file's `slug`; written nowhere else (`pagePathOf`). */
  path: string;
  /** The template, from the repository's root; its query takes `$id` (context: `id`, `slug`). */
  template: string;
  titleField: string;
  headingField: string;
  listing?: KindListing;
}

/** The listing of a kind's published entries: `path`, then `path/2`… past `pageSize` (`planListingPages`, pages.ts). */
export interface KindListing {
  path: string;
  pageSize: number;
  title: string;
  /** Its query takes `$skip` and `$limit`; its context also holds `page`, `pageCount`, `basePath` and `title`. */
  template: string;
}

/** What the writers' CMS needs beyond labels and fields (`src/cms/config.ts`). */
export interface KindCms {
  identifier?: string;
  /** Decap's preview link; a kind with pages is previewed on its own page when left out. */
  previewPath?: string;
  bodyLabel?: string;
}

/** The kind in CONTENT.md, in French (`src/node/tools/content-doc.ts`). */
export interface KindDoc {
  title: string;
  layout: string;
  contents: string;
  /** Where a visitor sees it besides its own pages: « cartes de l’accueil ». */
  shownAt?: string;
}

/**
 * How a kind's entries are ordered, for its pages, its listing and the CMS: by a field of the kind, ascending or
 * descending (newest first: a date, `DESC`). Left out: by the number `id`, ascending.
 */
export interface KindOrder {
  field: string;
  direction: "ASC" | "DESC";
}

export interface ContentKind<Folder extends string = string> {
  /** Folder under content/ and name of the gatsby-source-filesystem instance. */
  folder: Folder;
  label: string;
  labelSingular: string;
  nodeType: string;
  /** Whether the Markdown body is used (and so must not be empty). */
  body: "required" | "optional" | "unused";
  unique: string[];
  /** Number of files the site expects, when docs/product.md fixes it (8 services, 4 offers, 4 process steps…). */
  expectedCount?: number;
  fields: FieldSpec[];
  computed?: ComputedField[];
  /** Each entry is a folder, `<slug>/index.md` with its images beside it. */
  folderPerEntry?: boolean;
  pages?: KindPages;
  /** The order of the entries (`KindOrder`); by `id` when left out. */
  order?: KindOrder;
  cms: KindCms;
  doc: KindDoc;
}

export type KindWithPages = ContentKind & { pages: KindPages };

export const pagePathOf = (kind: KindWithPages, slug: string): string => kind.pages.path.replace("{slug}", slug);

/** The node field holding the page's address, so templates and lists never write it again. */
export const PAGE_PATH_FIELD: ComputedField = {
  name: "pagePath",
  graphql: "String!",
  description: "The address of this entry's page, from its kind's pages.path in the content model.",
  from: ["slug"],
};

export const computedFieldsOf = (kind: ContentKind): ComputedField[] => [
  ...(kind.computed ?? []),
  ...(kind.pages ? [PAGE_PATH_FIELD] : []),
];

export const BY_ID: KindOrder = { field: "id", direction: "ASC" };

export const orderOf = (kind: ContentKind): KindOrder => kind.order ?? BY_ID;

/** The order as Gatsby's `sort` argument takes it, under the field's GraphQL name: `{ order: "ASC" }`. */
export const graphqlSortOf = (kind: ContentKind): Record<string, "ASC" | "DESC"> => {
  const order = orderOf(kind);
  const spec = kind.fields.find((field) => field.name === order.field);
  return { [spec?.graphqlName ?? order.field]: order.direction };
};

/** What the field types may ask of the other kinds (a reference's target), from a list of kinds. */
export const specContextOf = (kinds: readonly ContentKind[]): SpecContext => ({
  kindOf: (folder) => {
    const kind = kinds.find((candidate) => candidate.folder === folder);
    return kind && { label: kind.label, nodeType: kind.nodeType, fields: kind.fields, identifier: kind.cms.identifier ?? "title" };
  },
});

/**
 * A kind's fields with the limits its pages set: the field that feeds the page's <title> (`pages.titleField`)
 * gets the title budget as its `maxLength` (src/lib/content/page-title.ts), unless the model gives it less.
 * Without the site's name (a tool that only formats files), the fields as the model declares them.
 */
export const fieldsWithLimits = (kind: ContentKind, siteName?: string): FieldSpec[] =>
  kind.fields.map((spec) => (siteName !== undefined && spec.name === kind.pages?.titleField ? withTitleBudget(spec, siteName) : spec));

export const withTitleBudget = (spec: FieldSpec, siteName: string): FieldSpec => {
  const budget = titleBudget(siteName);
  if (spec.maxLength !== undefined && spec.maxLength <= budget) return spec;
  return {
    ...spec,
    maxLength: budget,
    maxLengthReason: `le titre de la page y ajoute un séparateur et «\u00a0${siteName}\u00a0»\u00a0: ${TITLE_MAX_LENGTH}\u00a0caractères au plus en tout`,
  };
};

/** Keeps each folder's name as a type (`ContentFolder`), so a table keyed by folder cannot name one that does not exist. */
const registry = <Folder extends string>(kinds: ContentKind<Folder>[]): ContentKind<Folder>[] => kinds;

const id = (what: string): FieldSpec => ({
  name: "id",
  label: "Numéro",
  type: "integer",
  required: true,
  doc: `Numéro unique ${what}, qui fixe aussi l’ordre d’affichage.`,
  example: "1",
  graphqlName: "order",
});

/** The Markdown body as HTML, resolved by gatsby-transformer-remark on the Markdown node. */
export const html = (description?: string): ComputedField => ({
  name: "html",
  graphql: 'String! @markdownPassthrough(field: "html")',
  ...(description ? { description } : {}),
});

/** The body's level-2 headings that have an id, for a table of contents. */
export const headings = (): ComputedField => ({ name: "headings", graphql: "[TocEntry!]! @markdownHeadings" });

/** The body as plain text, cut on a word at 160 characters (src/node/content/plain-text.ts). */
export const summary = (name: string, description: string): ComputedField => ({
  name,
  graphql: "String! @markdownSummary",
  description,
});

/** The sanitised markup of the SVG named by the `file` field (src/node/content/svg-fields.ts). */
export const inlineSvg = (name: string, file: string, description: string): ComputedField => ({
  name,
  graphql: `InlineSvg! @inlineSvg(file: ${JSON.stringify(file)})`,
  from: [file],
  description,
});

export const CONTENT_KINDS = registry([
  {
    folder: "projects",
    label: "Réalisations",
    labelSingular: "Projet",
    nodeType: "Project",
    folderPerEntry: true,
    pages: {
      path: projectPath("{slug}"),
      template: "src/templates/project.tsx",
      titleField: "name",
      headingField: "title",
      listing: {
        path: PORTFOLIO_PATH,
        pageSize: PORTFOLIO_PAGE_SIZE,
        title: "Projets Réalisés",
        template: "src/templates/portfolio.tsx",
      },
    },
    cms: { identifier: "name", bodyLabel: "Description du projet" },
    doc: {
      title: "Projets",
      layout: "un dossier par projet\u00a0: `content/projects/<slug>/index.md`, ses images à côté",
      contents: "Les études de cas, une par dossier, avec leurs images",
      shownAt: "cartes de l’accueil",
    },
    body: "required",
    unique: ["id", "slug"],
    fields: [
      id("du projet"),
      {
        name: "slug",
        label: "Adresse (slug)",
        type: "slug",
        required: true,
        doc: "Adresse de la page : /projet/{slug}.",
        example: "gerer-mon-permis",
      },
      {
        name: "name",
        label: "Nom",
        type: "string",
        required: true,
        doc: "Nom du projet, repris dans le titre de la page.",
        example: "Gérer mon permis",
      },
      {
        name: "title",
        label: "Titre",
        type: "text",
        required: true,
        doc: "Grand titre de la carte et de la page.",
        example: "Une application qui accompagne l’élève jusqu’au permis",
      },
      {
        name: "client",
        label: "Client",
        type: "string",
        required: false,
        doc: "Client pour qui le projet a été réalisé.",
        example: "Auto-école Horizon",
      },
      {
        name: "year",
        label: "Année",
        type: "integer",
        required: false,
        doc: "Année de mise en ligne.",
        example: "2024",
      },
      {
        name: "image",
        label: "Visuel principal",
        type: "file",
        required: true,
        doc: "Visuel principal (PNG ou JPG, 1600 px de large au moins).",
        example: "./image.png",
        // The 1200 × 630 share image is its widest file (src/templates/project.tsx; the cards take at most 1120 px).
        scaledImage: { widthNeeded: 1200 },
      },
      {
        name: "thumbnail_image",
        label: "Visuel du haut de page",
        type: "file",
        required: false,
        doc: "Visuel montré en haut de la page quand il n’y a pas de vidéo.",
        example: "./thumbnail.png",
        // The content width, the widest file src/templates/project.tsx takes of it.
        scaledImage: { widthNeeded: 1120 },
      },
      {
        name: "icon",
        label: "Logo",
        type: "file",
        required: true,
        doc: "Logo du projet (SVG).",
        example: "./icon.svg",
      },
      {
        name: "iconPage",
        label: "Logo de la page",
        type: "file",
        required: false,
        doc: "Logo propre à la page du projet ; à défaut, `icon`.",
        example: "./icon-page.svg",
      },
      {
        name: "isReverse",
        label: "Carte inversée",
        type: "boolean",
        required: true,
        doc: "Inverse la carte : image à gauche, texte à droite.",
        example: "false",
      },
      {
        name: "isAvailable",
        label: "Site en ligne",
        type: "boolean",
        required: true,
        doc: "Le site du client est en ligne.",
        example: "true",
      },
      {
        name: "tags",
        label: "Étiquettes",
        type: "list<tag>",
        required: true,
        doc: "Étiquettes, chacune avec `id` et `name`.",
        example: "[{ id: 1, name: Application mobile }]",
      },
      {
        name: "websiteLink",
        label: "Adresse du site réalisé",
        type: "url",
        required: true,
        doc: "Adresse du site réalisé (bouton « Voir le site »).",
        example: "https://www.gerermonpermis.fr",
      },
      {
        name: "youtubeLink_embeded",
        label: "Vidéo YouTube",
        type: "youtube",
        required: false,
        doc: "Vidéo de présentation (adresse d’intégration YouTube).",
        example: "https://www.youtube-nocookie.com/embed/VIDEO_ID",
      },
      {
        name: "draft",
        label: "Brouillon",
        type: "boolean",
        required: false,
        doc: "`true` : le projet n’est pas publié.",
        example: "false",
        defaultValue: false,
      },
    ],
    computed: [
      inlineSvg(
        "iconSvg",
        "icon",
        "The card's logo (icon) as markup to draw inside the page (src/node/content/svg-sanitiser.ts).",
      ),
      summary("description", "Plain-text summary of the description, for meta tags and cards."),
      html("The description (Markdown body) as HTML."),
    ],
  },
  {
    folder: "legal",
    label: "Pages légales",
    labelSingular: "Page légale",
    nodeType: "LegalPage",
    pages: { path: legalPath("{slug}"), template: "src/templates/legal-page.tsx", titleField: "title", headingField: "title" },
    cms: { identifier: "title" },
    doc: {
      title: "Pages légales",
      layout: "un fichier par page\u00a0: `content/legal/<slug>.md`",
      contents: "CGU, CGV, mentions légales, politiques de confidentialité et de cookies",
    },
    body: "required",
    unique: ["id", "slug"],
    expectedCount: 5,
    fields: [
      id("de la page"),
      {
        name: "slug",
        label: "Adresse (slug)",
        type: "slug",
        rule: "route",
        required: true,
        doc: "Adresse de la page, sans barre oblique.",
        example: "cgu",
      },
      {
        name: "title",
        label: "Titre",
        type: "string",
        required: true,
        doc: "Titre de la page.",
        example: "Conditions générales d’utilisation",
      },
      {
        name: "description",
        label: "Résumé",
        type: "text",
        required: true,
        doc: "Résumé pour les moteurs de recherche (150 caractères environ).",
        example: "Les règles d’utilisation du site.",
      },
      {
        name: "updatedAt",
        label: "Dernière mise à jour",
        type: "date",
        required: false,
        doc: "Date de dernière mise à jour (AAAA-MM-JJ).",
        example: "2025-09-24",
      },
      {
        name: "toc",
        label: "Table des matières",
        type: "boolean",
        required: false,
        doc: "Affiche une table des matières des titres de niveau 2.",
        example: "true",
        defaultValue: false,
      },
    ],
    computed: [html(), headings()],
  },
  {
    folder: "services",
    label: "Services",
    labelSingular: "Service",
    nodeType: "Service",
    cms: { identifier: "title", previewPath: "accueil#services" },
    doc: {
      title: "Services",
      layout: "un fichier par service\u00a0: `content/services/NN-nom.md`",
      contents: "Les 8 services",
      shownAt: "`/accueil#services`",
    },
    body: "required",
    unique: ["id"],
    expectedCount: 8,
    fields: [
      id("du service"),
      {
        name: "title",
        label: "Nom du service",
        type: "string",
        required: true,
        doc: "Nom du service.",
        example: "Applications web",
      },
      {
        name: "icon",
        label: "Icône",
        type: "icon",
        required: true,
        doc: "Nom de l’icône (voir la liste des icônes dans CONTENT.md).",
        example: "code",
      },
      {
        name: "width",
        label: "Largeur (%)",
        type: "integer",
        required: true,
        doc: "Largeur de la carte sur grand écran, en pourcentage (1 à 100).",
        example: "50",
      },
      {
        name: "image",
        label: "Image",
        type: "file",
        required: false,
        doc: "Image d’illustration de la carte.",
        example: "./web.png",
      },
    ],
    computed: [
      html(),
    ],
  },
  {
    folder: "offers",
    label: "Offres tarifaires",
    labelSingular: "Offre",
    nodeType: "Offer",
    cms: { identifier: "website", previewPath: "accueil#tarifs" },
    doc: {
      title: "Offres tarifaires",
      layout: "un fichier par offre\u00a0: `content/offers/NN-nom.md`",
      contents: "Les 4 offres tarifaires",
      shownAt: "`/accueil#tarifs`",
    },
    body: "unused",
    unique: ["id", "website"],
    expectedCount: 4,
    fields: [
      id("de l’offre"),
      {
        name: "website",
        label: "Nom de l’offre",
        type: "string",
        required: true,
        doc: "Nom de l’offre.",
        example: "Site Vitrine",
      },
      {
        name: "label_price",
        label: "Mention au-dessus du prix",
        type: "string",
        required: true,
        doc: "Mention au-dessus du prix.",
        example: "À partir de",
      },
      {
        name: "price",
        label: "Prix HT (€)",
        type: "price",
        required: true,
        doc: "Prix HT en euros, nombre entier ; vide (`null` dans le fichier) pour « Sur devis ».",
        example: "1400",
      },
      {
        name: "desc",
        label: "Présentation",
        type: "text",
        required: true,
        doc: "Phrase de présentation de l’offre.",
        example: "Un site élégant pour présenter votre activité.",
      },
      {
        name: "button",
        label: "Texte du bouton",
        type: "string",
        required: true,
        doc: "Texte du bouton vers le formulaire de contact.",
        example: "Demander un devis",
      },
      { name: "icon", label: "Icône", type: "icon", required: true, doc: "Nom de l’icône.", example: "layout" },
      {
        name: "benefits",
        label: "Ce qui est compris",
        type: "list<string>",
        required: true,
        doc: "Ce que l’offre comprend, une ligne par avantage.",
        example: "[5 pages sur mesure, 2 révisions]",
      },
      {
        name: "popular",
        label: "La plus demandée",
        type: "boolean",
        required: false,
        doc: "Marque l’offre comme la plus demandée.",
        example: "true",
        defaultValue: false,
      },
    ],
  },
  {
    folder: "process",
    label: "Étapes du processus",
    labelSingular: "Étape",
    nodeType: "ProcessStep",
    cms: { identifier: "title", previewPath: "accueil#Processus" },
    doc: {
      title: "Étapes du processus",
      layout: "un fichier par étape\u00a0: `content/process/NN-nom.md`",
      contents: "Les 4 étapes de la méthode",
      shownAt: "`/accueil#Processus`",
    },
    body: "required",
    unique: ["id", "step"],
    expectedCount: 4,
    fields: [
      id("de l’étape"),
      {
        name: "step",
        label: "Libellé de l’étape",
        type: "string",
        required: true,
        doc: "Libellé de l’étape.",
        example: "Étape 01",
      },
      {
        name: "title",
        label: "Titre",
        type: "string",
        required: true,
        doc: "Titre de l’étape.",
        example: "Exploration & Conceptualisation",
      },
    ],
    computed: [
      html(),
    ],
  },
  {
    folder: "stats",
    label: "Chiffres clés",
    labelSingular: "Chiffre",
    nodeType: "Stat",
    cms: { identifier: "title", previewPath: "accueil" },
    doc: {
      title: "Chiffres clés",
      layout: "un fichier par chiffre\u00a0: `content/stats/NN-nom.md`",
      contents: "Les 3 chiffres clés",
      shownAt: "Accueil",
    },
    body: "unused",
    unique: ["id"],
    expectedCount: 3,
    fields: [
      id("du chiffre"),
      {
        name: "value",
        label: "Chiffre",
        type: "string",
        required: true,
        doc: "Le chiffre, tel qu’affiché.",
        example: "+10",
      },
      {
        name: "title",
        label: "Ce qu’il mesure",
        type: "string",
        required: true,
        doc: "Ce qu’il mesure.",
        example: "ans d’expérience",
      },
      { name: "icon", label: "Icône", type: "icon", required: true, doc: "Nom de l’icône.", example: "calendar" },
    ],
  },
  {
    folder: "clients",
    label: "Logos clients",
    labelSingular: "Client",
    nodeType: "ClientLogo",
    cms: { identifier: "name", previewPath: "accueil" },
    doc: {
      title: "Logos clients",
      layout: "un fichier par client, son logo SVG à côté\u00a0: `content/clients/NN-nom.md`",
      contents: "Les 10 logos clients (SVG)",
      shownAt: "Rangée de logos de l’accueil",
    },
    body: "unused",
    unique: ["id", "name"],
    expectedCount: 10,
    fields: [
      id("du client"),
      {
        name: "name",
        label: "Nom du client",
        type: "string",
        required: true,
        doc: "Nom du client (texte alternatif du logo).",
        example: "Atlas Transit",
      },
      {
        name: "icon",
        label: "Logo (SVG)",
        type: "file",
        required: true,
        doc: "Logo en SVG.",
        example: "./atlas-transit.svg",
      },
    ],
    computed: [
      inlineSvg("svg", "icon", "The logo as markup to draw inside the page (src/node/content/svg-sanitiser.ts)."),
    ],
  },
  {
    folder: "home",
    label: "Textes de l’accueil",
    labelSingular: "Textes de l’accueil",
    nodeType: "HomeContent",
    cms: { previewPath: "accueil" },
    doc: {
      title: "Textes de l’accueil et des réalisations",
      layout: "un seul fichier\u00a0: `content/home/index.md`",
      contents: "Titres et textes des sections de l’accueil et de la page Réalisations",
      shownAt: "`/accueil`, `/realisation`",
    },
    body: "unused",
    unique: [],
    expectedCount: 1,
    fields: [
      {
        name: "heroEyebrow",
        label: "Mention au-dessus du grand titre",
        type: "string",
        required: true,
        doc: "Petite mention au-dessus du grand titre de l’accueil.",
        example: "Agence web et mobile à Sartrouville",
      },
      {
        name: "heroTitle",
        label: "Grand titre",
        type: "text",
        required: true,
        doc: "Grand titre de la page d’accueil (le seul titre de niveau 1).",
        example: "Des sites et des applications qui font grandir votre activité",
      },
      {
        name: "heroText",
        label: "Promesse",
        type: "text",
        required: true,
        doc: "Phrase de promesse sous le grand titre.",
        example: "Nous concevons, développons et hébergeons vos projets digitaux.",
      },
      {
        name: "heroClaim",
        label: "Mention des avis clients",
        type: "string",
        required: true,
        doc: "Mention à côté des avis clients.",
        example: "+ 20 Clients satisfaits",
      },
      {
        name: "logosTitle",
        label: "Titre des logos clients",
        type: "string",
        required: true,
        doc: "Titre de la rangée de logos clients.",
        example: "Ils nous font confiance",
      },
      {
        name: "projectsTitle",
        label: "Titre « Réalisations »",
        type: "string",
        required: true,
        doc: "Titre de la section Réalisations de l’accueil.",
        example: "Des projets qui parlent pour nous",
      },
      {
        name: "projectsText",
        label: "Introduction « Réalisations »",
        type: "text",
        required: true,
        doc: "Introduction de la section Réalisations.",
        example: "Applications, boutiques et sites livrés pour nos clients.",
      },
      {
        name: "statsTitle",
        label: "Titre des chiffres clés",
        type: "string",
        required: true,
        doc: "Titre (lu par les lecteurs d’écran) des chiffres clés.",
        example: "Voltis Digital en chiffres",
      },
      {
        name: "offersTitle",
        label: "Titre « Tarifs »",
        type: "string",
        required: true,
        doc: "Titre de la section Tarifs.",
        example: "Découvrez nos offres tarifaires",
      },
      {
        name: "offersText",
        label: "Introduction « Tarifs »",
        type: "text",
        required: true,
        doc: "Introduction de la section Tarifs.",
        example: "Des prix clairs, hors taxes, sans surprise.",
      },
      {
        name: "offersNote",
        label: "Note sous les offres",
        type: "text",
        required: true,
        doc: "Note sous les offres (conditions de prix).",
        example: "Prix indicatifs hors taxes.",
      },
      {
        name: "servicesTitle",
        label: "Titre « Services »",
        type: "string",
        required: true,
        doc: "Titre de la section Services.",
        example: "Tout ce qu’il faut pour réussir en ligne",
      },
      {
        name: "servicesText",
        label: "Introduction « Services »",
        type: "text",
        required: true,
        doc: "Introduction de la section Services.",
        example: "Du design à l’hébergement, une seule équipe.",
      },
      {
        name: "aboutTitle",
        label: "Titre « À propos »",
        type: "string",
        required: true,
        doc: "Titre de la section À propos.",
        example: "Une équipe qui conçoit et développe",
      },
      {
        name: "aboutText",
        label: "Présentation de l’agence",
        type: "text",
        required: true,
        doc: "Présentation de l’agence.",
        example: "Nous sommes une agence à taille humaine…",
      },
      {
        name: "aboutPoints",
        label: "Engagements",
        type: "list<string>",
        required: true,
        doc: "Engagements de l’agence, une ligne par engagement.",
        example: "[Un interlocuteur unique, Le code vous appartient]",
      },
      {
        name: "processTitle",
        label: "Titre « Processus »",
        type: "string",
        required: true,
        doc: "Titre de la section Processus.",
        example: "Notre méthode en quatre étapes",
      },
      {
        name: "processText",
        label: "Introduction « Processus »",
        type: "text",
        required: true,
        doc: "Introduction de la section Processus.",
        example: "Un cadre clair, de la première idée au lancement.",
      },
      {
        name: "contactTitle",
        label: "Titre du bloc de contact",
        type: "string",
        required: true,
        doc: "Titre du bloc de contact (accueil, réalisations, projets).",
        example: "Parlons de votre projet",
      },
      {
        name: "contactText",
        label: "Texte du bloc de contact",
        type: "text",
        required: true,
        doc: "Texte du bloc de contact.",
        example: "Décrivez votre besoin, nous vous répondons sous 24 h.",
      },
      {
        name: "portfolioTitle",
        label: "Grand titre de la page Réalisations",
        type: "string",
        required: true,
        doc: "Grand titre de la page Réalisations.",
        example: "Nos projets parlent d’eux-mêmes",
      },
      {
        name: "portfolioText",
        label: "Introduction de la page Réalisations",
        type: "text",
        required: true,
        doc: "Introduction de la page Réalisations.",
        example: "Sept projets, sept clients, sept histoires.",
      },
    ],
  },
  {
    folder: "navigation",
    label: "Navigation",
    labelSingular: "Navigation",
    nodeType: "Navigation",
    cms: { previewPath: "accueil" },
    doc: {
      title: "Navigation",
      layout: "un seul fichier\u00a0: `content/navigation/index.md`",
      contents: "Menu de l’en-tête, colonnes du pied de page",
      shownAt: "Toutes les pages",
    },
    body: "unused",
    unique: [],
    expectedCount: 1,
    fields: [
      {
        name: "header",
        label: "Menu de l’en-tête",
        type: "list<link>",
        required: true,
        doc: "Les entrées du menu, chacune avec `id`, `title`, `link`.",
        example: "[{ id: 1, title: Réalisations, link: /accueil#projects }]",
      },
      {
        name: "footerSections",
        label: "Pied de page : Sections",
        type: "list<link>",
        required: true,
        doc: "Colonne « Sections » du pied de page.",
        example: "[{ id: 1, title: Accueil, link: /accueil }]",
      },
      {
        name: "footerPages",
        label: "Pied de page : Autres pages",
        type: "list<link>",
        required: true,
        doc: "Colonne « Autres pages » du pied de page.",
        example: "[{ id: 1, title: Réalisations, link: /realisation }]",
      },
    ],
  },
]);

/** The fields of a kind whose images the build scales down past MAX_SOURCE_WIDTH (`scaledImage`). */
export const scaledImageFieldsOf = (kind: ContentKind): (FieldSpec & { scaledImage: { widthNeeded: number } })[] =>
  kind.fields.filter(
    (field): field is FieldSpec & { scaledImage: { widthNeeded: number } } => field.scaledImage !== undefined,
  );

export type ContentFolder = (typeof CONTENT_KINDS)[number]["folder"];

export const kindByFolder = (folder: string): ContentKind<ContentFolder> | undefined =>
  CONTENT_KINDS.find((kind) => kind.folder === folder);

export const KINDS_WITH_PAGES: KindWithPages[] = CONTENT_KINDS.filter((kind): kind is ContentKind<ContentFolder> & {
  pages: KindPages;
} => kind.pages !== undefined);
