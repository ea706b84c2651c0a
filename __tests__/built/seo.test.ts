/**
 * What search engines and social networks read on the built site (public/):
 * each page's canonical URL, description, Open Graph and Twitter cards with an
 * absolute image, the sitemap (every route of docs/product.md and nothing else),
 * robots.txt, the web manifest, and JSON-LD whose company facts are those of
 * content/settings/site.md, the one place they live.
 */
import * as fs from "fs";
import * as path from "path";
import { readFrontMatter } from "../../src/lib/content/front-matter";
import { parse, type HTMLElement } from "node-html-parser";
import { LEGAL_PAGES, PROJECTS, ROUTES, SITE } from "../e2e/support/routes";

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const facts = readFrontMatter(fs.readFileSync(path.join(ROOT, "content/settings/site.md"), "utf8"), "site.md").data as {
  name: string;
  phone: string;
  email: string;
  siteUrl: string;
  address: { street: string; postalCode: string; city: string; country: string };
  social: { name: string; url: string }[];
};

const read = (file: string) => {
  const absolute = path.join(PUBLIC, file);
  if (!fs.existsSync(absolute)) throw new Error(`public/${file} n’existe pas : lancez \`npm run build\` d’abord.`);
  return fs.readFileSync(absolute, "utf8");
};
const pageHtml = (route: string) => parse(read(path.join(route.slice(1), "index.html")));
const meta = (page: HTMLElement, key: string) =>
  page.querySelector(`meta[property="${key}"]`)?.getAttribute("content") ??
  page.querySelector(`meta[name="${key}"]`)?.getAttribute("content");

type JsonLdNode = Record<string, unknown> & { "@type"?: string | string[] };
const jsonLd = (page: HTMLElement): JsonLdNode[] =>
  page.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.text) as JsonLdNode);
const ofType = (page: HTMLElement, type: string) => jsonLd(page).find((node) => node["@type"] === type);

/** A file of public/ behind an absolute URL of the site. */
const publicFileOf = (url: string) => path.join(PUBLIC, decodeURIComponent(new URL(url).pathname));

beforeAll(() => {
  read("index.html");
});

describe.each(ROUTES.map((route) => [route.path, route]))("%s", (routePath, route) => {
  const page = pageHtml(routePath);
  const title = page.querySelector("title")?.text ?? "";

  it("has its canonical URL: the site URL and the path, no trailing slash", () => {
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE.siteUrl}${routePath}`);
    expect(meta(page, "og:url")).toBe(`${SITE.siteUrl}${routePath}`);
  });

  it("has a description, the same in its Open Graph and Twitter cards", () => {
    const description = meta(page, "description") ?? "";
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(meta(page, "og:description")).toBe(description);
    expect(meta(page, "twitter:description")).toBe(description);
  });

  it("has Open Graph and Twitter titles equal to the page title", () => {
    expect(title).not.toBe("");
    for (const part of route.titleParts) expect(title).toContain(part);
    expect(meta(page, "og:title")).toBe(title);
    expect(meta(page, "twitter:title")).toBe(title);
    expect(meta(page, "og:site_name")).toBe(facts.name);
    expect(meta(page, "og:locale")).toBe("fr_FR");
  });

  it("shares an absolute image that exists in the build, with its text alternative", () => {
    const image = meta(page, "og:image") ?? "";
    expect(image).toMatch(new RegExp(`^${SITE.siteUrl.replace(/\./g, "\\.")}/`));
    expect(fs.existsSync(publicFileOf(image))).toBe(true);
    expect(meta(page, "twitter:image")).toBe(image);
    expect(meta(page, "twitter:card")).toBe("summary_large_image");
    expect(meta(page, "og:image:alt")).toBeTruthy();
  });

  it("is indexable", () => {
    expect(meta(page, "robots") ?? "").not.toMatch(/noindex/);
  });
});

describe("project pages", () => {
  it.each(PROJECTS.map((project) => [project.slug, project]))(
    "%s shares its own image and describes itself as a CreativeWork of the agency",
    (slug, project) => {
      const page = pageHtml(`/projet/${slug}`);
      const home = pageHtml("/accueil");
      const image = meta(page, "og:image");
      expect(image).not.toBe(meta(home, "og:image"));
      expect(meta(page, "og:type")).toBe("article");
      expect(meta(page, "og:image:width")).toBe("1200");
      expect(meta(page, "og:image:height")).toBe("630");

      const work = ofType(page, "CreativeWork");
      expect(work).toMatchObject({
        name: project.name,
        url: `${SITE.siteUrl}/projet/${slug}`,
        image,
        creator: { name: facts.name },
      });
      expect(String(work?.description ?? "")).toBe(meta(page, "description"));
    },
  );

  it.each(PROJECTS.map((project) => [project.slug, project]))(
    "%s has its breadcrumb Accueil › Réalisations › project",
    (slug, project) => {
      const crumbs = ofType(pageHtml(`/projet/${slug}`), "BreadcrumbList") as {
        itemListElement: { name: string; item: string; position: number }[];
      };
      expect(crumbs.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
        [1, "Accueil", `${SITE.siteUrl}/accueil`],
        [2, "Réalisations", `${SITE.siteUrl}/realisation`],
        [3, project.name, `${SITE.siteUrl}/projet/${slug}`],
      ]);
    },
  );
});

describe("legal pages", () => {
  it.each(LEGAL_PAGES.map((legal) => [legal.slug, legal]))("%s has its breadcrumb Accueil › page", (slug, legal) => {
    const crumbs = ofType(pageHtml(`/${slug}`), "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ["Accueil", `${SITE.siteUrl}/accueil`],
      [legal.title, `${SITE.siteUrl}/${slug}`],
    ]);
  });
});

describe("JSON-LD of the agency on /accueil", () => {
  const home = pageHtml("/accueil");

  it("parses, and every block has a schema.org context", () => {
    const nodes = jsonLd(home);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node["@context"]).toBe("https://schema.org");
  });

  it("carries the name, address, phone, e-mail and networks of content/settings/site.md", () => {
    const agency = ofType(home, "ProfessionalService");
    expect(agency).toMatchObject({
      name: facts.name,
      telephone: facts.phone,
      email: facts.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: facts.address.street,
        postalCode: String(facts.address.postalCode),
        addressLocality: facts.address.city,
      },
      contactPoint: [expect.objectContaining({ "@type": "ContactPoint", telephone: facts.phone, email: facts.email })],
      sameAs: facts.social.map((network) => network.url),
    });
    expect(fs.existsSync(publicFileOf(String(agency?.logo)))).toBe(true);
  });

  it("describes the site as published by that same agency", () => {
    const agency = ofType(home, "ProfessionalService");
    expect(ofType(home, "WebSite")).toMatchObject({ publisher: { "@id": agency?.["@id"] } });
  });
});

describe("sitemap", () => {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every route and nothing else, without trailing slash", () => {
    const index = locations(read("sitemap-index.xml"));
    expect(index.length).toBeGreaterThan(0);
    const urls = index.flatMap((sitemap) => locations(read(new URL(sitemap).pathname.slice(1))));
    expect([...urls].sort()).toEqual(ROUTES.map((route) => `${SITE.siteUrl}${route.path}`).sort());
  });
});

describe("robots.txt", () => {
  it("lets every crawler in and points at the sitemap (a production build)", () => {
    const robots = read("robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE.siteUrl.replace(/\./g, "\\.")}/sitemap-index\\.xml$`, "m"));
  });
});

describe("web manifest and icons", () => {
  const manifest = JSON.parse(read("manifest.webmanifest")) as {
    name: string;
    lang: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };

  it("names the agency in French and starts on /accueil", () => {
    expect(manifest).toMatchObject({ name: facts.name, lang: "fr", start_url: "/accueil", theme_color: "#4338CA" });
  });

  it("lists icons that exist, up to 512 px", () => {
    expect(manifest.icons.map((icon) => icon.sizes)).toContain("512x512");
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC, icon.src.split("?")[0]))).toBe(true);
  });

  it("is linked from every page with a favicon, and the theme colour is declared once", () => {
    for (const route of ROUTES) {
      const page = pageHtml(route.path);
      // In a <noscript> that the bundle loader puts in the page after the first paint, read as it is without
      // JavaScript (src/node/postbuild/built-html.ts, deferManifest).
      expect(page.querySelector("head noscript[data-after-paint]")?.innerHTML).toBe(
        '<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>',
      );
      expect(page.querySelector('link[rel="icon"]')).not.toBeNull();
      expect(page.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    }
  });
});

describe("pages outside the sitemap", () => {
  it("the 404 page is not indexable", () => {
    expect(meta(parse(read("404.html")), "robots")).toMatch(/noindex/);
  });

  it("/ (a 301 on Netlify, a redirect page elsewhere) is not indexable and points at the home page", () => {
    const index = parse(read("index.html"));
    expect(meta(index, "robots")).toMatch(/noindex/);
    expect(index.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE.siteUrl}/accueil`);
  });
});
