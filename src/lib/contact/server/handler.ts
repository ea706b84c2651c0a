import { randomUUID } from "crypto";
import type { IncomingHttpHeaders } from "http";
import { EMAIL_PATTERN } from "../constants";
import { validateContactPayload, type FieldErrors } from "../schema";
import type { ContactServerConfig } from "./config";
import { buildMail, sendMail } from "./mailer";
import { appendToOutbox, type OutboxRequestEntry } from "./outbox";

/**
 * The contact endpoint (DECISIONS, "The contact endpoint"), independent of
 * Gatsby so tests can call it directly or through a real HTTP server.
 *
 * POST only (405), JSON only (415), bounded size (413), the shared schema
 * (400 with French field messages), a per-address rate limit (429), then the
 * request is written to the outbox and flushed, and sent by SMTP when
 * configured: 200 when delivered or (without SMTP) durably stored, 502 when
 * SMTP fails (the request stays in the outbox), 503 on Netlify without SMTP.
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

const send = (res: ContactResponse, status: number, body: Json, headers: Record<string, string> = {}) => {
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

/** The address a request comes from, for the rate limit. */
export const clientAddress = (req: ContactRequest, config: Pick<ContactServerConfig, "onNetlify" | "trustProxy">): string => {
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

class TooLarge extends Error {}

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
  const logger = config.logger ?? console;
  const now = config.now ?? (() => new Date());
  try {
    if ((req.method ?? "").toUpperCase() !== "POST") {
      send(res, 405, { ok: false, error: RESPONSES.method }, { Allow: "POST" });
      return;
    }

    const decision = config.limiter.hit(clientAddress(req, config), now().getTime());
    if (!decision.allowed) {
      send(res, 429, { ok: false, error: RESPONSES.rateLimited }, { "Retry-After": String(decision.retryAfterSeconds) });
      return;
    }

    if (!isJsonType(headerValue(req.headers, "content-type"))) {
      send(res, 415, { ok: false, error: RESPONSES.mediaType });
      return;
    }

    const declaredLength = Number(headerValue(req.headers, "content-length"));
    if (Number.isFinite(declaredLength) && declaredLength > config.maxBytes) {
      send(res, 413, { ok: false, error: RESPONSES.tooLarge });
      return;
    }

    let body: unknown;
    try {
      const raw = await rawBody(req, config.maxBytes);
      body = "parsed" in raw ? raw.parsed : JSON.parse(raw.text);
    } catch (error) {
      if (error instanceof TooLarge) send(res, 413, { ok: false, error: RESPONSES.tooLarge });
      else send(res, 400, { ok: false, error: RESPONSES.badJson });
      return;
    }

    const result = await validateContactPayload(body);
    if (!result.ok) {
      send(res, 400, { ok: false, error: RESPONSES.invalid, errors: result.errors satisfies FieldErrors });
      return;
    }

    if (!EMAIL_PATTERN.test(config.recipient) || /[\r\n]/.test(config.recipient)) {
      logger.error("[contact] CONTACT_RECIPIENT n’est pas une adresse e-mail valide.");
      send(res, 500, { ok: false, error: RESPONSES.misconfigured });
      return;
    }

    if (!config.smtpUrl && config.onNetlify) {
      logger.error("[contact] SMTP_URL n’est pas défini : sur Netlify, la demande ne peut être ni envoyée ni conservée.");
      send(res, 503, { ok: false, error: RESPONSES.notConfigured });
      return;
    }

    // The recipient a request may name is dropped here: the configured mailbox is the only one.
    const { recipient: _ignored, ...payload } = result.value;
    const entry: OutboxRequestEntry = {
      kind: "request",
      id: (config.newId ?? randomUUID)(),
      receivedAt: now().toISOString(),
      payload,
    };

    let stored = false;
    try {
      await appendToOutbox(config.outboxDir, entry);
      stored = true;
    } catch (error) {
      logger.error(`[contact] ${entry.id} : écriture impossible dans la boîte d’envoi (${(error as Error).message}).`);
    }

    if (!config.smtpUrl) {
      if (stored) {
        logger.info(`[contact] ${entry.id} : enregistrée dans la boîte d’envoi (SMTP_URL non défini).`);
        send(res, 200, { ok: true, id: entry.id, delivered: false, stored: true });
      } else {
        send(res, 500, { ok: false, error: RESPONSES.storeFailed });
      }
      return;
    }

    const mail = buildMail(payload, config);
    try {
      await sendMail(config.smtpUrl, mail);
    } catch (error) {
      const message = (error as Error).message;
      logger.error(`[contact] ${entry.id} : échec de l’envoi SMTP (${message}).`);
      if (stored) {
        await appendToOutbox(config.outboxDir, {
          kind: "status",
          id: entry.id,
          at: now().toISOString(),
          status: "failed",
          by: "endpoint",
          error: message,
        }).catch(() => undefined);
      }
      send(res, 502, { ok: false, error: RESPONSES.smtpFailed, stored });
      return;
    }

    if (stored) {
      await appendToOutbox(config.outboxDir, {
        kind: "status",
        id: entry.id,
        at: now().toISOString(),
        status: "delivered",
        by: "endpoint",
      }).catch((error: Error) => logger.warn(`[contact] ${entry.id} : statut non enregistré (${error.message}).`));
    }
    send(res, 200, { ok: true, id: entry.id, delivered: true, stored });
  } catch (error) {
    logger.error(`[contact] erreur inattendue : ${(error as Error).stack ?? error}`);
    try {
      send(res, 500, { ok: false, error: RESPONSES.internal });
    } catch {
      // the response is already gone
    }
  }
};
