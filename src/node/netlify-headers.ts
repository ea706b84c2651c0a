import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import { parse } from "smol-toml";

/**
 * HTTP headers on Netlify. `netlify.toml` holds the policy every response gets
 * (security headers, caching, the Content-Security-Policy). Two things cannot
 * live there and are written by the build into `public/_headers` (the adapter
 * gatsby-adapter-netlify keeps what it finds outside its own section):
 *
 * - per page, the same Content-Security-Policy with the SHA-256 hash of each
 *   inline script of that page. Gatsby inlines small scripts whose text changes
 *   with every build (page path, chunk map), so netlify.toml can only allow
 *   them with 'unsafe-inline'; browsers ignore 'unsafe-inline' once a hash is
 *   listed, so on every known page only the site's own inline scripts run;
 * - on deploy previews and branch deploys, `X-Robots-Tag: noindex` (netlify.toml
 *   headers cannot depend on the deploy context).
 */

export interface NetlifyHeaderRule {
  for: string;
  values: Record<string, string>;
}

export interface NetlifyRedirectRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
}

export interface NetlifyConfig {
  build?: { command?: string; publish?: string; environment?: Record<string, string> };
  context?: Record<string, { environment?: Record<string, string> }>;
  redirects?: NetlifyRedirectRule[];
  headers?: NetlifyHeaderRule[];
}

export const readNetlifyConfig = (rootDir: string): NetlifyConfig =>
  parse(fs.readFileSync(path.join(rootDir, "netlify.toml"), "utf8")) as unknown as NetlifyConfig;

/** Header values of the rule for exactly `forPath` ("/*"), keys as written. */
export const headersFor = (config: NetlifyConfig, forPath: string): Record<string, string> =>
  Object.assign({}, ...(config.headers ?? []).filter((rule) => rule.for === forPath).map((rule) => rule.values));

export type CspDirectives = Map<string, string[]>;

/** "default-src 'self'; img-src 'self' data:" → Map { default-src → ['self'], … } (multi-line TOML strings welcome). */
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

/** The site-wide policy of netlify.toml, normalised to one line. */
export const baseCsp = (config: NetlifyConfig): string => {
  const policy = headersFor(config, "/*")["Content-Security-Policy"];
  if (!policy) throw new Error("netlify.toml : aucune Content-Security-Policy pour « /* ».");
  return serializeCsp(parseCsp(policy));
};

export interface InlineScript {
  /** Attributes as written, e.g. ` type="module"`. */
  attributes: string;
  text: string;
}

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

/** The site-wide policy with the hashes of one page's inline scripts added to script-src. */
export const pageCsp = (policy: string, html: string): string => {
  const directives = parseCsp(policy);
  const hashes = [...new Set(inlineScripts(html).map((script) => cspHash(script.text)))];
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? ["'self'"];
  directives.set("script-src", [...scriptSrc, ...hashes]);
  return serializeCsp(directives);
};

/** URL path of a built HTML file: public/accueil/index.html → /accueil, public/404.html → /404.html. */
export const urlPathOf = (relativeFile: string): string => {
  const posix = relativeFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
};

/** Folders of public/ that hold no page of the site. */
export const NOT_PAGES = new Set(["static", "page-data", "admin"]);

/** Every HTML file of public/ that is a page of the site, relative paths. */
export const htmlFiles = (publicDir: string): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // admin/ is the CMS (its own policy on /admin/* in netlify.toml), not a page of the site.
        if (!/^[~_]/.test(entry.name) && !NOT_PAGES.has(entry.name)) walk(absolute);
      } else if (entry.name.endsWith(".html")) {
        found.push(path.relative(publicDir, absolute));
      }
    }
  };
  walk(publicDir);
  return found.sort();
};

export const SECTION_START = "# gatsby-plugin-voltis-production start";
export const SECTION_END = "# gatsby-plugin-voltis-production end";

/** Our section of public/_headers: per-page CSP, and noindex everywhere on a preview. */
export const headersSection = ({
  pages,
  policy,
  publicSite,
}: {
  pages: { path: string; html: string }[];
  policy: string;
  publicSite: boolean;
}): string => {
  const lines = [SECTION_START];
  if (!publicSite) lines.push("/*", "  X-Robots-Tag: noindex");
  for (const page of pages) lines.push(page.path, `  Content-Security-Policy: ${pageCsp(policy, page.html)}`);
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

/** Writes our section into public/_headers. Returns the pages covered. */
export const writeHeadersFile = ({
  rootDir,
  publicDir,
  publicSite,
}: {
  rootDir: string;
  publicDir: string;
  publicSite: boolean;
}): number => {
  const policy = baseCsp(readNetlifyConfig(rootDir));
  const pages = htmlFiles(publicDir).map((file) => ({
    path: urlPathOf(file),
    html: fs.readFileSync(path.join(publicDir, file), "utf8"),
  }));
  const target = path.join(publicDir, "_headers");
  const existing = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  fs.writeFileSync(target, injectSection(existing, headersSection({ pages, policy, publicSite })));
  return pages.length;
};
