import * as React from "react";
// The legacy server renderer: it needs no TextEncoder, which jsdom lacks; the HTML is the same.
import { renderToString } from "react-dom/server.node";
import { act, render } from "@testing-library/react";
import ContactForm from "../../src/components/contact/ContactForm";
import { NativeContactForm } from "../../src/components/contact/NativeContactForm";
import type { ValidationError } from "yup";
import { MESSAGES } from "../../src/lib/contact";
import { CONTACT_FIELDS, EMPTY_FORM, EMPTY_POST } from "../../src/lib/contact/form-definition";
import { contactFormSchema } from "../../src/lib/contact/schema";
import { renderPostedForm } from "../../src/lib/contact/server/form-page";
import { PRIVACY_POLICY_PATH } from "../../src/lib/routes";
import { Styles } from "./support/styles";

/**
 * The quote-request form is drawn three times from one definition (docs/contact.md, "The form,
 * defined once"): by the enhanced form, by the form without JavaScript in every page's HTML, and by
 * the endpoint's page after a refused post. A visitor moving from one to the other meets the same
 * fields, in the same order, with the same labels and limits, and every one of them posts to the
 * site's endpoint and links to its privacy policy.
 */

interface Field {
  label: string;
  /** The control the label names: its id, whether it is required, its longest value. */
  id: string | null;
  required: boolean;
  maxLength: string | null;
}

/** The visible fields of a form, in order: each label (the trap's and the country's, hidden, left out) and its control. */
const fieldsOf = (form: Element): Field[] =>
  [...form.querySelectorAll('label[for^="contact-"], [id^="contact-"][id$="-label"]')]
    .filter((label) => !label.closest('[aria-hidden="true"]') && label.getAttribute("for") !== "contact-country")
    .map((label) => {
      const id = label.getAttribute("for") ?? label.id.replace(/-label$/, "");
      const control = form.querySelector(`#${id}`);
      return {
        label: label.textContent ?? "",
        id,
        // Native `required`, or ARIA's on a control that has no native one (the enhanced form's budget).
        required: control?.matches('[required], [aria-required="true"]') ?? false,
        maxLength: control?.getAttribute("maxlength") ?? null,
      };
    });

const parse = (html: string): Element => {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container.querySelector("form")!;
};

const renderings = async () => {
  const native = parse(
    renderToString(
      <Styles>
        <NativeContactForm />
      </Styles>,
    ),
  );
  const page = parse(renderPostedForm(EMPTY_POST, {}));
  const { container, unmount } = render(
    <Styles>
      <ContactForm recipient="contact@voltis-digital.fr" />
    </Styles>,
  );
  await act(async () => undefined);
  const enhanced = container.querySelector("form")!.cloneNode(true) as Element;
  unmount();
  return { native, page, enhanced };
};

afterEach(() => {
  delete process.env.GATSBY_CONTACT_ENDPOINT;
});

/** The fields the form's rules refuse, left empty, with « Ce champ est requis. » (the schema both sides check with). */
const fieldsRefusedWhenEmpty = async (): Promise<string[]> => {
  const errors = await contactFormSchema
    .validate(EMPTY_FORM, { abortEarly: false })
    .then(() => [] as ValidationError[])
    .catch((error: ValidationError) => error.inner);
  const refused = new Set(errors.filter((error) => error.message === MESSAGES.required).map((error) => error.path));
  return CONTACT_FIELDS.filter((field) => refused.has(field.name)).map((field) => field.name);
};

it("shows the definition's fields in all three, in its order, with its labels and limits", async () => {
  const { native, page, enhanced } = await renderings();
  const expected = CONTACT_FIELDS.map((field) => ({
    label: field.label,
    id: `contact-${field.name}`,
    required: field.required,
    maxLength: "maxLength" in field ? String(field.maxLength) : null,
  }));
  expect(fieldsOf(native)).toEqual(expected);
  expect(fieldsOf(page)).toEqual(expected);
  expect(fieldsOf(enhanced)).toEqual(expected);
  expect(expected.map((field) => field.label)).toEqual([
    "Nom complet",
    "Entreprise",
    "E-mail",
    "Téléphone",
    "Budget estimé",
    "Votre projet",
  ]);
});

it("marks as required in all three exactly the fields the rules refuse when empty, with « Ce champ est requis. »", async () => {
  const { native, page, enhanced } = await renderings();
  const refusedWhenEmpty = await fieldsRefusedWhenEmpty();
  expect(refusedWhenEmpty.length).toBeGreaterThan(0);
  // The definition's `required` says the same as the rules.
  expect(refusedWhenEmpty).toEqual(CONTACT_FIELDS.filter((field) => field.required).map((field) => field.name));
  for (const form of [native, page, enhanced]) {
    const required = fieldsOf(form).flatMap((field) => (field.required ? [field.id] : []));
    expect(required).toEqual(refusedWhenEmpty.map((name) => `contact-${name}`));
  }
});

it("posts where the site's form posts, and links to the site's privacy policy, from the endpoint's page too", async () => {
  process.env.GATSBY_CONTACT_ENDPOINT = "/api/demande-de-devis";
  const { native, page, enhanced } = await renderings();
  expect(native.getAttribute("action")).toBe("/api/demande-de-devis");
  expect(page.getAttribute("action")).toBe(native.getAttribute("action"));
  for (const form of [native, page, enhanced]) {
    const link = [...form.querySelectorAll("a")].find((a) => a.textContent === "Politique de confidentialité");
    expect(link?.getAttribute("href")).toBe(PRIVACY_POLICY_PATH);
  }
  expect(PRIVACY_POLICY_PATH).toBe("/politique-Confidentialite");
});
