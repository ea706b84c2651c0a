/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import {
  pageSourcesOf,
  pagesQuery,
  planListingPages,
  planPages,
  type PageSource,
} from "../../src/node/content/pages";
import { kindByFolder, KINDS_WITH_PAGES, orderOf, pagePathOf, type KindWithPages } from "../../src/lib/content/content-model";
import { fallbackFor, legalPath, normalizePath, PORTFOLIO_PAGE_SIZE, projectPath } from "../../src/lib/routes";
import { slugifyHeading } from "../../src/lib/markdown/remark";

const SLUGS = [
  "gerer-mon-permis",
  "gerer-mes-vehicules",
  "marrakech-business-class",
  "elegance-kitchen-marrakech",
  "double-solution",
  "riad-dar-lina",
  "kids-care",
];
const LEGAL = ["mentions-legales", "cgu", "cgv", "politique-Confidentialite", "politique-cookies"];

const project = (slug: string | null, extra: Partial<PageSource> = {}): PageSource => ({
  id: `project-${slug}`,
  slug,
  file: `content/projects/${slug}/index.md`,
  ...extra,
});
const legal = (slug: string): PageSource => ({ id: `legal-${slug}`, slug, file: `content/legal/${slug}.md` });

describe("routes", () => {
  it("builds project and legal paths without trailing slash", () => {
    expect(projectPath("kids-care")).toBe("/projet/kids-care");
    expect(legalPath("politique-Confidentialite")).toBe("/politique-Confidentialite");
    expect(normalizePath("/accueil/")).toBe("/accueil");
    expect(normalizePath("/")).toBe("/");
  });

  it.each([
    ["/projet/inconnu", "/realisation"],
    ["/projet/inconnu/", "/realisation"],
    ["/PROJET/x", "/realisation"],
    ["/projet", "/realisation"],
    ["/", "/accueil"],
    ["/nimporte-quoi", "/accueil"],
    ["/projets-anciens/x", "/accueil"],
  ])("sends a visitor of the unknown path %s to %s", (from, to) => {
    expect(fallbackFor(from)).toBe(to);
  });

  it("gives headings stable ids for the table of contents", () => {
    expect(slugifyHeading("Article 3 – Définitions")).toBe("article-3-definitions");
    expect(slugifyHeading("L’éditeur du site")).toBe("l-editeur-du-site");
    expect(slugifyHeading("  Prix & paiement ! ")).toBe("prix-paiement");
  });
});

const ROOT = path.resolve(__dirname, "../..");
const PROJECTS = kindByFolder("projects") as KindWithPages;
const LEGAL_PAGES = kindByFolder("legal") as KindWithPages;

/** The planning of the site's two kinds with pages, projects then legal pages. */
const planOf = (
  { projects, legalPages }: { projects: PageSource[]; legalPages: PageSource[] },
  options?: { includeDrafts?: boolean },
) =>
  planPages(
    [
      { kind: PROJECTS, sources: projects },
      { kind: LEGAL_PAGES, sources: legalPages },
    ],
    options,
  );

describe("the kinds with pages (content model)", () => {
  it("have each a template, a required field for their order (`id` unless the entry says another) and a required slug", () => {
    expect(KINDS_WITH_PAGES.map((kind) => kind.folder)).toEqual(expect.arrayContaining(["projects", "legal"]));
    for (const kind of KINDS_WITH_PAGES) {
      expect(fs.existsSync(path.join(ROOT, kind.pages.template))).toBe(true);
      if (kind.pages.listing) expect(fs.existsSync(path.join(ROOT, kind.pages.listing.template))).toBe(true);
      expect(kind.fields.find((field) => field.name === "slug")).toMatchObject({ required: true });
      const order = orderOf(kind);
      expect({ kind: kind.folder, order: kind.fields.find((field) => field.name === order.field) }).toEqual({
        kind: kind.folder,
        order: expect.objectContaining({ required: true, type: expect.stringMatching(/^(integer|date)$/) }),
      });
      if (order.field === "id") expect(kind.fields.find((field) => field.name === "id")).toMatchObject({ graphqlName: "order" });
      for (const field of [kind.pages.titleField, kind.pages.headingField]) {
        expect(kind.fields.find((spec) => spec.name === field)).toMatchObject({ required: true });
      }
    }
  });

  it("have each an address that starts with / and holds the slug once, as the entry writes it", () => {
    for (const kind of KINDS_WITH_PAGES) {
      expect({ kind: kind.folder, path: kind.pages.path }).toEqual({
        kind: kind.folder,
        path: expect.stringMatching(/^\/(?:[a-z0-9-]+\/)*\{slug\}$/),
      });
    }
    expect(pagePathOf(PROJECTS, "kids-care")).toBe("/projet/kids-care");
    expect(pagePathOf(LEGAL_PAGES, "politique-Confidentialite")).toBe("/politique-Confidentialite");
    expect(pagePathOf({ ...PROJECTS, pages: { ...PROJECTS.pages, path: "/recrutement/{slug}" } }, "dev-web")).toBe(
      "/recrutement/dev-web",
    );
  });

  it("are read by one query, each kind in its order, with the draft flag where the kind has one", () => {
    const query = pagesQuery(KINDS_WITH_PAGES);
    expect(query).toContain("allProject(sort: { order: ASC }) {\n    nodes {\n      id\n      slug\n      draft\n");
    expect(query).toContain("allLegalPage(sort: { order: ASC }) {\n    nodes {\n      id\n      slug\n      parent");
    // A kind ordered by a date, newest first, is read in that order and needs no `id`.
    const news = { ...PROJECTS, nodeType: "News", order: { field: "publishedAt", direction: "DESC" as const } };
    expect(pagesQuery([news])).toContain("allNews(sort: { publishedAt: DESC }) {");
    expect(planListingPages(PROJECTS.pages.listing!, 1, { publishedAt: "DESC" })[0].context.sort).toEqual({
      publishedAt: "DESC",
    });
    const kinds = pageSourcesOf([PROJECTS, LEGAL_PAGES], {
      allProject: {
        nodes: [
          { id: "p", slug: "kids-care", draft: false, parent: { parent: { relativePath: "kids-care/index.md" } } },
        ],
      },
      allLegalPage: { nodes: [{ id: "l", slug: "cgu", parent: null }] },
    });
    expect(kinds.map(({ kind, sources }) => [kind.folder, sources])).toEqual([
      ["projects", [{ id: "p", slug: "kids-care", draft: false, file: "content/projects/kids-care/index.md" }]],
      ["legal", [{ id: "l", slug: "cgu", draft: undefined, file: "content/legal/?" }]],
    ]);
  });
});

describe("page planning", () => {
  const sources = { projects: SLUGS.map((slug) => project(slug)), legalPages: LEGAL.map(legal) };

  it("plans one page per project at /projet/{slug} and one per legal page at its route", () => {
    const result = planOf(sources);
    expect(result.errors).toEqual([]);
    expect(result.pages.map((page) => page.path)).toEqual([
      ...SLUGS.map((slug) => `/projet/${slug}`),
      ...LEGAL.map((slug) => `/${slug}`),
    ]);
    expect(result.pages[0]).toEqual({
      path: "/projet/gerer-mon-permis",
      template: "src/templates/project.tsx",
      context: { id: "project-gerer-mon-permis", slug: "gerer-mon-permis" },
    });
  });

  it("gives one more page for one more Markdown project", () => {
    const result = planOf({ ...sources, projects: [...sources.projects, project("nouveau-client")] });
    expect(result.pages).toHaveLength(13);
    expect(result.pages.map((page) => page.path)).toContain("/projet/nouveau-client");
  });

  it("leaves a draft out of the build, says so, and shows it in development", () => {
    const withDraft = { ...sources, projects: [...sources.projects, project("brouillon", { draft: true })] };
    const built = planOf(withDraft);
    expect(built.pages).toHaveLength(12);
    expect(built.skipped).toEqual(["content/projects/brouillon/index.md — brouillon (draft: true), page non publiée."]);
    expect(planOf(withDraft, { includeDrafts: true }).pages).toHaveLength(13);
  });

  it("fails with the file named when a project has no slug", () => {
    const result = planOf({
      ...sources,
      projects: [...sources.projects, { id: "x", slug: "", file: "content/projects/x/index.md" }],
    });
    expect(result.errors).toEqual([
      "content/projects/x/index.md — champ « slug » : est obligatoire pour créer la page.",
    ]);
  });

  it("fails when two pages would share a path, whatever the case", () => {
    const result = planOf({
      projects: [],
      legalPages: [legal("cgu"), { ...legal("CGU"), file: "content/legal/autre.md" }],
    });
    expect(result.errors).toEqual([
      "content/legal/autre.md — champ « slug » : l’adresse /CGU est déjà prise par content/legal/cgu.md.",
    ]);
  });

  it.each([
    ["projects", "../../../../tmp/x"],
    ["projects", "a/../../b"],
    ["projects", "x\ny"],
    ["projects", "Kids-Care"],
    ["legalPages", "../x"],
    ["legalPages", "/x"],
    ["legalPages", "a\\b"],
  ])("plans no page for a %s slug « %s » that is not an address of the site, whatever reached it", (kind, slug) => {
    const climbing = { id: "evil", slug, file: "content/x/index.md" };
    const result = planOf({ projects: [], legalPages: [], [kind]: [climbing] });
    expect(result.pages).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^content\/x\/index\.md — champ « slug » : doit être .*aucune page n’est écrite\.$/,
    );
    expect(result.errors[0]).not.toContain("\n");
  });

  it("refuses a legal page on a path the site already uses", () => {
    const result = planOf({ projects: [], legalPages: [legal("accueil")] });
    expect(result.errors).toEqual([
      "content/legal/accueil.md — champ « slug » : l’adresse /accueil est déjà prise par une page du site.",
    ]);
  });
});

describe("planListingPages", () => {
  const PORTFOLIO = PROJECTS.pages.listing!;
  const listing = (pageSize: number) => ({ ...PORTFOLIO, pageSize });

  it("is the projects' portfolio at /realisation, 12 a page, with its template (content model)", () => {
    expect(PORTFOLIO).toEqual({
      path: "/realisation",
      pageSize: PORTFOLIO_PAGE_SIZE,
      title: "Projets Réalisés",
      template: "src/templates/portfolio.tsx",
    });
    expect(fs.existsSync(path.join(ROOT, PORTFOLIO.template))).toBe(true);
  });

  it("keeps every project on /realisation while they fit on one page (the site today)", () => {
    expect(planListingPages(PORTFOLIO, 7)).toEqual([
      {
        path: "/realisation",
        template: "src/templates/portfolio.tsx",
        context: {
          skip: 0,
          limit: PORTFOLIO_PAGE_SIZE,
          page: 1,
          pageCount: 1,
          basePath: "/realisation",
          title: "Projets Réalisés",
        },
      },
    ]);
    expect(planListingPages(PORTFOLIO, 0)).toHaveLength(1);
  });

  it("goes on at /realisation/2, /realisation/3… past one page, each page with its own cards", () => {
    const pages = planListingPages(listing(12), 100);
    expect(pages.map((page) => page.path)).toEqual([
      "/realisation",
      ...Array.from({ length: 8 }, (_, index) => `/realisation/${index + 2}`),
    ]);
    expect(pages.map((page) => page.context.skip)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96]);
    expect(pages.every((page) => page.context.pageCount === 9 && page.context.limit === 12)).toBe(true);
    // Every project is on exactly one page.
    const shown = pages.flatMap(({ context }) =>
      Array.from({ length: Math.min(context.limit, 100 - context.skip) }, (_, i) => context.skip + i),
    );
    expect(shown).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(planListingPages(listing(12), 24)).toHaveLength(2);
    expect(planListingPages(listing(12), 25)).toHaveLength(3);
  });

  it("plans any kind's listing at its own address, with its own template and page size", () => {
    const jobs = {
      path: "/recrutement",
      pageSize: 5,
      title: "Offres d’emploi",
      template: "src/templates/job-offers.tsx",
    };
    expect(planListingPages(jobs, 6).map(({ path, template, context }) => [path, template, context.basePath])).toEqual([
      ["/recrutement", "src/templates/job-offers.tsx", "/recrutement"],
      ["/recrutement/2", "src/templates/job-offers.tsx", "/recrutement"],
    ]);
  });

  it("keeps a listing's address from an entry's page", () => {
    const jobs = {
      ...LEGAL_PAGES,
      pages: {
        ...LEGAL_PAGES.pages,
        listing: { path: "/recrutement", pageSize: 5, title: "Offres", template: "x.tsx" },
      },
    };
    const result = planPages([{ kind: jobs, sources: [legal("recrutement")] }]);
    expect(result.errors).toEqual([
      "content/legal/recrutement.md — champ « slug » : l’adresse /recrutement est déjà prise par une page du site.",
    ]);
  });
});
