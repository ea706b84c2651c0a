import { legalPath, PORTFOLIO_PAGE_SIZE, portfolioPagePath, projectPath, RESERVED_PATHS } from "../../lib/routes";

/** What `createPages` needs to know of a project or legal page. */
export interface PageSource {
  id: string;
  slug: string | null | undefined;
  /** Markdown file the node came from, named in errors. */
  file: string;
  draft?: boolean | null;
}

export interface PagePlan {
  path: string;
  template: "project" | "legal";
  context: { id: string; slug: string };
}

export interface PagesResult {
  pages: PagePlan[];
  /** Problems that must stop the build, one readable line each. */
  errors: string[];
  /** Drafts left out, one line each. */
  skipped: string[];
}

/**
 * Plans one page per project at /projet/{slug} and one per legal page at /{slug}.
 * Drafts are left out unless `includeDrafts` (gatsby develop). A missing slug,
 * two pages on one path, or a legal page on a path the site already uses is an
 * error naming the file.
 */
export const planPages = (
  sources: { projects: PageSource[]; legalPages: PageSource[] },
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): PagesResult => {
  const result: PagesResult = { pages: [], errors: [], skipped: [] };
  const taken = new Map<string, string>(RESERVED_PATHS.map((p) => [p.toLowerCase(), "une page du site"]));

  const add = (source: PageSource, template: PagePlan["template"]) => {
    const slug = source.slug?.trim();
    if (!slug) {
      result.errors.push(`${source.file} — champ « slug » : est obligatoire pour créer la page.`);
      return;
    }
    if (source.draft && !includeDrafts) {
      result.skipped.push(`${source.file} — brouillon (draft: true), page non publiée.`);
      return;
    }
    const path = template === "project" ? projectPath(slug) : legalPath(slug);
    const owner = taken.get(path.toLowerCase());
    if (owner) {
      result.errors.push(`${source.file} — champ « slug » : l’adresse ${path} est déjà prise par ${owner}.`);
      return;
    }
    taken.set(path.toLowerCase(), source.file);
    result.pages.push({ path, template, context: { id: source.id, slug } });
  };

  sources.projects.forEach((source) => add(source, "project"));
  sources.legalPages.forEach((source) => add(source, "legal"));
  return result;
};

export interface PortfolioPagePlan {
  path: string;
  context: { skip: number; limit: number; page: number; pageCount: number };
}

/**
 * The portfolio in pages of `pageSize` cards: /realisation, then /realisation/2… Each page's HTML
 * and page data hold its own cards only, so they stay the same size however many projects there
 * are. With no more projects than one page holds (the site today), /realisation is the only page.
 */
export const planPortfolioPages = (projectCount: number, pageSize = PORTFOLIO_PAGE_SIZE): PortfolioPagePlan[] => {
  const pageCount = Math.max(1, Math.ceil(projectCount / pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: portfolioPagePath(index + 1),
    context: { skip: index * pageSize, limit: pageSize, page: index + 1, pageCount },
  }));
};
