import { contactEndpoint } from "../endpoint";
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  fieldId,
  PHONE_FIELD,
  TRAP_FIELD,
  type ContactField,
  type FormField,
  type PostedForm,
} from "../form-definition";
import { postedErrorsOf, type PostedErrors } from "../form-post";
import { OTHER_COUNTRY, PHONE_COUNTRIES } from "../phone-countries";
import { CONFIRMATION_PATH, HOME_PATH } from "../../routes";
import { escapeHtml } from "./html";
import { OUTCOME_STATUS, outcomeHeaders, succeeded, type ContactOutcome, type ContactResponse } from "./outcome";
import { PAGE_MESSAGES, PAGE_TEXTS } from "./outcome-texts";

/**
 * The outcome for a form posted without JavaScript: a redirect to the confirmation page, or a French page
 * with each field's message and the form again as typed (docs/contact.md, "One outcome, two answers").
 */

type ShownField = Exclude<FormField, typeof TRAP_FIELD.name>;

const LABELS = {
  ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field.name, field.label])),
  [PHONE_FIELD.countryName]: PHONE_FIELD.countryPageLabel,
} as Record<ShownField, string>;

const fieldBlock = (field: ContactField, control: (attributes: string) => string, errors: PostedErrors): string => {
  const id = fieldId(field.name);
  const message = errors[field.name];
  const hint = "hint" in field ? field.hint : undefined;
  const described = [hint ? `${id}-hint` : "", message ? `${id}-message` : ""].filter(Boolean).join(" ");
  const attributes = [
    `id="${id}"`,
    `name="${field.name}"`,
    message ? 'aria-invalid="true"' : "",
    described ? `aria-describedby="${described}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return [
    `<div class="field${"wide" in field && field.wide ? " wide" : ""}">`,
    `<label for="${id}">${escapeHtml(field.label)}</label>`,
    control(attributes),
    hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : "",
    message ? `<p class="message" id="${id}-message">${escapeHtml(message)}</p>` : "",
    "</div>",
  ].join("");
};

const required = (field: ContactField) => (field.required ? ' required=""' : "");

const option = (value: string, label: string, selected: string) =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected=""' : ""}>${escapeHtml(label)}</option>`;

const phoneBlock = (posted: PostedForm, errors: PostedErrors): string => {
  const id = fieldId(PHONE_FIELD.name);
  const countryId = fieldId(PHONE_FIELD.countryName);
  const message = errors[PHONE_FIELD.name];
  const described = [`${id}-hint`, message ? `${id}-message` : ""].filter(Boolean).join(" ");
  const country = posted[PHONE_FIELD.countryName];
  return [
    '<div class="field">',
    `<label for="${id}">${escapeHtml(PHONE_FIELD.label)}</label>`,
    '<div class="phone">',
    `<label class="hidden" for="${countryId}">${escapeHtml(LABELS[PHONE_FIELD.countryName])}</label>`,
    `<select id="${countryId}" name="${PHONE_FIELD.countryName}" autocomplete="tel-country-code">${[
      ...PHONE_COUNTRIES.map((candidate) => option(candidate.code, candidate.name, country)),
      option(OTHER_COUNTRY.code, OTHER_COUNTRY.name, country),
    ].join("")}</select>`,
    `<input id="${id}" name="${PHONE_FIELD.name}" type="tel" autocomplete="tel"${required(PHONE_FIELD)} maxlength="${PHONE_FIELD.maxLength}" pattern="${PHONE_FIELD.pattern}" value="${escapeHtml(posted[PHONE_FIELD.name])}"${message ? ' aria-invalid="true"' : ""} aria-describedby="${described}">`,
    "</div>",
    `<p class="hint" id="${id}-hint">${escapeHtml(PHONE_FIELD.hint)}</p>`,
    message ? `<p class="message" id="${id}-message">${escapeHtml(message)}</p>` : "",
    "</div>",
  ].join("");
};

const renderField = (field: ContactField, posted: PostedForm, errors: PostedErrors): string => {
  const value = posted[field.name];
  switch (field.kind) {
    case "phone":
      return phoneBlock(posted, errors);
    case "choice":
      return fieldBlock(
        field,
        (attributes) =>
          `<select ${attributes}${required(field)}>${[
            `<option value=""${value ? "" : ' selected=""'}>${escapeHtml(field.placeholder)}</option>`,
            ...field.options.map((choice) => option(choice.value, choice.label, value)),
          ].join("")}</select>`,
        errors,
      );
    case "long-text":
      return fieldBlock(
        field,
        (attributes) =>
          `<textarea ${attributes} rows="${field.rows}"${required(field)} maxlength="${field.maxLength}">${escapeHtml(value)}</textarea>`,
        errors,
      );
    case "text":
      return fieldBlock(
        field,
        (attributes) =>
          `<input ${attributes} type="${field.type}" autocomplete="${field.autoComplete}"${required(field)} maxlength="${field.maxLength}" value="${escapeHtml(value)}">`,
        errors,
      );
  }
};

export const renderPostedForm = (posted: PostedForm, errors: PostedErrors): string =>
  [
    `<form method="post" action="${escapeHtml(contactEndpoint())}" aria-label="${escapeHtml(CONTACT_FORM.name)}">`,
    `<p class="intro">${escapeHtml(CONTACT_FORM.intro)}</p>`,
    `<div class="trap" aria-hidden="true"><label for="${fieldId(TRAP_FIELD.name)}">${escapeHtml(TRAP_FIELD.label)}</label>`,
    `<input id="${fieldId(TRAP_FIELD.name)}" name="${TRAP_FIELD.name}" type="text" tabindex="-1" autocomplete="off" value="${escapeHtml(posted[TRAP_FIELD.name])}"></div>`,
    '<div class="grid">',
    ...CONTACT_FIELDS.map((field) => renderField(field, posted, errors)),
    "</div>",
    `<button type="submit">${escapeHtml(CONTACT_FORM.submit)}</button>`,
    `<p class="privacy">${escapeHtml(CONTACT_FORM.privacy)} <a href="${escapeHtml(CONTACT_FORM.privacyPath)}">${escapeHtml(CONTACT_FORM.privacyLink)}</a></p>`,
    "</form>",
  ].join("\n");

/** No font or script to fetch. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 3rem}
a{color:#4338ca}
h1{font-size:1.75rem;line-height:1.2;margin:1rem 0 .5rem}
.alert{margin:1.5rem 0;padding:1rem 1.25rem;border:1px solid #fecaca;border-left:4px solid #b91c1c;border-radius:.5rem;background:#fef2f2}
.alert h2{font-size:1rem;margin:0 0 .5rem}
.alert ul{margin:0;padding-left:1.25rem}
form{padding:1.5rem;border:1px solid #e2e8f0;border-radius:1rem;background:#fff}
.grid{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:768px){.grid{grid-template-columns:1fr 1fr}.wide{grid-column:1/-1}}
label{display:block;font-weight:600;margin-bottom:.35rem}
input,select,textarea{width:100%;min-height:2.9rem;padding:.6rem .95rem;font:inherit;color:inherit;border:1px solid #cbd5e1;border-radius:.5rem;background:#fff}
textarea{resize:vertical}
[aria-invalid=true]{border-color:#b91c1c}
.hint{margin:.3rem 0 0;font-size:.875rem;color:#475569}
.message{margin:.3rem 0 0;font-size:.875rem;font-weight:600;color:#b91c1c}
.intro,.privacy{color:#475569;font-size:.875rem}
button{margin-top:1.25rem;min-height:3rem;padding:0 1.75rem;font:inherit;font-weight:700;color:#fff;background:#4338ca;border:0;border-radius:999px;cursor:pointer}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.phone{display:flex;gap:.5rem}
.phone input{min-width:0}
.phone select{flex:0 0 auto;width:auto;max-width:45%}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export interface FormPageInput {
  posted: PostedForm | null;
  errors: PostedErrors;
  message: string;
  siteName: string;
}

export const renderFormPage = ({ posted, errors, message, siteName }: FormPageInput): string => {
  const listed = (Object.entries(errors) as [FormField, string][]).filter(
    (entry): entry is [ShownField, string] => entry[0] !== TRAP_FIELD.name,
  );
  return [
    "<!DOCTYPE html>",
    '<html lang="fr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(PAGE_TEXTS.title(siteName))}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<p><a href="${HOME_PATH}">${escapeHtml(PAGE_TEXTS.back(siteName))}</a></p>`,
    `<h1>${escapeHtml(PAGE_TEXTS.heading)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    listed.length > 0
      ? [
          '<div class="alert" role="alert">',
          `<h2>${escapeHtml(PAGE_TEXTS.toFix(listed.length))}</h2>`,
          "<ul>",
          ...listed.map(
            ([name, text]) =>
              `<li><a href="#${fieldId(name)}">${escapeHtml(LABELS[name])}\u00a0: ${escapeHtml(text)}</a></li>`,
          ),
          "</ul>",
          "</div>",
        ].join("\n")
      : "",
    posted
      ? renderPostedForm(posted, errors)
      : `<p><a href="${HOME_PATH}#contact">${escapeHtml(PAGE_TEXTS.backToForm)}</a></p>`,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
};

/** Only its inline style loads; it posts only to the site (docs/security.md, "The contact function's answers"). */
const PAGE_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Robots-Tag": "noindex",
};

/** A request the agency will receive, even kept for the retry, is a 303 to the confirmation page. */
export const presentFormPage = (
  res: ContactResponse,
  outcome: ContactOutcome,
  { posted, siteName }: { posted: PostedForm | null; siteName: string },
): void => {
  for (const [name, value] of Object.entries({ ...PAGE_HEADERS, ...outcomeHeaders(outcome) })) {
    res.setHeader(name, value);
  }
  if (succeeded(outcome)) {
    res.statusCode = 303;
    res.setHeader("Location", CONFIRMATION_PATH);
    res.end();
    return;
  }
  res.statusCode = OUTCOME_STATUS[outcome.kind];
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(
    renderFormPage({
      posted,
      // Keyed by the form's fields already for a posted form; a JSON body's keys land on the field they come from.
      errors: outcome.kind === "invalid" ? postedErrorsOf(outcome.errors) : {},
      message: PAGE_MESSAGES[outcome.kind],
      siteName,
    }),
  );
};
