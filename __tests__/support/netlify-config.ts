/**
 * Netlify's configuration read back by the tests: netlify.toml parsed with a
 * TOML library, and our section of a built public/_headers
 * (src/node/postbuild/netlify-headers.ts writes it) with the headers it gives a
 * request path. The build itself never reads either.
 */
import * as fs from "fs";
import * as path from "path";
import { parse } from "smol-toml";
import {
  matchesPath,
  SECTION_END,
  SECTION_START,
  type NetlifyHeaderRule,
} from "../../src/node/postbuild/netlify-headers";

export interface NetlifyRedirectRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
}

export interface NetlifyConfig {
  build?: { command?: string; publish?: string; environment?: Record<string, string> };
  context?: Record<string, { environment?: Record<string, string> }>;
  redirects?: NetlifyRedirectRule[];
  headers?: NetlifyHeaderRule[];
}

export const readNetlifyConfig = (rootDir: string): NetlifyConfig =>
  parse(fs.readFileSync(path.join(rootDir, "netlify.toml"), "utf8")) as unknown as NetlifyConfig;

/** Our rules, read back from a public/_headers text (the rules between our markers). */
export const parseHeadersSection = (text: string): NetlifyHeaderRule[] => {
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  if (start === -1 || end < start) return [];
  const rules: NetlifyHeaderRule[] = [];
  for (const line of text.slice(start, end).split("\n")) {
    if (line.startsWith("/")) rules.push({ for: line.trim(), values: {} });
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (header && rules.length > 0) rules[rules.length - 1].values[header[1]] = header[2];
  }
  return rules;
};

/** The headers our rules give one request path (what Netlify adds to the adapter's). */
export const headersForPath = (rules: NetlifyHeaderRule[], requestPath: string): Record<string, string> =>
  Object.assign({}, ...rules.filter((rule) => matchesPath(rule.for, requestPath)).map((rule) => rule.values));
