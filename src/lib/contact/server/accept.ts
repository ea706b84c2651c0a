import { randomUUID } from "crypto";
import { EMAIL_PATTERN, SPAM_TRAP } from "../constants";
import type { ValidContactPayload } from "../schema";
import type { ContactServerConfig } from "./config";
import { buildMail, sendMail } from "./mailer";
import type { ContactOutcome } from "./outcome";
import type { OutboxRequestEntry, SpamReason } from "./outbox";

/**
 * What happens to a valid quote request, however it came (docs/contact.md, "Nothing is lost: the
 * outbox"): it is kept in the outbox store (file or Netlify Blobs, it does not know which) before
 * anything else, and if it cannot be kept nothing is mailed. Then, when SMTP is configured, delivery
 * attempt 1 is claimed and sent: sent when delivered, kept without SMTP or when SMTP failed (the
 * request stays pending for the scheduled retry, and is a success for the visitor); not configured on
 * Netlify with neither SMTP nor Blobs. A request the spam trap catches (hidden field filled, or sent
 * too fast) is kept apart and answered exactly like a success. Nothing here knows about HTTP.
 */

/** Why the spam trap takes a valid request for spam, if it does. */
export const spamReason = (value: ValidContactPayload, minSubmitMs: number): SpamReason | undefined => {
  if ((value.website ?? "").trim() !== "") return "honeypot";
  if (value.elapsedMs !== undefined && value.elapsedMs < minSubmitMs) return "too-fast";
  return undefined;
};

/**
 * A valid request, from a script (JSON) or a form: kept in the outbox before
 * anything else, then mailed when SMTP is configured.
 */
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
