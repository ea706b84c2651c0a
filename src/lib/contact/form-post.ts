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
 * The quote request as an HTML form posts it, without JavaScript
 * (`application/x-www-form-urlencoded` to the same endpoint): the way its
 * values become the same JSON body the enhanced form sends, and the way each
 * check lands back on a posted field (the fields themselves: form-definition.ts).
 */

/** The posted fields, each a string (missing ones empty), from the request's text. */
export const readPostedForm = (text: string): PostedForm => {
  const params = new URLSearchParams(text);
  const posted = { ...EMPTY_POST, [PHONE_FIELD.countryName]: "" };
  for (const name of FORM_FIELDS) posted[name] = params.get(name) ?? "";
  return posted;
};

/**
 * The form's values, as the enhanced form holds them: the phone as digits with
 * the dial code first ("33612345678"), from a national number ("06 12 34 56 78")
 * and the chosen country, or from an international one ("+212 6…", "0033 6…").
 */
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
  // Typed with its code: the chosen country if the code is its own (+1: Canada or the United States), else the longest known code.
  const known = international
    ? country && withCode.startsWith(country.dial)
      ? country
      : [...PHONE_COUNTRIES]
          .sort((a, b) => b.dial.length - a.dial.length)
          .find((candidate) => withCode.startsWith(candidate.dial))
    : country;
  const phone = { phone: digits ? withCode : "", countryCode: known?.code ?? "", prefix: known?.dial ?? "" };
  // Every other field as posted, in the form's order.
  const values = Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) =>
      field.kind === "phone" ? Object.entries(phone) : [[field.name, posted[field.name]]],
    ),
  );
  return { ...values, [TRAP_FIELD.name]: posted[TRAP_FIELD.name] } as ContactFormValues;
};

/**
 * Where each check lands on the posted form: the form's own fields (each
 * under its own name, as a field the JSON body carries as it is), and the
 * JSON body's fields made of them. The phone's country and code belong to the
 * phone, the summary (`content`) to the project's details.
 */
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

/** Messages keyed by the JSON body's fields, keyed by the posted form's instead (first message per field). */
export const postedErrorsOf = (errors: Record<string, string>): PostedErrors => {
  const posted: PostedErrors = {};
  for (const [key, message] of Object.entries(errors)) posted[FIELD_OF[key] ?? "phone"] ??= message;
  return posted;
};

export type PostedErrors = Partial<Record<FormField, string>>;

/** A number whose country is not known: « Autre » with a code the list does not have, or no code at all. */
export const PHONE_COUNTRY_MESSAGE = "Choisissez le pays de ce numéro, ou saisissez-le avec son indicatif (+…).";

/** The form's own rules (the Yup schema the enhanced form uses), each field's first French message. */
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

/** The contact call's JSON body for a posted form, built as the enhanced form builds it. */
export const payloadFromPost = (
  values: ContactFormValues,
  { recipient, userAgent, submittedAt }: { recipient: string; userAgent?: string; submittedAt?: Date },
): ContactPayload =>
  buildContactPayload({ values, recipient, viewportWidth: viewportFromUserAgent(userAgent), submittedAt });
