import type { IncomingHttpHeaders } from "http";
import { readPostedForm } from "../form-post";
import type { PostedForm } from "../form-definition";
import type { ContactServerConfig } from "./config";

/** Reads the endpoint's HTTP request; decide.ts acts on it (docs/contact.md, "One outcome, two answers"). */

/** Node's IncomingMessage, Gatsby's or Netlify's wrapper all fit. */
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

export type BodyType = "json" | "form";

const MEDIA_TYPES: Readonly<Record<string, BodyType>> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "form",
};

/** Only UTF-8, said or implied; any other type or charset: undefined. */
export const bodyType = (contentType: string | undefined): BodyType | undefined => {
  if (!contentType) return undefined;
  const [type, ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith("charset="));
  if (charset && !/^charset="?utf-8"?$/.test(charset)) return undefined;
  return Object.hasOwn(MEDIA_TYPES, type) ? MEDIA_TYPES[type] : undefined;
};

/** An HTML form's post, from a browser without JavaScript: a person reads the answer. */
export const isFormPost = (req: Pick<ContactRequest, "method" | "headers">): boolean =>
  (req.method ?? "").toUpperCase() === "POST" && bodyType(headerValue(req.headers, "content-type")) === "form";

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
 * The body taken from the Lambda event, not from the adapter's stream, which throws on Node 24 when read
 * (docs/deploying.md, "Node 24 and the adapter's function").
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

/** The body as text, or the object a parser already made; past `maxBytes`, whichever way it comes, TooLarge. */
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

export type RequestBody =
  | { kind: "too-large" }
  /** A JSON body that does not parse, or could not be read to its end. */
  | { kind: "malformed-json" }
  | { kind: "json"; value: unknown }
  | { kind: "form"; posted: PostedForm };

/** A stream that fails is malformed JSON, but an error for a form's post (a server-side fault). */
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

export interface IncomingContact {
  method: string;
  type: BodyType | undefined;
  address: string;
  userAgent: string | undefined;
  /** Read the first time it is asked for (never, for a request refused before). */
  body(): Promise<RequestBody>;
  /** Once the body is read: what the page after a refusal shows again. */
  posted(): PostedForm | null;
}

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
