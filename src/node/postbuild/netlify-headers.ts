import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { builtPageFiles } from "./built-pages";
import { recogniseScript, unknownScriptsError, type InlineScript, type UnknownScript } from "./site-scripts";

/**
 * Every HTTP header the site sets on Netlify, in one place. `netlify.toml`
 * holds none: after the build, `writeHeadersFile` writes the rules below into
 * our section of `public/_headers`, one line per header.
 *
 * Netlify applies every rule whose path matches a request; where two matching
 * rules set the same header it may send both (two Content-Security-Policy
 * headers are both enforced) or keep one. So, for any path, each header name
 * is set by one rule only (`checkHeaderRules` stops the build otherwise):
 *
 * - "/*": what every response gets (`EVERY_RESPONSE`), plus
 *   `X-Robots-Tag: noindex` on deploy previews and branch deploys;
 * - each page, by its address and by its files (`rulePathsOf`): its
 *   Content-Security-Policy, the site policy plus the SHA-256 hash of each
 *   inline script of that page, never 'unsafe-inline'. Gatsby inlines small
 *   scripts whose text changes with the page and the build, so hashes allow
 *   them. Only the scripts the site and Gatsby write are hashed (the list of
 *   src/node/postbuild/site-scripts.ts): a page holding any other inline
 *   script, one a writer's content brought, stops the build. An unknown
 *   address gets /404.html (netlify.toml's redirects) and that file's policy;
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

export type CspDirectives = Map<string, string[]>;

/** "default-src 'self'; img-src 'self' data:" → Map { default-src → ['self'], … }. */
export const parseCsp = (policy: string): CspDirectives => {
  const directives: CspDirectives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
};

export const serializeCsp = (directives: CspDirectives): string =>
  [...directives.entries()].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");

/** Google's tag (gtag.js), loaded only after the visitor accepts analytics. */
const TAG_HOST = "https://www.googletagmanager.com";
/** Google Analytics' collection endpoints (regional hosts, hence the wildcards). */
const ANALYTICS_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * What both policies end with: nobody may frame the site, no `<base>` or form
 * leaves it, no plugin, the manifest is the site's, every request over HTTPS.
 */
const LOCKED_DOWN: [string, string[]][] = [
  ["frame-ancestors", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["object-src", ["'none'"]],
  ["manifest-src", ["'self'"]],
  ["upgrade-insecure-requests", []],
];

/**
 * The public pages' Content-Security-Policy, what the site loads and nothing
 * else (each page's inline scripts are added by hash, see `pageCsp`):
 * - scripts: the site's own files, Google's tag after consent;
 * - styles: the site's own, inline `<style>` and style attributes
 *   (styled-components, Gatsby's inlined CSS);
 * - images: the site's own, data: (the phone field's flags), Google
 *   Analytics' measurement pixels;
 * - fonts: the site's own files (no font is inlined as data:);
 * - connections: the site's own (page data, the contact function), Analytics;
 * - frames: the project videos, from youtube-nocookie.com only, once asked for;
 * - nobody may frame the site; no plugin; forms post to the site only.
 */
export const SITE_CSP: CspDirectives = new Map([
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", TAG_HOST]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", TAG_HOST, ANALYTICS_HOSTS[0]]],
  ["font-src", ["'self'"]],
  ["connect-src", ["'self'", TAG_HOST, ...ANALYTICS_HOSTS]],
  ["frame-src", ["https://www.youtube-nocookie.com"]],
  ...LOCKED_DOWN,
]);

/**
 * The writers' CMS at /admin/ (Decap CMS), its own policy; the public pages
 * never get its 'unsafe-eval':
 * - scripts: its own files, and 'unsafe-eval', which Decap's config validation
 *   (ajv) needs;
 * - styles: inline, written by Decap's interface (emotion) and the previews;
 * - images: blob: and data: (images chosen before they are saved), GitHub
 *   (avatars, files of the repository);
 * - connections: GitHub's API (the GitHub backend); the OAuth login opens
 *   Netlify's api.netlify.com/auth in a window of its own;
 * - frames: the preview pane (an about:srcdoc frame of the same origin).
 */
export const ADMIN_CSP: CspDirectives = new Map([
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", "'unsafe-eval'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  [
    "img-src",
    ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
  ],
  ["font-src", ["'self'", "data:"]],
  ["connect-src", ["'self'", "blob:", "https://api.github.com"]],
  ["frame-src", ["'self'", "blob:"]],
  ...LOCKED_DOWN,
]);

/** The public pages' policy as one line, before any page's hashes. */
export const SITE_POLICY = serializeCsp(SITE_CSP);
export const ADMIN_POLICY = serializeCsp(ADMIN_CSP);

/** Headers every response gets, whatever its path. */
export const EVERY_RESPONSE: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // Powerful features the site never uses (the YouTube player's own needs are left alone).
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/** Headers of the CMS's files: never indexed (they are revalidated on every load like any "/*"). */
export const ADMIN_HEADERS: Record<string, string> = {
  "Content-Security-Policy": ADMIN_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
};

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

export type { InlineScript } from "./site-scripts";

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * The inline scripts of a page that the browser runs, or may run later: the
 * scripts without `src` of a JavaScript type, and the inert analytics scripts
 * (`type="text/plain" data-consent-category`) that are turned into real ones
 * after consent. Data blocks (JSON-LD) are not scripts for the CSP.
 */
export const inlineScripts = (html: string): InlineScript[] => {
  const scripts: InlineScript[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [, attributes, text] = match;
    if (attribute(attributes, "src") !== null) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    const awaitsConsent = type === "text/plain" && attribute(attributes, "data-consent-category") !== null;
    if (EXECUTABLE_TYPES.has(type) || awaitsConsent) scripts.push({ attributes, text });
  }
  return scripts;
};

export const cspHash = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A page of public/: its file (relative, e.g. `accueil/index.html`) and its HTML. */
export interface BuiltPage {
  file: string;
  html: string;
}

/**
 * The hashes of the pages' inline scripts, each one a script the site or
 * Gatsby writes (src/node/postbuild/site-scripts.ts). Throws, naming each page
 * and the start of each script, when a page holds any other: it is not hashed,
 * the build stops.
 */
export const scriptHashes = (pages: BuiltPage[]): string[] => {
  const hashes: string[] = [];
  const unknown: UnknownScript[] = [];
  for (const page of pages) {
    for (const script of inlineScripts(page.html)) {
      if (recogniseScript(script, { path: urlPathOf(page.file) })) hashes.push(cspHash(script.text));
      else unknown.push({ file: page.file, text: script.text });
    }
  }
  if (unknown.length > 0) throw unknownScriptsError(unknown);
  return [...new Set(hashes)];
};

/**
 * A policy with the hashes of the inline scripts of the pages served under one
 * path added to script-src (and never 'unsafe-inline'); throws on a script the
 * site does not write (`scriptHashes`).
 */
export const pageCsp = (policy: string, pages: BuiltPage[]): string => {
  const directives = parseCsp(policy);
  const hashes = scriptHashes(pages);
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? ["'self'"];
  directives.set("script-src", [...scriptSrc.filter((source) => source !== "'unsafe-inline'"), ...hashes]);
  return serializeCsp(directives);
};

/** URL path of a built HTML file: public/accueil/index.html → /accueil, public/404.html → /404.html. */
export const urlPathOf = (relativeFile: string): string => {
  const posix = relativeFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
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
 * The rules of our section: every response, each page by its paths, the CMS.
 * Throws when a page holds an inline script the site does not write, naming
 * every such page at once.
 */
export const headerRules = ({
  pages,
  publicSite,
}: {
  pages: BuiltPage[];
  publicSite: boolean;
}): NetlifyHeaderRule[] => {
  scriptHashes(pages);
  return [
    { for: "/*", values: publicSite ? EVERY_RESPONSE : { ...EVERY_RESPONSE, "X-Robots-Tag": "noindex" } },
    ...pagesByPath(pages).map(([rulePath, served]) => ({
      for: rulePath,
      values: { "Content-Security-Policy": pageCsp(SITE_POLICY, served) },
    })),
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

/** Paths checked for rules that collide: each page's, the CMS's, an asset, an unknown address. */
const pathsToCheck = (files: string[]) => [
  ...files.flatMap(rulePathsOf),
  "/admin/",
  "/admin/index.html",
  "/static/asset.js",
  "/page-data/app-data.json",
  "/adresse-inconnue",
];

/**
 * Writes our section into public/_headers, for the pages of the build
 * (`builtPageFiles`, built-pages.ts; the CMS has its rule, ADMIN_RULE_PATH).
 * Returns the pages covered. Throws, writing nothing, when a page holds an
 * inline script the site does not write.
 */
export const writeHeadersFile = ({ publicDir, publicSite }: { publicDir: string; publicSite: boolean }): number => {
  const pages = builtPageFiles(publicDir).map((file) => ({
    file,
    html: fs.readFileSync(path.join(publicDir, file), "utf8"),
  }));
  const rules = headerRules({ pages, publicSite });
  const target = path.join(publicDir, "_headers");
  const existing = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  fs.writeFileSync(
    target,
    injectSection(existing, headersSection(rules, pathsToCheck(pages.map((page) => page.file)))),
  );
  return pages.length;
};
