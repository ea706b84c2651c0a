/**
 * The phone's countries without JavaScript, those a French-speaking agency hears from most; « Autre » takes a
 * number typed with one of these codes. `name` is the endpoint page's text, `short` the site's narrow select's.
 * Kept out of form-definition.ts, away from a page's first load (docs/contact.md, "The form, defined once").
 */
export const PHONE_COUNTRIES = [
  { code: "fr", dial: "33", name: "France (+33)", short: "FR +33" },
  { code: "be", dial: "32", name: "Belgique (+32)", short: "BE +32" },
  { code: "ch", dial: "41", name: "Suisse (+41)", short: "CH +41" },
  { code: "lu", dial: "352", name: "Luxembourg (+352)", short: "LU +352" },
  { code: "ma", dial: "212", name: "Maroc (+212)", short: "MA +212" },
  { code: "ca", dial: "1", name: "Canada (+1)", short: "CA +1" },
  { code: "dz", dial: "213", name: "Algérie (+213)", short: "DZ +213" },
  { code: "tn", dial: "216", name: "Tunisie (+216)", short: "TN +216" },
  { code: "sn", dial: "221", name: "Sénégal (+221)", short: "SN +221" },
  { code: "ci", dial: "225", name: "Côte d’Ivoire (+225)", short: "CI +225" },
  { code: "de", dial: "49", name: "Allemagne (+49)", short: "DE +49" },
  { code: "es", dial: "34", name: "Espagne (+34)", short: "ES +34" },
  { code: "it", dial: "39", name: "Italie (+39)", short: "IT +39" },
  { code: "pt", dial: "351", name: "Portugal (+351)", short: "PT +351" },
  { code: "nl", dial: "31", name: "Pays-Bas (+31)", short: "NL +31" },
  { code: "gb", dial: "44", name: "Royaume-Uni (+44)", short: "GB +44" },
  { code: "us", dial: "1", name: "États-Unis (+1)", short: "US +1" },
  { code: "ae", dial: "971", name: "Émirats arabes unis (+971)", short: "AE +971" },
] as const;
export const OTHER_COUNTRY = { code: "", name: "Autre pays (indicatif dans le numéro)", short: "Autre" } as const;
