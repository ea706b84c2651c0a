/**
 * Company facts inside Markdown: writers type {{name}}, {{email}}, {{address}}…
 * and the site fills them in from content/settings/site.md, the one place those
 * facts live. An unknown token is reported by the content check.
 *
 * Pure (no Node module): the CMS preview (src/cms/markdown.ts) fills tokens with it too.
 */
const TOKEN = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

/** Flattens the site facts into the token table. */
const tokensFrom = (facts) => {
  const address = facts.address || {};
  const host = facts.host || {};
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
const fillTokens = (text, tokens) =>
  String(text).replace(TOKEN, (whole, key) =>
    tokens[key] !== undefined && tokens[key] !== null ? String(tokens[key]) : whole,
  );

/** Names of the tokens in a text that the table does not know. */
const unknownTokens = (text, tokens) =>
  [...String(text).matchAll(TOKEN)].map((m) => m[1]).filter((key) => !(key in tokens));

module.exports = { TOKEN, tokensFrom, fillTokens, unknownTokens };
