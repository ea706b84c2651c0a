import { createHash } from "crypto";
import { urlPathOf, type BuiltPage } from "./built-pages";
import { recogniseScript, unknownScriptsError, type InlineScript, type UnknownScript } from "./site-scripts";

/**
 * What the site answers with, by kind of response: the HTTP headers every
 * response gets, each page's Content-Security-Policy, the CMS's, and the one
 * of every file that is not a page. Where each kind is found in public/ and
 * how the rules are written into Netlify's `_headers` file is
 * src/node/postbuild/netlify-headers.ts; docs/security.md (« Content-Security-Policy ») says what each
 * policy allows and why.
 *
 * A page's policy is the site policy plus the SHA-256 hash of each inline
 * script of that page, never 'unsafe-inline'. Gatsby inlines small scripts
 * whose text changes with the page and the build, so hashes allow them. Only
 * the scripts the site and Gatsby write are hashed (the list of
 * src/node/postbuild/site-scripts.ts): a page holding any other inline script,
 * one a writer's content brought, stops the build.
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

/** Google's tag (gtag.js), loaded only after the visitor accepts analytics. */
const TAG_HOST = "https://www.googletagmanager.com";
/** Google Analytics' collection endpoints (regional hosts, hence the wildcards). */
const ANALYTICS_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * What both policies end with: nobody may frame the site, no form leaves it,
 * no plugin, the manifest is the site's, every request over HTTPS. And where a
 * `<base>` may point (`baseUri`): nowhere on the pages, which have none.
 */
const lockedDown = (baseUri: string): [string, string[]][] => [
  ["frame-ancestors", ["'none'"]],
  ["base-uri", [baseUri]],
  ["form-action", ["'self'"]],
  ["object-src", ["'none'"]],
  ["manifest-src", ["'self'"]],
  ["upgrade-insecure-requests", []],
];

/**
 * The public pages' Content-Security-Policy, what the site loads and nothing
 * else:
 * - scripts: a strict policy (docs/security.md (« Content-Security-Policy »)). Only the page's own
 *   inline scripts run, each allowed by its hash (`pageCsp`), and
 *   'strict-dynamic' extends that trust to the scripts they add: the bundle
 *   loader (src/node/postbuild/built-html.ts) adds Gatsby's bundles, which add
 *   their chunks and, after consent, Google's tag. No host and no 'self': a
 *   `<script src>` written in the HTML, by anyone, runs nowhere. Browsers
 *   too old for 'strict-dynamic' read the fallbacks `pageCsp` adds;
 * - styles: the site's own, inline `<style>` and style attributes
 *   (styled-components, Gatsby's inlined CSS);
 * - images: the site's own, data: (the phone field's flags), Google
 *   Analytics' measurement pixels;
 * - fonts: the site's own files (no font is inlined as data:);
 * - connections: the site's own (page data, the contact function), Analytics;
 * - frames: the project videos, from youtube-nocookie.com only, once asked for;
 * - nobody may frame the site; no plugin; no `<base>`; forms post to the site only.
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

/**
 * What a browser that knows neither hashes nor 'strict-dynamic' reads instead,
 * as Google's strict CSP recommends: browsers that know hashes ignore
 * 'unsafe-inline' beside one, and those that know 'strict-dynamic' ignore any
 * scheme or host beside it. Only old browsers (Safari before 15.4 for
 * 'strict-dynamic') ever use them: there, the site's bundles come over https:.
 */
export const OLD_BROWSER_FALLBACKS = ["'unsafe-inline'", "https:"];

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
  // Decap's preview pane writes a `<base target="_blank">` into its frame, which shares this policy.
  ...lockedDown("'self'"),
]);

/**
 * Every response that is not a page nor the CMS: the site's files (images,
 * SVGs under /static/, fonts, bundles, page data, the manifest, the writers'
 * uploads, Gatsby's HTML fragments). Such a file is loaded by a page, whose
 * policy governs it; this one only applies when the file is opened as a
 * document of its own (an SVG holding a `<script>`, say), and then nothing
 * runs: no script, no plugin, no frame, no form, and `sandbox` gives the
 * document an origin of its own, away from the site's (and from /admin/).
 * What an SVG drawing may still use: its inline styles, its images (the
 * site's own, or data:).
 */
export const FILE_CSP: CspDirectives = new Map([
  ["default-src", ["'none'"]],
  ["img-src", ["'self'", "data:"]],
  ["style-src", ["'unsafe-inline'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'none'"]],
  ["frame-ancestors", ["'none'"]],
  ["sandbox", []],
]);

/** The public pages' policy as one line, before any page's hashes. */
export const SITE_POLICY = serializeCsp(SITE_CSP);
export const ADMIN_POLICY = serializeCsp(ADMIN_CSP);
export const FILE_POLICY = serializeCsp(FILE_CSP);

/** Headers every response gets, whatever its path. */
export const EVERY_RESPONSE: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // Powerful features the site never uses (the YouTube player's own needs are left alone).
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/**
 * Headers of every file that is not a page nor the CMS's. Its
 * `X-Content-Type-Options: nosniff`, which keeps a browser from taking a file
 * for another type (a JSON or an image for a script or a page), comes from
 * gatsby-adapter-netlify's own section of `_headers`, on every path
 * (`PLATFORM_HEADERS`, netlify-headers.ts): set here too, it would be sent twice.
 */
export const FILE_HEADERS: Record<string, string> = {
  "Content-Security-Policy": FILE_POLICY,
};

/** Headers of the CMS's files: never indexed (they are revalidated on every load like any "/*"). */
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
 * path put in its script-src, before its own sources ('strict-dynamic'), then
 * the old browsers' fallbacks; throws on a script the site does not write
 * (`scriptHashes`). 'unsafe-inline' only ever stands beside a hash, which
 * makes browsers ignore it: 'unsafe-inline' written in `policy` is dropped, and
 * pages without any inline script get `script-src 'none'`.
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

/** The headers of every response, whatever its path: on a preview, kept out of search engines too. */
export const everyResponseHeaders = ({ publicSite }: { publicSite: boolean }): Record<string, string> =>
  publicSite ? EVERY_RESPONSE : { ...EVERY_RESPONSE, "X-Robots-Tag": "noindex" };

/**
 * The headers of a page, for every page that may be served under one path:
 * its policy allows the inline scripts of each of them.
 */
export const pageHeaders = (served: BuiltPage[]): Record<string, string> => ({
  "Content-Security-Policy": pageCsp(SITE_POLICY, served),
});
