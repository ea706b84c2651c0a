/**
 * The home, portfolio and project pages as the build wrote them (public/):
 * what a visitor or a crawler gets before any JavaScript runs.
 */
import * as fs from "fs";
import * as path from "path";
import { readFrontMatter } from "../../src/lib/content/front-matter";
import { parse, type HTMLElement } from "node-html-parser";
import { youTubeVideo } from "../../src/lib/youtube";
import { builtPages } from "./support/public-pages";
import { currentGlobalStyles } from "../../src/node/postbuild/built-html";

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");

/** trailingSlash "never" writes /accueil as accueil/index.html or accueil.html, depending on the Gatsby version. */
const readPage = (route: string): HTMLElement => {
  const candidates = [path.join(PUBLIC, route, "index.html"), path.join(PUBLIC, `${route}.html`)];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file)
    throw new Error(
      `${route} n’a pas été généré (cherché : ${candidates.map((c) => path.relative(ROOT, c)).join(", ")}).`,
    );
  return parse(fs.readFileSync(file, "utf8"));
};

/** The front matter of a content file, its fields as the content check lets them through. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const frontmatterOf = (file: string) => readFrontMatter(fs.readFileSync(file, "utf8"), file).data as Record<string, any>;
const site = frontmatterOf(path.join(ROOT, "content/settings/site.md"));
const projects = fs
  .readdirSync(path.join(ROOT, "content/projects"))
  .map((folder) => frontmatterOf(path.join(ROOT, "content/projects", folder, "index.md")))
  .filter((data) => !data.draft)
  .sort((a, b) => a.id - b.id);

beforeAll(() => {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    throw new Error("public/ est vide : lancez `npm run build` avant `npm run test:build`.");
  }
});

/** Inline style of an element and its ancestors up to `stop`, to find anything hidden. */
const hiddenInline = (element: HTMLElement): boolean =>
  /opacity:\s*0(?![.\d])/.test(element.getAttribute("style") ?? "");

describe("/accueil", () => {
  const page = readPage("/accueil");
  const main = page.querySelector("main")!;

  it("has every section of docs/product.md, each once, in order", () => {
    const expected = ["hero", "projects", "tarifs", "services", "aboutUs", "Processus", "contact"];
    const ids = main.querySelectorAll("[id]").map((element) => element.id);
    for (const id of expected) expect(ids.filter((found) => found === id)).toHaveLength(1);
    expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it("shows the hero in the first paint: nothing in it starts invisible", () => {
    const hero = main.querySelector("#hero")!;
    expect(hiddenInline(hero)).toBe(false);
    const hidden = hero.querySelectorAll("[style]").filter(hiddenInline);
    expect(hidden.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
    expect(hero.querySelector("h1")?.text.trim()).not.toBe("");
    expect(hero.text).toContain("+ 20 Clients satisfaits");
  });

  it("loads the hero illustration once the page is laid out, as native responsive markup (AVIF and WebP)", () => {
    const img = main.querySelector("#hero picture img")!;
    expect(img).not.toBeNull();
    // A real src and srcset, so the browser fetches it without any script.
    // The <img> itself is the WebP (every browser of today reads it: no PNG fallback), the AVIF a <source>.
    expect(img.getAttribute("src")).toMatch(/^\/static\/.+\.webp$/);
    expect(img.getAttribute("srcset")).toMatch(/^(\/static\/\S+\.webp \d+w,?\s*)+$/);
    // Decorative, and not the largest paint (the text is): it does not compete with the document.
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
    const types = main.querySelectorAll("#hero picture source").map((source) => source.getAttribute("type"));
    expect(types).toEqual(["image/avif"]);
  });

  it("links the hero buttons and the showcase button where docs/product.md says", () => {
    const hrefOf = (text: string) =>
      main
        .querySelectorAll("a")
        .find((a) => a.text.trim() === text)
        ?.getAttribute("href");
    expect(hrefOf("Nos services")).toBe("/accueil#services");
    expect(hrefOf("Démarrez votre projet")).toBe("/accueil#contact");
    expect(hrefOf("Voir nos réalisations →")).toBe("/realisation");
    expect(hrefOf("Démarrez votre transformation")).toBe("/accueil#contact");
  });

  it("shows the 10 client logos, drawn in the page, each named for assistive technology and at a fixed size", () => {
    const logos = main.querySelectorAll("#hero li svg");
    expect(logos).toHaveLength(10);
    const names = logos.map((logo) => logo.getAttribute("aria-label")?.trim());
    expect(new Set(names).size).toBe(10);
    for (const logo of logos) {
      expect(logo.getAttribute("role")).toBe("img");
      expect(logo.getAttribute("viewBox")).toMatch(/^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
      expect(logo.getAttribute("width")).toBeTruthy();
      expect(logo.getAttribute("height")).toBeTruthy();
      // A drawing, and nothing that runs or fetches.
      expect(logo.querySelectorAll("path, rect, circle, text, g").length).toBeGreaterThan(0);
      expect(logo.querySelectorAll("script, foreignObject, image")).toHaveLength(0);
    }
    // No logo is fetched as a file any more.
    expect(main.querySelectorAll('#hero img[src$=".svg"]')).toHaveLength(0);
  });

  it("shows the four offers, 'Sur devis' for those without a price and 'HT' beside a price", () => {
    const tarifs = main.querySelector("#tarifs")!;
    expect(tarifs.querySelector("h2")?.text).toBe("Découvrez nos offres tarifaires");
    const cards = tarifs.querySelectorAll("article");
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => card.querySelector("h3")?.text)).toEqual([
      "Site Vitrine",
      "Site E-commerce",
      "CRM/App Web Sur Mesure",
      "App Mobile",
    ]);
    expect(cards[0].text).toContain("1\u00a0400\u00a0€");
    expect(cards[0].text).toContain("HT");
    expect(cards[2].text).toContain("Sur devis");
    for (const card of cards) {
      expect(card.querySelector("a")?.getAttribute("href")).toBe("/accueil#contact");
    }
  });

  it("shows the 8 services and the 4 numbered steps", () => {
    expect(main.querySelectorAll("#services h3")).toHaveLength(8);
    expect(main.querySelectorAll("#Processus ol > li")).toHaveLength(4);
  });

  it("has exactly one h1", () => {
    expect(page.querySelectorAll("h1")).toHaveLength(1);
  });

  it("gives every image an alternative text (empty for decoration)", () => {
    const missing = main.querySelectorAll("img").filter((img) => img.getAttribute("alt") === undefined);
    expect(missing.map((img) => img.outerHTML.slice(0, 120))).toEqual([]);
  });
});

describe("/realisation", () => {
  const page = readPage("/realisation");
  const main = page.querySelector("main")!;

  it("has the heading of docs/product.md as its one h1", () => {
    const headings = page.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0].text.trim()).toBe("Nos projets parlent d’eux-mêmes");
  });

  it(`shows the ${projects.length} project cards, in order, each linking to its project with 'Voir le Projet'`, () => {
    expect(projects).toHaveLength(7);
    const cards = main.querySelectorAll('[data-testid="project-card"]');
    expect(cards).toHaveLength(projects.length);
    cards.forEach((card, index) => {
      const link = card.querySelectorAll("a").find((a) => a.text.trim().startsWith("Voir le Projet"));
      expect(link?.getAttribute("href")).toBe(`/projet/${projects[index].slug}`);
      expect(card.getAttribute("data-reverse")).toBe(String(Boolean(projects[index].isReverse)));
    });
  });

  it("ends with the contact block", () => {
    const contact = main.querySelector("#contact");
    expect(contact).not.toBeNull();
    expect(contact!.querySelector("h2")).not.toBeNull();
  });
});

describe.each(projects.map((project) => [project.slug as string, project] as const))("/projet/%s", (slug, project) => {
  const page = readPage(`/projet/${slug}`);
  const main = page.querySelector("main")!;

  it("has the title 'name – company' and a meta description", () => {
    expect(page.querySelector("title")?.text).toBe(`${project.name} – ${site.name}`);
    const description = page.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(description.length).toBeGreaterThan(50);
    // The project's own summary, not the site's default description.
    expect(description).not.toBe(site.description);
  });

  it("has the project's title as its one h1", () => {
    const headings = page.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0].text.trim()).toBe(project.title);
  });

  it(
    project.isAvailable
      ? "opens 'Voir le site' in a new tab without opener or referrer"
      : "shows 'Voir le site' disabled while the site is not online",
    () => {
      const link = main.querySelectorAll("a, [role=link]").find((a) => a.text.trim().startsWith("Voir le site"));
      expect(link).toBeDefined();
      if (project.isAvailable) {
        expect(link?.getAttribute("href")).toBe(project.websiteLink);
        expect(link?.getAttribute("target")).toBe("_blank");
        expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
      } else {
        expect(link?.getAttribute("aria-disabled")).toBe("true");
        expect(link?.getAttribute("href")).toBeUndefined();
      }
    },
  );

  it("shows the video as a poster (a link to it on youtube.com, no player), else the thumbnail, else an empty placeholder of the same box", () => {
    const stage = main.querySelector('[data-testid="project-stage"]')!;
    expect(stage).not.toBeNull();
    // Nothing from YouTube before the visitor asks (CNIL): the player only exists after a click.
    expect(page.querySelector("iframe")).toBeNull();
    if (project.youtubeLink_embeded) {
      const video = youTubeVideo(project.youtubeLink_embeded);
      expect(video).not.toBeNull();
      const link = stage.querySelector("a[href]");
      expect(link?.getAttribute("href")).toBe(video!.watchUrl);
      expect(link?.text.trim()).toBe(`Lire la vidéo du projet ${project.name}`);
      // The project's own image, from the site, never a thumbnail from YouTube.
      const images = stage.querySelectorAll("img").map((img) => img.getAttribute("src") ?? "");
      expect(images.some((src) => src.startsWith("/static/"))).toBe(true);
      expect(images.filter((src) => /^https?:/.test(src))).toEqual([]);
      const poster = main.querySelector("[data-video-poster]")!;
      expect(poster.text).toContain("Vidéo hébergée par YouTube\u00a0:");
    } else if (project.thumbnail_image) {
      const img = stage.querySelector("picture img");
      expect(img?.getAttribute("loading")).toBe("eager");
      expect(img?.getAttribute("fetchpriority")).toBe("high");
    } else {
      expect(stage.querySelector('[data-testid="project-media-placeholder"]')).not.toBeNull();
    }
  });

  it("renders the story from Markdown with headings, lists and a rule", () => {
    expect(main.querySelectorAll("h2").length).toBeGreaterThan(1);
    expect(main.querySelector("ul li")).not.toBeNull();
    expect(main.querySelector("hr")).not.toBeNull();
  });
});

describe("every page's <head>", () => {
  const pages = builtPages().filter((page) => !page.startsWith("404"));

  it.each(builtPages())("public/%s inlines this build's global stylesheet", (page) => {
    // A page Gatsby kept from an earlier build held that build's stylesheet (src/node/postbuild/built-html.ts).
    const current = currentGlobalStyles(PUBLIC);
    const html = fs.readFileSync(path.join(PUBLIC, page), "utf8");
    const inlined = /<style data-href="([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/.exec(html);
    expect(inlined?.[1]).toBe(current.href);
    expect(inlined?.[2] === current.content).toBe(true);
  });

  it.each(pages)("public/%s preloads no font before its first paint (docs/performance.md, « Fonts »)", (page) => {
    const html = fs.readFileSync(path.join(PUBLIC, page), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link rel="preload"[^>]*as="font"/);
    // The stacks of the first paint start at the sized local faces, until the loader has the web fonts in.
    expect(head).toMatch(
      /html\.js:not\(\[data-fonts\]\)\{--fonts-heading:"Plus Jakarta Sans Fallback"[^;}]*;--fonts-body:"Inter Fallback"/,
    );
  });

  it.each(pages)(
    "public/%s preloads the image of its largest paint, if any, before any style, with the <img>'s candidates",
    (page) => {
      const html = fs.readFileSync(path.join(PUBLIC, page), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)];
      const picture = /<picture\b[^>]*>((?:(?!<\/picture>)[\s\S])*?<img\b[^>]*fetchpriority="high"[^>]*>)/.exec(html);
      if (!picture) {
        expect(preloads).toHaveLength(0);
        return;
      }
      expect(preloads).toHaveLength(1);
      const [link] = preloads;
      const firstStyle = head.search(/<style|<link rel="stylesheet"/);
      expect(link.index as number).toBeLessThan(firstStyle);
      expect(link.index as number).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
      // The same files as the picture's first candidates (AVIF when it has a <source>), so nothing is fetched twice.
      const first = (/<source\b[^>]*>/.exec(picture[1]) ?? /<img\b[^>]*>/.exec(picture[1]))?.[0] as string;
      const srcset = (/srcSet="([^"]*)"/.exec(first)?.[1] ?? "").replace(/\s+/g, " ");
      expect(/imagesrcset="([^"]*)"/.exec(link[0])?.[1]).toBe(srcset);
      expect(/imagesizes="([^"]*)"/.exec(link[0])?.[1]).toBe(/sizes="([^"]*)"/.exec(first)?.[1]);
      expect(link[0]).toContain('fetchpriority="high"');
    },
  );

  it("preloads the largest paint's image on the portfolio and the project pages, and none on /accueil or a legal page", () => {
    const preloaded = (page: string) =>
      /<link rel="preload" as="image"/.test(fs.readFileSync(path.join(PUBLIC, page), "utf8"));
    expect(preloaded("realisation/index.html")).toBe(true);
    expect(preloaded("projet/gerer-mon-permis/index.html")).toBe(true);
    expect(preloaded("accueil/index.html")).toBe(false);
    expect(preloaded("mentions-legales/index.html")).toBe(false);
  });
});
