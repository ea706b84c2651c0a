import {
  BUDGET_OPTIONS,
  contactFormSchema,
  EMPTY_FORM,
  MESSAGES,
  validateContactPayload,
  type ContactFormValues,
} from "../../src/lib/contact";

const valid: ContactFormValues = {
  fullName: "Camille Martin",
  companyName: "Atelier Lumen",
  email: "camille@atelier-lumen.fr",
  phone: "33612345678",
  countryCode: "fr",
  prefix: "33",
  budget: "€2.8k-€10k",
  projectDetails: "Refonte de notre site vitrine avec prise de rendez-vous en ligne.",
  website: "",
};

/** The first message of each field, as Formik shows them. */
const formErrors = async (values: Partial<ContactFormValues>): Promise<Record<string, string>> => {
  try {
    await contactFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const issue of (error as { inner: { path: string; message: string }[] }).inner) {
      errors[issue.path] ??= issue.message;
    }
    return errors;
  }
};

describe("contact form schema", () => {
  it("accepts a complete request", async () => {
    expect(await formErrors({})).toEqual({});
  });

  it.each(["fullName", "companyName", "email", "budget", "projectDetails"] as const)(
    "requires %s, even when it holds only spaces",
    async (field) => {
      expect(await formErrors({ [field]: "" })).toEqual({ [field]: "Ce champ est requis." });
      expect(await formErrors({ [field]: "   \n\t " })).toEqual({ [field]: "Ce champ est requis." });
    },
  );

  it("requires the phone number beyond its dial code", async () => {
    expect(await formErrors({ phone: "" })).toEqual({ phone: "Ce champ est requis." });
    expect(await formErrors({ phone: "33" })).toEqual({ phone: "Ce champ est requis." });
  });

  it("trims every text", async () => {
    const cleaned = await contactFormSchema.validate({
      ...valid,
      fullName: "  Camille Martin  ",
      email: " camille@atelier-lumen.fr ",
    });
    expect(cleaned.fullName).toBe("Camille Martin");
    expect(cleaned.email).toBe("camille@atelier-lumen.fr");
  });

  it.each([
    ["camille@atelier-lumen.fr", true],
    ["c.martin+devis@mail.atelier.co", true],
    ["CAMILLE@EXEMPLE.INFO", true],
    ["camille@exemple", false],
    ["camille.exemple.fr", false],
    ["@exemple.fr", false],
    ["camille@exemple.f", false],
    ["camille@exemple.museum", false],
    ["camille martin@exemple.fr", false],
    ["camille@exemple.fr2", false],
  ])("email %s is valid: %s", async (email, ok) => {
    expect(await formErrors({ email })).toEqual(ok ? {} : { email: "Cet email n’est pas valide." });
  });

  it.each([
    ["33612345678", true],
    ["212612345678", true],
    ["+33612345678", true],
    ["(123) 456-7890", true],
    ["123.456.789012", true],
    ["3361234", false],
    ["3361234567890123", false],
    ["33 6 12 34 56 78", false],
    ["33abc345678", false],
  ])("phone %s is valid: %s", async (phone, ok) => {
    expect(await formErrors({ phone, prefix: "" })).toEqual(ok ? {} : { phone: "Numéro de téléphone invalide." });
  });

  it("accepts only the three budgets", async () => {
    for (const option of BUDGET_OPTIONS) expect(await formErrors({ budget: option.value })).toEqual({});
    expect(await formErrors({ budget: "€500" })).toEqual({ budget: MESSAGES.budget });
  });

  it("refuses markup in a name and over-long texts", async () => {
    expect(await formErrors({ fullName: "<b>Camille</b>" })).toEqual({ fullName: MESSAGES.markup });
    expect(await formErrors({ companyName: "x".repeat(121) })).toEqual({
      companyName: "Ce champ ne peut pas dépasser 120 caractères.",
    });
    expect(await formErrors({ projectDetails: "x".repeat(5001) })).toEqual({
      projectDetails: "Ce champ ne peut pas dépasser 5000 caractères.",
    });
  });

  it("reports every empty field of an empty form", async () => {
    const errors = await formErrors(EMPTY_FORM);
    expect(Object.keys(errors).sort()).toEqual([
      "budget",
      "companyName",
      "email",
      "fullName",
      "phone",
      "projectDetails",
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set(["Ce champ est requis."]));
  });
});

describe("contact payload schema (the endpoint's check of the contact call)", () => {
  const body = {
    recipient: "contact@voltis-digital.fr",
    subject: "Camille Martin from contact us page",
    customer_email: "camille@atelier-lumen.fr",
    content: "Résumé de la demande",
    username: "Camille Martin",
    companyName: "Atelier Lumen",
    budget: "€1.4k-€2.5k",
    telephone: "+33612345678",
    countryCode: "fr",
    prefix: "33",
  };

  it("accepts the body the form sends and drops unknown keys", async () => {
    const result = await validateContactPayload({ ...body, bcc: "someone@else.com" });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).not.toHaveProperty("bcc");
  });

  it("refuses line breaks in what becomes an e-mail header", async () => {
    const result = await validateContactPayload({
      ...body,
      subject: "Hi\r\nBcc: victim@example.com",
      username: "Camille\nBcc: victim@example.com",
      customer_email: "camille@atelier-lumen.fr\r\nBcc: victim@example.com",
    });
    expect(result).toEqual({
      ok: false,
      errors: { subject: MESSAGES.lineBreak, username: MESSAGES.lineBreak, customer_email: MESSAGES.lineBreak },
    });
  });

  it("refuses values of the wrong type instead of converting them", async () => {
    const result = await validateContactPayload({
      ...body,
      username: 42,
      budget: ["€1.4k-€2.5k"],
      telephone: { n: 1 },
    });
    expect(result).toEqual({
      ok: false,
      errors: { username: MESSAGES.text, budget: MESSAGES.text, telephone: MESSAGES.text },
    });
  });

  it("accepts a body with exactly the contact call's keys (no spam-trap field)", async () => {
    const result = await validateContactPayload(body);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.website).toBeUndefined();
      expect(result.value.elapsedMs).toBeUndefined();
    }
  });

  it("knows the spam trap's fields: the hidden field's text and the time taken", async () => {
    const result = await validateContactPayload({ ...body, website: "https://spam.example", elapsedMs: 1200 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ website: "https://spam.example", elapsedMs: 1200 });
  });

  it.each([
    ["a text", "vite"],
    ["a negative number", -5],
    ["a fraction", 12.5],
    ["a numeric string", "3000"],
  ])("refuses a time taken that is %s", async (_name, elapsedMs) => {
    expect(await validateContactPayload({ ...body, elapsedMs })).toEqual({
      ok: false,
      errors: { elapsedMs: MESSAGES.elapsed },
    });
  });

  it("refuses an over-long hidden field", async () => {
    expect(await validateContactPayload({ ...body, website: "x".repeat(201) })).toEqual({
      ok: false,
      errors: { website: MESSAGES.tooLong(200) },
    });
  });

  it.each([null, [], "texte", 12])("refuses a body that is not an object: %p", async (value) => {
    expect(await validateContactPayload(value)).toEqual({ ok: false, errors: { body: MESSAGES.bodyNotObject } });
  });
});
