/**
 * The HTTP headers of src/node/postbuild/netlify-headers.ts, the one place they are
 * defined: the policies, the rules written into public/_headers and the checks
 * that stop a build whose rules Netlify would serve wrongly. How Netlify's own
 * runtime serves them is the deploy rehearsal's (__tests__/netlify/).
 */
import {
  ADMIN_CSP,
  ADMIN_RULE_PATH,
  checkHeaderRules,
  cspHash,
  EVERY_RESPONSE,
  headerRules,
  headersForPath,
  headersSection,
  injectSection,
  inlineScripts,
  matchesPath,
  pageCsp,
  parseCsp,
  parseHeadersSection,
  rulePathsOf,
  SECTION_END,
  SECTION_START,
  SITE_CSP,
  SITE_POLICY,
  urlPathOf,
  type NetlifyHeaderRule,
} from "../../src/node/postbuild/netlify-headers";
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

const page = (pagePath: string) => `<html><script>window.pagePath="${pagePath}";</script></html>`;

describe("the public pages' Content-Security-Policy", () => {
  it("forbids framing the site and plugins, and pins base and form targets", () => {
    expect(SITE_CSP.get("frame-ancestors")).toEqual(["'none'"]);
    expect(SITE_CSP.get("object-src")).toEqual(["'none'"]);
    expect(SITE_CSP.get("base-uri")).toEqual(["'self'"]);
    expect(SITE_CSP.get("form-action")).toEqual(["'self'"]);
    expect(SITE_CSP.get("default-src")).toEqual(["'self'"]);
  });

  it("allows the site's own scripts and Google's tag, no inline script but by hash, no eval", () => {
    expect(SITE_CSP.get("script-src")).toEqual(["'self'", "https://www.googletagmanager.com"]);
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

  it("adds those hashes to script-src, never 'unsafe-inline', and keeps every other directive", () => {
    const directives = parseCsp(
      pageCsp("default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'", html),
    );
    expect(directives.get("script-src")).toEqual([
      "'self'",
      cspHash('window.pagePath="/accueil";'),
      cspHash("console.log(1)"),
      cspHash('gtag("config","G-X")'),
    ]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
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
      expect(policy.get("script-src")).toContain(cspHash('window.pagePath="/accueil";'));
    }
  });

  it("allows both 404 pages' scripts where the adapter may serve either of them", () => {
    const policy = parseCsp(headersForPath(rules, "/404.html")["Content-Security-Policy"] ?? "");
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining([cspHash('window.pagePath="/404.html";'), cspHash('window.pagePath="/404";')]),
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
