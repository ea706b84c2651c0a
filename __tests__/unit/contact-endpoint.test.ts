/** @jest-environment node */
import { promises as fs } from "fs";
import * as http from "http";
import type { AddressInfo } from "net";
import * as os from "os";
import * as path from "path";
import { Readable } from "stream";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { PHONE_COUNTRY_MESSAGE } from "../../src/lib/contact/form-post";
import { MESSAGES } from "../../src/lib/contact";
import {
  contactFunctionConfig,
  createRateLimiter,
  fileOutboxStore,
  handleContactRequest,
  OUTBOX_FILE,
  pendingRecords,
  readOutbox,
  retryPending,
  withLambdaBody,
  type ContactServerConfig,
} from "../../src/lib/contact/server";
import { closedPort, startTestSmtp, type TestSmtp } from "../e2e/support/contact-smtp";

/**
 * The contact endpoint through a real HTTP server (Node's http, with the body
 * parsing Gatsby applies from the function's exported config) and a real SMTP
 * server on the loopback interface.
 */
const RECIPIENT = "contact@voltis-digital.fr";

const validBody = (overrides: Record<string, unknown> = {}) => ({
  recipient: RECIPIENT,
  subject: "Camille Martin from contact us page",
  customer_email: "camille@atelier-lumen.fr",
  content:
    "Nouvelle demande de devis.\n\nNom complet\u00a0: Camille Martin\nDétails\u00a0: une boutique en ligne pour nos céramiques.",
  username: "Camille Martin",
  companyName: "Atelier Lumen",
  budget: "€2.8k-€10k",
  telephone: "+33612345678",
  countryCode: "fr",
  prefix: "33",
  ...overrides,
});

let smtp: TestSmtp;
let server: http.Server;
let baseUrl: string;
let outboxDir: string;
let config: ContactServerConfig;
const logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };

const makeConfig = (overrides: Partial<ContactServerConfig> = {}): ContactServerConfig => ({
  recipient: RECIPIENT,
  siteName: "Voltis Digital",
  smtpUrl: smtp.url,
  store: fileOutboxStore(outboxDir),
  maxBytes: 16 * 1024,
  rateLimit: { max: 1000, windowMs: 60_000 },
  limiter: createRateLimiter({ max: 1000, windowMs: 60_000 }),
  onNetlify: false,
  trustProxy: false,
  logger,
  ...overrides,
});

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => void;
// Gatsby's own Express (no type declarations are installed for it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express = require("express") as { raw(options: object): Middleware };

/** What `gatsby serve` does before calling the function: parse the body as the function's config says. */
const gatsbyLikeBodyParser = express.raw(contactFunctionConfig.bodyParser.raw);

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: Record<string, unknown> | null;
}

const request = (
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = http.request(
      `${baseUrl}/api/contact-us`,
      {
        method: options.method ?? "POST",
        headers: { ...(body ? { "Content-Length": String(body.length) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> | null = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  request({ body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } });

const outboxLines = async (): Promise<string[]> => {
  try {
    return (await fs.readFile(path.join(outboxDir, OUTBOX_FILE), "utf8")).split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = http.createServer((req, res) => {
    gatsbyLikeBodyParser(req, res, (error?: unknown) => {
      if (error) {
        res.statusCode = (error as { status?: number }).status ?? 500;
        res.end("Erreur du serveur");
        return;
      }
      void handleContactRequest(req, res, config);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await smtp.close();
});

beforeEach(async () => {
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "contact-outbox-"));
  config = makeConfig();
  smtp.mails.length = 0;
  logger.error.mockClear();
});

afterEach(async () => {
  await fs.rm(outboxDir, { recursive: true, force: true });
});

describe("delivery by SMTP", () => {
  it("sends the request to the configured mailbox, reply-to the visitor, with the summary as text and HTML", async () => {
    const reply = await postJson(validBody());
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ ok: true, delivered: true, stored: true });

    const [mail] = await smtp.waitForMails(1);
    expect(mail.envelope.to).toEqual([RECIPIENT]);
    expect(mail.headers.to).toBe(RECIPIENT);
    expect(mail.headers["reply-to"]).toBe("Camille Martin <camille@atelier-lumen.fr>");
    expect(mail.headers.subject).toBe("Camille Martin from contact us page");
    expect(mail.headers.from).toContain(`<${RECIPIENT}>`);
    expect(mail.text).toBe(validBody().content);
    expect(mail.html).toContain("Nom complet\u00a0: Camille Martin<br>");
  });

  it("never sends to a recipient named in the request", async () => {
    const reply = await postJson(validBody({ recipient: "someone@attacker.example", cc: "other@attacker.example" }));
    expect(reply.status).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    expect(mail.envelope.to).toEqual([RECIPIENT]);
    expect(mail.raw).not.toContain("attacker.example");
  });

  it("escapes markup in the HTML part", async () => {
    const content = 'Notre site actuel affiche <script>alert("x")</script> & <b>rien</b>.';
    expect((await postJson(validBody({ content }))).status).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    expect(mail.text).toBe(content);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;rien&lt;/b&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("answers a success when SMTP is down (the request is kept for the retry, so the form shows its success), marked undelivered", async () => {
    config = makeConfig({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const reply = await postJson(validBody());
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ ok: true, id: expect.any(String), delivered: false, stored: true });

    const { records } = await readOutbox(outboxDir);
    expect(records).toHaveLength(1);
    expect(records[0].request.payload).toMatchObject({
      username: "Camille Martin",
      customer_email: "camille@atelier-lumen.fr",
    });
    expect(records[0].statuses.map((status) => status.status)).toEqual(["failed"]);
    const store = fileOutboxStore(outboxDir);
    expect(pendingRecords(await store.read())).toHaveLength(1);

    // Once SMTP works again, the outbox command sends it (as scripts/contact-outbox.ts does) and appends the outcome.
    const linesBefore = await outboxLines();
    const report = await retryPending(store, {
      smtpUrl: smtp.url,
      recipient: RECIPIENT,
      siteName: "Voltis Digital",
      by: "outbox",
    });
    expect(report.delivered).toHaveLength(1);
    const [mail] = await smtp.waitForMails(1);
    expect(mail.envelope.to).toEqual([RECIPIENT]);
    expect(mail.headers["reply-to"]).toBe("Camille Martin <camille@atelier-lumen.fr>");
    expect(pendingRecords(await store.read())).toHaveLength(0);
    const linesAfter = await outboxLines();
    expect(linesAfter.slice(0, linesBefore.length)).toEqual(linesBefore);
    expect(JSON.parse(linesAfter[linesAfter.length - 1])).toMatchObject({
      kind: "status",
      status: "delivered",
      by: "outbox",
    });
  });
});

describe("without SMTP", () => {
  it("stores the request durably and answers 200", async () => {
    config = makeConfig({ smtpUrl: undefined });
    const reply = await postJson(validBody());
    expect(reply).toMatchObject({ status: 200, json: { ok: true, delivered: false, stored: true } });
    const lines = await outboxLines();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ kind: "request", payload: { username: "Camille Martin" } });
    expect(smtp.mails).toHaveLength(0);
  });

  it("answers 503 on Netlify, where the disk does not last, and stores nothing", async () => {
    config = makeConfig({ smtpUrl: undefined, onNetlify: true });
    const reply = await postJson(validBody());
    expect(reply.status).toBe(503);
    expect(reply.json?.error).toBe("L’envoi d’e-mails n’est pas configuré sur ce serveur.");
    expect(await outboxLines()).toHaveLength(0);
  });

  it("answers 500 when the outbox cannot be written", async () => {
    const file = path.join(outboxDir, "a-file");
    await fs.writeFile(file, "");
    config = makeConfig({ smtpUrl: undefined, store: fileOutboxStore(path.join(file, "outbox")) });
    expect((await postJson(validBody())).status).toBe(500);
  });

  it("keeps 100 concurrent requests as 100 intact lines", async () => {
    config = makeConfig({ smtpUrl: undefined });
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postJson(validBody({ username: `Visiteur ${index}`, content: `Demande n° ${index} ${"é".repeat(500)}` })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(100).fill(200));
    const lines = await outboxLines();
    expect(lines).toHaveLength(100);
    const entries = lines.map((line) => JSON.parse(line));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(100);
    expect(entries.map((entry) => entry.payload.username).sort()).toEqual(
      Array.from({ length: 100 }, (_, index) => `Visiteur ${index}`).sort(),
    );
    for (const entry of entries) {
      expect(entry.payload.content).toBe(`Demande n° ${entry.payload.username.slice(9)} ${"é".repeat(500)}`);
    }
    expect((await readOutbox(outboxDir)).unreadableLines).toEqual([]);
  });
});

describe("rate limit per address", () => {
  it("answers 429 with Retry-After past the limit", async () => {
    config = makeConfig({ smtpUrl: undefined, limiter: createRateLimiter({ max: 3, windowMs: 10 * 60_000 }) });
    for (let i = 0; i < 3; i += 1) expect((await postJson(validBody())).status).toBe(200);
    const refused = await postJson(validBody());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(await outboxLines()).toHaveLength(3);
  });

  it("counts each address apart behind a trusted proxy", async () => {
    config = makeConfig({
      smtpUrl: undefined,
      trustProxy: true,
      limiter: createRateLimiter({ max: 1, windowMs: 60_000 }),
    });
    expect((await postJson(validBody(), { "X-Forwarded-For": "203.0.113.7" })).status).toBe(200);
    expect((await postJson(validBody(), { "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
    expect((await postJson(validBody(), { "X-Forwarded-For": "198.51.100.2, 10.0.0.1" })).status).toBe(200);
  });
});

describe("bad requests", () => {
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
  const field = (name: string, value: unknown) => json(validBody({ [name]: value }));
  const without = (name: string) => {
    const body: Record<string, unknown> = validBody();
    delete body[name];
    return json(body);
  };

  type Case = [
    string,
    { method?: string; headers?: Record<string, string>; body?: string },
    number,
    Record<string, string>?,
  ];
  const table: Case[] = [
    ["GET", { method: "GET" }, 405],
    ["PUT", { method: "PUT", ...json(validBody()) }, 405],
    ["DELETE", { method: "DELETE" }, 405],
    ["PATCH", { method: "PATCH", ...json(validBody()) }, 405],
    ["no Content-Type", { body: JSON.stringify(validBody()) }, 415],
    ["text/plain", { body: JSON.stringify(validBody()), headers: { "Content-Type": "text/plain" } }, 415],
    [
      "a multipart form",
      { body: "--x\r\n\r\nCamille\r\n--x--", headers: { "Content-Type": "multipart/form-data; boundary=x" } },
      415,
    ],
    [
      "a form in another charset",
      { body: "fullName=Camille", headers: { "Content-Type": "application/x-www-form-urlencoded; charset=latin1" } },
      415,
    ],
    [
      "an HTML document",
      { body: "<html><body><form></form></body></html>", headers: { "Content-Type": "text/html" } },
      415,
    ],
    [
      "XML",
      { body: "<contact><username>Camille</username></contact>", headers: { "Content-Type": "application/xml" } },
      415,
    ],
    [
      "JSON in Latin-1",
      { body: JSON.stringify(validBody()), headers: { "Content-Type": "application/json; charset=iso-8859-1" } },
      415,
    ],
    ["broken JSON", { body: '{"username": "Camille", ', headers: { "Content-Type": "application/json" } }, 400],
    ["an empty body", { body: "", headers: { "Content-Type": "application/json", "Content-Length": "0" } }, 400],
    ["a JSON array", json([validBody()]), 400],
    ["a JSON string", json("Bonjour"), 400],
    ["JSON null", json(null), 400],
    ["a body over the limit", json(validBody({ content: "x".repeat(20_000) })), 413],
    ["a body over the parser's ceiling", json(validBody({ content: "x".repeat(1_200_000) })), 413],
    ["no name", without("username"), 400, { username: MESSAGES.required }],
    ["a blank company", field("companyName", "   "), 400, { companyName: MESSAGES.required }],
    ["no e-mail", without("customer_email"), 400, { customer_email: MESSAGES.required }],
    ["an invalid e-mail", field("customer_email", "camille@atelier"), 400, { customer_email: MESSAGES.email }],
    ["an invalid phone", field("telephone", "12-34"), 400, { telephone: MESSAGES.phone }],
    ["no budget", without("budget"), 400, { budget: MESSAGES.required }],
    ["an unknown budget", field("budget", "€1M"), 400, { budget: MESSAGES.budget }],
    ["no content", without("content"), 400, { content: MESSAGES.required }],
    ["an over-long name", field("username", "C".repeat(101)), 400, { username: MESSAGES.tooLong(100) }],
    ["an over-long summary", field("content", "x".repeat(8001)), 400, { content: MESSAGES.tooLong(8000) }],
    [
      "header injection in the subject",
      field("subject", "Devis\r\nBcc: victim@example.com"),
      400,
      { subject: MESSAGES.lineBreak },
    ],
    [
      "header injection in the name",
      field("username", "Camille\nBcc: victim@example.com"),
      400,
      { username: MESSAGES.lineBreak },
    ],
    [
      "header injection in the e-mail",
      field("customer_email", "camille@atelier-lumen.fr\r\nCc: victim@example.com"),
      400,
      { customer_email: MESSAGES.lineBreak },
    ],
    [
      "header injection in the recipient",
      field("recipient", "contact@voltis-digital.fr\r\nBcc: victim@example.com"),
      400,
      { recipient: MESSAGES.lineBreak },
    ],
    ["HTML in the name", field("username", '<script>alert("x")</script>'), 400, { username: MESSAGES.markup }],
    [
      "HTML in the company",
      field("companyName", "<img src=x onerror=alert(1)>"),
      400,
      { companyName: MESSAGES.markup },
    ],
    ["a number as name", field("username", 42), 400, { username: MESSAGES.text }],
    ["an array as budget", field("budget", ["€2.8k-€10k"]), 400, { budget: MESSAGES.text }],
    ["an object as phone", field("telephone", { number: "+33612345678" }), 400, { telephone: MESSAGES.text }],
    ["a boolean as summary", field("content", true), 400, { content: MESSAGES.text }],
    ["a country that is not a code", field("countryCode", "f1"), 400, { countryCode: MESSAGES.phone }],
    ["a prefix with a plus", field("prefix", "+33"), 400, { prefix: MESSAGES.phone }],
  ];
  const cases = table.map(([name, options, status, errors]) => ({ name, options, status, errors }));

  it.each(cases)("refuses $name", async ({ options, status, errors }) => {
    config = makeConfig({ smtpUrl: undefined });
    const reply = await request(options);
    expect(reply.status).toBe(status);
    if (reply.json) {
      expect(reply.json.ok).toBe(false);
      expect(typeof reply.json.error).toBe("string");
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(reply.headers["cache-control"]).toBe("no-store");
    } else {
      // Only the parser's own backstop (over 1 MB) answers before the handler.
      expect(status).toBe(413);
    }
    if (status === 405) expect(reply.headers.allow).toBe("POST");
    if (errors) expect(reply.json?.errors).toEqual(errors);
    expect(await outboxLines()).toHaveLength(0);
  });

  it("still serves valid requests after all of them", async () => {
    config = makeConfig({ smtpUrl: undefined });
    for (const { options } of cases) await request(options);
    expect((await postJson(validBody())).status).toBe(200);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("a form posted without JavaScript", () => {
  const FORM = "application/x-www-form-urlencoded";
  const posted = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      fullName: "Camille Martin",
      companyName: "Atelier Lumen",
      email: "camille@atelier-lumen.fr",
      country: "fr",
      phone: "06 12 34 56 78",
      budget: "€2.8k-€10k",
      projectDetails: "Une boutique en ligne pour nos céramiques.",
      website: "",
      ...overrides,
    }).toString();
  const postForm = (body: string, headers: Record<string, string> = {}) =>
    request({ body, headers: { "Content-Type": FORM, ...headers } });

  it("is kept and mailed like the JSON call, then sends the browser to the confirmation page (303)", async () => {
    const reply = await postForm(posted(), { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile" });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/merci");
    expect(reply.text).toBe("");
    const [mail] = await smtp.waitForMails(1);
    expect(mail.envelope.to).toEqual([RECIPIENT]);
    expect(mail.headers.subject).toBe("Camille Martin from contact us page");
    // The same summary as the enhanced form's: the phone with its country, the budget in French, the platform.
    expect(mail.text).toContain("+33 6 12 34 56 78 (FR)");
    expect(mail.text).toContain("€2.8k-€10k (2\u00a0800\u00a0€ – 10\u00a0000\u00a0€)");
    expect(mail.text).toContain("Plateforme\u00a0: Mobile");
    const lines = await outboxLines();
    expect(JSON.parse(lines[0]).payload).toMatchObject({
      username: "Camille Martin",
      telephone: "+33612345678",
      countryCode: "fr",
      prefix: "33",
    });
  });

  it("takes an international number with its own code, and a number of another listed country", async () => {
    for (const [overrides, telephone, countryCode] of [
      [{ country: "", phone: "+212 6 61 23 45 67" }, "+212661234567", "ma"],
      [{ country: "be", phone: "0470 12 34 56" }, "+32470123456", "be"],
      [{ country: "", phone: "+44 20 7946 0958" }, "+442079460958", "gb"],
      [{ country: "us", phone: "+1 212 555 0147" }, "+12125550147", "us"],
    ] as const) {
      const reply = await postForm(posted(overrides));
      expect(reply.status).toBe(303);
      const requests = (await outboxLines())
        .map((line) => JSON.parse(line))
        .filter((record) => record.kind === "request");
      expect(requests[requests.length - 1].payload).toMatchObject({ telephone, countryCode });
    }
  });

  it("asks for the country of a number it cannot place, rather than guess", async () => {
    const reply = await postForm(posted({ country: "", phone: "06 12 34 56 78" }));
    expect(reply.status).toBe(400);
    expect(reply.text).toContain(`Téléphone\u00a0: ${PHONE_COUNTRY_MESSAGE}`);
    expect(reply.text).toContain('value="06 12 34 56 78"');
    expect(await outboxLines()).toEqual([]);
  });

  it("answers a French page with each field's message and everything typed, never JSON", async () => {
    const reply = await postForm(
      posted({ email: "camille@", budget: "", projectDetails: "Nos <besoins> & délais", fullName: "Camille <b>" }),
    );
    expect(reply.status).toBe(400);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.json).toBeNull();
    expect(reply.text).toContain('<html lang="fr">');
    expect(reply.text).toContain("3 champs sont à corriger");
    expect(reply.text).toContain(`E-mail\u00a0: ${MESSAGES.email}`);
    expect(reply.text).toContain(`Budget estimé\u00a0: ${MESSAGES.required}`);
    expect(reply.text).toContain(`Nom complet\u00a0: ${MESSAGES.markup.replace("<", "&lt;").replace(">", "&gt;")}`);
    // What was typed is there, escaped, in the fields of a form that posts again.
    expect(reply.text).toContain('<form method="post" action="/api/contact-us"');
    expect(reply.text).toContain('value="camille@"');
    expect(reply.text).toContain('value="Camille &lt;b&gt;"');
    expect(reply.text).toContain(">Nos &lt;besoins&gt; &amp; délais</textarea>");
    expect(reply.text).toContain('<option value="fr" selected="">');
    expect(reply.text).toMatch(/id="contact-email"[^>]*aria-invalid="true"/);
    expect(reply.headers["content-security-policy"]).toContain("style-src 'unsafe-inline'");
    // Valid HTML by the rules every page of the site passes (.htmlvalidate.json).
    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(reply.text, "erreur.html");
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
    expect(smtp.mails).toHaveLength(0);
    expect(await outboxLines()).toEqual([]);
  });

  it("keeps what was typed when the address is over its limit (429 page with Retry-After)", async () => {
    config = makeConfig({ limiter: createRateLimiter({ max: 1, windowMs: 60_000 }) });
    expect((await postForm(posted())).status).toBe(303);
    const reply = await postForm(posted({ fullName: "Deuxième Essai" }));
    expect(reply.status).toBe(429);
    expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    expect(reply.text).toContain("Trop de demandes");
    expect(reply.text).toContain('value="Deuxième Essai"');
  });

  it("sends the browser to the confirmation page when SMTP fails: the request is kept for the retry", async () => {
    config = makeConfig({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const reply = await postForm(posted());
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/merci");
    const records = (await outboxLines()).map((line) => JSON.parse(line));
    expect(records.map((record) => [record.kind, record.status])).toEqual([
      ["request", undefined],
      ["status", "failed"],
    ]);
  });

  it("answers a robot (hidden field filled) like a person, and never mails it", async () => {
    const reply = await postForm(posted({ website: "https://casino.example" }));
    expect(reply.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("security headers", () => {
  it("are sent with every answer", async () => {
    config = makeConfig({ smtpUrl: undefined });
    for (const reply of [await postJson(validBody()), await request({ method: "GET" })]) {
      expect(reply.headers).toMatchObject({
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "x-frame-options": "DENY",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      });
    }
  });
});

describe("without Gatsby's body parser", () => {
  /** A minimal response object, like the one Netlify's function wrapper hands over. */
  const fakeResponse = () => {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 0,
      body: "",
      headers,
      setHeader(name: string, value: string | number | readonly string[]) {
        headers[name.toLowerCase()] = String(value);
      },
      end(chunk?: string) {
        res.body = chunk ?? "";
      },
    };
    return res;
  };

  it("reads the body from the request stream (Netlify) and refuses one too large", async () => {
    config = makeConfig({ smtpUrl: undefined });
    const streamed = (text: string) =>
      Object.assign(Readable.from([Buffer.from(text)]), {
        method: "POST",
        headers: { "content-type": "application/json" },
        socket: { remoteAddress: "192.0.2.1" },
      });

    const ok = fakeResponse();
    await handleContactRequest(streamed(JSON.stringify(validBody())), ok, config);
    expect(ok.statusCode).toBe(200);

    const big = fakeResponse();
    await handleContactRequest(streamed(JSON.stringify(validBody({ content: "x".repeat(40_000) }))), big, config);
    expect(big.statusCode).toBe(413);
  });

  it("reads the body from the Lambda event on Netlify, text or base64, never from the adapter's stream", async () => {
    config = makeConfig({ smtpUrl: undefined });
    // gatsby-adapter-netlify's stand-in request: on Node 24 reading it to the end throws.
    const adapterRequest = Object.assign(
      new Readable({
        read() {
          this.destroy(new Error("flux lu"));
        },
      }),
      { method: "POST", headers: { "content-type": "application/json" }, socket: { remoteAddress: "192.0.2.7" } },
    );
    const text = JSON.stringify(validBody());
    for (const event of [
      { body: text, isBase64Encoded: false },
      { body: Buffer.from(text).toString("base64"), isBase64Encoded: true },
    ]) {
      const res = fakeResponse();
      await handleContactRequest(withLambdaBody(adapterRequest, event), res, config);
      expect([event.isBase64Encoded, res.statusCode]).toEqual([event.isBase64Encoded, 200]);
    }
    const empty = fakeResponse();
    await handleContactRequest(withLambdaBody(adapterRequest, { body: null }), empty, config);
    expect(empty.statusCode).toBe(400);
  });

  it("accepts a body another parser already turned into an object, with the same checks", async () => {
    config = makeConfig({ smtpUrl: undefined });
    const res = fakeResponse();
    await handleContactRequest(
      { method: "POST", headers: { "content-type": "application/json" }, body: validBody({ budget: "x" }) },
      res,
      config,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).errors).toEqual({ budget: MESSAGES.budget });
  });
});
