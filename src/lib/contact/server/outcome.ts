/**
 * What the endpoint decided about one request; both presenters take its status and success from here, so
 * they cannot disagree (docs/contact.md, "One outcome, two answers").
 */

/** Keyed by the JSON body's fields or, for a posted form, by the form's. */
export type OutcomeFieldErrors = Readonly<Record<string, string>>;

export type ContactOutcome =
  | { kind: "sent"; id: string }
  /** Not mailed yet, but the retry will: a success, or the visitor would send it twice. */
  | { kind: "kept"; id: string }
  | { kind: "method-not-allowed" }
  | { kind: "unsupported-media-type" }
  | { kind: "too-large" }
  | { kind: "malformed-json" }
  | { kind: "invalid"; errors: OutcomeFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "misconfigured" }
  /** On Netlify with neither SMTP nor Blobs: the request could be neither sent nor kept. */
  | { kind: "not-configured" }
  | { kind: "store-failed" }
  | { kind: "internal-error" };

export type ContactOutcomeKind = ContactOutcome["kind"];

/** Whoever presents it (in HTML a success is a 303 to the confirmation page). */
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

export const outcomeHeaders = (outcome: ContactOutcome): Record<string, string> => {
  if (outcome.kind === "method-not-allowed") return { Allow: "POST" };
  if (outcome.kind === "rate-limited") return { "Retry-After": String(outcome.retryAfterSeconds) };
  return {};
};

/** Node's ServerResponse, Gatsby's or Netlify's wrapper all fit. */
export interface ContactResponse {
  statusCode: number;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  end(chunk?: string): unknown;
}
