/**
 * Contact request: the words, patterns and limits shared by the form (browser)
 * and the endpoint (Gatsby Function). The rules: docs/product.md, "The contact form",
 * "The contact call", "The contact endpoint" and "Messages".
 */

/** Field messages (docs/product.md, "The contact form"). */
export const MESSAGES = {
  required: "Ce champ est requis.",
  email: "Cet email n’est pas valide.",
  phone: "Numéro de téléphone invalide.",
  budget: "Choisissez l’une des fourchettes proposées.",
  markup: "Ce champ ne peut pas contenir les caractères < ou >.",
  lineBreak: "Ce champ ne peut pas contenir de retour à la ligne.",
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  text: "Ce champ doit être un texte.",
  bodyNotObject: "Le corps de la requête doit être un objet JSON.",
  elapsed: "Ce champ doit être une durée en millisecondes (un entier positif).",
} as const;

/** Toasts (docs/product.md, "The contact form" and "Messages"). */
export const TOASTS = {
  success: "email envoyé avec succès",
  failure: "L’e-mail n’a pas été envoyé",
  successMs: 2000,
  failureMs: 4000,
  limit: 20,
} as const;

/** Email: local part, @, domain, dot, ending of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

/**
 * Phone: optional +, optional parentheses around a 3-digit group, 3 digits,
 * then 4 to 6 digits, with optional separators.
 */
export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

/**
 * The spam trap (beside the contact call's body, both optional): a hidden field only a
 * robot fills (TRAP_FIELD, form-definition.ts), and the time between the form's display
 * and its sending (a person needs more than a few seconds to fill five fields).
 */
export const SPAM_TRAP = {
  elapsedField: "elapsedMs",
  minSubmitMs: 3000,
} as const;

/**
 * Longest accepted value of the JSON body's own fields, in characters (the form's fields have theirs
 * in form-definition.ts).
 */
export const MAX_LENGTHS = {
  content: 8000,
  subject: 160,
  recipient: 254,
  countryCode: 2,
  prefix: 4,
  telephone: 24,
  website: 200,
} as const;

/** Mobile below 768 px, desktop from 768 px (docs/product.md, "Routes"). */
export const DESKTOP_MIN_WIDTH = 768;

/** Time zone of the submission time in the summary (docs/product.md, "The contact call"). */
export const SUMMARY_TIME_ZONE = "Africa/Casablanca";

/** The request is abandoned after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Default endpoint: the site's own Gatsby Function (docs/product.md, "The contact endpoint"). */
export const DEFAULT_ENDPOINT = "/api/contact-us";

/** Suffix of the subject: "<name> from contact us page". */
export const SUBJECT_SUFFIX = " from contact us page";
