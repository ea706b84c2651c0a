/**
 * The Content-Security-Policy (src/node/postbuild/header-policy.ts) against what the built pages
 * (public/) actually load: every style, image, font, frame and connection
 * origin they use is allowed; every script comes from the page's own inline
 * scripts, each allowed by its hash in the per-page policy the build writes
 * into public/_headers, the bundles through the hashed loader that
 * 'strict-dynamic' trusts (no `<script src>` in the HTML, which it would
 * block); every inline script is one the site or Gatsby writes
 * (src/node/postbuild/site-scripts.ts) and no other hash is there; and the
 * hashed assets that get a year of immutable caching really carry a hash.
 */
import * as fs from "fs";
import * as path from "path";
import { parse, type HTMLElement } from "node-html-parser";
import {
  ADMIN_POLICY,
  cspHash,
  FILE_POLICY,
  inlineScripts,
  parseCsp,
  SITE_POLICY,
  type CspDirectives,
} from "../../src/node/postbuild/header-policy";
import { ADMIN_RULE_PATH, publicFiles, rulePathsOf } from "../../src/node/postbuild/netlify-headers";
import { builtPageFiles, urlPathOf } from "../../src/node/postbuild/built-pages";
import { deferredBundles } from "../../src/node/postbuild/built-html";
import { headersForPath, parseHeadersSection } from "../support/netlify-config";
import { findingsAboveInfo } from "../support/csp-evaluator";
import { recogniseScript } from "../../src/node/postbuild/site-scripts";
import { PROJECTS, SITE } from "../e2e/support/routes";
import { youTubeVideo } from "../../src/lib/youtube";

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const SITE_ORIGIN = new URL(SITE.siteUrl).origin;

if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
  throw new Error("public/ est vide : lancez `npm run build` avant `npm run test:build`.");
}

const policy = parseCsp(SITE_POLICY);
const pages = builtPageFiles(PUBLIC).map((file) => ({
  file,
  path: urlPathOf(file),
  html: fs.readFileSync(path.join(PUBLIC, file), "utf8"),
}));

/** The per-page policies of public/_headers (our section). */
const generatedPolicies = (): Map<string, CspDirectives> =>
  new Map(
    parseHeadersSection(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"))
      .filter((rule) => rule.values["Content-Security-Policy"])
      .map((rule) => [rule.for, parseCsp(rule.values["Content-Security-Policy"])]),
  );

/** Does a CSP source list allow this URL (resolved against the site)? Host wildcards, schemes and 'self'. */
const allows = (sources: string[], url: string): boolean => {
  if (url.startsWith("data:")) return sources.includes("data:");
  const target = new URL(url, SITE.siteUrl);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === SITE_ORIGIN;
    if (/^[a-z]+:$/.test(source)) return target.protocol === source;
    const match = /^(https?):\/\/(\*\.)?([^/:]+)/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host] = match;
    if (target.protocol !== `${scheme}:`) return false;
    return wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
  });
};

const directive = (name: string) => policy.get(name) ?? policy.get("default-src") ?? [];

const srcsetUrls = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

const cssUrls = (css: string) => [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1]);

/** Every URL a page loads, by the CSP directive that governs it. */
const loads = (root: HTMLElement) => {
  const attr = (selector: string, name: string) =>
    root
      .querySelectorAll(selector)
      .map((element) => element.getAttribute(name) ?? "")
      .filter(Boolean);
  const styles = [
    ...root.querySelectorAll("style").map((element) => element.text),
    ...root.querySelectorAll("[style]").map((element) => element.getAttribute("style") ?? ""),
  ].join("\n");
  const stylesheetUrls = attr('link[rel="stylesheet"]', "href");
  const cssFromFiles = stylesheetUrls
    .filter((href) => href.startsWith("/"))
    .map((href) => fs.readFileSync(path.join(PUBLIC, href.split("?")[0]), "utf8"))
    .join("\n");
  const fromCss = cssUrls(`${styles}\n${cssFromFiles}`);
  const isFont = (url: string) =>
    /^data:(font\/|application\/(font|x-font))/.test(url) || /\.(woff2?|ttf|otf)(\?|$)/.test(url);
  return {
    "style-src": stylesheetUrls,
    "img-src": [
      ...attr("img[src]", "src"),
      ...root
        .querySelectorAll("img[srcset], source[srcset]")
        .flatMap((element) => srcsetUrls(element.getAttribute("srcset"))),
      ...root
        .querySelectorAll('link[rel="preload"][as="image"]')
        .flatMap((element) => srcsetUrls(element.getAttribute("imagesrcset"))),
      ...attr('link[rel="icon"]', "href"),
      ...attr('link[rel="apple-touch-icon"]', "href"),
      ...fromCss.filter((url) => !isFont(url)),
    ],
    "font-src": [...fromCss.filter(isFont), ...attr('link[rel="preload"][as="font"]', "href")],
    "frame-src": attr("iframe[src]", "src"),
    "manifest-src": attr('link[rel="manifest"]', "href"),
  };
};

/**
 * The scripts a page loads from files: none written in its HTML (`<script src>`,
 * which 'strict-dynamic' blocks, or a script preload), and the bundles its
 * inline loader adds after the first paint (src/node/postbuild/built-html.ts).
 */
const scriptFiles = (root: HTMLElement) => ({
  inHtml: [
    ...root.querySelectorAll("script[src]").map((element) => element.getAttribute("src") ?? ""),
    ...root
      .querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]')
      .map((element) => element.getAttribute("href") ?? ""),
  ],
  added: deferredBundles(root.toString()),
});

describe.each(pages.map((page) => [page.path, page]))("%s", (_path, page) => {
  const root = parse(page.html);

  it.each(Object.entries(loads(root)))("every %s it loads is allowed by the site's policy", (name, urls) => {
    const refused = urls.filter((url) => !allows(directive(name), url));
    expect(refused).toEqual([]);
  });

  it("loads every script file through its hashed loader, none from a <script src> of its HTML", () => {
    const { inHtml, added } = scriptFiles(root);
    expect(inHtml).toEqual([]);
    expect(added.length).toBeGreaterThan(0);
    // The site's own bundles, which the loader, allowed by its hash, adds ('strict-dynamic').
    expect(added.filter((url) => new URL(url, SITE.siteUrl).origin !== SITE_ORIGIN)).toEqual([]);
    expect(inlineScripts(page.html).map((script) => recogniseScript(script, { path: page.path })?.name)).toContain(
      "bundle loader",
    );
  });

  it("has a per-page policy in public/_headers: its inline scripts by hash, what they add, no host nor 'self'", () => {
    const generated = generatedPolicies().get(page.path);
    expect(generated).toBeDefined();
    const scriptSrc = generated?.get("script-src") ?? [];
    for (const script of inlineScripts(page.html)) expect(scriptSrc).toContain(cspHash(script.text));
    // Beside the hashes: 'strict-dynamic', and what only browsers without it read ('unsafe-inline' and https:,
    // ignored where hashes and 'strict-dynamic' are known).
    expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'strict-dynamic'",
      "'unsafe-inline'",
      "https:",
    ]);
    // The rest of the policy is the site policy, word for word.
    for (const [name, sources] of policy) {
      if (name !== "script-src") expect(generated?.get(name)).toEqual(sources);
    }
  });
});

describe("only the inline scripts the site writes (src/node/postbuild/site-scripts.ts)", () => {
  /** Each inline script of a page, with the entry of the list that recognises it (undefined: none). */
  const scriptsOf = (page: (typeof pages)[number]) =>
    inlineScripts(page.html).map((script) => ({ script, known: recogniseScript(script, { path: page.path }) }));

  it("every inline script of every built page is one the site or Gatsby writes", () => {
    const unknown = pages.flatMap((page) =>
      scriptsOf(page)
        .filter(({ known }) => !known)
        .map(({ script }) => `public/${page.file}: ${script.text.slice(0, 80)}`),
    );
    expect(unknown).toEqual([]);
  });

  it("every page holds the scripts every page gets, each once", () => {
    const everyPage = [
      "reveal",
      "Gatsby page path",
      "Gatsby chunk mapping",
      "Gatsby webpack compilation hash",
      "bundle loader",
    ];
    for (const page of pages) {
      const names = scriptsOf(page).map(({ known }) => known?.name);
      for (const name of everyPage)
        expect([page.file, names.filter((found) => found === name)]).toEqual([page.file, [name]]);
    }
  });

  it("every hash of public/_headers is a recognised script of a page served under that path, and none is missing", () => {
    const expected = new Map<string, Set<string>>();
    for (const page of pages) {
      const hashes = scriptsOf(page)
        .filter(({ known }) => known)
        .map(({ script }) => cspHash(script.text));
      for (const rulePath of rulePathsOf(page.file)) {
        expected.set(rulePath, new Set([...(expected.get(rulePath) ?? []), ...hashes]));
      }
    }
    const generated = generatedPolicies();
    const hashed = [...generated].filter(([, csp]) =>
      (csp.get("script-src") ?? []).some((source) => source.startsWith("'sha256-")),
    );
    expect(hashed.length).toBeGreaterThan(0);
    for (const [rulePath, csp] of hashed) {
      const hashes = (csp.get("script-src") ?? []).filter((source) => /^'sha\d+-/.test(source));
      expect([rulePath, [...hashes].sort()]).toEqual([rulePath, [...(expected.get(rulePath) ?? [])].sort()]);
    }
    for (const rulePath of expected.keys()) expect([rulePath, generated.has(rulePath)]).toEqual([rulePath, true]);
  });
});

describe("what the policy allows is used", () => {
  it("frame-src youtube-nocookie.com: the player a project's video poster creates on click", () => {
    // No page embeds a frame in its HTML (the poster is a link until the visitor asks for the video)...
    expect(pages.flatMap((page) => loads(parse(page.html))["frame-src"])).toEqual([]);
    // ...and the player that replaces each poster is allowed.
    const players = PROJECTS.map((project) => youTubeVideo(project.youtube)?.playerUrl).filter(Boolean) as string[];
    expect(players.length).toBeGreaterThan(0);
    expect(pages.filter((page) => page.html.includes("data-video-poster"))).toHaveLength(players.length);
    for (const url of players) expect(allows(directive("frame-src"), url)).toBe(true);
  });

  it("img-src data:: the phone field's country flags, a data: image in the contact form's own chunk", () => {
    // No page writes a data: image in its HTML (no blurred placeholders: images load natively)...
    expect(
      pages.flatMap((page) => loads(parse(page.html))["img-src"]).filter((url) => url.startsWith("data:")),
    ).toEqual([]);
    // ...but react-phone-input-2's stylesheet, injected with the form, draws the flags from one.
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const formChunk = stats.assetsByChunkName["contact-form"]?.find((name) => name.startsWith("contact-form-"));
    expect(formChunk).toBeDefined();
    const chunk = fs.readFileSync(path.join(PUBLIC, String(formChunk)), "utf8");
    expect(chunk).toMatch(/url\(['"]?data:image\/png;base64,/);
  });

  it("font-src 'self': every font is a file of the site, none inlined in the stylesheet", () => {
    const fonts = pages.flatMap((page) => loads(parse(page.html))["font-src"]);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => !url.startsWith("/static/"))).toEqual([]);
    expect(directive("font-src")).toEqual(["'self'"]);
  });

  it("connect-src: the contact endpoint, when set to another origin, is allowed", () => {
    const endpoint = process.env.GATSBY_CONTACT_ENDPOINT?.trim();
    if (endpoint && /^https?:\/\//.test(endpoint)) expect(allows(directive("connect-src"), endpoint)).toBe(true);
    else expect(allows(directive("connect-src"), "/api/contact-us")).toBe(true);
  });
});

describe("Google's CSP Evaluator (Lighthouse's csp-xss checks) on every policy of public/_headers", () => {
  const rules = parseHeadersSection(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8")).filter(
    (rule) => rule.values["Content-Security-Policy"],
  );
  const nonAdmin = rules.filter((rule) => rule.for !== ADMIN_RULE_PATH);

  it("covers the pages, the files and the CMS", () => {
    expect(nonAdmin.filter((rule) => rule.values["Content-Security-Policy"] === FILE_POLICY).length).toBeGreaterThan(3);
    expect(nonAdmin.filter((rule) => rule.values["Content-Security-Policy"].includes("'sha256-")).length).toBe(
      new Set(pages.flatMap((page) => rulePathsOf(page.file))).size,
    );
    expect(rules.find((rule) => rule.for === ADMIN_RULE_PATH)?.values["Content-Security-Policy"]).toBe(ADMIN_POLICY);
  });

  it.each(nonAdmin.map((rule) => [rule.for, rule.values["Content-Security-Policy"]]))(
    "%s: nothing above information (INFO, NONE)",
    (_rulePath, policy) => {
      expect(findingsAboveInfo(policy)).toEqual([]);
    },
  );

  it("/admin/*: only what Decap needs, 'unsafe-eval' for its config check (ajv) and its own files ('self')", () => {
    expect(findingsAboveInfo(ADMIN_POLICY)).toEqual([
      expect.stringMatching(/^MEDIUM_MAYBE script-src 'unsafe-eval': /),
      expect.stringMatching(/^MEDIUM_MAYBE script-src 'self': /),
    ]);
  });
});

describe("every file of the build that is not a page runs nothing when opened on its own", () => {
  const rules = parseHeadersSection(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"));
  const pageFiles = new Set(pages.map((page) => page.file.split(path.sep).join("/")));
  const files = publicFiles(PUBLIC).filter(
    (file) => !pageFiles.has(file) && !file.startsWith("admin/") && !["_headers", "_redirects"].includes(file),
  );

  it("finds the kinds of files a page loads: bundles, SVGs, fonts, page data, the manifest", () => {
    for (const kind of [
      /^[\w-]+\.js$/,
      /^static\/.+\.svg$/,
      /\.woff2$/,
      /^page-data\/.+\.json$/,
      /^manifest\.webmanifest$/,
    ])
      expect([String(kind), files.some((file) => kind.test(file))]).toEqual([String(kind), true]);
  });

  it("gives each one the policy under which nothing runs, and no other", () => {
    const others = files.filter(
      (file) => headersForPath(rules, encodeURI(`/${file}`))["Content-Security-Policy"] !== FILE_POLICY,
    );
    expect(others).toEqual([]);
  });
});

describe("long-lived caching", () => {
  const HASHED = /[-.][0-9a-f]{8,}\.(js|css)$|\/[0-9a-f]{20,}\//;

  it("every script and stylesheet a page loads has a content hash in its name", () => {
    const assets = new Set(
      pages.flatMap((page) => {
        const root = parse(page.html);
        return [...scriptFiles(root).added, ...loads(root)["style-src"]].filter((url) => url.startsWith("/"));
      }),
    );
    expect(assets.size).toBeGreaterThan(0);
    for (const asset of assets) expect(asset).toMatch(HASHED);
  });

  it("every file under /static/ is named by its content", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const absolute = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(absolute);
        else files.push(path.relative(PUBLIC, absolute).split(path.sep).join("/"));
      }
    };
    walk(path.join(PUBLIC, "static"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/[0-9a-f]{20,}|-[0-9a-f]{32}\./);
  });
});
