import * as path from "path";
import { formatProblem, type ContentProblem } from "./content-check";
import { readFrontMatterOf } from "./content-files";
import { FrontMatterError } from "../../lib/content/front-matter";
import { follows, RULES } from "../../lib/content/content-rules";

/** The company's facts, from `content/settings/site.md` only, which gatsby-config.ts reads into `siteMetadata`. */
export interface SiteFacts {
  name: string;
  tagline: string;
  description: string;
  siteUrl: string;
  legalForm: string;
  capital: string;
  rcs: string;
  siren: string;
  vatNumber: string;
  director: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  address: { street: string; postalCode: string; city: string; country: string };
  host: { name: string; address: string; website: string };
  social: { name: string; url: string }[];
  responseTime: string;
}

export const SITE_FILE = path.join("content", "settings", "site.md");

export const SITE_STRING_FIELDS = [
  "name",
  "tagline",
  "description",
  "siteUrl",
  "legalForm",
  "capital",
  "rcs",
  "siren",
  "vatNumber",
  "director",
  "email",
  "phone",
  "phoneDisplay",
  "responseTime",
] as const;

export const checkSiteFacts = (data: Record<string, unknown>, file = SITE_FILE): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const need = (field: string, ok: boolean, message: string) => {
    if (!ok) problems.push({ file, field, message });
  };
  for (const field of SITE_STRING_FIELDS) {
    const value = data[field];
    need(field, typeof value === "string" && value.trim() !== "", "est obligatoire et doit être un texte.");
  }
  if (typeof data.siteUrl === "string") {
    need("siteUrl", follows("siteUrl", data.siteUrl), `${RULES.siteUrl.message}.`);
  }
  if (typeof data.email === "string") {
    need("email", follows("email", data.email), `${RULES.email.message}.`);
  }
  if (typeof data.phone === "string") {
    need("phone", follows("phone", data.phone), `${RULES.phone.message}.`);
  }
  const address = (data.address ?? {}) as Record<string, unknown>;
  for (const key of ["street", "postalCode", "city", "country"]) {
    need(
      `address.${key}`,
      typeof address[key] === "string" && (address[key] as string).trim() !== "",
      "est obligatoire.",
    );
  }
  const host = (data.host ?? {}) as Record<string, unknown>;
  for (const key of ["name", "address", "website"]) {
    need(`host.${key}`, typeof host[key] === "string" && (host[key] as string).trim() !== "", "est obligatoire.");
  }
  const social = data.social;
  need(
    "social",
    Array.isArray(social) &&
      social.length > 0 &&
      social.every((item) => item && typeof item.name === "string" && follows("httpsUrl", item.url)),
    "doit lister les réseaux sociaux, chacun avec `name` et une `url` en https://.",
  );
  return problems;
};

/** Reads and checks the site facts; throws with every problem named. */
export const loadSiteFacts = (rootDir: string): SiteFacts => {
  const absolute = path.join(rootDir, SITE_FILE);
  let data: Record<string, unknown>;
  try {
    data = readFrontMatterOf(absolute, rootDir).data;
  } catch (error) {
    if (error instanceof FrontMatterError) {
      throw new Error(formatProblem({ file: SITE_FILE, field: "frontmatter", line: error.line, message: error.reason }));
    }
    throw new Error(`${SITE_FILE} — champ « frontmatter » : illisible (${(error as Error).message.split("\n")[0]})`);
  }
  const problems = checkSiteFacts(data);
  if (problems.length > 0) throw new Error(problems.map(formatProblem).join("\n"));
  return data as unknown as SiteFacts;
};

/**
 * The site facts for gatsby-config.ts. A problem exits the process: Gatsby retries an import that throws while
 * loading its config, gets the half-loaded module and would build with no config at all.
 */
export const siteFactsOrExit = (rootDir: string): SiteFacts => {
  try {
    return loadSiteFacts(rootDir);
  } catch (error) {
    const lines = (error as Error).message.split("\n");
    console.error(`\nLe contenu contient ${lines.length} erreur(s) :\n${lines.map((line) => `  • ${line}`).join("\n")}\n`);
    process.exit(1);
  }
};
