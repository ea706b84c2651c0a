import { pruneRateCounters } from "./blobs-rate-limit";
import { settingsFromEnv, type ContactEnv } from "./config";
import { retryPending, type RetryReport } from "./retry-pending";
import { contactStorage } from "./store-from-env";

/** One run of the scheduled retry (docs/contact.md, "Retry, exactly once"). */
export const DEFAULT_MAX_ATTEMPTS = 20;

export interface ScheduledRunSummary {
  ok: boolean;
  store: string;
  delivered: string[];
  failed: { id: string; error: string }[];
  skipped: { id: string; reason: string }[];
  prunedCounters: number;
  message?: string;
}

const ids = (report: RetryReport) => ({
  delivered: report.delivered.map((record) => record.request.id),
  failed: report.failed.map(({ record, error }) => ({ id: record.request.id, error })),
  skipped: report.skipped.map(({ record, reason }) => ({ id: record.request.id, reason })),
});

export const runScheduledRetry = async (
  env: ContactEnv,
  {
    deployContext,
    logger = console,
  }: { deployContext?: string; logger?: Pick<Console, "info" | "warn" | "error"> } = {},
): Promise<ScheduledRunSummary> => {
  const settings = settingsFromEnv(env, { email: "", name: "" });
  // Deployed on Netlify only: Blobs unless told otherwise, so a missing Blobs context fails loudly.
  const storage = contactStorage({ CONTACT_OUTBOX_STORE: "blobs", ...env }, settings, {
    buildContext: deployContext,
    logger,
  });
  const empty = { delivered: [], failed: [], skipped: [], prunedCounters: 0, store: storage.store.location };
  if (!settings.smtpUrl) {
    const message = "SMTP_URL n’est pas défini : aucune demande ne peut être renvoyée.";
    logger.error(`[contact] ${message}`);
    return { ok: false, message, ...empty };
  }
  const maxAttempts =
    Number(env.CONTACT_RETRY_MAX_ATTEMPTS) > 0 ? Number(env.CONTACT_RETRY_MAX_ATTEMPTS) : DEFAULT_MAX_ATTEMPTS;
  const report = await retryPending(storage.store, {
    smtpUrl: settings.smtpUrl,
    recipient: env.CONTACT_RECIPIENT?.trim() || undefined,
    from: settings.from,
    siteName: env.CONTACT_SITE_NAME?.trim() || undefined,
    by: "scheduled",
    maxAttempts,
    logger,
  });
  let prunedCounters = 0;
  if (storage.blobs) {
    prunedCounters = await pruneRateCounters(storage.blobs).catch((error: Error) => {
      logger.warn(`[contact] compteurs non nettoyés : ${error.message}`);
      return 0;
    });
  }
  const summary = { ok: report.failed.length === 0, store: storage.store.location, prunedCounters, ...ids(report) };
  logger.info(
    `[contact] relance : ${summary.delivered.length} remise(s), ${summary.failed.length} échec(s), ${summary.skipped.length} laissée(s) de côté.`,
  );
  return summary;
};
