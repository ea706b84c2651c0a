/** @jest-environment node */
import { MESSAGES } from "../../src/lib/contact";
import { EMPTY_POST } from "../../src/lib/contact/form-definition";
import { PHONE_COUNTRY_MESSAGE } from "../../src/lib/contact/form-post";
import { CONFIRMATION_PATH } from "../../src/lib/routes";
import {
  OUTCOME_STATUS,
  presentJson,
  type ContactOutcome,
  type ContactOutcomeKind,
  type ContactResponse,
} from "../../src/lib/contact/server";
import { presentFormPage } from "../../src/lib/contact/server/form-page";

/**
 * The endpoint's two presenters (docs/contact.md, "One outcome, two answers"):
 * every outcome, written as JSON for the enhanced form and as the answer to a
 * form posted without JavaScript, must tell the visitor the same thing. The
 * enhanced form shows its success toast on 200 and only then (src/lib/contact/send.ts);
 * the page without JavaScript succeeds with a 303 to the confirmation page.
 */

/** Every outcome the endpoint decides, by kind: a kind added to outcome.ts without a case here does not compile. */
const OUTCOMES: Record<ContactOutcomeKind, ContactOutcome[]> = {
  sent: [{ kind: "sent", id: "f1c2" }],
  kept: [{ kind: "kept", id: "a7b9" }],
  "method-not-allowed": [{ kind: "method-not-allowed" }],
  "unsupported-media-type": [{ kind: "unsupported-media-type" }],
  "too-large": [{ kind: "too-large" }],
  "malformed-json": [{ kind: "malformed-json" }],
  invalid: [
    // As a posted form's checks key them (form-post.ts).
    { kind: "invalid", errors: { fullName: MESSAGES.markup, email: MESSAGES.email, phone: PHONE_COUNTRY_MESSAGE } },
    // As the JSON body's schema keys them.
    {
      kind: "invalid",
      errors: { customer_email: MESSAGES.email, budget: MESSAGES.budget, content: MESSAGES.required },
    },
  ],
  "rate-limited": [{ kind: "rate-limited", retryAfterSeconds: 421 }],
  misconfigured: [{ kind: "misconfigured" }],
  "not-configured": [{ kind: "not-configured" }],
  "store-failed": [{ kind: "store-failed" }],
  "internal-error": [{ kind: "internal-error" }],
};

interface Written {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const write = (present: (res: ContactResponse) => void): Written => {
  const written: Written = { status: 0, headers: {}, body: "" };
  const res: ContactResponse = {
    statusCode: 200,
    setHeader: (name, value) => (written.headers[name.toLowerCase()] = String(value)),
    end: (chunk) => {
      written.status = res.statusCode;
      written.body = chunk ?? "";
    },
  };
  present(res);
  return written;
};

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The field messages the page lists (« Label : message », each a link to its field). */
const listedMessages = (html: string): string[] =>
  [...html.matchAll(/<li><a href="#contact-[^"]+">[^<]*?\u00a0: ([^<]*)<\/a><\/li>/g)].map((match) =>
    unescape(match[1]),
  );

const posted = { ...EMPTY_POST, fullName: "Camille Martin", email: "camille@", country: "fr" };

const cases = Object.values(OUTCOMES)
  .flat()
  .map((outcome) => [outcome.kind, outcome] as const);

it("covers every outcome the endpoint can decide", () => {
  expect(Object.keys(OUTCOMES).sort()).toEqual(Object.keys(OUTCOME_STATUS).sort());
});

/** The outcome written both ways. */
const both = (outcome: ContactOutcome) => {
  const json = write((res) => presentJson(res, outcome));
  const html = write((res) => presentFormPage(res, outcome, { posted, siteName: "Voltis Digital" }));
  const reply = JSON.parse(json.body) as { ok: boolean; error?: string; errors?: Record<string, string> };
  return { json, html, reply };
};

describe.each(cases)("the outcome %s", (_kind, outcome) => {
  it("is a success in both, or a failure in both", () => {
    const { json, html, reply } = both(outcome);
    const jsonSuccess = json.status === 200 && reply.ok === true;
    const htmlSuccess = html.status === 303 && html.headers.location === CONFIRMATION_PATH;
    expect(htmlSuccess).toBe(jsonSuccess);
    expect(jsonSuccess).toBe(outcome.kind === "sent" || outcome.kind === "kept");
    if (!jsonSuccess) {
      expect(html.status).toBe(json.status);
      expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(html.body).toContain("<h1>Votre demande n’est pas encore envoyée</h1>");
      expect(reply.error).toEqual(expect.stringMatching(/\S/));
    } else {
      expect(html.body).toBe("");
      expect(reply).toMatchObject({ ok: true, stored: true });
    }
  });

  it("gives each field the same message in both", () => {
    const { html, reply } = both(outcome);
    const inJson = Object.values(reply.errors ?? {}).sort();
    expect(listedMessages(html.body).sort()).toEqual(inJson);
    if (outcome.kind === "invalid") expect(inJson.length).toBeGreaterThan(0);
  });

  it("sends the same Retry-After and Allow in both", () => {
    const { json, html } = both(outcome);
    for (const name of ["retry-after", "allow"]) expect(html.headers[name]).toBe(json.headers[name]);
  });
});
