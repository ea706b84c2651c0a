import { PRIVACY_POLICY_PATH } from "../routes";

/**
 * The quote-request form, defined once: its fields in order, their words, limits and rules. Plain data
 * without Yup or React, because every page's first load imports it (docs/contact.md, "The form, defined once").
 */

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  /** Left empty, the field is refused with « Ce champ est requis. ». */
  required: boolean;
  wide?: boolean;
}

export interface TextFieldDefinition extends FieldBase {
  kind: "text";
  type: "text" | "email";
  autoComplete: string;
  placeholder: string;
  /** In characters, after trimming (the browser's `maxlength` too). */
  maxLength: number;
  refusesMarkup?: boolean;
  format?: "email";
}

export interface LongTextFieldDefinition extends FieldBase {
  kind: "long-text";
  placeholder: string;
  maxLength: number;
  /** Used by the endpoint's page only (the site's forms give it a fixed height). */
  rows: number;
}

export interface ChoiceFieldDefinition extends FieldBase {
  kind: "choice";
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export interface PhoneFieldDefinition extends FieldBase {
  kind: "phone";
  maxLength: number;
  placeholder: string;
  internationalPlaceholder: string;
  pattern: string;
  countryName: "country";
  countryLabel: string;
  countryPageLabel: string;
  searchPlaceholder: string;
  noCountry: string;
}

export type ContactFieldDefinition =
  TextFieldDefinition | LongTextFieldDefinition | ChoiceFieldDefinition | PhoneFieldDefinition;

/** The value sent is the product's (docs/product.md, "The contact form"); the label is French. */
export const BUDGET_OPTIONS = [
  { value: "€1.4k-€2.5k", label: "1\u00a0400\u00a0€ – 2\u00a0500\u00a0€" },
  { value: "€2.8k-€10k", label: "2\u00a0800\u00a0€ – 10\u00a0000\u00a0€" },
  { value: "€10k-€100k", label: "10\u00a0000\u00a0€ – 100\u00a0000\u00a0€" },
] as const;

/** The form's fields, in the order every rendering shows them (docs/contact.md, "Adding a field"). */
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
export type TextValueField = Exclude<ContactField, { kind: "phone" }>;

export const contactField = <Name extends ContactFieldName>(name: Name): Extract<ContactField, { name: Name }> =>
  CONTACT_FIELDS.find((field) => field.name === name) as Extract<ContactField, { name: Name }>;

export const PHONE_FIELD = contactField("phone");
export const BUDGET_FIELD = contactField("budget");

export const CONTACT_FORM = {
  name: "Demande de devis",
  intro: "Tous les champs sont obligatoires.",
  submit: "Envoyer ma demande",
  sending: "Envoi en cours…",
  privacy: "Vos coordonnées servent uniquement à répondre à votre demande.",
  privacyLink: "Politique de confidentialité",
  privacyPath: PRIVACY_POLICY_PATH,
  /** Beside the send button while it is disabled: what is left to do (sendingBlockedLine). */
  toFill: "Il reste à remplir",
  toCorrect: "À corriger",
  onlyToCorrect: "Il reste à corriger",
} as const;

/** Typed but wrong, these keep the send button disabled: the e-mail and the phone (docs/product.md, "The contact form"). */
export const blocksSending = (field: ContactFieldDefinition): boolean =>
  field.kind === "phone" || ("format" in field && field.format === "email");

/** A field as a sentence names it: its label, lower case first (« téléphone », « budget estimé »). */
export const fieldInSentence = (field: ContactFieldDefinition): string =>
  field.label.charAt(0).toLocaleLowerCase("fr") + field.label.slice(1);

export interface SendingBlockers {
  /** Required and empty. */
  toFill: readonly ContactFieldDefinition[];
  /** Filled, with an error that keeps the form from being sent. */
  toCorrect: readonly ContactFieldDefinition[];
}

/** A piece of the line beside the send button: words, or a field's name (kept on one line). */
export type SendingLinePart = string | { field: string };

/**
 * Why the send button is disabled, in a line beside it (« Il reste à remplir : téléphone, budget estimé. »), in
 * pieces; none when nothing is left.
 */
export const sendingBlockedParts = ({ toFill, toCorrect }: SendingBlockers): SendingLinePart[] => {
  const list = (fields: readonly ContactFieldDefinition[]): SendingLinePart[] =>
    fields.flatMap((field, index) => [...(index > 0 ? [", "] : []), { field: fieldInSentence(field) }]);
  const sentence = (lead: string, fields: readonly ContactFieldDefinition[]): SendingLinePart[] => [
    `${lead}\u00a0: `,
    ...list(fields),
    ".",
  ];
  if (toFill.length === 0) return toCorrect.length === 0 ? [] : sentence(CONTACT_FORM.onlyToCorrect, toCorrect);
  return [
    ...sentence(CONTACT_FORM.toFill, toFill),
    ...(toCorrect.length === 0 ? [] : [" ", ...sentence(CONTACT_FORM.toCorrect, toCorrect)]),
  ];
};

export const sendingLineText = (parts: readonly SendingLinePart[]): string =>
  parts.map((part) => (typeof part === "string" ? part : part.field)).join("");

/** The line as text: « Il reste à remplir : téléphone, budget estimé. », or empty when nothing is left. */
export const sendingBlockedLine = (blockers: SendingBlockers): string => sendingLineText(sendingBlockedParts(blockers));

/** The spam trap's hidden field, filled by robots only (docs/contact.md, "Spam stays out, leads get in"). */
export const TRAP_FIELD = { name: "website", label: "Ne remplissez pas ce champ" } as const;

export const DEFAULT_COUNTRY = "fr";

export const fieldId = (name: string): string => `contact-${name}`;
export const hintId = (name: string): string => `${fieldId(name)}-hint`;
export const messageId = (name: string): string => `${fieldId(name)}-message`;

/** The hint under a field in the site's two forms: the phone's is the number's `title` there instead. */
export const hintUnder = (field: ContactFieldDefinition): string | undefined =>
  field.kind === "phone" ? undefined : field.hint;

/** The enhanced form's values; `phone` holds digits, dial code first (e.g. "33612345678"). */
export type ContactFormValues = Record<ContactFieldName, string> & {
  countryCode: string;
  prefix: string;
  website: string;
};

export const EMPTY_FORM: ContactFormValues = Object.fromEntries(
  [
    ...CONTACT_FIELDS.flatMap((field) =>
      field.kind === "phone" ? [field.name, "countryCode", "prefix"] : [field.name],
    ),
    TRAP_FIELD.name,
  ].map((name) => [name, ""]),
) as ContactFormValues;

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

/** The longest lines beside the send button: every rendering of the form keeps their room, so nothing moves. */
export const SENDING_LINE_ROOM: readonly SendingLinePart[][] = [
  sendingBlockedParts({ toFill: CONTACT_FIELDS.filter((field) => field.required), toCorrect: [] }),
  sendingBlockedParts({
    toFill: CONTACT_FIELDS.filter((field) => field.required && !blocksSending(field)),
    toCorrect: CONTACT_FIELDS.filter(blocksSending),
  }),
];
