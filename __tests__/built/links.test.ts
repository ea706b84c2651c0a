/**
 * No broken link in the build: every internal href of every page leads to a page
 * (or file) that exists in public/, every #anchor to an element with that id on
 * the target page, every link opened in a new tab has rel="noopener noreferrer",
 * and the files a page loads (styles, scripts, images, icons, canonical and
 * sharing image) exist too.
 */
import * as fs from "fs";
import * as path from "path";
import { parse, type HTMLElement } from "node-html-parser";
import { assertBuilt, builtPages, fileFor, PUBLIC, routeOf } from "./support/public-pages";
import { SITE } from "../e2e/support/routes";
import sharp from "sharp";
import { manifestIcons } from "../../src/node/postbuild/png-icons";

const SITE_ORIGIN = new URL(SITE.siteUrl);

const documents = new Map<string, HTMLElement>();
const load = (file: string): HTMLElement => {
  let document = documents.get(file);
  if (!document) {
    document = parse(fs.readFileSync(file, "utf8"));
    documents.set(file, document);
  }
  return document;
};

const hasId = (document: HTMLElement, id: string): boolean =>
  document.querySelectorAll("[id]").some((element) => element.getAttribute("id") === id);

/**
 * The path of a URL on this site, or null for another site. Absolute URLs on the
 * site's own host (canonical, og:image, a link in a legal text) count as internal.
 */
const internalPath = (href: string, base: string): URL | null => {
  if (/^(mailto|tel):/i.test(href)) return null;
  const url = new URL(href, `http://internal${base}`);
  if (url.host === "internal") return url;
  if (url.hostname === SITE_ORIGIN.hostname) return url;
  return null;
};

interface Problem {
  element: string;
  problem: string;
}

const summarize = (element: HTMLElement): string => element.outerHTML.replace(/\s+/g, " ").slice(0, 140);

/** Checks one page's links and loaded files; returns every problem found. */
const checkPage = (page: string): Problem[] => {
  const route = routeOf(page);
  const document = load(path.join(PUBLIC, page));
  const problems: Problem[] = [];
  const report = (element: HTMLElement, problem: string) => problems.push({ element: summarize(element), problem });

  const checkInternal = (element: HTMLElement, href: string, mustBePage: boolean) => {
    if (href === "#" || href === "") {
      report(element, 'lien vide (href="#") : ce n’est pas un lien');
      return;
    }
    const url = internalPath(href, route);
    if (!url) return;
    const file = url.pathname === route && href.startsWith("#") ? path.join(PUBLIC, page) : fileFor(url.pathname);
    if (!file) {
      report(element, `${url.pathname} n’existe pas dans public/`);
      return;
    }
    if (mustBePage && !file.endsWith(".html") && url.hash) {
      report(element, `${url.pathname} n’est pas une page : l’ancre ${url.hash} ne peut pas y exister`);
      return;
    }
    if (file.endsWith(path.join("404.html")) || file.endsWith(path.join("404", "index.html"))) {
      if (!route.startsWith("/404")) report(element, `${url.pathname} mène à la page 404`);
    }
    if (url.hash && url.hash.length > 1) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!hasId(load(file), id)) report(element, `aucun élément id="${id}" sur ${url.pathname}`);
    }
  };

  for (const anchor of document.querySelectorAll("a[href], area[href]")) {
    const href = anchor.getAttribute("href")?.trim() ?? "";
    if (/^mailto:/i.test(href)) {
      if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}(\?.*)?$/i.test(href)) report(anchor, "adresse e-mail invalide");
    } else if (/^tel:/i.test(href)) {
      if (!/^tel:\+?[0-9]{6,15}$/.test(href)) report(anchor, "numéro de téléphone invalide (attendu : tel:+33…)");
    } else if (/^javascript:/i.test(href)) {
      report(anchor, "lien javascript:");
    } else {
      checkInternal(anchor, href, true);
    }
  }

  for (const element of document.querySelectorAll("[target]")) {
    if (element.getAttribute("target") !== "_blank") continue;
    const rel = (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("noopener") || !rel.includes("noreferrer")) {
      report(element, 'target="_blank" sans rel="noopener noreferrer"');
    }
  }

  // What the page loads or declares: it must exist in the build as well.
  const loaded: [string, string][] = [
    ["link[href]", "href"],
    ["script[src]", "src"],
    ["img[src]", "src"],
    ["source[src]", "src"],
    ["iframe[src]", "src"],
    ['meta[property="og:image"]', "content"],
    ['meta[name="twitter:image"]', "content"],
  ];
  for (const [selector, attribute] of loaded) {
    for (const element of document.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute)?.trim() ?? "";
      if (value.startsWith("data:")) continue;
      checkInternal(element, value, false);
    }
  }
  for (const element of document.querySelectorAll(
    "img[srcset], source[srcset], img[data-srcset], source[data-srcset]",
  )) {
    const srcset = element.getAttribute("srcset") ?? element.getAttribute("data-srcset") ?? "";
    for (const candidate of srcset.split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url && !url.startsWith("data:")) checkInternal(element, url, false);
    }
  }
  return problems;
};

const pages = builtPages();

beforeAll(assertBuilt);

test("the build has every page of the site", () => {
  const routes = pages.map(routeOf);
  for (const route of ["/", "/accueil", "/realisation", "/mentions-legales"]) expect(routes).toContain(route);
});

test.each(pages)("public/%s has no broken link", (page) => {
  expect(checkPage(page)).toEqual([]);
});

test.each(pages.filter((page) => !page.startsWith("404")))(
  "public/%s declares an icon (else browsers ask for /favicon.ico)",
  (page) => {
    // Without <link rel="icon">, every browser requests /favicon.ico: a 404 and a console error
    // (Lighthouse's errors-in-console) unless the file exists.
    const document = load(path.join(PUBLIC, page));
    const icons = document
      .querySelectorAll("link[rel]")
      .filter((link) => (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("icon"));
    expect({ page, icon: icons.length > 0 || fs.existsSync(path.join(PUBLIC, "favicon.ico")) }).toEqual({
      page,
      icon: true,
    });
  },
);

test("the favicon and the home-screen icons are re-encoded at their smallest (src/node/postbuild/png-icons.ts)", async () => {
  // Chromium fetches the favicon and a 144 px icon while a page first loads: their bytes delay its text.
  const icons = manifestIcons(PUBLIC);
  expect(icons.map((file) => path.basename(file))).toEqual(
    expect.arrayContaining(["favicon-32x32.png", "icon-144x144.png", "icon-512x512.png"]),
  );
  for (const file of icons) {
    const size = fs.statSync(file).size;
    const reencoded = await sharp(file).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    expect({ icon: path.basename(file), smallest: reencoded.length >= size }).toEqual({
      icon: path.basename(file),
      smallest: true,
    });
  }
});

test("the checker finds what it must (a broken page, a missing anchor, an unsafe new tab)", () => {
  const file = path.join(PUBLIC, "accueil", "index.html");
  const original = documents.get(file);
  documents.set(
    file,
    parse(
      '<html><body><a href="/nexiste-pas">a</a><a href="/accueil#absent">b</a><a href="https://example.org" target="_blank" rel="noopener">c</a><a href="#">d</a></body></html>',
    ),
  );
  try {
    expect(checkPage("accueil/index.html").map((problem) => problem.problem)).toEqual([
      "/nexiste-pas n’existe pas dans public/",
      'aucun élément id="absent" sur /accueil',
      'lien vide (href="#") : ce n’est pas un lien',
      'target="_blank" sans rel="noopener noreferrer"',
    ]);
  } finally {
    if (original) documents.set(file, original);
    else documents.delete(file);
  }
});
