import * as fs from "fs";
import * as path from "path";
import matter from "gray-matter";

/**
 * The site's routes (docs/product.md, "Routes"), read from content/ the way the build reads them,
 * so the suites cover every project and legal page a writer adds or removes.
 * Shared by the e2e suites (a real browser) and the built suites (public/).
 */
export const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");

const frontmatter = (file: string): Record<string, unknown> => matter(fs.readFileSync(file, "utf8")).data;

export interface SiteFacts {
  name: string;
  tagline: string;
  siteUrl: string;
}

export const SITE: SiteFacts = (() => {
  const data = frontmatter(path.join(CONTENT, "settings", "site.md"));
  return { name: String(data.name), tagline: String(data.tagline), siteUrl: String(data.siteUrl).replace(/\/$/, "") };
})();

export interface ProjectEntry {
  slug: string;
  name: string;
  title: string;
  order: number;
  /** Set when the page embeds a video (youtube-nocookie iframe). */
  youtube?: string;
}

/** Published projects (drafts get no page), in the site's order. */
export const PROJECTS: ProjectEntry[] = fs
  .readdirSync(path.join(CONTENT, "projects"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(CONTENT, "projects", entry.name, "index.md")))
  .map((entry) => frontmatter(path.join(CONTENT, "projects", entry.name, "index.md")))
  .filter((data) => data.draft !== true)
  .map((data) => ({
    slug: String(data.slug),
    name: String(data.name),
    title: String(data.title),
    order: Number(data.id ?? 0),
    youtube:
      typeof data.youtubeLink_embeded === "string" && data.youtubeLink_embeded ? data.youtubeLink_embeded : undefined,
  }))
  .sort((a, b) => a.order - b.order);

export interface LegalEntry {
  slug: string;
  title: string;
}

export const LEGAL_PAGES: LegalEntry[] = fs
  .readdirSync(path.join(CONTENT, "legal"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => frontmatter(path.join(CONTENT, "legal", file)))
  .filter((data) => data.draft !== true)
  .map((data) => ({ slug: String(data.slug), title: String(data.title), order: Number(data.id ?? 0) }))
  .sort((a, b) => a.order - b.order)
  .map(({ slug, title }) => ({ slug, title }));

export type RouteKind = "home" | "portfolio" | "project" | "legal";

export interface RouteCase {
  path: string;
  kind: RouteKind;
  /** Every one of these must appear in the document title. */
  titleParts: string[];
  /** Text of the main heading, when docs/product.md fixes it. */
  h1?: string;
  /** Embed URL of the page's YouTube video, if it has one. */
  video?: string;
}

/** Every route that answers 200. */
export const ROUTES: RouteCase[] = [
  { path: "/accueil", kind: "home", titleParts: [SITE.name, SITE.tagline] },
  {
    path: "/realisation",
    kind: "portfolio",
    titleParts: ["Projets Réalisés", SITE.name],
    h1: "Nos projets parlent d’eux-mêmes",
  },
  ...PROJECTS.map<RouteCase>((project) => ({
    path: `/projet/${project.slug}`,
    kind: "project",
    titleParts: [project.name, SITE.name],
    h1: project.title,
    video: project.youtube,
  })),
  ...LEGAL_PAGES.map<RouteCase>((page) => ({
    path: `/${page.slug}`,
    kind: "legal",
    titleParts: [page.title, SITE.name],
    h1: page.title,
  })),
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

/** The six anchors of the header, in their order (docs/product.md, "Pages": Header). */
export const HEADER_ANCHORS = ["projects", "tarifs", "services", "aboutUs", "Processus", "contact"] as const;

/** Collapses white space (including the non-breaking spaces of French typography) for text comparisons. */
export const squash = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
