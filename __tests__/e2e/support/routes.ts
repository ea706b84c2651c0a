import * as fs from "fs";
import * as path from "path";
import { readFrontMatter } from "../../../src/lib/content/front-matter";
import {
  kindByFolder,
  KINDS_WITH_PAGES,
  pagePathOf,
  type ContentFolder,
  type ContentKind,
} from "../../../src/lib/content/content-model";
import { isContentFileName, listMarkdownFiles } from "../../../src/node/content/content-files";

/**
 * The site's routes (docs/product.md, "Routes"), read from content/ the way the build reads them,
 * so the suites cover every page a writer adds or removes, of every kind with pages of the
 * content model (src/lib/content/content-model.ts).
 * Shared by the e2e suites (a real browser) and the built suites (public/).
 */
export const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");

const frontmatter = (file: string): Record<string, unknown> => readFrontMatter(fs.readFileSync(file, "utf8"), file).data;

export interface SiteFacts {
  name: string;
  tagline: string;
  siteUrl: string;
}

export const SITE: SiteFacts = (() => {
  const data = frontmatter(path.join(CONTENT, "settings", "site.md"));
  return { name: String(data.name), tagline: String(data.tagline), siteUrl: String(data.siteUrl).replace(/\/$/, "") };
})();

/** The frontmatter of one file of a kind, and where it comes from. */
export interface Entry {
  data: Record<string, unknown>;
  /** The file, from the repository's root. */
  file: string;
}

/** The published files of a kind (drafts get no page), in the site's order (`id`). */
export const entriesOf = (kind: ContentKind): Entry[] =>
  listMarkdownFiles(path.join(CONTENT, kind.folder))
    .filter((file) => isContentFileName(file))
    .map((file) => ({ data: frontmatter(file), file: path.relative(ROOT, file) }))
    .filter(({ data }) => data.draft !== true)
    .sort((a, b) => Number(a.data.id ?? 0) - Number(b.data.id ?? 0));

export interface ProjectEntry {
  slug: string;
  name: string;
  title: string;
  order: number;
  /** Set when the page embeds a video (youtube-nocookie iframe). */
  youtube?: string;
}

/** Published projects (drafts get no page), in the site's order. */
export const PROJECTS: ProjectEntry[] = entriesOf(kindByFolder("projects")!).map(({ data }) => ({
  slug: String(data.slug),
  name: String(data.name),
  title: String(data.title),
  order: Number(data.id ?? 0),
  youtube:
    typeof data.youtubeLink_embeded === "string" && data.youtubeLink_embeded ? data.youtubeLink_embeded : undefined,
}));

export interface LegalEntry {
  slug: string;
  title: string;
}

export const LEGAL_PAGES: LegalEntry[] = entriesOf(kindByFolder("legal")!).map(({ data }) => ({
  slug: String(data.slug),
  title: String(data.title),
}));

/**
 * A page of the site: one at a fixed route, the first page of a kind's listing (the projects' is the portfolio),
 * or one of a kind with pages (its folder, in the content model).
 */
export type RouteKind = "home" | "portfolio" | "listing" | ContentFolder;

export interface RouteCase {
  path: string;
  kind: RouteKind;
  /** Every one of these must appear in the document title. */
  titleParts: string[];
  /** Text of the main heading, when docs/product.md fixes it. */
  h1?: string;
  /** Embed URL of the page's YouTube video, if it has one. */
  video?: string;
  /** For a page of a kind with pages: the template that renders it (src/lib/content/content-model.ts). */
  template?: string;
}

/** The pages of the kinds with pages (src/lib/content/content-model.ts, `pages`), kind by kind in the model's order. */
export const CONTENT_PAGES: RouteCase[] = KINDS_WITH_PAGES.flatMap((kind) =>
  entriesOf(kind).map(({ data }) => ({
    path: pagePathOf(kind, String(data.slug)),
    kind: kind.folder as ContentFolder,
    titleParts: [String(data[kind.pages.titleField]), SITE.name],
    h1: String(data[kind.pages.headingField]),
    template: kind.pages.template,
    ...(typeof data.youtubeLink_embeded === "string" && data.youtubeLink_embeded
      ? { video: data.youtubeLink_embeded }
      : {}),
  })),
);

/**
 * The first page of each kind's listing (src/lib/content/content-model.ts, `pages.listing`) but the
 * portfolio, which ROUTES names with its heading: titled with the listing's `title`, by its template.
 */
export const LISTING_PAGES: RouteCase[] = KINDS_WITH_PAGES.flatMap((kind) =>
  kind.pages.listing && kind.folder !== "projects"
    ? [
        {
          path: kind.pages.listing.path,
          kind: "listing" as const,
          titleParts: [kind.pages.listing.title, SITE.name],
          template: kind.pages.listing.template,
        },
      ]
    : [],
);

/** Every route that answers 200. */
export const ROUTES: RouteCase[] = [
  { path: "/accueil", kind: "home", titleParts: [SITE.name, SITE.tagline] },
  {
    path: "/realisation",
    kind: "portfolio",
    titleParts: ["Projets Réalisés", SITE.name],
    h1: "Nos projets parlent d’eux-mêmes",
  },
  ...LISTING_PAGES,
  ...CONTENT_PAGES,
];

/**
 * Where the site sends a visitor who asks for a path that is not a page: the
 * status the deploy rehearsal answers first (a real 404 for unknown paths, whose
 * page then sends the visitor on; "/" is a 301 of netlify.toml to /accueil).
 */
export const REDIRECT_CASES: { from: string; to: string; status: number }[] = [
  { from: "/", to: "/accueil", status: 301 },
  { from: "/cette-page-nexiste-pas", to: "/accueil", status: 404 },
  { from: "/projet/projet-inconnu", to: "/realisation", status: 404 },
];

/**
 * The header's links, in their order, as content/navigation/index.md gives them (`header`): where a listing
 * goes in the navigation is content (docs/content.md, « Where a listing goes in the navigation »).
 */
export const HEADER_LINKS: string[] = (
  frontmatter(path.join(CONTENT, "navigation", "index.md")).header as { link: string }[]
).map((item) => item.link);

/** The header's links to a section of the home page, by the section's id: `projects`, `tarifs`… */
export const HEADER_ANCHORS: string[] = HEADER_LINKS.filter((link) => link.startsWith("/accueil#")).map(
  (link) => link.slice("/accueil#".length),
);

/** Collapses white space (including the non-breaking spaces of French typography) for text comparisons. */
export const squash = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
