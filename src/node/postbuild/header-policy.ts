import { createHash } from "crypto";
import { urlPathOf, type BuiltPage } from "./built-pages";
import { recogniseScript, unknownScriptsError, type InlineScript, type UnknownScript } from "./site-scripts";

/**
 * The HTTP headers and Content-Security-Policies of the pages, the CMS and the
 * other files; src/node/postbuild/netlify-headers.ts writes them into `_headers`,
 * docs/security.md (« Content-Security-Policy ») says what each policy allows and why.
 * A page's policy hashes each inline script the site or Gatsby writes
 * (src/node/postbuild/site-scripts.ts); any other inline script stops the build.
 */

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

/** Google's tag and Analytics' regional collection hosts. */
const TAG_HOST = "https://www.googletagmanager.com";
const ANALYTICS_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

/** What every policy ends with; `baseUri` is where a `<base>` may point. */
const lockedDown = (baseUri: string): [string, string[]][] => [
  ["frame-ancestors", ["'none'"]],
  ["base-uri", [baseUri]],
  ["form-action", ["'self'"]],
  ["object-src", ["'none'"]],
  ["manifest-src", ["'self'"]],
  ["upgrade-insecure-requests", []],
];

/**
 * The public pages' strict policy (docs/security.md): each page's inline scripts
 * run by their hash (`pageCsp`) and 'strict-dynamic' trusts what they add, so a
 * `<script src>` written in the HTML runs nowhere.
 */
export const SITE_CSP: CspDirectives = new Map([
  ["default-src", ["'self'"]],
  ["script-src", ["'strict-dynamic'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", TAG_HOST, ANALYTICS_HOSTS[0]]],
  ["font-src", ["'self'"]],
  ["connect-src", ["'self'", TAG_HOST, ...ANALYTICS_HOSTS]],
  ["frame-src", ["https://www.youtube-nocookie.com"]],
  ...lockedDown("'none'"),
]);

/** Read only by browsers too old for hashes or 'strict-dynamic', which ignore them otherwise. */
export const OLD_BROWSER_FALLBACKS = ["'unsafe-inline'", "https:"];

/** The CMS at /admin/: Decap's config validation (ajv) needs 'unsafe-eval', which the public pages never get. */
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
  // Decap's preview pane writes a `<base target="_blank">` into its frame, which shares this policy.
  ...lockedDown("'self'"),
]);

/** Files that are not pages: opened on their own (an SVG with a `<script>`), nothing runs, in a sandboxed origin. */
export const FILE_CSP: CspDirectives = new Map([
  ["default-src", ["'none'"]],
  ["img-src", ["'self'", "data:"]],
  ["style-src", ["'unsafe-inline'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'none'"]],
  ["frame-ancestors", ["'none'"]],
  ["sandbox", []],
]);

export const SITE_POLICY = serializeCsp(SITE_CSP);
export const ADMIN_POLICY = serializeCsp(ADMIN_CSP);
export const FILE_POLICY = serializeCsp(FILE_CSP);

export const EVERY_RESPONSE: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // Powerful features the site never uses (the YouTube player's own needs are left alone).
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/** `nosniff` comes from gatsby-adapter-netlify's section of `_headers` (`PLATFORM_HEADERS`): set here, it is sent twice. */
export const FILE_HEADERS: Record<string, string> = {
  "Content-Security-Policy": FILE_POLICY,
};

export const ADMIN_HEADERS: Record<string, string> = {
  "Content-Security-Policy": ADMIN_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
};

export type { InlineScript } from "./site-scripts";

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The inline scripts a page runs, or runs after consent (`data-consent-category`); JSON-LD is data, not a script. */
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

/** The hashes of the pages' inline scripts; throws, naming each page, on a script the site does not write. */
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
 * `policy` with the served pages' script hashes first in script-src, then the old
 * browsers' fallbacks; pages without inline script get `script-src 'none'`.
 */
export const pageCsp = (policy: string, pages: BuiltPage[]): string => {
  const directives = parseCsp(policy);
  const hashes = scriptHashes(pages);
  const own = (directives.get("script-src") ?? []).filter(
    (source) => source !== "'unsafe-inline'" && !OLD_BROWSER_FALLBACKS.includes(source),
  );
  directives.set("script-src", hashes.length === 0 ? ["'none'"] : [...hashes, ...own, ...OLD_BROWSER_FALLBACKS]);
  return serializeCsp(directives);
};

/** On a preview, every response is kept out of search engines too. */
export const everyResponseHeaders = ({ publicSite }: { publicSite: boolean }): Record<string, string> =>
  publicSite ? EVERY_RESPONSE : { ...EVERY_RESPONSE, "X-Robots-Tag": "noindex" };

/** The policy allows the inline scripts of every page served under that path. */
export const pageHeaders = (served: BuiltPage[]): Record<string, string> => ({
  "Content-Security-Policy": pageCsp(SITE_POLICY, served),
});
