/** @jest-environment node */
import { spawn } from "child_process";
import { promises as fs } from "fs";
import * as http from "http";
import type { AddressInfo } from "net";
import * as os from "os";
import * as path from "path";
import { getStore } from "@netlify/blobs";
import scheduledRetry, { config as scheduledConfig } from "../../netlify/functions/contact-outbox-retry.mts";
import {
  BLOB_PREFIXES,
  blobsRateLimiter,
  contactFunctionConfig,
  contactStorage,
  handleContactRequest,
  pendingRecords,
  retryPending,
  runScheduledRetry,
  settingsFromEnv,
  type ContactEnv,
  type ContactServerConfig,
  type ContactStorage,
} from "../../src/lib/contact/server";
import { closedPort, startTestSmtp, type TestSmtp } from "../e2e/support/contact-smtp";
import { encodeContext, startTestBlobs, type TestBlobs } from "../support/blobs";
import { contactRequest } from "./support/contact-request";

/**
 * The outbox with both of its stores, through a real HTTP server, a real SMTP
 * server (smtp-server) and Netlify's own Blobs server (BlobsServer), all on
 * the loopback interface. Every case runs once per store: the handler, the
 * scheduled function and the outbox command do not know which one they have.
 */
jest.setTimeout(60_000);

const RECIPIENT = "contact@voltis-digital.fr";
const SITE = { email: RECIPIENT, name: "Voltis Digital" };

const validBody = (overrides: Record<string, unknown> = {}) => contactRequest({ recipient: RECIPIENT, ...overrides });

type Kind = "file" | "blobs";

let smtp: TestSmtp;
let blobs: TestBlobs;
let server: http.Server;
let baseUrl: string;
let config: ContactServerConfig;
let storage: ContactStorage;
let env: ContactEnv;
let tmp: string;
let run = 0;
const silent = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express = require("express") as { raw(options: object): Middleware };
const bodyParser = express.raw(contactFunctionConfig.bodyParser.raw);

/** The environment that picks a store, as the endpoint, the scheduled function and the command read it. */
const envFor = (kind: Kind, extra: ContactEnv = {}): ContactEnv =>
  kind === "file"
    ? { CONTACT_OUTBOX_STORE: "file", CONTACT_OUTBOX_DIR: path.join(tmp, "outbox"), CONTACT_RATE_LIMIT: "0", ...extra }
    : // A fresh store per test: the deploy context names it.
      { NETLIFY_BLOBS_CONTEXT: blobs.context, CONTEXT: `test-${run}`, CONTACT_RATE_LIMIT: "0", ...extra };

/** Points the endpoint at the store `env` chooses (like src/api/contact-us.ts does for each request). */
const use = (nextEnv: ContactEnv, overrides: Partial<ContactServerConfig> = {}) => {
  env = nextEnv;
  const settings = settingsFromEnv(env, SITE, tmp);
  storage = contactStorage(env, settings, { cwd: tmp, logger: silent });
  config = { ...settings, store: storage.store, limiter: storage.limiter, logger: silent, ...overrides };
};

const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}/api/contact-us`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
};

/** Runs the deployed scheduled function with `extra` in the environment, as Netlify would call it. */
const runScheduled = async (extra: ContactEnv) => {
  const saved = { ...process.env };
  Object.assign(process.env, env, extra);
  try {
    const response = await scheduledRetry(
      new Request("http://localhost/.netlify/functions/contact-outbox-retry", { method: "POST", body: "{}" }),
      {
        deploy: { context: "production" },
      },
    );
    return {
      status: response.status,
      summary: (await response.json()) as { delivered: string[]; failed: unknown[]; skipped: unknown[] },
    };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
};

beforeAll(async () => {
  // The scheduled function reports each run on the console (Netlify's function log).
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  [smtp, blobs] = await Promise.all([startTestSmtp(), startTestBlobs()]);
  server = http.createServer((req, res) =>
    bodyParser(req, res, (error?: unknown) => {
      if (error) {
        res.statusCode = 500;
        res.end();
        return;
      }
      void handleContactRequest(req, res, config);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await Promise.all([smtp.close(), blobs.stop()]);
});

beforeEach(async () => {
  run += 1;
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "contact-stores-"));
  smtp.mails.length = 0;
});

afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe.each<Kind>(["file", "blobs"])("the outbox in the %s store", (kind) => {
  it("is the store the environment chose", () => {
    use(envFor(kind));
    expect(storage.store.kind).toBe(kind);
  });

  it("SMTP down: answers a success (200, not delivered yet) and keeps the request pending; SMTP back, the scheduled function run twice delivers each request exactly once", async () => {
    use(envFor(kind), { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const names = ["Camille Martin", "Yasmine Alaoui", "Hugo Bernard"];
    for (const username of names) {
      const reply = await post(validBody({ username, subject: `${username} from contact us page` }));
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ ok: true, delivered: false, stored: true });
    }
    let pending = pendingRecords(await storage.store.read());
    expect(pending.map((record) => record.request.payload.username).sort()).toEqual([...names].sort());
    expect(pending.every((record) => record.statuses.map((status) => status.status).join() === "failed")).toBe(true);
    expect(smtp.mails).toHaveLength(0);

    const first = await runScheduled({ SMTP_URL: smtp.url });
    expect(first.status).toBe(200);
    expect(first.summary.delivered).toHaveLength(3);
    const second = await runScheduled({ SMTP_URL: smtp.url });
    expect(second.status).toBe(200);
    expect(second.summary.delivered).toHaveLength(0);

    // Three mails, one per request, to the configured mailbox, never a fourth.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(3);
    expect(smtp.mails.map((mail) => mail.headers["reply-to"].split(" <")[0]).sort()).toEqual([...names].sort());
    expect(smtp.mails.every((mail) => mail.envelope.to.join() === RECIPIENT)).toBe(true);

    const contents = await storage.store.read();
    expect(pendingRecords(contents)).toHaveLength(0);
    for (const record of contents.records) {
      expect(record.delivered).toBe(true);
      if (kind === "file") {
        expect(record.statuses.map((status) => [status.attempt, status.status, status.by])).toEqual([
          [1, "failed", "endpoint"],
          [2, "delivered", "scheduled"],
        ]);
      }
    }
    pending = pendingRecords(contents);
    expect(pending).toEqual([]);
  });

  it("never sends an attempt another sender holds (the claim is written only if new)", async () => {
    use(envFor(kind), { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const { json } = await post(validBody());
    const id = String(json.id);
    // Another run claimed attempt 2 a moment ago and is still sending it.
    expect(await storage.store.claim({ id, attempt: 2, at: new Date().toISOString(), by: "scheduled" })).toBe(true);
    expect(await storage.store.claim({ id, attempt: 2, at: new Date().toISOString(), by: "outbox" })).toBe(false);

    const report = await retryPending(storage.store, { smtpUrl: smtp.url, by: "outbox" });
    expect(report.delivered).toHaveLength(0);
    expect(report.skipped.map((skip) => skip.reason)).toEqual(["in-flight"]);
    expect(smtp.mails).toHaveLength(0);

    // Ten minutes later the claim is stale (its run died): the next number is claimed and sent, once.
    const later = () => new Date(Date.now() + 11 * 60_000);
    const retried = await retryPending(storage.store, { smtpUrl: smtp.url, by: "outbox", now: later });
    expect(retried.delivered).toHaveLength(1);
    expect((await retryPending(storage.store, { smtpUrl: smtp.url, by: "outbox", now: later })).delivered).toHaveLength(
      0,
    );
    await smtp.waitForMails(1);
    expect(smtp.mails).toHaveLength(1);
  });

  it("store down: answers 5xx and sends no mail", async () => {
    if (kind === "file") {
      const file = path.join(tmp, "un-fichier");
      await fs.writeFile(file, "");
      use(envFor(kind, { CONTACT_OUTBOX_DIR: path.join(file, "outbox") }), { smtpUrl: smtp.url });
    } else {
      const down = `http://127.0.0.1:${await closedPort()}`;
      use(
        envFor(kind, {
          NETLIFY_BLOBS_CONTEXT: encodeContext({
            siteID: blobs.siteID,
            token: blobs.token,
            edgeURL: down,
            uncachedEdgeURL: down,
          }),
        }),
        {
          smtpUrl: smtp.url,
        },
      );
    }
    const reply = await post(validBody());
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ ok: false, error: "La demande n’a pas pu être enregistrée." });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(0);
  });

  it("keeps 100 concurrent valid requests as 100 intact entries", async () => {
    use(envFor(kind), { smtpUrl: undefined });
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        post(validBody({ username: `Visiteur ${index}`, content: `Demande n° ${index} ${"é".repeat(300)}` })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(100).fill(200));
    const contents = await storage.store.read();
    expect(contents.unreadableLines).toEqual([]);
    expect(contents.unreadableKeys ?? []).toEqual([]);
    const records = pendingRecords(contents);
    expect(records).toHaveLength(100);
    expect(new Set(records.map((record) => record.request.id)).size).toBe(100);
    for (const { request } of records) {
      expect(request.payload.content).toBe(`Demande n° ${request.payload.username.slice(9)} ${"é".repeat(300)}`);
      expect(request.to).toBe(RECIPIENT);
    }
    expect(records.map((record) => record.request.payload.username).sort()).toEqual(
      Array.from({ length: 100 }, (_, index) => `Visiteur ${index}`).sort(),
    );
    if (kind === "blobs") {
      // One blob per request, under pending/<ISO time>-<id>.
      const direct = getStore({
        name: `contact-outbox-test-${run}`,
        siteID: blobs.siteID,
        token: blobs.token,
        edgeURL: blobs.url,
        uncachedEdgeURL: blobs.url,
        consistency: "strong",
      });
      const { blobs: list } = await direct.list({ prefix: BLOB_PREFIXES.pending });
      expect(list).toHaveLength(100);
      for (const { key } of list)
        expect(key).toMatch(/^pending\/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z-[0-9a-f-]{36}$/);
    }
  });

  describe("spam trap", () => {
    it.each([
      ["the hidden field is filled", { website: "https://casino.example", elapsedMs: 9000 }, "honeypot"],
      ["the form was sent under the minimum time", { website: "", elapsedMs: 800 }, "too-fast"],
    ])("when %s: answered like a success, never mailed, kept apart as spam", async (_name, trap, reason) => {
      use(envFor(kind), { smtpUrl: smtp.url });
      const human = await post(validBody({ website: "", elapsedMs: 9000 }));
      const robot = await post(validBody({ username: "Robot", subject: "Robot from contact us page", ...trap }));
      expect(human.status).toBe(200);
      expect(robot.status).toBe(200);
      expect(Object.keys(robot.json).sort()).toEqual(Object.keys(human.json).sort());
      expect({ ...robot.json, id: "" }).toEqual({ ...human.json, id: "" });

      await smtp.waitForMails(1);
      const report = await retryPending(storage.store, { smtpUrl: smtp.url, by: "outbox" });
      expect(report.delivered).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.map((mail) => mail.headers["reply-to"])).toEqual(["Camille Martin <camille@atelier-lumen.fr>"]);

      const { records } = await storage.store.read();
      const spam = records.filter((record) => record.request.spam);
      expect(spam.map((record) => [record.request.payload.username, record.request.spam?.reason])).toEqual([
        ["Robot", reason],
      ]);
      expect(spam[0].request.payload).not.toHaveProperty("website");
      expect(pendingRecords({ records, unreadableLines: [] })).toHaveLength(0);
    });

    it("accepts and mails a request with exactly the contact call's keys", async () => {
      use(envFor(kind), { smtpUrl: smtp.url });
      expect((await post(validBody())).json).toMatchObject({ ok: true, delivered: true, stored: true });
      expect(await smtp.waitForMails(1)).toHaveLength(1);
    });
  });
});

describe("overlapping retries", () => {
  // Run at the same time on the file store, whose claim (an exclusive create) is atomic on one
  // machine. The local BlobsServer checks If-None-Match and then writes, so two PUTs at the same
  // instant can both succeed there; Netlify's own service applies it atomically (docs/contact.md).
  it("three runs at once still mail each pending request exactly once", async () => {
    use(envFor("file"), { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await post(validBody({ username: `Client ${index}`, subject: `Client ${index} from contact us page` })))
          .status,
      ).toBe(200);
    }
    const reports = await Promise.all(
      [1, 2, 3].map(() => retryPending(storage.store, { smtpUrl: smtp.url, by: "scheduled" })),
    );
    expect(reports.reduce((sum, report) => sum + report.delivered.length, 0)).toBe(5);
    await smtp.waitForMails(5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.map((mail) => mail.headers["reply-to"].split(" <")[0]).sort()).toEqual([
      "Client 0",
      "Client 1",
      "Client 2",
      "Client 3",
      "Client 4",
    ]);
  });
});

describe("the rate limit on Netlify Blobs", () => {
  it("holds across function instances: counters in Blobs, raised with onlyIfMatch", async () => {
    const store = getStore({
      name: `contact-outbox-limit-${run}`,
      siteID: blobs.siteID,
      token: blobs.token,
      edgeURL: blobs.url,
      uncachedEdgeURL: blobs.url,
      consistency: "strong",
    });
    // Two instances, each with its own memory: only the store is shared.
    const one = blobsRateLimiter(store, { max: 3, windowMs: 15 * 60_000, salt: "s" }, silent);
    const two = blobsRateLimiter(store, { max: 3, windowMs: 15 * 60_000, salt: "s" }, silent);
    const now = Date.UTC(2026, 10, 23, 14, 1);
    const decisions = [
      await one.hit("203.0.113.7", now),
      await two.hit("203.0.113.7", now),
      await one.hit("203.0.113.7", now),
    ];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true]);
    const refused = await two.hit("203.0.113.7", now);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(14 * 60);
    expect((await one.hit("198.51.100.2", now)).allowed).toBe(true);
    // The address is only kept hashed.
    const { blobs: counters } = await store.list({ prefix: "ratelimit/" });
    expect(counters.map((blob) => blob.key).join()).not.toContain("203.0.113.7");
    // The next window starts afresh.
    expect((await two.hit("203.0.113.7", now + 15 * 60_000)).allowed).toBe(true);
  });

  it("answers 429 from the endpoint once another instance used up the address's requests", async () => {
    use(envFor("blobs", { CONTACT_RATE_LIMIT: "2" }), { smtpUrl: undefined, trustProxy: true });
    const first = config;
    expect((await post(validBody(), { "X-Forwarded-For": "203.0.113.9" })).status).toBe(200);
    // A second instance: new storage objects, same store.
    use(envFor("blobs", { CONTACT_RATE_LIMIT: "2" }), { smtpUrl: undefined, trustProxy: true });
    expect(config.limiter).not.toBe(first.limiter);
    expect((await post(validBody(), { "X-Forwarded-For": "203.0.113.9" })).status).toBe(200);
    const refused = await post(validBody(), { "X-Forwarded-For": "203.0.113.9" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("choosing the store", () => {
  it("uses Blobs from the adapter's Lambda event (connectLambda), named after the deploy context", async () => {
    const event = {
      blobs: Buffer.from(JSON.stringify({ url: blobs.url, token: blobs.token })).toString("base64"),
      headers: { "x-nf-site-id": blobs.siteID, "x-nf-deploy-id": "0123456789abcdef01234567" },
    };
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    try {
      const chosen = contactStorage(
        { CONTACT_BLOBS_UNCACHED_EDGE_URL: blobs.url },
        { rateLimit: { max: 0, windowMs: 1000 } },
        {
          lambdaEvent: event,
          buildContext: "deploy-preview",
          logger: silent,
        },
      );
      expect(chosen.store.kind).toBe("blobs");
      expect(chosen.store.location).toContain("contact-outbox-deploy-preview");
      await chosen.store.add({
        kind: "request",
        id: "5c0f5f1e-2f7a-4a8e-9d43-0b7c1d2e3f40",
        receivedAt: "2026-11-23T13:00:00.000Z",
        payload: { ...validBody(), recipient: undefined } as never,
      });
      const production = getStore({
        name: "contact-outbox-production",
        siteID: blobs.siteID,
        token: blobs.token,
        edgeURL: blobs.url,
        uncachedEdgeURL: blobs.url,
        consistency: "strong",
      });
      const preview = getStore({
        name: "contact-outbox-deploy-preview",
        siteID: blobs.siteID,
        token: blobs.token,
        edgeURL: blobs.url,
        uncachedEdgeURL: blobs.url,
        consistency: "strong",
      });
      expect((await preview.list({ prefix: "pending/" })).blobs).toHaveLength(1);
      expect((await production.list({ prefix: "pending/" })).blobs).toHaveLength(0);
    } finally {
      if (saved === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = saved;
    }
  });

  it("defaults to the file store without Blobs, and refuses an unknown store", () => {
    expect(contactStorage({}, { rateLimit: { max: 0, windowMs: 1000 } }, { cwd: "/tmp" }).store.kind).toBe("file");
    expect(() => contactStorage({ CONTACT_OUTBOX_STORE: "s3" }, { rateLimit: { max: 0, windowMs: 1000 } })).toThrow(
      "CONTACT_OUTBOX_STORE vaut « s3 » : attendu « file » ou « blobs ».",
    );
  });

  it("on Netlify without Blobs, keeps the file outbox in the instance's /tmp (the site's folder is read-only)", () => {
    const chosen = contactStorage(
      {},
      { rateLimit: { max: 0, windowMs: 1000 } },
      { cwd: "/var/task", onNetlify: true, logger: silent },
    );
    expect(chosen.store.location).toBe(path.join(os.tmpdir(), "contact-outbox", "contact-outbox.jsonl"));
  });

  it("the scheduled function fails loudly when it has no Blobs to read", async () => {
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    try {
      await expect(runScheduledRetry({ SMTP_URL: smtp.url }, { logger: silent })).rejects.toThrow(
        "Netlify Blobs : ni contexte de fonction ni NETLIFY_SITE_ID et NETLIFY_AUTH_TOKEN.",
      );
    } finally {
      if (saved !== undefined) process.env.NETLIFY_BLOBS_CONTEXT = saved;
    }
  });

  it("schedules the retry every 10 minutes", () => {
    expect(scheduledConfig).toEqual({ schedule: "*/10 * * * *" });
  });
});

describe("npm run contact:outbox", () => {
  const ROOT = path.resolve(__dirname, "../..");
  const outbox = (args: string[], extra: ContactEnv) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/contact-outbox.ts", ...args],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", ...extra },
        },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });

  it.each<Kind>(["file", "blobs"])(
    "lists and resends the pending requests of the %s store, each once",
    async (kind) => {
      use(envFor(kind), { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
      const { json } = await post(validBody({ username: "Inès Faure", subject: "Inès Faure from contact us page" }));
      expect(json.id).toEqual(expect.any(String));
      await post(validBody({ website: "https://casino.example" }));

      // From a laptop the command reaches Blobs through Netlify's API (NETLIFY_SITE_ID and
      // NETLIFY_AUTH_TOKEN); the local BlobsServer's API lists nothing, so here it gets the
      // edge access a function has.
      const access: ContactEnv =
        kind === "file"
          ? { CONTACT_OUTBOX_DIR: path.join(tmp, "outbox") }
          : { NETLIFY_BLOBS_CONTEXT: blobs.context, CONTACT_OUTBOX_CONTEXT: `test-${run}` };
      const listed = await outbox([`--store=${kind}`], access);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain("1 demande(s) au total, 1 non remise(s) ; 1 prise(s) pour du spam.");
      expect(listed.stdout).toContain(`• ${json.id} — reçue le `);
      expect(listed.stdout).toContain("Inès Faure <camille@atelier-lumen.fr>, Atelier Lumen, budget €2.8k-€10k");
      expect(listed.stdout).toContain("1 tentative(s), dernière : échec le ");

      const spam = await outbox([`--store=${kind}`, "--spam"], access);
      expect(spam.stdout).toContain("spam : champ caché rempli");

      const resent = await outbox([`--store=${kind}`, "--resend"], { ...access, SMTP_URL: smtp.url });
      expect(resent.code).toBe(0);
      expect(resent.stdout).toContain(`✓ ${json.id} remise.`);
      const again = await outbox([`--store=${kind}`, "--resend"], { ...access, SMTP_URL: smtp.url });
      expect(again.code).toBe(0);
      expect(again.stdout).toContain("1 demande(s) au total, 0 non remise(s)");
      expect(smtp.mails.map((mail) => mail.headers["reply-to"])).toEqual(["Inès Faure <camille@atelier-lumen.fr>"]);
    },
  );
});
