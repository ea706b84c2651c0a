/**
 * netlify.toml, parsed with a TOML library: the build settings, the redirects
 * (the same as src/node/redirects.ts, which gatsby-node gives to createRedirect)
 * and the headers every response carries. What the CSP must allow is checked
 * against the built pages in __tests__/built/csp.test.ts.
 */
import * as path from "path";
import { REDIRECTS } from "../../src/node/redirects";
import { headersFor, parseCsp, readNetlifyConfig } from "../../src/node/netlify-headers";

const ROOT = path.resolve(__dirname, "../..");
const config = readNetlifyConfig(ROOT);
const everyPage = headersFor(config, "/*");
const csp = parseCsp(everyPage["Content-Security-Policy"] ?? "");

/** The only hosts the site may ever contact, and why (see the comments in netlify.toml). */
const ANALYTICS_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
const VIDEO_HOST = "https://www.youtube-nocookie.com";

const ONE_YEAR = 31536000;
const maxAge = (value = "") => Number(/max-age=(\d+)/.exec(value)?.[1] ?? NaN);

describe("netlify.toml: build", () => {
  it("builds with npm run build on Node 20 into public/, telemetry off", () => {
    expect(config.build?.command).toBe("npm run build");
    expect(config.build?.publish).toBe("public");
    expect(config.build?.environment?.NODE_VERSION).toBe("20");
    expect(config.build?.environment?.GATSBY_TELEMETRY_DISABLED).toBe("1");
  });

  it.each(["deploy-preview", "branch-deploy"])(
    "empties the measurement ID on %s (no analytics on previews)",
    (context) => {
      expect(config.context?.[context]?.environment?.GATSBY_GA_MEASUREMENT_ID).toBe("");
    },
  );
});

describe("netlify.toml: redirects", () => {
  const rules = config.redirects ?? [];

  it.each(REDIRECTS.map((rule) => [rule.fromPath, rule]))(
    "mirrors the redirect of %s in src/node/redirects.ts",
    (_from, rule) => {
      const mirrored = rules.find((candidate) => candidate.from === rule.fromPath);
      expect(mirrored).toMatchObject({ to: rule.toPath, status: rule.statusCode });
      // A rule must be forced to win over a page at the same address.
      expect(mirrored?.force ?? false).toBe(rule.force);
      if (rule.pageAtSource) expect(mirrored?.force).toBe(true);
    },
  );

  it("has no other permanent redirect than those, plus /sitemap.xml to the sitemap index", () => {
    const permanent = rules.filter((rule) => rule.status === 301 || rule.status === 302).map((rule) => rule.from);
    expect(permanent.sort()).toEqual([...REDIRECTS.map((rule) => rule.fromPath), "/sitemap.xml"].sort());
    expect(rules.find((rule) => rule.from === "/sitemap.xml")).toMatchObject({ to: "/sitemap-index.xml", status: 301 });
  });

  it("answers unknown paths with the 404 page and a 404 status, without shadowing real pages", () => {
    for (const from of ["/projet/*", "/*"]) {
      const rule = rules.find((candidate) => candidate.from === from);
      expect(rule).toMatchObject({ to: "/404.html", status: 404 });
      expect(rule?.force).not.toBe(true);
    }
    // A rule after the catch-all would never apply.
    expect(rules[rules.length - 1].from).toBe("/*");
  });
});

describe("netlify.toml: headers", () => {
  it("sends the security headers on every response", () => {
    expect(maxAge(everyPage["Strict-Transport-Security"])).toBeGreaterThanOrEqual(ONE_YEAR);
    expect(everyPage["X-Content-Type-Options"]).toBe("nosniff");
    expect(everyPage["X-Frame-Options"]).toBe("DENY");
    expect(everyPage["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(everyPage["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(everyPage["Permissions-Policy"]).toMatch(/microphone=\(\)/);
    expect(everyPage["Permissions-Policy"]).toMatch(/geolocation=\(\)/);
  });

  it("forbids framing the site and plugins, and pins base and form targets", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("allows the site's own scripts and Google's tag, nothing else and no eval", () => {
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://www.googletagmanager.com"]);
  });

  it("embeds videos from youtube-nocookie.com only", () => {
    expect(csp.get("frame-src")).toEqual([VIDEO_HOST]);
  });

  it("connects only to the site itself and Google Analytics", () => {
    expect(csp.get("connect-src")).toEqual(["'self'", ...ANALYTICS_HOSTS]);
  });

  it("is no broader than needed: no wildcard source, no bare scheme but data: images, no eval", () => {
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        expect(source).not.toBe("*");
        expect(source).not.toMatch(/^'unsafe-eval'$|^'unsafe-hashes'$/);
        if (/^[a-z]+:$/.test(source)) expect(["img-src data:"]).toContain(`${directive} ${source}`);
        if (/^https?:\/\//.test(source)) expect([...ANALYTICS_HOSTS, VIDEO_HOST]).toContain(source);
        expect(source).not.toMatch(/^http:/);
      }
    }
  });

  it("caches hashed assets for a year, immutable", () => {
    for (const pattern of ["/static/*", "/*.js", "/*.css"]) {
      const cacheControl = headersFor(config, pattern)["Cache-Control"];
      expect(cacheControl).toMatch(/immutable/);
      expect(maxAge(cacheControl)).toBe(ONE_YEAR);
    }
  });

  it("never caches HTML and page data without revalidation", () => {
    for (const pattern of ["/*", "/page-data/*"]) {
      const cacheControl = headersFor(config, pattern)["Cache-Control"];
      expect(maxAge(cacheControl)).toBe(0);
      expect(cacheControl).toMatch(/must-revalidate/);
    }
  });
});
