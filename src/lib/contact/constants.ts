/** Words, patterns and limits shared by the form and the endpoint (docs/product.md, "The contact form"). */

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

/** Toasts (docs/product.md, "Messages"). */
export const TOASTS = {
  success: "email envoyé avec succès",
  failure: "L’e-mail n’a pas été envoyé",
  successMs: 2000,
  failureMs: 4000,
  limit: 20,
} as const;

export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

/** A person needs more than a few seconds to fill five fields (docs/contact.md, "Spam stays out, leads get in"). */
export const SPAM_TRAP = {
  elapsedField: "elapsedMs",
  minSubmitMs: 3000,
} as const;

/** Longest values of the JSON body's own fields, in characters (the form's fields: form-definition.ts). */
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

/** Of the submission time in the summary (docs/product.md, "The contact call"). */
export const SUMMARY_TIME_ZONE = "Africa/Casablanca";

export const REQUEST_TIMEOUT_MS = 15_000;

/** Default endpoint: the site's own Gatsby Function (docs/product.md, "The contact endpoint"). */
export const DEFAULT_ENDPOINT = "/api/contact-us";

export const SUBJECT_SUFFIX = " from contact us page";
