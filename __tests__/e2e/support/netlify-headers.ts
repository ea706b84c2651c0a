import * as fs from "fs";
import * as path from "path";
import type { BrowserContext } from "playwright-core";
import {
  baseCsp,
  headersFor,
  parseCsp,
  readNetlifyConfig,
  SECTION_END,
  SECTION_START,
  serializeCsp,
} from "../../../src/node/netlify-headers";

/**
 * `gatsby serve` ignores netlify.toml and public/_headers. To see the site as
 * Netlify serves it, the tests add those headers to every HTML page themselves:
 * the "/*" headers of netlify.toml and the page's own Content-Security-Policy
 * (with its script hashes) from public/_headers.
 *
 * `upgrade-insecure-requests` is left out: it only makes sense over HTTPS and
 * would send this local HTTP server's requests to a port that speaks no TLS.
 */
const policiesOf = (publicDir: string): Map<string, string> => {
  const policies = new Map<string, string>();
  const file = path.join(publicDir, "_headers");
  if (!fs.existsSync(file)) return policies;
  const text = fs.readFileSync(file, "utf8");
  let current = "";
  for (const line of text.slice(text.indexOf(SECTION_START), text.indexOf(SECTION_END)).split("\n")) {
    if (line.startsWith("/")) current = line.trim();
    const match = /^\s+Content-Security-Policy:\s*(.+)$/.exec(line);
    if (match) policies.set(current, match[1]);
  }
  return policies;
};

const forLocalHttp = (policy: string) => {
  const directives = parseCsp(policy);
  directives.delete("upgrade-insecure-requests");
  return serializeCsp(directives);
};

export const applyNetlifyHeaders = async (context: BrowserContext, baseUrl: string, rootDir: string) => {
  const config = readNetlifyConfig(rootDir);
  const everyPage = headersFor(config, "/*");
  const adminHeaders = headersFor(config, "/admin/*");
  const fallback = baseCsp(config);
  const policies = policiesOf(path.join(rootDir, "public"));
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const pathname = new URL(route.request().url()).pathname.replace(/(.)\/+$/, "$1");
      const headers: Record<string, string> = { ...response.headers() };
      for (const [name, value] of Object.entries(everyPage))
        headers[name.toLowerCase()] = value.replace(/\s+/g, " ").trim();
      headers["content-security-policy"] = forLocalHttp(policies.get(pathname) ?? fallback);
      // The CMS: the /admin/* rule, last in netlify.toml, wins over /* (see README, "Writers' CMS").
      if (pathname === "/admin" || pathname.startsWith("/admin/")) {
        for (const [name, value] of Object.entries(adminHeaders))
          headers[name.toLowerCase()] = value.replace(/\s+/g, " ").trim();
        headers["content-security-policy"] = forLocalHttp(adminHeaders["Content-Security-Policy"]);
      }
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
