import * as fs from "fs";
import * as path from "path";

/**
 * The pages of a build: the one list that the HTML post-processing
 * (built-html.ts), the Content-Security-Policy of each page
 * (netlify-headers.ts) and the tests on the build (__tests__/built/) all walk.
 *
 * The rule: every `.html` file under public/, at any depth, except in these
 * folders at the top of public/, which hold no page a visitor opens:
 * - `static/`, `page-data/`, `icons/`: files, page data and the manifest's icons;
 * - any folder whose name starts with `_` or `~`: Gatsby's own output
 *   (`_gatsby/`, whose slices are HTML fragments, `~partytown/`);
 * - `admin/`: the writers' CMS, Decap's own page
 *   (plugins/gatsby-plugin-voltis-cms), with its own policy and tests
 *   (__tests__/built/cms.test.ts).
 *
 * Both 404 pages are pages: `404.html` and `404/index.html`.
 */
const NOT_PAGES = new Set(["static", "page-data", "icons", "admin"]);

/** Does a folder at the top of public/ hold pages? */
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
