import { PRIVACY_POLICY_PATH } from "../routes";

/**
 * The quote-request form, defined once (docs/contact.md, "The form, defined once"): its fields in
 * their order, with their labels, hints, placeholders, limits and rules, and the words around them.
 * Three renderings draw the form from it, field by field in this order: the enhanced form
 * (src/components/contact/ContactForm.tsx, lazy chunk), the form without JavaScript
 * (NativeContactForm.tsx, and the frame of NativeContactForm.browser.tsx) and the endpoint's page
 * after a refused post (src/lib/contact/server/form-page.ts). The rules become the Yup schema of
 * both sides (schema.ts), and the fields the values a post is read into (form-post.ts).
 *
 * Plain data, no Yup and no React, importing nothing of the contact modules: the frame that stands
 * in for the form in every page's first load imports this module, so it is part of that load (a
 * module shared with the form's lazy chunk goes whole into the page's bundle), and the page's
 * JavaScript budget (docs/performance.md) has no room for a validation library. The phone's
 * countries, which only the form without JavaScript and the endpoint need, are in phone-countries.ts.
 */

/** What every field says about itself. `name` is the posted name and the id's suffix (`contact-<name>`). */
interface FieldBase {
  name: string;
  label: string;
  /** A sentence under the field that says what it takes (linked to it by `aria-describedby`). */
  hint?: string;
  /** Left empty, the field is refused with « Ce champ est requis. ». */
  required: boolean;
  /** Across the form's two columns from 768 px. */
  wide?: boolean;
}

/** A one-line text: an `<input>` in every rendering. */
export interface TextFieldDefinition extends FieldBase {
  kind: "text";
  type: "text" | "email";
  autoComplete: string;
  placeholder: string;
  /** Longest accepted value, in characters, after trimming (the browser's `maxlength` too). */
  maxLength: number;
  /** Refuses `<` and `>`: a name is never markup. */
  refusesMarkup?: boolean;
  /** An e-mail address (constants.ts, EMAIL_PATTERN). */
  format?: "email";
}

/** A text of several lines: a `<textarea>`. */
export interface LongTextFieldDefinition extends FieldBase {
  kind: "long-text";
  placeholder: string;
  maxLength: number;
  /** Lines shown by the page after a refused post (the site's forms give it a fixed height). */
  rows: number;
}

/** One of a few options: a `<select>` without JavaScript, a listbox in the enhanced form (BudgetSelect.tsx). */
export interface ChoiceFieldDefinition extends FieldBase {
  kind: "choice";
  placeholder: string;
  /** `value` is what is sent, `label` what the visitor reads. */
  options: readonly { value: string; label: string }[];
}

/**
 * The phone: a country (its dial code) and a number. The enhanced form shows react-phone-input-2
 * (PhoneField.tsx); without JavaScript, a select of PHONE_COUNTRIES (phone-countries.ts) beside a
 * `type="tel"` input.
 */
export interface PhoneFieldDefinition extends FieldBase {
  kind: "phone";
  /** Longest number accepted as typed, in characters. */
  maxLength: number;
  /** The number's placeholder without JavaScript (a national number) and in the enhanced form (with its code). */
  placeholder: string;
  internationalPlaceholder: string;
  /** What the input accepts without JavaScript (its `pattern`): digits, spaces, dots, dashes, parentheses, a leading +. */
  pattern: string;
  /** Posted name of the country's select, and its label for screen readers. */
  countryName: "country";
  countryLabel: string;
  /** The country's label in the endpoint's page, and in its list of fields to correct. */
  countryPageLabel: string;
  searchPlaceholder: string;
  noCountry: string;
}

export type ContactFieldDefinition =
  TextFieldDefinition | LongTextFieldDefinition | ChoiceFieldDefinition | PhoneFieldDefinition;

/** The budget's options (docs/product.md, "The contact form"): the value sent is the product's, the label is written the French way. */
export const BUDGET_OPTIONS = [
  { value: "€1.4k-€2.5k", label: "1\u00a0400\u00a0€ – 2\u00a0500\u00a0€" },
  { value: "€2.8k-€10k", label: "2\u00a0800\u00a0€ – 10\u00a0000\u00a0€" },
  { value: "€10k-€100k", label: "10\u00a0000\u00a0€ – 100\u00a0000\u00a0€" },
] as const;

/**
 * The form's fields, in the order every rendering shows them. A field added here is rendered by the
 * three forms, read from a post and validated by the form's rules; what the JSON body and the e-mail
 * carry of it is said in schema.ts (contactPayloadSchema) and payload.ts (docs/contact.md, "Adding a field").
 */
export const CONTACT_FIELDS = [
  {
    name: "fullName",
    kind: "text",
    type: "text",
    label: "Nom complet",
    placeholder: "Prénom et nom",
    autoComplete: "name",
    maxLength: 100,
    required: true,
    refusesMarkup: true,
  },
  {
    name: "companyName",
    kind: "text",
    type: "text",
    label: "Entreprise",
    placeholder: "Nom de votre entreprise",
    autoComplete: "organization",
    maxLength: 120,
    required: true,
    refusesMarkup: true,
  },
  {
    name: "email",
    kind: "text",
    type: "email",
    label: "E-mail",
    placeholder: "vous@entreprise.fr",
    autoComplete: "email",
    maxLength: 254,
    required: true,
    format: "email",
  },
  {
    name: "phone",
    kind: "phone",
    label: "Téléphone",
    hint: "Par exemple 06 12 34 56 78, ou +33 6 12 34 56 78",
    required: true,
    // « +33 6 12 34 56 78 » (docs/product.md, "The contact form").
    maxLength: 17,
    placeholder: "06 12 34 56 78",
    internationalPlaceholder: "+33 6 12 34 56 78",
    pattern: "\\+?[0-9 .()\\-]{6,17}",
    countryName: "country",
    countryLabel: "Pays du numéro de téléphone",
    countryPageLabel: "Pays du numéro",
    searchPlaceholder: "Rechercher un pays",
    noCountry: "Aucun pays trouvé",
  },
  {
    name: "budget",
    kind: "choice",
    label: "Budget estimé",
    placeholder: "Sélectionnez votre budget de projet",
    options: BUDGET_OPTIONS,
    required: true,
    wide: true,
  },
  {
    name: "projectDetails",
    kind: "long-text",
    label: "Votre projet",
    placeholder: "Objectifs, fonctionnalités attendues, délais, site actuel s’il existe…",
    maxLength: 5000,
    rows: 6,
    required: true,
    wide: true,
  },
] as const satisfies readonly ContactFieldDefinition[];

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFieldName = ContactField["name"];
/** The fields whose value is one text, as typed (all but the phone). */
export type TextValueField = Exclude<ContactField, { kind: "phone" }>;

/** The field of a name. */
export const contactField = <Name extends ContactFieldName>(name: Name): Extract<ContactField, { name: Name }> =>
  CONTACT_FIELDS.find((field) => field.name === name) as Extract<ContactField, { name: Name }>;

export const PHONE_FIELD = contactField("phone");
export const BUDGET_FIELD = contactField("budget");

/** The words around the fields. */
export const CONTACT_FORM = {
  /** The form's accessible name. */
  name: "Demande de devis",
  intro: "Tous les champs sont obligatoires.",
  submit: "Envoyer ma demande",
  sending: "Envoi en cours…",
  privacy: "Vos coordonnées servent uniquement à répondre à votre demande.",
  privacyLink: "Politique de confidentialité",
  privacyPath: PRIVACY_POLICY_PATH,
} as const;

/** The spam trap's hidden field (constants.ts, SPAM_TRAP): posted by every form, shown to no one, filled by robots. */
export const TRAP_FIELD = { name: "website", label: "Ne remplissez pas ce champ" } as const;

/** The phone's country when the form starts: France. */
export const DEFAULT_COUNTRY = "fr";

/** The id of a field's control, which its label and the page's list of fields to correct point at. */
export const fieldId = (name: string): string => `contact-${name}`;
/** The ids of the hint and of the message under a field, which describe its control. */
export const hintId = (name: string): string => `${fieldId(name)}-hint`;
export const messageId = (name: string): string => `${fieldId(name)}-message`;

/**
 * The hint shown under a field in the site's two forms. The phone's is not: it is the number's
 * `title` without JavaScript, and the enhanced phone input shows an example number instead; the
 * endpoint's page shows every hint, the phone's included.
 */
export const hintUnder = (field: ContactFieldDefinition): string | undefined =>
  field.kind === "phone" ? undefined : field.hint;

/**
 * The form's values, as the enhanced form holds them: each field's text; `phone` is what the phone
 * input holds (digits, dial code first, e.g. "33612345678") beside its country and dial code; `website`
 * is the hidden spam-trap field (empty for a person).
 */
export type ContactFormValues = Record<ContactFieldName, string> & {
  countryCode: string;
  prefix: string;
  website: string;
};

/** Each value empty, in the order of the fields (the phone followed by its country and dial code). */
export const EMPTY_FORM: ContactFormValues = Object.fromEntries(
  [
    ...CONTACT_FIELDS.flatMap((field) =>
      field.kind === "phone" ? [field.name, "countryCode", "prefix"] : [field.name],
    ),
    TRAP_FIELD.name,
  ].map((name) => [name, ""]),
) as ContactFormValues;

/** Names of the posted fields: each field's (the phone's country first), then the trap's. */
export const FORM_FIELDS = [
  ...CONTACT_FIELDS.flatMap((field) => (field.kind === "phone" ? [field.countryName, field.name] : [field.name])),
  TRAP_FIELD.name,
] as const;
export type FormField = ContactFieldName | PhoneFieldDefinition["countryName"] | typeof TRAP_FIELD.name;
export type PostedForm = Record<FormField, string>;

/** A form posted with nothing typed: France as the phone's country, as the form starts. */
export const EMPTY_POST: PostedForm = Object.fromEntries(
  FORM_FIELDS.map((name) => [name, name === PHONE_FIELD.countryName ? DEFAULT_COUNTRY : ""]),
) as PostedForm;
