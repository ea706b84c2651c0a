import * as fs from "fs";
import * as path from "path";

/**
 * The pages of a build, the one list the HTML post-processing, the pages' CSP and
 * __tests__/built/ walk: every `.html` under public/ except in `static/`,
 * `page-data/`, `icons/`, `admin/` (the CMS) and folders starting with `_` or `~`
 * (Gatsby's fragments, `~partytown/`). Both 404 pages are pages.
 */
const NOT_PAGES = new Set(["static", "page-data", "icons", "admin"]);

const holdsPages = (name: string): boolean => !NOT_PAGES.has(name) && !/^[_~]/.test(name);

/** A page of public/: its file (relative, e.g. `accueil/index.html`) and its HTML. */
export interface BuiltPage {
  file: string;
  html: string;
}

/** URL path of a built HTML file: public/accueil/index.html → /accueil, public/404.html → /404.html. */
export const urlPathOf = (relativeFile: string): string => {
  const posix = relativeFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
};

/** The pages of the build in `publicDir`, relative to it (`accueil/index.html`), sorted. */
export const builtPageFiles = (publicDir: string): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir !== publicDir || holdsPages(entry.name)) walk(absolute);
      } else if (entry.name.endsWith(".html")) {
        found.push(path.relative(publicDir, absolute));
      }
    }
  };
  walk(publicDir);
  return found.sort();
};
