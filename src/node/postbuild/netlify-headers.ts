import * as fs from "fs";
import * as path from "path";
import { builtPageFiles, urlPathOf, type BuiltPage } from "./built-pages";
import { ADMIN_HEADERS, everyResponseHeaders, FILE_HEADERS, pageHeaders, scriptHashes } from "./header-policy";

/**
 * Netlify's `_headers` file: where each kind of response of
 * src/node/postbuild/header-policy.ts is found, as path rules. `netlify.toml`
 * holds none: after the build, `writeHeadersFile` writes the rules below into
 * our section of `public/_headers`, one line per header.
 *
 * Netlify applies every rule whose path matches a request; where two matching
 * rules set the same header it may send both (two Content-Security-Policy
 * headers are both enforced) or keep one. So, for any path, each header name
 * is set by one rule only (`checkHeaderRules` stops the build otherwise):
 *
 * - "/*": what every response gets, plus `X-Robots-Tag: noindex` on deploy
 *   previews and branch deploys;
 * - each page, by its address and by its files (`rulePathsOf`): its
 *   Content-Security-Policy. An unknown address gets /404.html (netlify.toml's
 *   redirects) and that file's policy;
 * - every other file of public/ (`fileRulePaths`): a folder holding no page as
 *   a whole ("/static/*"), any other file by its own path ("/app-….js"): the
 *   policy under which nothing runs;
 * - "/admin/*": the writers' CMS, its own policy and `X-Robots-Tag`.
 *
 * gatsby-adapter-netlify writes a section of its own into the same file with
 * Gatsby's defaults (`PLATFORM_HEADERS`): Cache-Control (revalidated on "/*",
 * a year and immutable on "/static/*" and on each hashed bundle),
 * X-Content-Type-Options, X-Frame-Options, Referrer-Policy and
 * X-XSS-Protection. No rule of ours sets those names, so nothing competes.
 */

export interface NetlifyHeaderRule {
  for: string;
  values: Record<string, string>;
}

/**
 * What gatsby-adapter-netlify sends on every path (Gatsby's defaults), in
 * lower case as it writes them: set there, never by a rule of ours.
 */
export const PLATFORM_HEADERS: Record<string, string> = {
  "cache-control": "public, max-age=0, must-revalidate",
  "x-xss-protection": "1; mode=block",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
};

export const ADMIN_RULE_PATH = "/admin/*";

/** The CMS's folder, under ADMIN_RULE_PATH; and the files of public/ that Netlify reads and never serves. */
const ADMIN_FOLDER = "admin";
const NETLIFY_FILES = new Set(["_headers", "_redirects"]);

/** Every file under `publicDir`, relative to it with `/` (`static/0123/logo.svg`), sorted. */
export const publicFiles = (publicDir: string): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else found.push(path.relative(publicDir, absolute).split(path.sep).join("/"));
    }
  };
  walk(publicDir);
  return found.sort();
};

/**
 * The rule paths that cover every file of public/ that is not a page (`files`
 * and `pageFiles` relative to public/): a folder at the top of public/ that
 * holds no page, as a whole (`/static/*`, `/page-data/*`, `/icons/*`,
 * `/_gatsby/*`, the writers' uploads under `/images/*`); any other file by its
 * own path (the bundles and the manifest at the root: `/app-….js`,
 * `/manifest.webmanifest`). Not the CMS's folder (its own rule), nor
 * `_headers` and `_redirects`, which Netlify reads and does not serve. A file
 * added after the build (by the adapter, or later on) gets no rule of these.
 */
export const fileRulePaths = (files: string[], pageFiles: string[]): string[] => {
  const posix = (file: string) => file.split(path.sep).join("/");
  const pages = new Set(pageFiles.map(posix));
  const topOf = (file: string) => (file.includes("/") ? file.slice(0, file.indexOf("/")) : undefined);
  const foldersWithPages = new Set([...pages].map(topOf));
  const rules = new Set<string>();
  for (const file of files.map(posix)) {
    const top = topOf(file);
    if (pages.has(file) || top === ADMIN_FOLDER || (top === undefined && NETLIFY_FILES.has(file))) continue;
    rules.add(top !== undefined && !foldersWithPages.has(top) ? `/${top}/*` : encodeURI(`/${file}`));
  }
  return [...rules];
};

/**
 * The paths under which a built HTML file is asked for or served: its address
 * (`/accueil`), the file Gatsby writes (`/accueil/index.html`) and the one
 * gatsby-adapter-netlify moves it to for the `trailingSlash: "never"` option
 * (`/accueil.html`). Netlify's CDN looks headers up by the address, its CLI by
 * the file it serves; a request matches only one of them.
 */
export const rulePathsOf = (relativeFile: string): string[] => {
  const address = urlPathOf(relativeFile);
  const file = `/${relativeFile.split(path.sep).join("/")}`;
  const adapterFile = address === "/" ? "/index.html" : address.endsWith(".html") ? address : `${address}.html`;
  return [...new Set([address, file, adapterFile])];
};

/**
 * Does a `_headers` path pattern match a request path? Netlify's rules: a
 * standalone `*` segment matches the rest of the path (or nothing), `:name` one
 * segment, a trailing slash is optional, case does not matter.
 */
export const matchesPath = (pattern: string, requestPath: string): boolean => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      return part.split("*").map(escape).join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu").test(requestPath);
};

/**
 * Refuses rules Netlify would serve wrongly: a value with a line break (which
 * breaks the HTTP response), a name of the adapter's (`PLATFORM_HEADERS`), and
 * two rules matching one of `paths` that set the same header.
 */
export const checkHeaderRules = (rules: NetlifyHeaderRule[], paths: string[]): void => {
  const problems: string[] = [];
  for (const rule of rules) {
    for (const [name, value] of Object.entries(rule.values)) {
      if (/[\r\n]/.test(value) || /[\r\n]/.test(name)) problems.push(`${rule.for} : ${name} contient un saut de ligne`);
      if (name.toLowerCase() in PLATFORM_HEADERS)
        problems.push(`${rule.for} : ${name} est déjà envoyé par l’adaptateur Netlify de Gatsby`);
    }
  }
  for (const requestPath of paths) {
    const setBy = new Map<string, string>();
    for (const rule of rules.filter((candidate) => matchesPath(candidate.for, requestPath))) {
      for (const name of Object.keys(rule.values)) {
        const key = name.toLowerCase();
        const earlier = setBy.get(key);
        if (earlier) problems.push(`${requestPath} : ${name} posé à la fois par « ${earlier} » et « ${rule.for} »`);
        else setBy.set(key, rule.for);
      }
    }
  }
  if (problems.length > 0) throw new Error(`En-têtes HTTP incohérents :\n- ${problems.join("\n- ")}`);
};

/**
 * Each path a page may be served under, with every page that may land there:
 * "/404.html" is both the 404.html page and the file the adapter makes of the
 * /404 page (one overwrites the other), so its policy allows the scripts of both.
 */
const pagesByPath = (pages: BuiltPage[]): [string, BuiltPage[]][] => {
  const byPath = new Map<string, BuiltPage[]>();
  for (const page of pages) {
    for (const rulePath of rulePathsOf(page.file)) byPath.set(rulePath, [...(byPath.get(rulePath) ?? []), page]);
  }
  return [...byPath.entries()];
};

/**
 * The rules of our section: every response, each page by its paths, the other
 * files of public/ (`files`, relative to it, every file of the build), the CMS.
 * Throws when a page holds an inline script the site does not write, naming
 * every such page at once.
 */
export const headerRules = ({
  pages,
  files = [],
  publicSite,
}: {
  pages: BuiltPage[];
  files?: string[];
  publicSite: boolean;
}): NetlifyHeaderRule[] => {
  scriptHashes(pages);
  return [
    { for: "/*", values: everyResponseHeaders({ publicSite }) },
    ...pagesByPath(pages).map(([rulePath, served]) => ({ for: rulePath, values: pageHeaders(served) })),
    ...fileRulePaths(
      files,
      pages.map((page) => page.file),
    ).map((rulePath) => ({ for: rulePath, values: FILE_HEADERS })),
    // On a preview "/*" already says noindex: the CMS's rule does not say it twice.
    {
      for: ADMIN_RULE_PATH,
      values: publicSite
        ? ADMIN_HEADERS
        : Object.fromEntries(Object.entries(ADMIN_HEADERS).filter(([name]) => name !== "X-Robots-Tag")),
    },
  ];
};

export const SECTION_START = "# gatsby-plugin-voltis-production start";
export const SECTION_END = "# gatsby-plugin-voltis-production end";

/** Our section of public/_headers, from rules checked first. */
export const headersSection = (rules: NetlifyHeaderRule[], paths: string[]): string => {
  checkHeaderRules(rules, paths);
  const lines = [SECTION_START];
  for (const rule of rules) {
    lines.push(rule.for);
    for (const [name, value] of Object.entries(rule.values)) lines.push(`  ${name}: ${value}`);
  }
  lines.push(SECTION_END);
  return `${lines.join("\n")}\n`;
};

/** Replaces our section in an existing _headers text (or appends it), leaving the rest alone. */
export const injectSection = (existing: string, section: string): string => {
  const start = existing.indexOf(SECTION_START);
  const end = existing.indexOf(SECTION_END);
  if (start !== -1 && end > start) {
    return `${existing.slice(0, start)}${section}${existing.slice(end + SECTION_END.length).replace(/^\n/, "")}`;
  }
  return existing ? `${existing.replace(/\n?$/, "\n")}${section}` : section;
};

/**
 * Paths checked for rules that collide: each page's, every file's, the CMS's,
 * an asset, an unknown address, the contact function.
 */
const pathsToCheck = (pageFiles: string[], files: string[]) => [
  ...pageFiles.flatMap(rulePathsOf),
  ...files.map((file) => encodeURI(`/${file}`)),
  "/admin/",
  "/admin/index.html",
  "/static/asset.js",
  "/page-data/app-data.json",
  "/adresse-inconnue",
  "/api/contact-us",
];

/**
 * Writes our section into public/_headers, for the pages of the build
 * (`builtPageFiles`, built-pages.ts) and every other file of it (the CMS has
 * its rule, ADMIN_RULE_PATH). Returns the pages covered. Throws, writing
 * nothing, when a page holds an inline script the site does not write.
 */
export const writeHeadersFile = ({ publicDir, publicSite }: { publicDir: string; publicSite: boolean }): number => {
  const pages = builtPageFiles(publicDir).map((file) => ({
    file,
    html: fs.readFileSync(path.join(publicDir, file), "utf8"),
  }));
  const files = publicFiles(publicDir);
  const rules = headerRules({ pages, files, publicSite });
  const target = path.join(publicDir, "_headers");
  const existing = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  const checked = pathsToCheck(
    pages.map((page) => page.file),
    files,
  );
  fs.writeFileSync(target, injectSection(existing, headersSection(rules, checked)));
  return pages.length;
};
