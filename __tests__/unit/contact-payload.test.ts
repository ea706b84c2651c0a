import {
  buildContactPayload,
  buildSubject,
  formatSubmissionDate,
  platformFor,
  type ContactFormValues,
} from "../../src/lib/contact";

const values: ContactFormValues = {
  fullName: "  Camille Martin ",
  companyName: " Atelier Lumen ",
  email: " camille@atelier-lumen.fr ",
  phone: "33612345678",
  countryCode: "fr",
  prefix: "33",
  budget: "€2.8k-€10k",
  projectDetails: "Refonte du site vitrine.\nPrise de rendez-vous en ligne.",
  website: "",
};

/** 13:30 UTC on Monday 24 November 2025: 14:30 in Casablanca (UTC+1). */
const submittedAt = new Date("2025-11-24T13:30:00Z");
const build = (overrides: Partial<ContactFormValues> = {}, viewportWidth = 1280) =>
  buildContactPayload({
    values: { ...values, ...overrides },
    recipient: "contact@voltis-digital.fr",
    viewportWidth,
    submittedAt,
  });

describe("buildContactPayload", () => {
  it("has the keys of the call, filled from the form, then the spam trap's two fields", () => {
    const payload = buildContactPayload({
      values,
      recipient: "contact@voltis-digital.fr",
      viewportWidth: 1280,
      submittedAt,
      elapsedMs: 8421.6,
    });
    expect(Object.keys(payload)).toEqual([
      "recipient",
      "subject",
      "customer_email",
      "content",
      "username",
      "companyName",
      "budget",
      "telephone",
      "countryCode",
      "prefix",
      "website",
      "elapsedMs",
    ]);
    expect(payload.website).toBe("");
    expect(payload.elapsedMs).toBe(8422);
    expect(payload).toMatchObject({
      recipient: "contact@voltis-digital.fr",
      subject: "Camille Martin from contact us page",
      customer_email: "camille@atelier-lumen.fr",
      username: "Camille Martin",
      companyName: "Atelier Lumen",
      budget: "€2.8k-€10k",
      telephone: "+33612345678",
      countryCode: "fr",
      prefix: "33",
    });
  });

  it("builds the subject from the name", () => {
    expect(buildSubject(" Yasmine Alaoui ")).toBe("Yasmine Alaoui from contact us page");
  });

  it("summarises the request in French, in Casablanca time", () => {
    const { content } = build();
    const lines = content.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Nom complet\u00a0: Camille Martin",
        "Entreprise\u00a0: Atelier Lumen",
        "E-mail\u00a0: camille@atelier-lumen.fr",
        "Téléphone\u00a0: +33 6 12 34 56 78 (FR)",
        "Budget estimé\u00a0: €2.8k-€10k (2\u00a0800\u00a0€ – 10\u00a0000\u00a0€)",
        "Refonte du site vitrine.",
        "Prise de rendez-vous en ligne.",
        "Date\u00a0: lundi 24 novembre 2025 à 14:30 (heure de Casablanca)",
        "Plateforme\u00a0: Desktop",
      ]),
    );
    expect(content).toMatch(/Recontacter Camille Martin sous 24\u00a0heures ouvrées/);
    expect(content).toContain("PROCHAINES ÉTAPES RECOMMANDÉES");
  });

  it("writes 'Non spécifié' when there is no company", () => {
    expect(build({ companyName: "   " }).content).toContain("Entreprise\u00a0: Non spécifié");
  });

  it("says Desktop from 768 px and Mobile below", () => {
    expect(build({}, 768).content).toContain("Plateforme\u00a0: Desktop");
    expect(build({}, 767).content).toContain("Plateforme\u00a0: Mobile");
    expect(platformFor(375)).toBe("Mobile");
    expect(platformFor(1920)).toBe("Desktop");
  });

  it("follows Casablanca's clock, not the machine's", () => {
    // Summer 2025: Morocco is at UTC+1 outside Ramadan.
    expect(formatSubmissionDate(new Date("2025-07-01T23:30:00Z"))).toBe("mercredi 2 juillet 2025 à 00:30");
    // During Ramadan 2025 Morocco goes back to UTC+0.
    expect(formatSubmissionDate(new Date("2025-03-10T09:05:00Z"))).toBe("lundi 10 mars 2025 à 09:05");
  });
});
