import {
  number,
  object,
  string,
  type InferType,
  type ObjectSchema,
  type AnySchema,
  type StringSchema,
  ValidationError,
} from "yup";
import { EMAIL_PATTERN, MAX_LENGTHS, MESSAGES, PHONE_PATTERN } from "./constants";
import {
  BUDGET_FIELD,
  CONTACT_FIELDS,
  contactField,
  PHONE_FIELD,
  TRAP_FIELD,
  type ChoiceFieldDefinition,
  type ContactField,
  type ContactFormValues,
  type LongTextFieldDefinition,
  type TextFieldDefinition,
} from "./form-definition";

/**
 * One set of rules, drawn from form-definition.ts, for the form (`contactFormSchema`) and the endpoint's
 * JSON body (`contactPayloadSchema`, docs/product.md, "The contact call"). Every text is trimmed.
 */

/** Anything that is not a string is refused, not cast. */
const text = (): StringSchema<string | undefined> =>
  string()
    .typeError(MESSAGES.text)
    .transform((value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original));

const required = (max: number) => text().required(MESSAGES.required).max(max, MESSAGES.tooLong(max));

/** Fields that end up in an e-mail header must not smuggle a line break (header injection). */
const singleLine = <Schema extends StringSchema<string | undefined>>(schema: Schema): Schema =>
  schema.test("single-line", MESSAGES.lineBreak, (value) => value == null || !/[\r\n\u2028\u2029]/.test(value));

type Rule<Field> = Field extends { required: true } ? StringSchema<string> : StringSchema<string | undefined>;

/** Checks in this order: the first failure is the field's message. */
const textRule = <Field extends TextFieldDefinition | LongTextFieldDefinition>(
  field: Field,
  { singleLine: oneLine = false }: { singleLine?: boolean } = {},
): Rule<Field> => {
  let rule = field.required ? text().required(MESSAGES.required) : text();
  rule = rule.max(field.maxLength, MESSAGES.tooLong(field.maxLength));
  if ("refusesMarkup" in field && field.refusesMarkup) {
    rule = rule.test("no-markup", MESSAGES.markup, (value) => value == null || !/[<>]/.test(value));
  }
  if (oneLine) rule = singleLine(rule);
  if ("format" in field && field.format === "email") rule = rule.matches(EMAIL_PATTERN, MESSAGES.email);
  return rule as Rule<Field>;
};

const UNKNOWN_OPTION: Record<Extract<ContactField, { kind: "choice" }>["name"], string> = {
  budget: MESSAGES.budget,
};

const choiceRule = <Field extends ChoiceFieldDefinition & { name: keyof typeof UNKNOWN_OPTION }>(
  field: Field,
): Rule<Field> => {
  const values: readonly string[] = field.options.map((option) => option.value);
  const rule = field.required ? text().required(MESSAGES.required) : text();
  return rule.test("option", UNKNOWN_OPTION[field.name], (value) => !value || values.includes(value)) as Rule<Field>;
};

export const nationalDigits = (phone: string | undefined, prefix: string | undefined): string => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return prefix && digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
};

const phoneRules = {
  [PHONE_FIELD.name]: text()
    .default("")
    .test(
      "phone-required",
      MESSAGES.required,
      (value, context) => nationalDigits(value, context.parent.prefix).length > 0,
    )
    .matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true }),
  countryCode: text().default(""),
  prefix: text().default(""),
};

/** In the form's order, so that a post's messages are listed in that order too; built, hence typed by hand. */
export const contactFormSchema = object({
  ...Object.fromEntries(
    CONTACT_FIELDS.flatMap((field): [string, AnySchema][] => {
      switch (field.kind) {
        case "phone":
          return Object.entries(phoneRules);
        case "choice":
          return [[field.name, choiceRule(field)]];
        default:
          return [[field.name, textRule(field)]];
      }
    }),
  ),
  [TRAP_FIELD.name]: text().default(""),
}) as unknown as ObjectSchema<ContactFormValues>;

/**
 * `recipient` is never used and `subject` is rebuilt from `username`, yet both are checked, so that a
 * forged header is refused rather than silently passed on.
 */
export const contactPayloadSchema = object({
  recipient: text()
    .nullable()
    .max(MAX_LENGTHS.recipient, MESSAGES.tooLong(MAX_LENGTHS.recipient))
    .test("single-line", MESSAGES.lineBreak, (value) => value == null || !/[\r\n\u2028\u2029]/.test(value)),
  subject: singleLine(required(MAX_LENGTHS.subject)),
  customer_email: textRule(contactField("email"), { singleLine: true }),
  content: required(MAX_LENGTHS.content),
  username: textRule(contactField("fullName"), { singleLine: true }),
  companyName: textRule(contactField("companyName"), { singleLine: true }),
  budget: choiceRule(BUDGET_FIELD),
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

/** Either the cleaned values or every field's first message. */
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
