import { randomUUID } from "crypto";
import type { IncomingHttpHeaders } from "http";
import { EMAIL_PATTERN, SPAM_TRAP } from "../constants";
import { validateContactPayload, type FieldErrors, type ValidContactPayload } from "../schema";
import {
  checkPostedValues,
  payloadFromPost,
  postedErrorsOf,
  readPostedForm,
  valuesFromPost,
  type PostedErrors,
  type PostedForm,
} from "../form-post";
import { formPostResponse } from "./form-page";
import type { ContactServerConfig } from "./config";
import { buildMail, sendMail } from "./mailer";
import type { OutboxRequestEntry, SpamReason } from "./outbox";

/**
 * The contact endpoint (docs/product.md, "The contact endpoint"), independent of
 * Gatsby so tests can call it directly or through a real HTTP server.
 *
 * POST only (405), JSON or an HTML form's post (else 415), bounded size (413), the shared schema
 * (400 with French field messages), a per-address rate limit (429), then the
 * request is kept in the outbox store (file or Netlify Blobs, it does not
 * know which) before anything else: if it cannot be kept, 500 and no mail.
 * Then, when SMTP is configured, delivery attempt 1 is claimed and sent:
 * 200 when delivered or (without SMTP) durably stored, 502 when SMTP fails
 * (the request stays pending for the scheduled retry), 503 on Netlify with
 * neither SMTP nor Blobs. A request the spam trap catches (hidden field
 * filled, or sent too fast) is kept apart and answered exactly like a success.
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

export interface ContactResponse {
  statusCode: number;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  end(chunk?: string): unknown;
}

export const SECURITY_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export const RESPONSES = {
  method: "Méthode non autorisée : utilisez POST.",
  mediaType: "Le corps de la requête doit être du JSON (Content-Type : application/json).",
  tooLarge: "La requête est trop volumineuse.",
  badJson: "Le corps de la requête n’est pas un JSON valide.",
  invalid: "Certains champs sont invalides.",
  rateLimited: "Trop de demandes envoyées depuis cette adresse. Réessayez plus tard.",
  notConfigured: "L’envoi d’e-mails n’est pas configuré sur ce serveur.",
  misconfigured: "Le destinataire des demandes de contact est mal configuré.",
  storeFailed: "La demande n’a pas pu être enregistrée.",
  smtpFailed: "La demande est enregistrée mais l’e-mail n’a pas pu être envoyé.",
  internal: "Erreur interne.",
} as const;

type Json = Record<string, unknown>;

export const sendJson = (res: ContactResponse, status: number, body: Json, headers: Record<string, string> = {}) => {
  res.statusCode = status;
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...headers })) res.setHeader(name, value);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
};

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

export const handleContactRequest = async (
  req: ContactRequest,
  res: ContactResponse,
  config: ContactServerConfig,
): Promise<void> => {
  const now = config.now ?? (() => new Date());
  try {
    if ((req.method ?? "").toUpperCase() !== "POST") {
      sendJson(res, 405, { ok: false, error: RESPONSES.method }, { Allow: "POST" });
      return;
    }

    if (isFormType(headerValue(req.headers, "content-type"))) {
      await handleFormPost(req, res, config);
      return;
    }

    const decision = await config.limiter.hit(clientAddress(req, config), now().getTime());
    if (!decision.allowed) {
      sendJson(
        res,
        429,
        { ok: false, error: RESPONSES.rateLimited },
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
      return;
    }

    if (!isJsonType(headerValue(req.headers, "content-type"))) {
      sendJson(res, 415, { ok: false, error: RESPONSES.mediaType });
      return;
    }

    const declaredLength = Number(headerValue(req.headers, "content-length"));
    if (Number.isFinite(declaredLength) && declaredLength > config.maxBytes) {
      sendJson(res, 413, { ok: false, error: RESPONSES.tooLarge });
      return;
    }

    let body: unknown;
    try {
      const raw = await rawBody(req, config.maxBytes);
      body = "parsed" in raw ? raw.parsed : JSON.parse(raw.text);
    } catch (error) {
      if (error instanceof TooLarge) sendJson(res, 413, { ok: false, error: RESPONSES.tooLarge });
      else sendJson(res, 400, { ok: false, error: RESPONSES.badJson });
      return;
    }

    const result = await validateContactPayload(body);
    if (!result.ok) {
      sendJson(res, 400, { ok: false, error: RESPONSES.invalid, errors: result.errors satisfies FieldErrors });
      return;
    }
    await acceptRequest(result.value, res, config);
  } catch (error) {
    failed(error, res, config);
  }
};

/** Something unexpected: logged, answered 500 if the response is still open. */
const failed = (error: unknown, res: ContactResponse, config: ContactServerConfig) => {
  (config.logger ?? console).error(`[contact] erreur inattendue : ${(error as Error).stack ?? error}`);
  try {
    sendJson(res, 500, { ok: false, error: RESPONSES.internal });
  } catch {
    // the response is already gone
  }
};

/**
 * A valid request, from a script (JSON) or a form: kept in the outbox before
 * anything else, then mailed when SMTP is configured.
 */
const acceptRequest = async (
  value: ValidContactPayload,
  res: ContactResponse,
  config: ContactServerConfig,
): Promise<void> => {
  const logger = config.logger ?? console;
  const now = config.now ?? (() => new Date());
  if (!EMAIL_PATTERN.test(config.recipient) || /[\r\n]/.test(config.recipient)) {
    logger.error("[contact] CONTACT_RECIPIENT n’est pas une adresse e-mail valide.");
    sendJson(res, 500, { ok: false, error: RESPONSES.misconfigured });
    return;
  }

  if (!config.smtpUrl && config.onNetlify && config.store.kind === "file") {
    logger.error(
      "[contact] ni SMTP_URL ni Netlify Blobs : sur Netlify, la demande ne peut être ni envoyée ni conservée.",
    );
    sendJson(res, 503, { ok: false, error: RESPONSES.notConfigured });
    return;
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
  const success = { ok: true, id: entry.id, delivered: !!config.smtpUrl, stored: true };

  try {
    await config.store.add(entry);
  } catch (error) {
    logger.error(`[contact] ${entry.id} : écriture impossible dans la boîte d’envoi (${(error as Error).message}).`);
    if (spam) sendJson(res, 200, success);
    else sendJson(res, 500, { ok: false, error: RESPONSES.storeFailed });
    return;
  }

  if (spam) {
    logger.warn(`[contact] ${entry.id} : prise pour du spam (${spam}), gardée à part, non envoyée.`);
    sendJson(res, 200, success);
    return;
  }

  if (!config.smtpUrl) {
    logger.info(`[contact] ${entry.id} : enregistrée dans la boîte d’envoi (SMTP_URL non défini).`);
    sendJson(res, 200, { ...success, delivered: false });
    return;
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
  if (!claimed) {
    sendJson(res, 502, { ok: false, error: RESPONSES.smtpFailed, id: entry.id, stored: true });
    return;
  }

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
    sendJson(res, 502, { ok: false, error: RESPONSES.smtpFailed, id: entry.id, stored: true });
    return;
  }

  await config.store
    .record({ kind: "status", ...attempt, at: now().toISOString(), status: "delivered" })
    .catch((error: Error) => logger.warn(`[contact] ${entry.id} : statut non enregistré (${error.message}).`));
  sendJson(res, 200, success);
};

/**
 * The same request posted by an HTML form (no JavaScript): the posted fields
 * become the JSON body the enhanced form would send, checked first by the
 * form's own rules (so each message lands on its field), then by the body's,
 * and kept and sent the same way. The answer is for a person: 303 to the
 * confirmation page, or a French page with the messages and the form as it
 * was typed (`formPostResponse`). Read before the rate limit, so that even a
 * refused request gives back what was typed.
 */
const handleFormPost = async (req: ContactRequest, res: ContactResponse, config: ContactServerConfig) => {
  const state: { posted: PostedForm | null; errors: PostedErrors; siteName: string } = {
    posted: null,
    errors: {},
    siteName: config.siteName,
  };
  const answer = formPostResponse(res, state);
  try {
    const declaredLength = Number(headerValue(req.headers, "content-length"));
    if (Number.isFinite(declaredLength) && declaredLength > config.maxBytes) {
      sendJson(answer, 413, { ok: false, error: RESPONSES.tooLarge });
      return;
    }
    let raw: { text: string } | { parsed: unknown };
    try {
      raw = await rawBody(req, config.maxBytes);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      sendJson(answer, 413, { ok: false, error: RESPONSES.tooLarge });
      return;
    }
    state.posted = readPostedForm(
      "text" in raw ? raw.text : new URLSearchParams(raw.parsed as Record<string, string>).toString(),
    );

    const now = config.now ?? (() => new Date());
    const decision = await config.limiter.hit(clientAddress(req, config), now().getTime());
    if (!decision.allowed) {
      sendJson(
        answer,
        429,
        { ok: false, error: RESPONSES.rateLimited },
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
      return;
    }

    const values = valuesFromPost(state.posted);
    state.errors = await checkPostedValues(values);
    if (Object.keys(state.errors).length > 0) {
      sendJson(answer, 400, { ok: false, error: RESPONSES.invalid });
      return;
    }
    const body = payloadFromPost(values, {
      recipient: config.recipient,
      userAgent: headerValue(req.headers, "user-agent"),
      submittedAt: now(),
    });
    const result = await validateContactPayload(body);
    if (!result.ok) {
      state.errors = postedErrorsOf(result.errors);
      sendJson(answer, 400, { ok: false, error: RESPONSES.invalid });
      return;
    }
    await acceptRequest(result.value, answer, config);
  } catch (error) {
    failed(error, answer, config);
  }
};
