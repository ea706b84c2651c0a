import * as fs from "fs";
import * as path from "path";
import { builtPageFiles, urlPathOf, type BuiltPage } from "./built-pages";
import { ADMIN_HEADERS, everyResponseHeaders, FILE_HEADERS, pageHeaders, scriptHashes } from "./header-policy";

/**
 * The path rules of our section of Netlify's `public/_headers`, one per kind of
 * response of header-policy.ts; no two rules matching a path set the same header
 * (`checkHeaderRules`). docs/deploying.md (« HTTP headers: one policy ») has the rules.
 */

export interface NetlifyHeaderRule {
  for: string;
  values: Record<string, string>;
}

/** What gatsby-adapter-netlify sends on every path, in its lower case: never set by a rule of ours. */
export const PLATFORM_HEADERS: Record<string, string> = {
  "cache-control": "public, max-age=0, must-revalidate",
  "x-xss-protection": "1; mode=block",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
};

export const ADMIN_RULE_PATH = "/admin/*";

const ADMIN_FOLDER = "admin";
const NETLIFY_FILES = new Set(["_headers", "_redirects"]);

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
 * Rule paths covering every file of public/ that is not a page: a top folder
 * without pages as a whole (`/static/*`), any other file by its own path; not
 * the CMS's folder, nor `_headers` and `_redirects`, which Netlify never serves.
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
 * A built page's address (`/accueil`), its file (`/accueil/index.html`) and the
 * adapter's `trailingSlash: "never"` file (`/accueil.html`): the CDN looks
 * headers up by address, the CLI by file.
 */
export const rulePathsOf = (relativeFile: string): string[] => {
  const address = urlPathOf(relativeFile);
  const file = `/${relativeFile.split(path.sep).join("/")}`;
  const adapterFile = address === "/" ? "/index.html" : address.endsWith(".html") ? address : `${address}.html`;
  return [...new Set([address, file, adapterFile])];
};

/** Netlify's `_headers` matching: a lone `*` matches the rest, `:name` one segment, trailing slash optional, any case. */
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

/** Refuses a value with a line break, an adapter header, and two rules setting one header on a path of `paths`. */
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

/** "/404.html" is both the 404.html page and the adapter's file of /404: its policy allows the scripts of both. */
const pagesByPath = (pages: BuiltPage[]): [string, BuiltPage[]][] => {
  const byPath = new Map<string, BuiltPage[]>();
  for (const page of pages) {
    for (const rulePath of rulePathsOf(page.file)) byPath.set(rulePath, [...(byPath.get(rulePath) ?? []), page]);
  }
  return [...byPath.entries()];
};

/** Our section's rules; throws, naming every page, when a page holds an inline script the site does not write. */
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

/** Writes our section into public/_headers and returns the number of pages; throws, writing nothing, on an unknown inline script. */
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
