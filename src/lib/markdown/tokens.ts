/**
 * Company facts filled into Markdown from content/settings/site.md, pure so that the remark plugin, the CMS
 * previews and the build's config share it (docs/content.md, "Company facts in texts: `{{tokens}}`").
 */

export type SiteTokens = Record<string, string | undefined>;

/** `{{name}}`, `{{ address.city }}` */
export const TOKEN = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

/** All optional here: the content check requires them. */
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

/** Unknown tokens are left as they are (and reported by the check). */
export const fillTokens = (text: string, tokens: SiteTokens): string =>
  String(text).replace(TOKEN, (whole, key: string) =>
    tokens[key] !== undefined && tokens[key] !== null ? String(tokens[key]) : whole,
  );

export const unknownTokens = (text: string, tokens: SiteTokens): string[] =>
  [...String(text).matchAll(TOKEN)].map((match) => match[1]).filter((key) => !(key in tokens));
