import { randomUUID } from "crypto";
import type { IncomingHttpHeaders } from "http";
import { EMAIL_PATTERN, SPAM_TRAP } from "../constants";
import { validateContactPayload, type ValidContactPayload } from "../schema";
import {
  checkPostedValues,
  payloadFromPost,
  postedErrorsOf,
  readPostedForm,
  valuesFromPost,
  type PostedForm,
} from "../form-post";
import type { ContactServerConfig } from "./config";
import { presentFormPage } from "./form-page";
import { presentJson } from "./json-reply";
import { buildMail, sendMail } from "./mailer";
import type { ContactOutcome, ContactResponse } from "./outcome";
import type { OutboxRequestEntry, SpamReason } from "./outbox";

/**
 * The contact endpoint (docs/product.md, "The contact endpoint"), independent of
 * Gatsby so tests can call it directly or through a real HTTP server. It
 * decides an outcome (outcome.ts) and leaves the writing to a presenter: JSON
 * (json-reply.ts), or a page for a form posted without JavaScript (form-page.ts).
 *
 * POST only, JSON or an HTML form's post, bounded size, the shared schema
 * (French field messages), a per-address rate limit, then the request is kept
 * in the outbox store (file or Netlify Blobs, it does not know which) before
 * anything else: if it cannot be kept, nothing is mailed. Then, when SMTP is
 * configured, delivery attempt 1 is claimed and sent: sent when delivered,
 * kept without SMTP or when SMTP failed (the request stays pending for the
 * scheduled retry, and is a success for the visitor); not configured on
 * Netlify with neither SMTP nor Blobs. A request the
 * spam trap catches (hidden field filled, or sent too fast) is kept apart and
 * answered exactly like a success.
 */

/** What the handler needs from a request: Node's IncomingMessage, Gatsby's or Netlify's wrapper all fit. */
export interface ContactRequest {
  method?: string;
  headers: IncomingHttpHeaders;
  /** Already read by a body parser: a Buffer (raw), a string (text) or an object (JSON). */
  body?: unknown;
  ip?: string;
  socket?: { remoteAddress?: string } | null;
  readableEnded?: boolean;
  [Symbol.asyncIterator]?: () => AsyncIterator<unknown>;
}

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

const isJsonType = (contentType: string | undefined): boolean => {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  const charset = params.find((param) => param.startsWith("charset="));
  return !charset || /^charset="?utf-8"?$/.test(charset);
};

/** An HTML form's own encoding (a form without JavaScript posts it), in UTF-8. */
const isFormType = (contentType: string | undefined): boolean => {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/x-www-form-urlencoded") return false;
  const charset = params.find((param) => param.startsWith("charset="));
  return !charset || /^charset="?utf-8"?$/.test(charset);
};

/** The address a request comes from, for the rate limit. */
export const clientAddress = (
  req: ContactRequest,
  config: Pick<ContactServerConfig, "onNetlify" | "trustProxy">,
): string => {
  if (config.onNetlify) {
    const netlify = headerValue(req.headers, "x-nf-client-connection-ip");
    if (netlify) return netlify.trim();
  }
  if (config.trustProxy) {
    const forwarded = headerValue(req.headers, "x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket?.remoteAddress ?? req.ip ?? "unknown";
};

/** Why the spam trap takes a valid request for spam, if it does. */
export const spamReason = (value: ValidContactPayload, minSubmitMs: number): SpamReason | undefined => {
  if ((value.website ?? "").trim() !== "") return "honeypot";
  if (value.elapsedMs !== undefined && value.elapsedMs < minSubmitMs) return "too-fast";
  return undefined;
};

class TooLarge extends Error {}

/**
 * The request as the handler should read it when a Netlify Lambda event is at
 * hand: its body taken from the event, as Netlify received it, not from the
 * stream gatsby-adapter-netlify builds around it. That stream is a
 * `Stream.Readable` with `http.IncomingMessage`'s methods copied onto it and
 * no socket; on Node 24, reading it to the end throws from IncomingMessage's
 * own `_destroy` ("Cannot read properties of undefined (reading
 * 'removeListener')"), so every request would be refused. See
 * docs/deploying.md, "Node 24 and the adapter's function".
 */
export const withLambdaBody = (
  req: ContactRequest,
  event: { body?: string | null; isBase64Encoded?: boolean },
): ContactRequest => ({
  method: req.method,
  headers: req.headers,
  ip: req.ip,
  socket: req.socket,
  body: Buffer.from(event.body ?? "", event.isBase64Encoded ? "base64" : "utf8"),
});

/** Reads the request body if no body parser did, stopping past `maxBytes`. */
const readStream = async (req: ContactRequest, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > maxBytes) throw new TooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

const isEmptyObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Buffer.isBuffer(value) && Object.keys(value).length === 0;

/** The body as text (or as the object a JSON parser already made), with its size checked. */
const rawBody = async (req: ContactRequest, maxBytes: number): Promise<{ text: string } | { parsed: unknown }> => {
  const { body } = req;
  const unread = req.readableEnded === false && typeof req[Symbol.asyncIterator] === "function";
  if ((body === undefined || isEmptyObject(body)) && unread) {
    return { text: (await readStream(req, maxBytes)).toString("utf8") };
  }
  if (Buffer.isBuffer(body)) {
    if (body.length > maxBytes) throw new TooLarge();
    return { text: body.toString("utf8") };
  }
  if (typeof body === "string") {
    if (Buffer.byteLength(body) > maxBytes) throw new TooLarge();
    return { text: body };
  }
  if (body === undefined) return { text: "" };
  if (Buffer.byteLength(JSON.stringify(body) ?? "") > maxBytes) throw new TooLarge();
  return { parsed: body };
};

/** Whether the endpoint answers a person (a form posted without JavaScript) rather than a script. */
const isFormPost = (req: ContactRequest): boolean =>
  (req.method ?? "").toUpperCase() === "POST" && isFormType(headerValue(req.headers, "content-type"));

/**
 * Writes an outcome for whoever sent the request: the page for a form posted
 * without JavaScript (with what was typed, when it could be read), JSON for
 * anyone else.
 */
export const presentOutcome = (
  req: ContactRequest,
  res: ContactResponse,
  outcome: ContactOutcome,
  { siteName, posted = null }: { siteName: string; posted?: PostedForm | null },
): void => {
  if (isFormPost(req)) presentFormPage(res, outcome, { posted, siteName });
  else presentJson(res, outcome);
};

export const handleContactRequest = async (
  req: ContactRequest,
  res: ContactResponse,
  config: ContactServerConfig,
): Promise<void> => {
  const form: { posted: PostedForm | null } = { posted: null };
  let outcome: ContactOutcome;
  try {
    outcome = isFormPost(req) ? await formPostOutcome(req, config, form) : await jsonOutcome(req, config);
  } catch (error) {
    outcome = unexpected(error, config);
  }
  const present = (answer: ContactOutcome) =>
    presentOutcome(req, res, answer, { siteName: config.siteName, posted: form.posted });
  try {
    present(outcome);
  } catch (error) {
    try {
      present(unexpected(error, config));
    } catch {
      // the response is already gone
    }
  }
};

/** Something unexpected: logged, answered as an internal error. */
const unexpected = (error: unknown, config: ContactServerConfig): ContactOutcome => {
  (config.logger ?? console).error(`[contact] erreur inattendue : ${(error as Error).stack ?? error}`);
  return { kind: "internal-error" };
};

/** A request from a script or the enhanced form: a JSON body. */
const jsonOutcome = async (req: ContactRequest, config: ContactServerConfig): Promise<ContactOutcome> => {
  const now = config.now ?? (() => new Date());
  if ((req.method ?? "").toUpperCase() !== "POST") return { kind: "method-not-allowed" };

  const decision = await config.limiter.hit(clientAddress(req, config), now().getTime());
  if (!decision.allowed) return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };

  if (!isJsonType(headerValue(req.headers, "content-type"))) return { kind: "unsupported-media-type" };

  const declaredLength = Number(headerValue(req.headers, "content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > config.maxBytes) return { kind: "too-large" };

  let body: unknown;
  try {
    const raw = await rawBody(req, config.maxBytes);
    body = "parsed" in raw ? raw.parsed : JSON.parse(raw.text);
  } catch (error) {
    return error instanceof TooLarge ? { kind: "too-large" } : { kind: "malformed-json" };
  }

  const result = await validateContactPayload(body);
  if (!result.ok) return { kind: "invalid", errors: result.errors };
  return acceptRequest(result.value, config);
};

/**
 * A valid request, from a script (JSON) or a form: kept in the outbox before
 * anything else, then mailed when SMTP is configured.
 */
const acceptRequest = async (value: ValidContactPayload, config: ContactServerConfig): Promise<ContactOutcome> => {
  const logger = config.logger ?? console;
  const now = config.now ?? (() => new Date());
  if (!EMAIL_PATTERN.test(config.recipient) || /[\r\n]/.test(config.recipient)) {
    logger.error("[contact] CONTACT_RECIPIENT n’est pas une adresse e-mail valide.");
    return { kind: "misconfigured" };
  }

  if (!config.smtpUrl && config.onNetlify && config.store.kind === "file") {
    logger.error(
      "[contact] ni SMTP_URL ni Netlify Blobs : sur Netlify, la demande ne peut être ni envoyée ni conservée.",
    );
    return { kind: "not-configured" };
  }

  // The recipient a request may name is dropped here: the configured mailbox is the only one.
  // The spam trap's fields are not part of the request either.
  const { recipient: _ignored, website: _website, elapsedMs: _elapsed, ...payload } = value;
  const spam = spamReason(value, config.minSubmitMs ?? SPAM_TRAP.minSubmitMs);
  const entry: OutboxRequestEntry = {
    kind: "request",
    id: (config.newId ?? randomUUID)(),
    receivedAt: now().toISOString(),
    payload,
    to: config.recipient,
    siteName: config.siteName,
    ...(spam ? { spam: { reason: spam } } : {}),
  };
  // What a request that went well gets: a robot cannot tell the trap from a success.
  const success: ContactOutcome = config.smtpUrl ? { kind: "sent", id: entry.id } : { kind: "kept", id: entry.id };

  try {
    await config.store.add(entry);
  } catch (error) {
    logger.error(`[contact] ${entry.id} : écriture impossible dans la boîte d’envoi (${(error as Error).message}).`);
    return spam ? success : { kind: "store-failed" };
  }

  if (spam) {
    logger.warn(`[contact] ${entry.id} : prise pour du spam (${spam}), gardée à part, non envoyée.`);
    return success;
  }

  if (!config.smtpUrl) {
    logger.info(`[contact] ${entry.id} : enregistrée dans la boîte d’envoi (SMTP_URL non défini).`);
    return { kind: "kept", id: entry.id };
  }

  // Attempt 1 is claimed like any other, so the scheduled retry never sends it at the same time.
  const attempt = { id: entry.id, attempt: 1, by: "endpoint" as const };
  let claimed = false;
  try {
    claimed = await config.store.claim({ ...attempt, at: now().toISOString() });
  } catch (error) {
    logger.error(
      `[contact] ${entry.id} : tentative non réservée (${(error as Error).message}) ; la relance s’en chargera.`,
    );
  }
  // Kept: the scheduled retry sends it, so the visitor is told it is on its way (outcome.ts, "kept").
  if (!claimed) return { kind: "kept", id: entry.id };

  const mail = buildMail(payload, config);
  try {
    await sendMail(config.smtpUrl, mail);
  } catch (error) {
    const message = (error as Error).message;
    logger.error(`[contact] ${entry.id} : échec de l’envoi SMTP (${message}).`);
    await config.store
      .record({ kind: "status", ...attempt, at: now().toISOString(), status: "failed", error: message })
      .catch((recordError: Error) =>
        logger.warn(`[contact] ${entry.id} : statut non enregistré (${recordError.message}).`),
      );
    return { kind: "kept", id: entry.id };
  }

  await config.store
    .record({ kind: "status", ...attempt, at: now().toISOString(), status: "delivered" })
    .catch((error: Error) => logger.warn(`[contact] ${entry.id} : statut non enregistré (${error.message}).`));
  return { kind: "sent", id: entry.id };
};

/**
 * The same request posted by an HTML form (no JavaScript): the posted fields
 * become the JSON body the enhanced form would send, checked first by the
 * form's own rules (so each message lands on its field), then by the body's,
 * and kept and sent the same way. What was typed goes into `form.posted`, for
 * the page that answers a refusal. Read before the rate limit, so that even a
 * refused request gives back what was typed.
 */
const formPostOutcome = async (
  req: ContactRequest,
  config: ContactServerConfig,
  form: { posted: PostedForm | null },
): Promise<ContactOutcome> => {
  const declaredLength = Number(headerValue(req.headers, "content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > config.maxBytes) return { kind: "too-large" };
  let raw: { text: string } | { parsed: unknown };
  try {
    raw = await rawBody(req, config.maxBytes);
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { kind: "too-large" };
  }
  const posted = readPostedForm(
    "text" in raw ? raw.text : new URLSearchParams(raw.parsed as Record<string, string>).toString(),
  );
  form.posted = posted;

  const now = config.now ?? (() => new Date());
  const decision = await config.limiter.hit(clientAddress(req, config), now().getTime());
  if (!decision.allowed) return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };

  const values = valuesFromPost(posted);
  const errors = await checkPostedValues(values);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const body = payloadFromPost(values, {
    recipient: config.recipient,
    userAgent: headerValue(req.headers, "user-agent"),
    submittedAt: now(),
  });
  const result = await validateContactPayload(body);
  if (!result.ok) return { kind: "invalid", errors: postedErrorsOf(result.errors) };
  return acceptRequest(result.value, config);
};
