import { randomUUID } from "crypto";
import { EMAIL_PATTERN, SPAM_TRAP } from "../constants";
import type { ValidContactPayload } from "../schema";
import type { ContactServerConfig } from "./config";
import { buildMail, sendMail } from "./mailer";
import type { ContactOutcome } from "./outcome";
import type { OutboxRequestEntry, SpamReason } from "./outbox";

/**
 * A valid request is kept in the outbox before anything else, then mailed when SMTP is configured
 * (docs/contact.md, "Nothing is lost: the outbox"). Nothing here knows about HTTP.
 */

export const spamReason = (value: ValidContactPayload, minSubmitMs: number): SpamReason | undefined => {
  if ((value.website ?? "").trim() !== "") return "honeypot";
  if (value.elapsedMs !== undefined && value.elapsedMs < minSubmitMs) return "too-fast";
  return undefined;
};

export const acceptRequest = async (
  value: ValidContactPayload,
  config: ContactServerConfig,
): Promise<ContactOutcome> => {
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

  // The configured mailbox is the only recipient.
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
  // A robot cannot tell the trap from a success.
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
