/**
 * Company facts inside Markdown: writers type {{name}}, {{email}}, {{address}}…
 * and the site fills them in from content/settings/site.md, the one place those
 * facts live. An unknown token is reported by the content check.
 *
 * Pure (no Node module), so that the three places that fill tokens share it:
 * the site's Markdown (plugins/gatsby-remark-voltis, through ./remark.ts), the
 * CMS previews (src/cms/) and the build's config (gatsby-config.ts,
 * gatsby-node.ts). Reading site.md from disk is src/node/content/site-tokens.ts.
 */

/** The token table: token name → the text it stands for. */
export type SiteTokens = Record<string, string | undefined>;

/** `{{name}}`, `{{ address.city }}`: letters and dots between double braces. */
export const TOKEN = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

/** The facts of content/settings/site.md that tokens are made of (all optional here: the content check requires them). */
export interface SiteFacts {
  name?: string;
  legalForm?: string;
  capital?: string;
  rcs?: string;
  siren?: string;
  vatNumber?: string;
  director?: string;
  email?: string;
  phone?: string;
  phoneDisplay?: string;
  address?: { street?: string; postalCode?: string; city?: string; country?: string };
  siteUrl?: string;
  host?: { name?: string; address?: string; website?: string };
  responseTime?: string;
}

/** Flattens the site facts into the token table. */
export const tokensFrom = (facts: SiteFacts): SiteTokens => {
  const address = facts.address ?? {};
  const host = facts.host ?? {};
  return {
    name: facts.name,
    legalForm: facts.legalForm,
    capital: facts.capital,
    rcs: facts.rcs,
    siren: facts.siren,
    vatNumber: facts.vatNumber,
    director: facts.director,
    email: facts.email,
    phone: facts.phone,
    phoneDisplay: facts.phoneDisplay,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    "address.street": address.street,
    "address.postalCode": address.postalCode,
    "address.city": address.city,
    "address.country": address.country,
    siteUrl: facts.siteUrl,
    siteHost: String(facts.siteUrl || "").replace(/^https?:\/\//, ""),
    "host.name": host.name,
    "host.address": host.address,
    "host.website": host.website,
    responseTime: facts.responseTime,
  };
};

/** Replaces every known token; unknown ones are left as they are (and reported by the check). */
export const fillTokens = (text: string, tokens: SiteTokens): string =>
  String(text).replace(TOKEN, (whole, key: string) =>
    tokens[key] !== undefined && tokens[key] !== null ? String(tokens[key]) : whole,
  );

/** Names of the tokens in a text that the table does not know. */
export const unknownTokens = (text: string, tokens: SiteTokens): string[] =>
  [...String(text).matchAll(TOKEN)].map((match) => match[1]).filter((key) => !(key in tokens));
