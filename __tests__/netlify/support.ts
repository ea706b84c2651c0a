import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import { matchesPath, type NetlifyHeaderRule } from "../../src/node/postbuild/netlify-headers";
import { BASE_URL, REHEARSAL_DIR } from "../e2e/support/servers";

/**
 * The deploy rehearsal's tests run against the site built by Netlify's CLI and
 * served by it (`netlify serve --offline`, scripts/netlify-preview.ts), which
 * Playwright starts for `npm run test:e2e` (playwright.config.ts).
 */
export const ROOT = path.resolve(__dirname, "../..");

export const PREVIEW_URL = BASE_URL;

/** The copy of the project that Netlify's CLI built and serves. */
export const PREVIEW_DIR = REHEARSAL_DIR;

/** Its public/, as the adapter left it for Netlify to deploy. */
export const PUBLIC = path.join(PREVIEW_DIR, "public");

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names and values as sent, in order (a header sent twice is there twice). */
  rawHeaders: string[];
  body: string;
}

/**
 * One HTTP request to the rehearsal (or to `base`), from a chosen loopback address (the
 * contact endpoint's rate limit counts per address).
 */
export const fetchRaw = (
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
    from = "127.0.0.1",
    base = PREVIEW_URL,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    from?: string;
    base?: string;
  } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, base), { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });

/** How many times a response carries a header, whatever its case. */
export const headerCount = (answer: Answer, name: string): number =>
  answer.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name.toLowerCase()).length;

/** Every rule of the deployed public/_headers: the adapter's section and ours, as Netlify reads the file. */
export const deployedHeaderRules = (): NetlifyHeaderRule[] => {
  const rules: NetlifyHeaderRule[] = [];
  for (const line of fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    if (trimmed.startsWith("/")) rules.push({ for: trimmed, values: {} });
    else {
      const separator = trimmed.indexOf(":");
      rules[rules.length - 1].values[trimmed.slice(0, separator).trim()] = trimmed.slice(separator + 1).trim();
    }
  }
  return rules;
};

/** For one request path, each header name (lower case) with every value the matching rules give it. */
export const deployedHeadersFor = (rules: NetlifyHeaderRule[], requestPath: string): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) => matchesPath(candidate.for, requestPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      found.set(name.toLowerCase(), [...(found.get(name.toLowerCase()) ?? []), value]);
    }
  }
  return found;
};

/**
 * Keys of one store of the CLI's local Blobs sandbox (`.netlify/blobs-serve`,
 * where `netlify serve` keeps what functions write; no site is linked, hence
 * "unlinked"), e.g. ["pending/2026-…-id", "delivered/id"].
 */
export const sandboxKeys = (store: string): string[] => {
  const dir = path.join(PREVIEW_DIR, ".netlify", "blobs-serve", "entries", "unlinked", `site:${store}`);
  const keys: string[] = [];
  const walk = (current: string) => {
    if (!fs.existsSync(current)) return;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else keys.push(path.relative(dir, absolute).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return keys.sort();
};
