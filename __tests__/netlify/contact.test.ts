/**
 * The contact path through Netlify's runtime: POST /api/contact-us reaches the
 * function gatsby-adapter-netlify built (through the adapter's _redirects),
 * which keeps each request in the CLI's Blobs sandbox
 * and mails it to a real SMTP server on loopback (smtp-server). The scheduled
 * retry is run as Netlify would, with `netlify functions:invoke`.
 *
 * The server was started with SMTP_URL pointing at REHEARSAL_SMTP_PORT and a
 * rate-limit window of a day (the `netlify` server of playwright.config.ts);
 * the tests decide when that port listens. Each test posts from its own
 * loopback address, since the limit counts per address.
 */
import { execFile } from "child_process";
import { promisify } from "util";
import * as path from "path";
import { expect, test } from "@playwright/test";
import { REHEARSAL_PORT, REHEARSAL_SMTP_PORT as SMTP_PORT } from "../e2e/support/servers";
import { startTestSmtp, type TestSmtp } from "../e2e/support/contact-smtp";
import { contactRequest } from "../unit/support/contact-request";
import { fetchRaw, PREVIEW_DIR, ROOT, sandboxKeys } from "./support";

const run = promisify(execFile);
const STORE = "contact-outbox-production";
/** The function's own default: the rehearsal's server is started without CONTACT_RATE_LIMIT of its own. */
const RATE_LIMIT = Number(process.env.CONTACT_RATE_LIMIT ?? 5);

const post = (body: unknown, from: string, headers: Record<string, string> = {}) =>
  fetchRaw("/api/contact-us", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    from,
  });

const human = (overrides: Record<string, unknown> = {}) =>
  contactRequest({ website: "", elapsedMs: 9000, ...overrides });
/** A request whose mail can be told apart by a word in its message. */
const tagged = (tag: string, overrides: Record<string, unknown> = {}) =>
  human({ content: `Nouvelle demande de devis.\n\nDétails\u00a0: ${tag}`, ...overrides });

/** Runs the scheduled function now, as `netlify functions:invoke` does, against the running server. */
const invokeRetry = async () => {
  const { stdout } = await run(
    path.join(ROOT, "node_modules", ".bin", "netlify"),
    ["functions:invoke", "contact-outbox-retry", "--offline", "--port", String(REHEARSAL_PORT)],
    {
      cwd: PREVIEW_DIR,
      // As scripts/netlify-preview.ts runs the CLI: its own binaries first, no telemetry.
      env: {
        ...process.env,
        PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        NETLIFY_TELEMETRY_DISABLED: "1",
      },
    },
  );
  return stdout;
};

let smtp: TestSmtp | undefined;

test.afterAll(async () => {
  await smtp?.close();
});

test.describe("with SMTP down, then the scheduled retry", () => {
  test("answers a success, keeps the request pending in Blobs, and the retry delivers it exactly once", async () => {
    const earlier = new Set(sandboxKeys(STORE));
    const answer = await post(tagged("Retry Pending"), "127.0.0.11");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, delivered: false, stored: true });
    const pending = sandboxKeys(STORE).filter((key) => key.startsWith("pending/") && !earlier.has(key));
    expect(pending).toHaveLength(1);

    smtp = await startTestSmtp(SMTP_PORT);
    await invokeRetry();
    await smtp.waitForMails(1);
    const id = pending[0].split("-").slice(-5).join("-");
    expect(sandboxKeys(STORE)).toContain(`delivered/${id}`);

    // A second run finds nothing left to send.
    await invokeRetry();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mails.filter((mail) => mail.text.includes("Retry Pending"))).toHaveLength(1);
    const delivered = new Set(
      sandboxKeys(STORE)
        .filter((key) => key.startsWith("delivered/"))
        .map((key) => key.slice(10)),
    );
    const stillPending = sandboxKeys(STORE)
      .filter((key) => key.startsWith("pending/"))
      .filter((key) => ![...delivered].some((done) => key.endsWith(done)));
    expect(stillPending).toEqual([]);
  });
});

test.describe("with SMTP up", () => {
  test.beforeAll(async () => {
    smtp ??= await startTestSmtp(SMTP_PORT);
  });

  test("answers a valid request 200, keeps it in Blobs and mails it to the site's mailbox, not the page's", async () => {
    const before = smtp!.mails.length;
    const answer = await post(tagged("Valid Visitor", { recipient: "quelquun@ailleurs.example" }), "127.0.0.12");
    expect(answer.status).toBe(200);
    const reply = JSON.parse(answer.body) as { ok: boolean; id: string; delivered: boolean; stored: boolean };
    expect(reply).toMatchObject({ ok: true, delivered: true, stored: true });
    expect(sandboxKeys(STORE).some((key) => key.startsWith("pending/") && key.endsWith(reply.id))).toBe(true);
    expect(sandboxKeys(STORE)).toContain(`delivered/${reply.id}`);
    const mails = await smtp!.waitForMails(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.envelope.to).not.toContain("quelquun@ailleurs.example");
    expect(mail.text).toContain("Valid Visitor");
  });

  for (const [name, status, request] of [
    ["GET", 405, { method: "GET" }],
    ["text/plain", 415, { headers: { "content-type": "text/plain" }, body: "bonjour" }],
    ["broken JSON", 400, { body: "{ pas du json" }],
    ["a field missing", 400, { body: JSON.stringify(human({ customer_email: "" })) }],
    ["too large", 413, { body: JSON.stringify(human({ content: "x".repeat(20_000) })) }],
  ] as const) {
    test(`answers ${name} with ${status} and a French reason`, async () => {
      const answer = await fetchRaw("/api/contact-us", {
        method: "method" in request ? request.method : "POST",
        headers: { "content-type": "application/json", ...("headers" in request ? request.headers : {}) },
        body: "body" in request ? request.body : undefined,
        from: "127.0.0.13",
      });
      expect(answer.status).toBe(status);
      const reply = JSON.parse(answer.body) as { ok: boolean; error: string };
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatch(/[a-zé]/);
    });
  }

  test("answers a robot (hidden field filled) like a success, never mails it, keeps it apart as spam", async () => {
    const before = smtp!.mails.length;
    const answer = await post(tagged("Robot Trap", { website: "https://casino.example" }), "127.0.0.14");
    expect(answer.status).toBe(200);
    expect(sandboxKeys(STORE).some((key) => key.startsWith("spam/"))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp!.mails.slice(before).filter((mail) => mail.text.includes("Robot Trap"))).toEqual([]);
  });

  test("takes the form a browser without JavaScript posts: 303 to /merci, kept in Blobs and mailed", async () => {
    const before = smtp!.mails.length;
    const form = new URLSearchParams({
      fullName: "Sans Script",
      companyName: "Atelier Lumen",
      email: "camille@atelier-lumen.fr",
      country: "fr",
      phone: "06 12 34 56 78",
      budget: "€2.8k-€10k",
      projectDetails: "Envoyée par un formulaire HTML, sur le runtime de Netlify.",
      website: "",
    });
    const postForm = () =>
      fetchRaw("/api/contact-us", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        from: "127.0.0.17",
      });
    const answer = await postForm();
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/merci");
    const mails = await smtp!.waitForMails(before + 1);
    expect(mails[mails.length - 1].text).toContain("Envoyée par un formulaire HTML");

    form.set("email", "camille@");
    const refused = await postForm();
    expect(refused.status).toBe(400);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.body).toContain("E-mail\u00a0: Cet email n’est pas valide.");
    expect(refused.body).toContain('value="camille@"');
  });

  test(`limits one address to ${RATE_LIMIT} requests per window (429 with Retry-After), counted in Blobs`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1)
      statuses.push((await post(human({ username: `Limite ${i}` }), "127.0.0.15")).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429]);
    const limited = await post(human(), "127.0.0.15");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(human({ username: "Autre adresse" }), "127.0.0.16")).status).toBe(200);
    expect(sandboxKeys(STORE).some((key) => key.startsWith("ratelimit/"))).toBe(true);
  });
});
