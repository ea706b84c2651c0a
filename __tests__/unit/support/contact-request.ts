/**
 * A quote request as the form sends it (the body of docs/product.md, "The contact call"), for the tests of the
 * endpoint, its stores and the deployed function. `recipient` is whatever the
 * visitor's page said: the endpoint never mails it.
 */
export const contactRequest = (overrides: Record<string, unknown> = {}) => ({
  recipient: "contact@voltis-digital.fr",
  subject: "Camille Martin from contact us page",
  customer_email: "camille@atelier-lumen.fr",
  content: "Nouvelle demande de devis.\n\nDétails\u00a0: une boutique en ligne pour nos céramiques.",
  username: "Camille Martin",
  companyName: "Atelier Lumen",
  budget: "€2.8k-€10k",
  telephone: "+33612345678",
  countryCode: "fr",
  prefix: "33",
  ...overrides,
});
