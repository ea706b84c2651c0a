/**
 * Assertions on the production build in public/ (run `npm run build` first):
 * every route of docs/product.md exists as static HTML with its French title,
 * and the project and legal pages were generated from the Markdown files.
 */
import * as fs from "fs";
import * as path from "path";
import matter from "gray-matter";
import { parse } from "node-html-parser";

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");

const readPage = (route: string) => {
  const file = path.join(PUBLIC, route === "/" ? "" : route, "index.html");
  if (!fs.existsSync(file)) throw new Error(`${route} : ${path.relative(ROOT, file)} n’a pas été généré.`);
  return parse(fs.readFileSync(file, "utf8"));
};

const frontmatterOf = (file: string) => matter(fs.readFileSync(file, "utf8"), {}).data;
const site = frontmatterOf(path.join(ROOT, "content/settings/site.md"));

const projects = fs
  .readdirSync(path.join(ROOT, "content/projects"))
  .map((folder) => frontmatterOf(path.join(ROOT, "content/projects", folder, "index.md")))
  .filter((data) => !data.draft);
const legalPages = fs
  .readdirSync(path.join(ROOT, "content/legal"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => frontmatterOf(path.join(ROOT, "content/legal", file)));

const ROUTES: [string, string][] = [
  ["/accueil", `${site.name} – ${site.tagline}`],
  ["/realisation", `Projets Réalisés | ${site.name}`],
  ...projects.map((p): [string, string] => [`/projet/${p.slug}`, `${p.name} – ${site.name}`]),
  ...legalPages.map((p): [string, string] => [`/${p.slug}`, `${p.title} | ${site.name}`]),
];

beforeAll(() => {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    throw new Error("public/ est vide : lancez `npm run build` avant `npm run test:build`.");
  }
});

describe("the built site", () => {
  it("has the 7 project pages and the 5 legal pages of the Markdown content", () => {
    expect(projects).toHaveLength(7);
    expect(legalPages).toHaveLength(5);
    expect(legalPages.map((p) => p.slug).sort()).toEqual(
      ["cgu", "cgv", "mentions-legales", "politique-Confidentialite", "politique-cookies"].sort(),
    );
  });

  it.each(ROUTES)("%s is static HTML in French with its title and one main heading", (route, title) => {
    const page = readPage(route);
    expect(page.querySelector("html")?.getAttribute("lang")).toBe("fr");
    expect(page.querySelector("title")?.text).toBe(title);
    const headings = page.querySelectorAll("main h1");
    expect(headings).toHaveLength(1);
    expect(headings[0].text.trim()).not.toBe("");
  });

  it.each(projects.map((p) => [p.slug, p]))("/projet/%s was generated from its Markdown file", (slug, project) => {
    const page = readPage(`/projet/${slug}`);
    const data = JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data/projet", slug, "page-data.json"), "utf8"));
    expect(data.componentChunkName).toBe("component---src-templates-project-tsx");
    expect(page.querySelector("main")?.text).toContain(project.title.replace(/\s+/g, " ").trim().slice(0, 30));
  });

  it.each(legalPages.map((p) => [p.slug, p]))("/%s was generated from its Markdown file", (slug, legal) => {
    const page = readPage(`/${slug}`);
    const data = JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", slug, "page-data.json"), "utf8"));
    expect(data.componentChunkName).toBe("component---src-templates-legal-page-tsx");
    expect(page.querySelector("main h1")?.text).toBe(legal.title);
    expect(page.querySelectorAll("main h2").length).toBeGreaterThan(1);
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
