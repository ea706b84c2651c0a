import { promises as fs } from "fs";
import * as path from "path";
import { getStore } from "@netlify/blobs";
import { closedPort, startTestSmtp, type TestSmtp } from "../e2e/support/contact-smtp";
import { startTestBlobs, type TestBlobs } from "../support/blobs";
import { contactRequest } from "../unit/support/contact-request";

/**
 * The contact function as Netlify runs it: the bundle `gatsby build` compiled
 * (.cache/functions/contact-us.js), wrapped by gatsby-adapter-netlify's own v1
 * Lambda handler, called with a Lambda event that carries Blobs access the
 * way Netlify's does (`blobs`: base64 JSON with the URL and a token; the
 * site and deploy IDs in headers). Blobs is Netlify's BlobsServer and mail
 * goes to smtp-server, both on loopback. This is what catches a setting the
 * bundler would freeze at build time.
 */
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const FUNCTION_ID = "contact-us-built-test";
const HANDLER_DIR = path.join(ROOT, ".netlify", "functions-internal", FUNCTION_ID);

type LambdaResult = { statusCode: number; body?: string; multiValueHeaders: Record<string, string[]> };
let handler: (event: object, context: object) => Promise<LambdaResult>;
let blobs: TestBlobs;
let smtp: TestSmtp;
const savedEnv = { ...process.env };
let context = 0;

// The visitor's page names another recipient: the deployed function must ignore it.
const body = contactRequest({ recipient: "quelquun@ailleurs.example" });

const invoke = (payload: object) =>
  handler(
    {
      path: "/api/contact-us",
      rawUrl: "https://voltis-digital.example/api/contact-us",
      httpMethod: "POST",
      multiValueHeaders: {
        "content-type": ["application/json"],
        "x-nf-client-connection-ip": ["203.0.113.5"],
        "x-nf-site-id": [blobs.siteID],
        "x-nf-deploy-id": ["0123456789abcdef01234567"],
      },
      headers: {
        "content-type": "application/json",
        "x-nf-site-id": blobs.siteID,
        "x-nf-deploy-id": "0123456789abcdef01234567",
      },
      body: JSON.stringify(payload),
      isBase64Encoded: false,
      blobs: Buffer.from(JSON.stringify({ url: blobs.url, token: blobs.token })).toString("base64"),
    },
    {},
  );

const storeOf = (name: string) =>
  getStore({
    name,
    siteID: blobs.siteID,
    token: blobs.token,
    edgeURL: blobs.url,
    uncachedEdgeURL: blobs.url,
    consistency: "strong",
  });

beforeAll(async () => {
  const compiled = path.join(ROOT, ".cache", "functions", "contact-us.js");
  await fs.access(compiled).catch(() => {
    throw new Error("Pas de fonction compilée : lancez `npm run build` avant les tests de la construction.");
  });
  // The adapter writes the handler Netlify deploys; here, under a name of its own.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { prepareFunction } = require(
    path.join(ROOT, "node_modules", "gatsby-adapter-netlify", "dist", "lambda-handler.js"),
  ) as {
    prepareFunction(fun: object): Promise<void>;
  };
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    await prepareFunction({
      functionId: FUNCTION_ID,
      name: "contact-us",
      requiredFiles: [],
      pathToEntryPoint: ".cache/functions/contact-us.js",
    });
  } finally {
    process.chdir(cwd);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  handler = require(path.join(HANDLER_DIR, `${FUNCTION_ID}.js`)).handler;
  [blobs, smtp] = await Promise.all([startTestBlobs(), startTestSmtp()]);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  process.env = savedEnv;
  await Promise.all([blobs?.stop(), smtp?.close(), fs.rm(HANDLER_DIR, { recursive: true, force: true })]);
});

beforeEach(() => {
  context += 1;
  smtp.mails.length = 0;
  // What the site's settings on Netlify would be; CONTEXT names the store.
  process.env = {
    ...savedEnv,
    CONTEXT: `built-test-${context}`,
    CONTACT_RECIPIENT: "contact@voltis-digital.fr",
    CONTACT_BLOBS_UNCACHED_EDGE_URL: blobs.url,
    CONTACT_RATE_LIMIT: "3",
  };
  delete process.env.NETLIFY_BLOBS_CONTEXT;
});

it("keeps the request in Netlify Blobs before answering, then mails it and marks it delivered", async () => {
  process.env.SMTP_URL = smtp.url;
  const result = await invoke(body);
  expect(result.statusCode).toBe(200);
  const answer = JSON.parse(Buffer.from(result.body ?? "", "base64").toString("utf8")) as { id: string };
  expect(answer).toMatchObject({ ok: true, delivered: true, stored: true });

  const store = storeOf(`contact-outbox-built-test-${context}`);
  const pending = (await store.list({ prefix: "pending/" })).blobs;
  expect(pending.map((blob) => blob.key)).toEqual([expect.stringMatching(new RegExp(`^pending/.+Z-${answer.id}$`))]);
  expect(await store.get(`delivered/${answer.id}`, { type: "json" })).toMatchObject({
    status: "delivered",
    attempt: 1,
    by: "endpoint",
  });
  const [mail] = await smtp.waitForMails(1);
  expect(mail.envelope.to).toEqual(["contact@voltis-digital.fr"]);
});

it("answers a success when SMTP is down, the request pending in Blobs for the retry; the store of another context stays empty", async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
  const result = await invoke(body);
  expect(result.statusCode).toBe(200);
  expect(JSON.parse(Buffer.from(result.body ?? "", "base64").toString("utf8"))).toMatchObject({
    ok: true,
    delivered: false,
    stored: true,
  });
  const store = storeOf(`contact-outbox-built-test-${context}`);
  expect((await store.list({ prefix: "pending/" })).blobs).toHaveLength(1);
  expect((await store.list({ prefix: "delivered/" })).blobs).toHaveLength(0);
  expect((await storeOf("contact-outbox-production").list({ prefix: "pending/" })).blobs).toHaveLength(0);
});

it("limits an address across calls through counters in Blobs", async () => {
  delete process.env.SMTP_URL;
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await invoke(body)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
  // Counted in the store every instance shares, under a hash of the address.
  const store = storeOf(`contact-outbox-built-test-${context}`);
  const counters = (await store.list({ prefix: "ratelimit/" })).blobs;
  expect(counters).toHaveLength(1);
  expect(counters[0].key).not.toContain("203.0.113.5");
  expect(await store.get(counters[0].key, { type: "json" })).toMatchObject({ count: 3 });
});
