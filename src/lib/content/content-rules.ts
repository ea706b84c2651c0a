/**
 * The rules a text value must follow, with the French message a writer reads when it does not. The content
 * check and the CMS (`src/cms/config.ts`) share them, so the CMS refuses what the build refuses, in the same
 * words. Patterns are strings, as Decap takes them.
 */
export interface TextRule {
  pattern: string;
  /** "doit être …", without the value found. */
  message: string;
}

export const RULES = {
  slug: {
    pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
    message: "doit être fait de mots en minuscules sans accents séparés par des tirets (ex. « mon-projet »)",
  },
  route: {
    // The legal pages' addresses, as the product fixes them (one has a capital).
    pattern: "^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$",
    message: "doit être l’adresse de la page : des mots sans accents séparés par des tirets (ex. « mentions-legales »)",
  },
  url: {
    // http(s), a host with at least one dot, then an optional port and path: what the site can link to.
    pattern: "^https?://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?::\\d+)?(?:[/?#]\\S*)?$",
    message: "doit être une adresse web complète (https://…)",
  },
  email: {
    pattern: "^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$",
    message: "doit être une adresse e-mail",
  },
  path: {
    // A page of this site: « / », then words between single slashes (never « // » nor « \\ », which a browser
    // reads as another host), then an optional anchor.
    pattern: "^/(?:[A-Za-z0-9-]+(?:/[A-Za-z0-9-]+)*)?(?:#[A-Za-z][\\w-]*)?$",
    message: "doit être un lien interne commençant par « / »",
  },
  date: {
    pattern: "^\\d{4}-\\d{2}-\\d{2}$",
    message: "doit être une date AAAA-MM-JJ",
  },
  price: {
    pattern: "^[1-9][0-9]*$",
    message: "doit être un prix en euros, nombre entier positif (ou vide pour « Sur devis »)",
  },
  youtube: {
    pattern: "^https://www\\.youtube(?:-nocookie)?\\.com/embed/[\\w-]{6,}(?:\\?[\\w=&-]*)?$",
    message: "doit être une adresse d’intégration YouTube (https://www.youtube-nocookie.com/embed/…)",
  },
  siteUrl: {
    pattern: "^https://[^/\\s]+\\.[A-Za-z]{2,}$",
    message: "doit être une adresse https:// sans barre oblique finale",
  },
  phone: {
    pattern: "^\\+\\d{8,15}$",
    message: "doit être au format international, ex. +33139145280",
  },
  httpsUrl: {
    pattern: "^https://\\S+$",
    message: "doit être une adresse en https://",
  },
} as const satisfies Record<string, TextRule>;

export type RuleName = keyof typeof RULES;

const compiled = new Map<RuleName, RegExp>();

export const follows = (rule: RuleName, value: unknown): value is string => {
  let regexp = compiled.get(rule);
  if (!regexp) {
    regexp = new RegExp(RULES[rule].pattern);
    compiled.set(rule, regexp);
  }
  return typeof value === "string" && regexp.test(value);
};
