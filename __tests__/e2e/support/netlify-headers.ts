import * as fs from "fs";
import * as path from "path";
import type { BrowserContext } from "playwright-core";
import { headersForPath, parseHeadersSection, PLATFORM_HEADERS } from "../../../src/node/netlify-headers";

/**
 * `gatsby serve` ignores public/_headers. For the browser tests that need the
 * site under the headers Netlify sends, each HTML document gets them here:
 * the rules the build wrote into public/_headers for its path (the page's own
 * Content-Security-Policy with its script hashes, the CMS's on /admin/), and
 * what gatsby-adapter-netlify adds on every path (`PLATFORM_HEADERS`).
 * Netlify's own runtime serving them is the deploy rehearsal's
 * (`npm run test:netlify`, __tests__/netlify/).
 */
export const applyNetlifyHeaders = async (context: BrowserContext, baseUrl: string, rootDir: string) => {
  const rules = parseHeadersSection(fs.readFileSync(path.join(rootDir, "public", "_headers"), "utf8"));
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const pathname = new URL(route.request().url()).pathname;
      const headers: Record<string, string> = { ...response.headers(), ...PLATFORM_HEADERS };
      for (const [name, value] of Object.entries(headersForPath(rules, pathname))) headers[name.toLowerCase()] = value;
      return route.fulfill({ response, headers });
    },
  );
};

/** Records CSP violations of every page of the context in `window.__cspViolations`. */
export const recordCspViolations = (context: BrowserContext) =>
  context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI || "inline"} ${event.sample ?? ""}`.trim());
    });
  });
