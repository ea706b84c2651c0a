import * as fs from "fs";
import * as path from "path";
import { builtPageFiles } from "../../../src/node/postbuild/built-pages";
import { ROOT } from "../../e2e/support/routes";

export { ROOT };
export const PUBLIC = path.join(ROOT, "public");

/**
 * Every HTML page of the build (relative to public/), 404 pages included: the
 * list the build post-processes and writes a policy for
 * (src/node/postbuild/built-pages.ts). Empty before a build.
 */
export const builtPages = (): string[] => (fs.existsSync(PUBLIC) ? builtPageFiles(PUBLIC) : []);

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
