import {
  cspHash,
  headersSection,
  injectSection,
  inlineScripts,
  pageCsp,
  parseCsp,
  SECTION_END,
  SECTION_START,
  urlPathOf,
} from "../../src/node/netlify-headers";
import { robotsTxt } from "../../src/node/robots";

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

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

describe("per-page Content-Security-Policy", () => {
  it("hashes the inline scripts the page runs, and the ones it runs after consent, not data blocks", () => {
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      'window.pagePath="/accueil";',
      "console.log(1)",
      'gtag("config","G-X")',
    ]);
  });

  it("adds those hashes to script-src and keeps every other directive", () => {
    const directives = parseCsp(pageCsp(POLICY, html));
    expect(directives.get("script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
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

  it("maps built files to the paths visitors ask for", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("accueil/index.html")).toBe("/accueil");
    expect(urlPathOf("projet/kids-care/index.html")).toBe("/projet/kids-care");
    expect(urlPathOf("404.html")).toBe("/404.html");
  });
});

describe("public/_headers section", () => {
  const pages = [{ path: "/accueil", html }];

  it("adds noindex on every path of a preview only", () => {
    expect(headersSection({ pages, policy: POLICY, publicSite: false })).toMatch(/^\/\*\n {2}X-Robots-Tag: noindex$/m);
    expect(headersSection({ pages, policy: POLICY, publicSite: true })).not.toMatch(/X-Robots-Tag/);
  });

  it("replaces its own section and keeps what gatsby-adapter-netlify wrote", () => {
    const adapter = "# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n";
    const first = injectSection(adapter, headersSection({ pages, policy: POLICY, publicSite: false }));
    const second = injectSection(first, headersSection({ pages, policy: POLICY, publicSite: true }));
    expect(second.startsWith(adapter)).toBe(true);
    expect(second.split(SECTION_START)).toHaveLength(2);
    expect(second.split(SECTION_END)).toHaveLength(2);
    expect(second).not.toMatch(/X-Robots-Tag/);
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
