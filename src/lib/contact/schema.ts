import { number, object, string, type InferType, type StringSchema, ValidationError } from "yup";
import { BUDGET_VALUES, EMAIL_PATTERN, MAX_LENGTHS, MESSAGES, PHONE_PATTERN } from "./constants";

/**
 * One set of rules for the visitor's fields (docs/product.md, "The contact form"), used twice: by the form
 * (`contactFormSchema`, as the visitor types) and by the endpoint
 * (`contactPayloadSchema`, on the JSON body of docs/product.md, "The contact call"). Every text is trimmed.
 */

/** A trimmed text; anything that is not a string (number, object, array) is refused, not cast. */
const text = (): StringSchema<string | undefined> =>
  string()
    .typeError(MESSAGES.text)
    .transform((value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original));

const required = (max: number) => text().required(MESSAGES.required).max(max, MESSAGES.tooLong(max));

/** No `<` or `>`: a name is never markup. */
const withoutMarkup = (schema: StringSchema<string>) =>
  schema.test("no-markup", MESSAGES.markup, (value) => value === undefined || !/[<>]/.test(value));

/** Fields that end up in an e-mail header must not smuggle a line break (header injection). */
const singleLine = (schema: StringSchema<string>) =>
  schema.test("single-line", MESSAGES.lineBreak, (value) => value === undefined || !/[\r\n\u2028\u2029]/.test(value));

export const fieldRules = {
  fullName: () => withoutMarkup(required(MAX_LENGTHS.fullName)),
  companyName: () => withoutMarkup(required(MAX_LENGTHS.companyName)),
  email: () => required(MAX_LENGTHS.email).matches(EMAIL_PATTERN, MESSAGES.email),
  budget: () =>
    text()
      .required(MESSAGES.required)
      .test("budget-option", MESSAGES.budget, (value) => !value || BUDGET_VALUES.includes(value)),
  projectDetails: () => required(MAX_LENGTHS.projectDetails),
};

/** Digits of the phone number once its dial code is set aside. */
export const nationalDigits = (phone: string | undefined, prefix: string | undefined): string => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return prefix && digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
};

/** The form's values. `phone` is what the phone input holds: digits, dial code first (e.g. "33612345678"). */
export const contactFormSchema = object({
  fullName: fieldRules.fullName(),
  companyName: fieldRules.companyName(),
  email: fieldRules.email(),
  phone: text()
    .default("")
    .test(
      "phone-required",
      MESSAGES.required,
      (value, context) => nationalDigits(value, context.parent.prefix).length > 0,
    )
    .matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true }),
  countryCode: text().default(""),
  prefix: text().default(""),
  budget: fieldRules.budget(),
  projectDetails: fieldRules.projectDetails(),
  /** The spam trap's hidden field: never shown, never checked (a robot fills it, a person cannot). */
  website: text().default(""),
});

export type ContactFormValues = {
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  countryCode: string;
  prefix: string;
  budget: string;
  projectDetails: string;
  /** The hidden spam-trap field (empty for a person). */
  website: string;
};

export const EMPTY_FORM: ContactFormValues = {
  fullName: "",
  companyName: "",
  email: "",
  phone: "",
  countryCode: "",
  prefix: "",
  budget: "",
  projectDetails: "",
  website: "",
};

/**
 * The JSON body of the contact call, as the endpoint checks it. `recipient` is accepted
 * but never used (the configured mailbox always receives the message); `subject`
 * is rebuilt from `username`; both are still checked, so that a forged header
 * is refused rather than silently passed on.
 */
export const contactPayloadSchema = object({
  recipient: text()
    .nullable()
    .max(MAX_LENGTHS.recipient, MESSAGES.tooLong(MAX_LENGTHS.recipient))
    .test("single-line", MESSAGES.lineBreak, (value) => value == null || !/[\r\n\u2028\u2029]/.test(value)),
  subject: singleLine(required(MAX_LENGTHS.subject)),
  customer_email: singleLine(required(MAX_LENGTHS.email)).matches(EMAIL_PATTERN, MESSAGES.email),
  content: required(MAX_LENGTHS.content),
  username: singleLine(fieldRules.fullName()),
  companyName: singleLine(fieldRules.companyName()),
  budget: fieldRules.budget(),
  telephone: required(MAX_LENGTHS.telephone).matches(PHONE_PATTERN, MESSAGES.phone),
  countryCode: required(MAX_LENGTHS.countryCode).matches(/^[a-z]{2}$/i, MESSAGES.phone),
  prefix: required(MAX_LENGTHS.prefix).matches(/^\d{1,4}$/, MESSAGES.phone),
  // The spam trap, optional: a body with exactly the contact call's keys is a valid request.
  website: text().max(MAX_LENGTHS.website, MESSAGES.tooLong(MAX_LENGTHS.website)),
  elapsedMs: number()
    .typeError(MESSAGES.elapsed)
    .integer(MESSAGES.elapsed)
    .min(0, MESSAGES.elapsed)
    .max(Number.MAX_SAFE_INTEGER, MESSAGES.elapsed)
    .strict(),
}).typeError(MESSAGES.bodyNotObject);

export type ValidContactPayload = InferType<typeof contactPayloadSchema>;

export type FieldErrors = Record<string, string>;

/** Validates the body of a request: either the cleaned values or every field's first message. */
export const validateContactPayload = async (
  body: unknown,
): Promise<{ ok: true; value: ValidContactPayload } | { ok: false; errors: FieldErrors }> => {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, errors: { body: MESSAGES.bodyNotObject } };
  }
  try {
    const value = await contactPayloadSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path || "body";
      if (!(field in errors)) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
};
