/**
 * What the contact endpoint decided about one request, before anyone writes
 * it down: decide.ts decides, and two presenters write the same outcome for
 * two readers, JSON for the enhanced form and scripts (json-reply.ts), a page
 * for a browser without JavaScript (form-page.ts). Both take the status and
 * the success from here, so they cannot tell one visitor "sent" and another
 * "failed" about the same request (docs/contact.md, "One outcome, two answers").
 */

/** Each field's French message, keyed by the JSON body's fields or, for a posted form, by the form's. */
export type OutcomeFieldErrors = Readonly<Record<string, string>>;

export type ContactOutcome =
  /** Kept in the outbox and mailed. */
  | { kind: "sent"; id: string }
  /**
   * Kept in the outbox, not mailed yet (no SMTP configured, or SMTP failed):
   * the scheduled retry or the outbox command mails it, so it is received,
   * and both presenters say so. Telling the visitor it failed would have them
   * send it again, and the agency receive it twice.
   */
  | { kind: "kept"; id: string }
  | { kind: "method-not-allowed" }
  | { kind: "unsupported-media-type" }
  | { kind: "too-large" }
  | { kind: "malformed-json" }
  | { kind: "invalid"; errors: OutcomeFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** CONTACT_RECIPIENT is not an e-mail address. */
  | { kind: "misconfigured" }
  /** On Netlify with neither SMTP nor Blobs: the request could be neither sent nor kept. */
  | { kind: "not-configured" }
  /** The outbox could not be written: nothing kept, nothing mailed. */
  | { kind: "store-failed" }
  | { kind: "internal-error" };

export type ContactOutcomeKind = ContactOutcome["kind"];

/** The HTTP status of each outcome, whoever presents it (a success is a 303 to the confirmation page in HTML). */
export const OUTCOME_STATUS: Readonly<Record<ContactOutcomeKind, number>> = {
  sent: 200,
  kept: 200,
  "method-not-allowed": 405,
  "unsupported-media-type": 415,
  "too-large": 413,
  "malformed-json": 400,
  invalid: 400,
  "rate-limited": 429,
  misconfigured: 500,
  "not-configured": 503,
  "store-failed": 500,
  "internal-error": 500,
};

/** A request the agency will receive: mailed now, or kept for the retry. */
export const succeeded = (outcome: ContactOutcome): outcome is Extract<ContactOutcome, { kind: "sent" | "kept" }> =>
  outcome.kind === "sent" || outcome.kind === "kept";

/** The headers an outcome carries beside its body, in both presentations. */
export const outcomeHeaders = (outcome: ContactOutcome): Record<string, string> => {
  if (outcome.kind === "method-not-allowed") return { Allow: "POST" };
  if (outcome.kind === "rate-limited") return { "Retry-After": String(outcome.retryAfterSeconds) };
  return {};
};

/** Where the endpoint writes its answer: Node's ServerResponse, Gatsby's or Netlify's wrapper all fit. */
export interface ContactResponse {
  statusCode: number;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  end(chunk?: string): unknown;
}
