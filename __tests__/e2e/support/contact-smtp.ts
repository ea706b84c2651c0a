import * as net from "net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on the loopback interface for the contact tests: it
 * accepts every message and keeps it, with the envelope (who it was really
 * delivered to) and a small MIME reader for the headers and text parts.
 */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves when `count` mails have arrived. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string, charset = "utf-8"): string => {
  const bytes: number[] = [];
  const clean = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < clean.length; i += 1) {
    if (clean[i] === "=" && /^[0-9A-F]{2}$/i.test(clean.slice(i + 1, i + 3))) {
      bytes.push(parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(clean[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString(charset === "utf-8" ? "utf8" : "latin1");
};

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );

const parseHeaders = (block: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const index = line.indexOf(":");
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = decodeWords(line.slice(index + 1).trim());
  }
  return headers;
};

const decodeBody = (headers: Record<string, string>, body: string): string => {
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
};

/** Splits a MIME message into its text and HTML parts (one level of multipart is enough here). */
export const parseMail = (raw: string): Pick<ReceivedMail, "headers" | "text" | "html"> => {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  let text = "";
  let html = "";
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const partSplit = part.replace(/^\r?\n/, "").search(/\r?\n\r?\n/);
    const clean = part.replace(/^\r?\n/, "");
    const partHeaders = parseHeaders(clean.slice(0, partSplit));
    const content = decodeBody(partHeaders, clean.slice(partSplit).replace(/^\r?\n\r?\n/, "")).replace(/\r?\n$/, "");
    const type = partHeaders["content-type"] ?? "";
    if (type.startsWith("text/plain")) text = content.replace(/\r\n/g, "\n");
    if (type.startsWith("text/html")) html = content.replace(/\r\n/g, "\n");
  }
  return { headers, text, html };
};

export const startTestSmtp = async (port = 0): Promise<TestSmtp> => {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((address) => address.address),
          },
          raw,
          ...parseMail(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server.server as net.Server).address() as net.AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`${mails.length} e-mail(s) reçu(s) sur ${count} attendu(s).`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A loopback port with nothing listening on it: an SMTP server that is down. */
export const closedPort = async (): Promise<number> => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};
