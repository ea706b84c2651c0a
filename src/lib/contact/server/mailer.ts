import nodemailer from "nodemailer";
import { buildSubject } from "../payload";
import { escapeHtml } from "./html";
import type { StoredContactPayload } from "./outbox";

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export const summaryToHtml = (text: string): string =>
  [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"></head>',
    '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.6;color:#0F1729">',
    text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${paragraph.split("\n").map(escapeHtml).join("<br>")}</p>`)
      .join("\n"),
    "</body></html>",
  ].join("\n");

/** Always to the configured mailbox, never to an address from the request; "Reply" answers the visitor. */
export const buildMail = (
  payload: StoredContactPayload,
  settings: { recipient: string; from?: string; siteName: string },
): OutgoingMail => ({
  from: { name: `${settings.siteName} – formulaire de contact`, address: settings.from ?? settings.recipient },
  to: settings.recipient,
  replyTo: { name: payload.username, address: payload.customer_email },
  subject: buildSubject(payload.username),
  text: payload.content,
  html: summaryToHtml(payload.content),
});

/** Timeouts kept under the form's 15 s, so the visitor hears the outcome. */
const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 9000 };

export const withTimeouts = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
};

export const sendMail = async (smtpUrl: string, mail: OutgoingMail): Promise<string | undefined> => {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  try {
    const info = await transport.sendMail(mail);
    return info.messageId;
  } finally {
    transport.close();
  }
};
