/**
 * The site as Netlify's own runtime serves it (netlify serve --offline: the
 * adapter's build, netlify.toml's redirects, public/_headers): statuses,
 * redirects, and the headers of every response, over real HTTP.
 *
 * What the CLI does not apply as the CDN would, Cache-Control (its static
 * server sends its own), is checked against the deployed public/_headers, read
 * the way Netlify reads it.
 */
import { expect, test } from "@playwright/test";
import { builtPageFiles } from "../../src/node/postbuild/built-pages";
import { ADMIN_POLICY, cspHash, FILE_POLICY, inlineScripts, parseCsp } from "../../src/node/postbuild/header-policy";
import type { NetlifyHeaderRule } from "../../src/node/postbuild/netlify-headers";
import { findingsAboveInfo } from "../support/csp-evaluator";
import { ROUTES } from "../e2e/support/routes";
import { deployedHeaderRules, deployedHeadersFor, fetchRaw, headerCount, PUBLIC } from "./support";
import * as fs from "fs";

const UNKNOWN = ["/adresse-inconnue", "/projet/projet-inconnu"];
/** Sent once on every response, by one rule: ours or the adapter's. */
const ONCE_EVERYWHERE = [
  "strict-transport-security",
  "permissions-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
];

test.describe("statuses and redirects", () => {
  test("sends / to /accueil with a 301", async () => {
    const answer = await fetchRaw("/");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/accueil");
  });

  test("sends /sitemap.xml to the sitemap index, which lists the pages", async () => {
    const answer = await fetchRaw("/sitemap.xml");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/sitemap-index.xml");
    const index = await fetchRaw("/sitemap-index.xml");
    expect(index.status).toBe(200);
    expect(index.body).toContain("<sitemapindex");
  });

  for (const { path: pathname } of ROUTES) {
    test(`serves ${pathname} with 200 and its page`, async () => {
      const answer = await fetchRaw(pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain(`window.pagePath="${pathname}"`);
    });
  }

  for (const pathname of UNKNOWN) {
    test(`answers ${pathname} with a real 404 and the site's 404 page`, async () => {
      const answer = await fetchRaw(pathname);
      expect(answer.status).toBe(404);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain('lang="fr"');
      expect(answer.body).toMatch(/window\.pagePath="\/404(\.html)?"/);
    });
  }
});

test.describe("headers of every HTML response", () => {
  const htmlPaths = [...ROUTES.map((route) => route.path), ...UNKNOWN, "/404", "/404.html", "/merci"];

  for (const pathname of htmlPaths) {
    test(`${pathname}: exactly one Content-Security-Policy, the page's own, inline scripts by hash only`, async () => {
      const answer = await fetchRaw(pathname);
      expect(headerCount(answer, "content-security-policy")).toBe(1);
      const policy = parseCsp(String(answer.headers["content-security-policy"]));
      const scriptSrc = policy.get("script-src") ?? [];
      // Hashes and 'strict-dynamic', no host, no 'self'; 'unsafe-inline' and https: only for browsers that know
      // neither (those that know hashes ignore 'unsafe-inline' beside one, and schemes beside 'strict-dynamic').
      expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual([
        "'strict-dynamic'",
        "'unsafe-inline'",
        "https:",
      ]);
      // Every inline script of the HTML served is allowed by its hash.
      const scripts = inlineScripts(answer.body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(scriptSrc).toContain(cspHash(script.text));
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      // Google's CSP Evaluator, as Lighthouse runs it: nothing above information.
      expect(findingsAboveInfo(String(answer.headers["content-security-policy"]))).toEqual([]);
    });
  }

  for (const pathname of htmlPaths) {
    test(`${pathname}: each security header once, in one case`, async () => {
      const answer = await fetchRaw(pathname);
      for (const name of ONCE_EVERYWHERE) expect([name, headerCount(answer, name)]).toEqual([name, 1]);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(answer.headers["x-robots-tag"]).toBeUndefined();
    });
  }

  test("/admin/: one policy of its own, with Decap's 'unsafe-eval', and never indexed", async () => {
    const answer = await fetchRaw("/admin/");
    expect(answer.status).toBe(200);
    expect(headerCount(answer, "content-security-policy")).toBe(1);
    expect(answer.headers["content-security-policy"]).toBe(ADMIN_POLICY);
    expect(parseCsp(String(answer.headers["content-security-policy"])).get("script-src")).toEqual([
      "'self'",
      "'unsafe-eval'",
    ]);
    expect(headerCount(answer, "x-robots-tag")).toBe(1);
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });
});

/** A file of the deployed public/ whose path matches, as the address it is served at. */
const servedFile = (pattern: RegExp): string => {
  const walk = (dir: string): string | undefined => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = `${dir}/${entry.name}`;
      const found = entry.isDirectory() ? walk(absolute) : absolute.slice(PUBLIC.length);
      if (found && pattern.test(found)) return found;
    }
    return undefined;
  };
  const found = walk(PUBLIC);
  if (!found) throw new Error(`Aucun fichier de public/ ne correspond à ${pattern}.`);
  return found;
};

test.describe("files that are not pages: nothing runs when one is opened on its own", () => {
  const KINDS: [string, RegExp, RegExp][] = [
    ["an SVG under /static/", /^\/static\/.+\.svg$/, /^image\/svg\+xml/],
    ["a font", /^\/static\/.+\.woff2$/, /^font\/woff2/],
    ["a bundle", /^\/app-[0-9a-f]{20}\.js$/, /javascript/],
    ["a stylesheet", /^\/styles\.[0-9a-f]+\.css$/, /^text\/css/],
    ["a page's data", /^\/page-data\/accueil\/page-data\.json$/, /^application\/json/],
    ["the manifest", /^\/manifest\.webmanifest$/, /manifest\+json/],
    ["an icon of the manifest", /^\/icons\/icon-48x48\.png$/, /^image\/png/],
    ["Gatsby's HTML fragment", /^\/_gatsby\/slices\/.+\.html$/, /^text\/html/],
    ["robots.txt", /^\/robots\.txt$/, /^text\/plain/],
  ];

  for (const [kind, pattern, type] of KINDS) {
    test(`${kind}: its own type, nosniff, and the policy under which nothing runs, once each`, async () => {
      const pathname = servedFile(pattern);
      const answer = await fetchRaw(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 200]);
      expect(answer.headers["content-type"]).toMatch(type);
      expect(headerCount(answer, "x-content-type-options")).toBe(1);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(headerCount(answer, "content-security-policy")).toBe(1);
      expect(answer.headers["content-security-policy"]).toBe(FILE_POLICY);
    });
  }
});

test.describe("the page the contact function answers a form refused without JavaScript", () => {
  test("has its own headers, once each: one policy, nothing above information for the evaluator, nosniff", async () => {
    const form = new URLSearchParams({
      fullName: "Camille Martin",
      companyName: "Atelier Lumen",
      email: "camille@atelier",
      country: "fr",
      phone: "06 12 34 56 78",
      budget: "€2.8k-€10k",
      projectDetails: "Refusée : l’adresse e-mail n’a pas de domaine complet.",
      website: "",
    });
    const answer = await fetchRaw("/api/contact-us", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      from: "127.0.0.18",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Cet email n’est pas valide.");
    expect(headerCount(answer, "content-security-policy")).toBe(1);
    const policy = String(answer.headers["content-security-policy"]);
    expect(parseCsp(policy).get("default-src")).toEqual(["'none'"]);
    expect(findingsAboveInfo(policy)).toEqual([]);
    for (const name of ["x-content-type-options", "x-frame-options"])
      expect([name, headerCount(answer, name)]).toEqual([name, 1]);
  });
});

/**
 * The deployed public/_headers and the files it applies to, read once the rehearsal has built them
 * (Playwright lists the tests before it starts the servers).
 */
const deployed = (() => {
  let found: { rules: NetlifyHeaderRule[]; bundles: string[]; staticFile: string; samples: string[] } | undefined;
  return () => {
    if (found) return found;
    const rules = deployedHeaderRules();
    // The bundles the served pages load (public/ may also hold those of earlier builds).
    const bundles = [
      ...new Set(
        builtPageFiles(PUBLIC).flatMap((file) =>
          [...fs.readFileSync(`${PUBLIC}/${file}`, "utf8").matchAll(/\/([\w.-]+-[0-9a-f]{20}\.(?:js|css))\\?"/g)].map(
            (match) => match[1],
          ),
        ),
      ),
    ];
    const anyStatic = (dir: string): string => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isFile()) return `${dir}/${entry.name}`;
        const file = anyStatic(`${dir}/${entry.name}`);
        if (file) return file;
      }
      return "";
    };
    const staticFile = anyStatic(`${PUBLIC}/static`).slice(PUBLIC.length);
    const samples = [
      ...ROUTES.map((route) => route.path),
      ...UNKNOWN,
      "/admin/",
      "/page-data/accueil/page-data.json",
      staticFile,
      ...bundles.map((file) => `/${file}`),
    ];
    found = { rules, bundles, staticFile, samples };
    return found;
  };
})();

test.describe("the deployed public/_headers, as Netlify's CDN reads it", () => {
  test("sets no header twice for any path, whatever the case (one rule per header and path)", () => {
    const { rules, samples } = deployed();
    const twice = samples.flatMap((pathname) =>
      [...deployedHeadersFor(rules, pathname)]
        .filter(([name, values]) => name !== "cache-control" && values.length > 1)
        .map(([name]) => `${pathname} ${name}`),
    );
    expect(twice).toEqual([]);
  });

  test("caches hashed bundles and /static/ files for a year, immutable", () => {
    const { rules, bundles, staticFile } = deployed();
    expect(bundles.length).toBeGreaterThan(3);
    expect(staticFile).toMatch(/^\/static\//);
    for (const pathname of [staticFile, ...bundles.map((file) => `/${file}`)]) {
      const values = deployedHeadersFor(rules, pathname).get("cache-control") ?? [];
      // The adapter's "/*" rule and the file's own: the more specific one, last, is the file's.
      expect([pathname, values[values.length - 1]]).toEqual([pathname, "public, max-age=31536000, immutable"]);
    }
  });

  test("revalidates HTML and page data on every load", () => {
    const { rules } = deployed();
    for (const pathname of [...ROUTES.map((route) => route.path), "/page-data/accueil/page-data.json"]) {
      expect([pathname, deployedHeadersFor(rules, pathname).get("cache-control")]).toEqual([
        pathname,
        ["public, max-age=0, must-revalidate"],
      ]);
    }
  });
});
