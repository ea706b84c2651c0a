import type { ContactServerConfig } from "./config";
import { buildMail, sendMail } from "./mailer";
import { appendToOutbox, undeliveredRecords, type OutboxRecord } from "./outbox";

export interface ResendReport {
  delivered: OutboxRecord[];
  failed: { record: OutboxRecord; error: string }[];
}

type ResendSettings = Pick<ContactServerConfig, "outboxDir" | "recipient" | "from" | "siteName"> & {
  smtpUrl: string;
  now?: () => Date;
};

/**
 * Sends every undelivered request of the outbox again, to the configured
 * mailbox, one after the other, and appends the outcome of each attempt.
 */
export const resendUndelivered = async (settings: ResendSettings): Promise<ResendReport> => {
  const now = settings.now ?? (() => new Date());
  const report: ResendReport = { delivered: [], failed: [] };
  for (const record of await undeliveredRecords(settings.outboxDir)) {
    const mail = buildMail(record.request.payload, settings);
    try {
      await sendMail(settings.smtpUrl, mail);
      await appendToOutbox(settings.outboxDir, {
        kind: "status",
        id: record.request.id,
        at: now().toISOString(),
        status: "delivered",
        by: "outbox",
      });
      report.delivered.push(record);
    } catch (error) {
      const message = (error as Error).message;
      await appendToOutbox(settings.outboxDir, {
        kind: "status",
        id: record.request.id,
        at: now().toISOString(),
        status: "failed",
        by: "outbox",
        error: message,
      });
      report.failed.push({ record, error: message });
    }
  }
  return report;
};
