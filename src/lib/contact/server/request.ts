import type { IncomingHttpHeaders } from "http";
import { readPostedForm } from "../form-post";
import type { PostedForm } from "../form-definition";
import type { ContactServerConfig } from "./config";

/**
 * Reading the contact endpoint's HTTP request, and nothing else: its method, the media type of its
 * body, the address it comes from, and its body within the size limit, decoded as JSON or as an HTML
 * form's post. What to do with it is decided elsewhere (decide.ts), from what this module read.
 */

/** What the endpoint needs from a request: Node's IncomingMessage, Gatsby's or Netlify's wrapper all fit. */
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

/** The two bodies the endpoint reads: JSON (the enhanced form, scripts) and an HTML form's own encoding (no JavaScript). */
export type BodyType = "json" | "form";

const MEDIA_TYPES: Readonly<Record<string, BodyType>> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "form",
};

/** The body's type from its Content-Type, in UTF-8 (said or implied); any other type or charset: none. */
export const bodyType = (contentType: string | undefined): BodyType | undefined => {
  if (!contentType) return undefined;
  const [type, ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith("charset="));
  if (charset && !/^charset="?utf-8"?$/.test(charset)) return undefined;
  return Object.hasOwn(MEDIA_TYPES, type) ? MEDIA_TYPES[type] : undefined;
};

/** Whether the request is an HTML form's post, from a browser without JavaScript: a person reads the answer. */
export const isFormPost = (req: Pick<ContactRequest, "method" | "headers">): boolean =>
  (req.method ?? "").toUpperCase() === "POST" && bodyType(headerValue(req.headers, "content-type")) === "form";

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

/**
 * The body as text (or as the object a parser already made), whatever its type: a declared length
 * past `maxBytes` is refused before anything is read, a stream stops being read past it, and a body
 * already read is measured.
 */
const rawBody = async (req: ContactRequest, maxBytes: number): Promise<{ text: string } | { parsed: unknown }> => {
  const declaredLength = Number(headerValue(req.headers, "content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) throw new TooLarge();
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

/** A body, read and decoded by its type. */
export type RequestBody =
  | { kind: "too-large" }
  /** A JSON body that does not parse, or could not be read to its end. */
  | { kind: "malformed-json" }
  | { kind: "json"; value: unknown }
  | { kind: "form"; posted: PostedForm };

/**
 * Reads the body once, by its type: an HTML form's post becomes its fields (each a string, missing
 * ones empty); anything else is read as JSON (the endpoint refuses another type before reading it).
 * A stream that fails is malformed JSON, and an error for a form's post (a server-side fault).
 */
const readBody = async (req: ContactRequest, type: BodyType | undefined, maxBytes: number): Promise<RequestBody> => {
  if (type === "form") {
    let raw: { text: string } | { parsed: unknown };
    try {
      raw = await rawBody(req, maxBytes);
    } catch (error) {
      if (error instanceof TooLarge) return { kind: "too-large" };
      throw error;
    }
    const text = "text" in raw ? raw.text : new URLSearchParams(raw.parsed as Record<string, string>).toString();
    return { kind: "form", posted: readPostedForm(text) };
  }
  try {
    const raw = await rawBody(req, maxBytes);
    return { kind: "json", value: "parsed" in raw ? raw.parsed : JSON.parse(raw.text) };
  } catch (error) {
    return error instanceof TooLarge ? { kind: "too-large" } : { kind: "malformed-json" };
  }
};

/** A request as the endpoint's decision sees it: what was read from HTTP, and its body on demand. */
export interface IncomingContact {
  /** Upper-case: `POST`, `GET`… */
  method: string;
  type: BodyType | undefined;
  /** Where it comes from (the rate limit counts per address). */
  address: string;
  userAgent: string | undefined;
  /** The body, read the first time it is asked for (never, for a request refused before). */
  body(): Promise<RequestBody>;
  /** The posted form's fields, once its body has been read: what the page after a refusal shows again. */
  posted(): PostedForm | null;
}

/** What the endpoint reads of a request, within the configured size limit. */
export const readContactRequest = (
  req: ContactRequest,
  config: Pick<ContactServerConfig, "maxBytes" | "onNetlify" | "trustProxy">,
): IncomingContact => {
  const type = bodyType(headerValue(req.headers, "content-type"));
  let read: Promise<RequestBody> | undefined;
  let posted: PostedForm | null = null;
  return {
    method: (req.method ?? "").toUpperCase(),
    type,
    address: clientAddress(req, config),
    userAgent: headerValue(req.headers, "user-agent"),
    body: () =>
      (read ??= readBody(req, type, config.maxBytes).then((body) => {
        if (body.kind === "form") posted = body.posted;
        return body;
      })),
    posted: () => posted,
  };
};
