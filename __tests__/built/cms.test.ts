/**
 * The writers' CMS in the build: /admin/ is Decap's page with its own bundle,
 * never indexed, with its own Content-Security-Policy; the public pages load
 * no CMS code, do not link to it, and the sitemap does not list it.
 */
import * as fs from "fs";
import { createRequire } from "module";
import * as path from "path";
import { adminSourcesFile } from "../../plugins/gatsby-plugin-voltis-cms/admin-build";
import { parseCsp } from "../../src/node/postbuild/header-policy";
import { headersForPath, parseHeadersSection } from "../support/netlify-config";
import { builtPages, PUBLIC, ROOT, assertBuilt } from "./support/public-pages";

assertBuilt();
const ADMIN = path.join(PUBLIC, "admin");
const adminHtml = fs.readFileSync(path.join(ADMIN, "index.html"), "utf8");

/** Every JavaScript file of public/ outside admin/: what public pages can load. */
const publicScripts = (): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== ADMIN) walk(full);
      } else if (entry.name.endsWith(".js")) found.push(full);
    }
  };
  walk(PUBLIC);
  return found;
};

/** Strings only Decap's code or the CMS entry holds. */
const CMS_MARKERS = ["decap-cms", "DecapCmsApp", "registerPreviewTemplate", "load_config_file", "netlify-identity"];

describe("/admin/ in the build", () => {
  it("is Decap's page, in French, loading the CMS entry only, never indexed", () => {
    expect(adminHtml).toMatch(/<html lang="fr">/);
    expect(adminHtml).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    expect([...adminHtml.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual(["cms.js"]);
    expect(fs.existsSync(path.join(ADMIN, "cms.js"))).toBe(true);
  });

  it("bundles one React, the CMS's own (cms/package.json), and Decap from the version the CMS asks for", () => {
    const cmsRequire = createRequire(path.join(process.cwd(), "cms", "package.json"));
    const version = (name: string) =>
      (JSON.parse(fs.readFileSync(cmsRequire.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
    const bundle = fs
      .readdirSync(ADMIN)
      .filter((file) => file.endsWith(".js"))
      .map((file) => fs.readFileSync(path.join(ADMIN, file), "utf8"))
      .join("\n");
    // React writes its version into react and react-dom: the CMS's, and no other.
    const versions = new Set([...bundle.matchAll(/"(1[89]\.\d+\.\d+)"/g)].map((match) => match[1]));
    expect([...versions]).toEqual([version("react")]);
    expect(version("react")).toMatch(/^19\./);
    const [major, minor] = version("decap-cms-app").split(".").map(Number);
    expect(major).toBe(3);
    expect(minor).toBeGreaterThanOrEqual(16);
  });

  it("bundles one copy of react and of react-dom, the CMS package's, whoever imports them (esbuild's metafile)", () => {
    // The files esbuild bundled (plugins/gatsby-plugin-voltis-cms/admin-build.ts), as <cms/node_modules>/react/index.js…
    const sources = JSON.parse(fs.readFileSync(adminSourcesFile(ROOT), "utf8")) as string[];
    const copiesOf = (name: string) =>
      [
        ...new Set(
          sources.flatMap((source) => {
            const match = new RegExp(`^(.*(?:<cms/node_modules>|<node_modules>|/node_modules)/${name})/`).exec(source);
            return match ? [match[1]] : [];
          }),
        ),
      ].sort();
    expect(copiesOf("react")).toEqual(["<cms/node_modules>/react"]);
    expect(copiesOf("react-dom")).toEqual(["<cms/node_modules>/react-dom"]);
    // Decap's code and the site's previews both in it: the React above is the one they share.
    expect(sources).toContain("<root>/src/cms/previews.tsx");
    expect(sources.some((source) => source.startsWith("<cms/node_modules>/decap-cms-core/"))).toBe(true);
  });

  it("carries the config generated from the content model, handed to CMS.init", () => {
    const cms = fs.readFileSync(path.join(ADMIN, "cms.js"), "utf8");
    // Compiled in as an object literal (minified): load_config_file:!1, publish_mode:"editorial_workflow"…
    expect(cms).toMatch(/load_config_file:(?:!1|false)/);
    expect(cms).toMatch(/publish_mode:"editorial_workflow"/);
    expect(cms).toMatch(/preview_path:"projet\/\{\{fields\.slug\}\}"/);
    expect(fs.existsSync(path.join(ADMIN, "config.yml"))).toBe(false);
  });

  it("reads front matter as YAML only: gray-matter's JavaScript engine, which evaluates a `---js` front matter, is not in it", () => {
    const scripts = fs.readdirSync(ADMIN).filter((file) => file.endsWith(".js"));
    const holding = (text: string) =>
      scripts.filter((file) => fs.readFileSync(path.join(ADMIN, file), "utf8").includes(text));
    // gray-matter's lib/engines.js: its JavaScript engine's stringify refuses with these words.
    expect(holding("stringifying JavaScript is not supported")).toEqual([]);
    // plugins/gatsby-plugin-voltis-cms/gray-matter-yaml-only/engine.js, in its place.
    expect(holding("or le CMS ne lit que le YAML")).toEqual(["cms.js"]);
  });

  it("publishes no source map (Decap's alone is 20 MB)", () => {
    expect(fs.readdirSync(ADMIN).filter((file) => file.endsWith(".map"))).toEqual([]);
  });
});

describe("the public pages pay nothing for the CMS", () => {
  it("no script of public/ holds CMS code", () => {
    const offenders = publicScripts().flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return CMS_MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${path.relative(PUBLIC, file)} : ${marker}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it("no page links to /admin or loads anything from it", () => {
    const offenders = builtPages().filter((page) =>
      /["'/]admin\//.test(fs.readFileSync(path.join(PUBLIC, page), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("the sitemap does not list /admin", () => {
    const sitemaps = fs.readdirSync(PUBLIC).filter((file) => /^sitemap.*\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(fs.readFileSync(path.join(PUBLIC, file), "utf8")).not.toContain("/admin");
  });
});

describe("headers of /admin/* (public/_headers)", () => {
  const rules = parseHeadersSection(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"));
  const admin = headersForPath(rules, "/admin/");
  const adminPolicy = parseCsp(admin["Content-Security-Policy"] ?? "");

  it("are not indexed", () => {
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  it("have their own policy: 'unsafe-eval' for Decap, scripts from the site only, no framing", () => {
    expect(adminPolicy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(adminPolicy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(adminPolicy.get("connect-src")).toContain("https://api.github.com");
    expect(headersForPath(rules, "/admin/cms.js")["Content-Security-Policy"]).toBe(admin["Content-Security-Policy"]);
  });

  it("the public pages never get 'unsafe-eval'", () => {
    const pagePolicies = rules
      .filter((rule) => rule.for !== "/admin/*")
      .map((rule) => rule.values["Content-Security-Policy"] ?? "");
    expect(pagePolicies.length).toBeGreaterThan(5);
    expect(pagePolicies.join("\n")).not.toContain("unsafe-eval");
  });
});
