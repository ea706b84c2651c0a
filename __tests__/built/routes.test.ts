/**
 * Assertions on the production build in public/ (run `npm run build` first):
 * every route of docs/product.md exists as static HTML with its French title,
 * and the pages of each kind with pages (src/lib/content/content-model.ts:
 * projects, legal pages) were generated from its Markdown files by its template.
 */
import * as fs from "fs";
import * as path from "path";
import { parse } from "node-html-parser";
import { CONTENT_PAGES, LEGAL_PAGES, PROJECTS, ROOT, ROUTES, SITE, squash } from "../e2e/support/routes";
import { loadSiteFacts } from "../../src/node/content/site-facts";

const PUBLIC = path.join(ROOT, "public");

const readPage = (route: string) => {
  const file = path.join(PUBLIC, route === "/" ? "" : route, "index.html");
  if (!fs.existsSync(file)) throw new Error(`${route} : ${path.relative(ROOT, file)} n’a pas été généré.`);
  return parse(fs.readFileSync(file, "utf8"));
};
const pageData = (route: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route, "page-data.json"), "utf8"));
/** Gatsby's name for a template's bundle: `component---src-templates-project-tsx`. */
const chunkOf = (template: string) => `component---${template.replace(/[/.]/g, "-")}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const site = loadSiteFacts(ROOT);

beforeAll(() => {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    throw new Error("public/ est vide : lancez `npm run build` avant `npm run test:build`.");
  }
});

describe("the built site", () => {
  it("has the 7 project pages and the 5 legal pages of the Markdown content", () => {
    expect(PROJECTS).toHaveLength(7);
    expect(LEGAL_PAGES).toHaveLength(5);
    expect(LEGAL_PAGES.map((p) => p.slug).sort()).toEqual(
      ["cgu", "cgv", "mentions-legales", "politique-Confidentialite", "politique-cookies"].sort(),
    );
  });

  it.each(ROUTES.map((route) => [route.path, route]))(
    "%s is static HTML in French with its title and one main heading",
    (_path, route) => {
      const page = readPage(route.path);
      expect(page.querySelector("html")?.getAttribute("lang")).toBe("fr");
      const title = page.querySelector("title")?.text ?? "";
      // The page's own words, then the site's name (the home page: the name, then the tagline).
      const [own, name] = route.kind === "home" ? [SITE.name, SITE.tagline] : route.titleParts;
      expect(title).toMatch(new RegExp(`^${escape(own)} [–|] ${escape(name)}$`));
      const headings = page.querySelectorAll("main h1");
      expect(headings).toHaveLength(1);
      expect(headings[0].text.trim()).not.toBe("");
    },
  );

  it.each(CONTENT_PAGES.map((route) => [route.path, route]))(
    "%s was generated from its Markdown file by its kind's template",
    (_path, route) => {
      const page = readPage(route.path);
      expect(pageData(route.path).componentChunkName).toBe(chunkOf(route.template!));
      expect(squash(page.querySelector("main h1")?.text ?? "")).toBe(squash(route.h1!));
    },
  );

  it.each(LEGAL_PAGES.map((p) => [p.slug]))("/%s has its sections", (slug) => {
    expect(readPage(`/${slug}`).querySelectorAll("main h2").length).toBeGreaterThan(1);
  });

  it("fills every company fact in the legal texts from the site facts", () => {
    const html = readPage("/mentions-legales").querySelector("main")!.text;
    expect(html).not.toContain("{{");
    for (const fact of [site.name, site.rcs, site.vatNumber, site.email, site.phoneDisplay, site.address.street]) {
      expect(html).toContain(fact);
    }
  });

  it("gives the CGU their 15 articles and last update of 24/09/2025, with a table of contents", () => {
    const page = readPage("/cgu");
    expect(page.querySelectorAll("main h2[id^='article-']")).toHaveLength(15);
    expect(page.querySelector("main header")!.text).toContain("Dernière mise à jour\u00a0: 24/09/2025");
    expect(page.querySelectorAll("nav[aria-labelledby='toc-title'] a")).toHaveLength(15);
  });

  it("redirects / and the unknown paths in the browser, from pages that exist", () => {
    const index = readPage("/");
    expect(index.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("0; url=/accueil");
    expect(fs.existsSync(path.join(PUBLIC, "404.html"))).toBe(true);
  });
});
