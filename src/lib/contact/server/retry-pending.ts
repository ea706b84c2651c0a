import { buildMail, sendMail } from "./mailer";
import { attemptInFlight, nextAttempt, pendingRecords, type OutboxStore } from "./store";
import type { AttemptOrigin, OutboxRecord } from "./outbox";

export interface RetryReport {
  delivered: OutboxRecord[];
  failed: { record: OutboxRecord; error: string }[];
  /** Left alone: another sender holds an attempt, took this one first, or the attempts ran out. */
  skipped: { record: OutboxRecord; reason: "in-flight" | "taken" | "gave-up" }[];
}

export interface RetrySettings {
  smtpUrl: string;
  /** Without it, the mailbox the request was accepted for. */
  recipient?: string;
  from?: string;
  siteName?: string;
  by: AttemptOrigin;
  /** The outbox command has no limit. */
  maxAttempts?: number;
  now?: () => Date;
  logger?: Pick<Console, "warn">;
}

/** Sends every pending request once more, each attempt claimed first (docs/contact.md, "Retry, exactly once"). */
export const retryPending = async (store: OutboxStore, settings: RetrySettings): Promise<RetryReport> => {
  const now = settings.now ?? (() => new Date());
  const report: RetryReport = { delivered: [], failed: [], skipped: [] };
  for (const record of pendingRecords(await store.read())) {
    if (attemptInFlight(record, now())) {
      report.skipped.push({ record, reason: "in-flight" });
      continue;
    }
    const attempt = nextAttempt(record);
    if (settings.maxAttempts !== undefined && attempt > settings.maxAttempts) {
      report.skipped.push({ record, reason: "gave-up" });
      continue;
    }
    const claim = { id: record.request.id, attempt, by: settings.by };
    if (!(await store.claim({ ...claim, at: now().toISOString() }))) {
      report.skipped.push({ record, reason: "taken" });
      continue;
    }
    const recipient = settings.recipient || record.request.to;
    try {
      if (!recipient) throw new Error("aucun destinataire configuré (CONTACT_RECIPIENT).");
      const mail = buildMail(record.request.payload, {
        recipient,
        from: settings.from,
        siteName: settings.siteName || record.request.siteName || "Site",
      });
      await sendMail(settings.smtpUrl, mail);
    } catch (error) {
      const message = (error as Error).message;
      await store.record({ kind: "status", ...claim, at: now().toISOString(), status: "failed", error: message });
      report.failed.push({ record, error: message });
      continue;
    }
    try {
      await store.record({ kind: "status", ...claim, at: now().toISOString(), status: "delivered" });
    } catch (error) {
      // Sent, but not marked: the claim keeps others off for STALE_CLAIM_MS; say so loudly.
      (settings.logger ?? console).warn(
        `[contact] ${record.request.id} remise mais non marquée : ${(error as Error).message}`,
      );
    }
    report.delivered.push(record);
  }
  return report;
};
