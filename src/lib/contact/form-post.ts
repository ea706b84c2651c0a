import { ValidationError } from "yup";
import { DESKTOP_MIN_WIDTH } from "./constants";
import {
  CONTACT_FIELDS,
  EMPTY_POST,
  FORM_FIELDS,
  PHONE_FIELD,
  TRAP_FIELD,
  type ContactFormValues,
  type FormField,
  type PostedForm,
} from "./form-definition";
import { buildContactPayload, type ContactPayload } from "./payload";
import { PHONE_COUNTRIES } from "./phone-countries";
import { contactFormSchema } from "./schema";

/**
 * The form posted without JavaScript: its values become the enhanced form's JSON body, and each check
 * lands back on a posted field (docs/contact.md, "The form, with and without JavaScript").
 */

export const readPostedForm = (text: string): PostedForm => {
  const params = new URLSearchParams(text);
  const posted = { ...EMPTY_POST, [PHONE_FIELD.countryName]: "" };
  for (const name of FORM_FIELDS) posted[name] = params.get(name) ?? "";
  return posted;
};

/** The phone becomes digits, dial code first, from a national number and its country or an international one. */
export const valuesFromPost = (posted: PostedForm): ContactFormValues => {
  const typed = posted[PHONE_FIELD.name].trim();
  const country = PHONE_COUNTRIES.find(
    (candidate) => candidate.code === posted[PHONE_FIELD.countryName].trim().toLowerCase(),
  );
  const digits = typed.replace(/\D/g, "");
  const international = /^(\+|00)/.test(typed);
  const withCode = international
    ? digits.replace(/^00/, "")
    : country
      ? `${country.dial}${digits.replace(/^0/, "")}`
      : digits;
  // The chosen country if the code is its own (+1 is Canada's and the United States'), else the longest known code.
  const known = international
    ? country && withCode.startsWith(country.dial)
      ? country
      : [...PHONE_COUNTRIES]
          .sort((a, b) => b.dial.length - a.dial.length)
          .find((candidate) => withCode.startsWith(candidate.dial))
    : country;
  const phone = { phone: digits ? withCode : "", countryCode: known?.code ?? "", prefix: known?.dial ?? "" };
  const values = Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) =>
      field.kind === "phone" ? Object.entries(phone) : [[field.name, posted[field.name]]],
    ),
  );
  return { ...values, [TRAP_FIELD.name]: posted[TRAP_FIELD.name] } as ContactFormValues;
};

/** The posted field each of the JSON body's fields is made of. */
const FIELD_OF: Record<string, FormField> = {
  ...Object.fromEntries([...CONTACT_FIELDS.map((field) => field.name), TRAP_FIELD.name].map((name) => [name, name])),
  username: "fullName",
  subject: "fullName",
  customer_email: "email",
  telephone: "phone",
  countryCode: "phone",
  prefix: "phone",
  content: "projectDetails",
};

export const postedErrorsOf = (errors: Record<string, string>): PostedErrors => {
  const posted: PostedErrors = {};
  for (const [key, message] of Object.entries(errors)) posted[FIELD_OF[key] ?? "phone"] ??= message;
  return posted;
};

export type PostedErrors = Partial<Record<FormField, string>>;

/** A number whose country is not known: « Autre » with a code the list does not have, or no code at all. */
export const PHONE_COUNTRY_MESSAGE = "Choisissez le pays de ce numéro, ou saisissez-le avec son indicatif (+…).";

export const checkPostedValues = async (values: ContactFormValues): Promise<PostedErrors> => {
  const unknownCountry: PostedErrors = values.phone && !values.countryCode ? { phone: PHONE_COUNTRY_MESSAGE } : {};
  try {
    await contactFormSchema.validate(values, { abortEarly: false });
    return unknownCountry;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) errors[issue.path ?? ""] ??= issue.message;
    return { ...unknownCountry, ...postedErrorsOf(errors) };
  }
};

/** A phone, a tablet or a computer, from the browser's User-Agent (no viewport without JavaScript). */
export const viewportFromUserAgent = (userAgent: string | undefined): number =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent ?? "") ? DESKTOP_MIN_WIDTH - 1 : DESKTOP_MIN_WIDTH;

export const payloadFromPost = (
  values: ContactFormValues,
  { recipient, userAgent, submittedAt }: { recipient: string; userAgent?: string; submittedAt?: Date },
): ContactPayload =>
  buildContactPayload({ values, recipient, viewportWidth: viewportFromUserAgent(userAgent), submittedAt });
