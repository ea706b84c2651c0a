/** @jest-environment node */
/**
 * The site's Content-Security-Policies (src/node/postbuild/header-policy.ts,
 * docs/security.md (« Content-Security-Policy »)) through Google's CSP Evaluator, the checks Lighthouse's
 * csp-xss audit runs (__tests__/support/csp-evaluator.ts): a page's strict
 * policy, the policy of the files that are not pages, the CMS's, and the
 * contact function's own answers. __tests__/built/csp.test.ts runs the same on
 * every policy the build writes.
 */
import { cspFindings, findingsAboveInfo } from "../support/csp-evaluator";
import {
  ADMIN_POLICY,
  cspHash,
  FILE_POLICY,
  OLD_BROWSER_FALLBACKS,
  pageCsp,
  parseCsp,
  serializeCsp,
  SITE_POLICY,
} from "../../src/node/postbuild/header-policy";
import { bundleLoader } from "../../src/node/postbuild/built-html";
import { REVEAL_SCRIPT } from "../../src/browser/reveal-script";
import { presentFormPage } from "../../src/lib/contact/server/form-page";
import { presentJson, type ContactOutcome, type ContactResponse } from "../../src/lib/contact/server";
import { EMPTY_POST } from "../../src/lib/contact/form-definition";

/** A page as the build leaves it: the reveal script in its head, the bundle loader at the end. */
const PAGE = [
  "<!DOCTYPE html><html><head>",
  `<script>${REVEAL_SCRIPT}</script>`,
  "</head><body><main><h1>Accueil</h1></main>",
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/accueil";/*]]>*/</script>',
  `<script>${bundleLoader(["/webpack-runtime-2ad0024ad7bc5e6065cd.js", "/app-84ddcd9b6fa20730ba74.js"])}</script>`,
  "</body></html>",
].join("");
const pagePolicy = pageCsp(SITE_POLICY, [{ file: "accueil/index.html", html: PAGE }]);

/** The headers the contact function sets on one of its answers. */
const headersOf = (present: (res: ContactResponse) => void): Record<string, string> => {
  const headers: Record<string, string> = {};
  present({
    statusCode: 200,
    setHeader: (name, value) => (headers[name.toLowerCase()] = String(value)),
    end: () => {},
  });
  return headers;
};
const REFUSED: ContactOutcome = { kind: "invalid", errors: { email: "Cet email n’est pas valide." } };

describe("Google's CSP Evaluator finds nothing above information", () => {
  it("in a page's policy: its hashes and 'strict-dynamic', the old browsers' fallbacks, object-src and base-uri 'none'", () => {
    expect(findingsAboveInfo(pagePolicy)).toEqual([]);
    const scriptSrc = parseCsp(pagePolicy).get("script-src");
    expect(scriptSrc).toEqual([
      cspHash(REVEAL_SCRIPT),
      cspHash('/*<![CDATA[*/window.pagePath="/accueil";/*]]>*/'),
      cspHash(bundleLoader(["/webpack-runtime-2ad0024ad7bc5e6065cd.js", "/app-84ddcd9b6fa20730ba74.js"])),
      "'strict-dynamic'",
      ...OLD_BROWSER_FALLBACKS,
    ]);
  });

  it("in the policy of the files that are not pages", () => {
    expect(findingsAboveInfo(FILE_POLICY)).toEqual([]);
  });

  it("in the page the contact function answers a form refused without JavaScript, and in its JSON answers", () => {
    const page = headersOf((res) => presentFormPage(res, REFUSED, { posted: EMPTY_POST, siteName: "Voltis Digital" }));
    expect(page["content-security-policy"]).toMatch(/^default-src 'none';/);
    expect(page["x-content-type-options"]).toBe("nosniff");
    expect(findingsAboveInfo(page["content-security-policy"])).toEqual([]);
    const json = headersOf((res) => presentJson(res, REFUSED));
    expect(findingsAboveInfo(json["content-security-policy"])).toEqual([]);
  });

  it("only reports, in each, what it merely suggests (Trusted Types) or what browsers ignore (the fallbacks)", () => {
    const below = cspFindings(pagePolicy).map((finding) => `${finding.directive} ${finding.value ?? ""}`.trim());
    expect(below).toEqual(
      expect.arrayContaining(["require-trusted-types-for", "script-src 'unsafe-inline'", "script-src https:"]),
    );
  });
});

describe("the CMS's policy: what Decap needs, and the evaluator says so", () => {
  it("reports 'unsafe-eval' (Decap's config check, ajv, compiles code) and 'self' (its own files), nothing else", () => {
    expect(findingsAboveInfo(ADMIN_POLICY)).toEqual([
      "MEDIUM_MAYBE script-src 'unsafe-eval': 'unsafe-eval' allows the execution of code injected into DOM APIs such as eval().",
      "MEDIUM_MAYBE script-src 'self': 'self' can be problematic if you host JSONP, AngularJS or user uploaded files.",
    ]);
  });
});

describe("the evaluator would catch a weaker page policy", () => {
  const withScriptSrc = (sources: string[]) => {
    const directives = parseCsp(pagePolicy);
    directives.set("script-src", sources);
    return serializeCsp(directives);
  };
  const hashes = (parseCsp(pagePolicy).get("script-src") ?? []).filter((source) => source.startsWith("'sha256-"));

  it.each<[string, string[], RegExp]>([
    [
      "the site's own files and Google's host beside the hashes",
      ["'self'", "https://www.googletagmanager.com", ...hashes],
      /STRICT_CSP script-src: Host allowlists/,
    ],
    ["hashes and 'strict-dynamic' without fallbacks", [...hashes, "'strict-dynamic'"], /STRICT_CSP script-src/],
    ["'unsafe-inline' with neither hash nor 'strict-dynamic'", ["'unsafe-inline'", "https:"], /HIGH script-src/],
  ])("%s", (_what, scriptSrc, expected) => {
    expect(findingsAboveInfo(withScriptSrc(scriptSrc)).join("\n")).toMatch(expected);
  });

  it("a policy without object-src or base-uri", () => {
    const directives = parseCsp(pagePolicy);
    directives.delete("object-src");
    directives.delete("base-uri");
    directives.delete("default-src");
    const found = findingsAboveInfo(serializeCsp(directives)).join("\n");
    expect(found).toMatch(/HIGH object-src/);
    expect(found).toMatch(/HIGH base-uri/);
  });
});
