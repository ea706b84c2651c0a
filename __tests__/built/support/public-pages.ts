import * as fs from "fs";
import * as path from "path";
import { ROOT } from "../../e2e/support/routes";

export { ROOT };
export const PUBLIC = path.join(ROOT, "public");

/**
 * Folders of public/ that hold assets, data or fragments, not pages a visitor opens.
 * admin/ is the writers' CMS (Decap's own page, checked by __tests__/built/cms.test.ts).
 */
const NOT_PAGES = new Set(["static", "page-data", "~partytown", "_gatsby", "icons", "admin"]);

/** Every HTML page of the build (relative to public/), 404 pages included. */
export const builtPages = (): string[] => {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!(folder === PUBLIC && NOT_PAGES.has(entry.name))) walk(full);
      } else if (entry.name.endsWith(".html")) {
        pages.push(path.relative(PUBLIC, full));
      }
    }
  };
  if (fs.existsSync(PUBLIC)) walk(PUBLIC);
  return pages.sort();
};

/** The URL path a page file answers on (trailingSlash "never"): accueil/index.html → /accueil. */
export const routeOf = (file: string): string => {
  const route = `/${file.replace(/\\/g, "/")}`.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return route === "" ? "/" : route;
};

/**
 * The file public/ serves for a path, the way `gatsby serve` and Netlify resolve it:
 * an asset as is, a page as <path>/index.html or <path>.html. Null when none exists.
 */
export const fileFor = (pathname: string): string | null => {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, "") || "/";
  const candidates =
    clean === "/"
      ? ["index.html"]
      : [clean.slice(1), path.posix.join(clean.slice(1), "index.html"), `${clean.slice(1)}.html`];
  for (const candidate of candidates) {
    const full = path.join(PUBLIC, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
};

export const assertBuilt = () => {
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    throw new Error("public/ est vide : lancez `npm run build` avant `npm run test:build`.");
  }
};
