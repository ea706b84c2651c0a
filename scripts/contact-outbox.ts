/**
 * The contact outbox: lists the requests never delivered by e-mail and, with
 * --resend, sends them again through SMTP_URL, each attempt claimed first (so
 * it never doubles the scheduled retry) and its outcome recorded.
 *
 *   npm run contact:outbox                          list pending requests (file store)
 *   npm run contact:outbox -- --spam                list the requests the spam trap kept apart
 *   SMTP_URL=smtps://… npm run contact:outbox -- --resend
 *
 *   Netlify Blobs (the site's outbox on Netlify):
 *   NETLIFY_SITE_ID=… NETLIFY_AUTH_TOKEN=… npm run contact:outbox -- --store=blobs [--context=production]
 *
 * Settings: CONTACT_OUTBOX_STORE (file | blobs), CONTACT_OUTBOX_DIR (default
 * .outbox), CONTACT_OUTBOX_CONTEXT (deploy context of the Blobs store, default
 * production), CONTACT_RECIPIENT (default: the `email` of
 * content/settings/site.md), CONTACT_FROM, SMTP_URL.
 */
import * as fs from "fs";
import * as path from "path";
import {
  attemptInFlight,
  contactStorage,
  pendingRecords,
  retryPending,
  settingsFromEnv,
  siteMailboxFrom,
  type OutboxRecord,
} from "../src/lib/contact/server";

const USAGE = "Usage : npm run contact:outbox [-- --resend] [--spam] [--store=file|blobs] [--context=production]";

const args = process.argv.slice(2);
const options = {
  resend: false,
  spam: false,
  store: undefined as string | undefined,
  context: undefined as string | undefined,
};
for (const arg of args) {
  const [name, value] = arg.split("=", 2);
  if (name === "--resend" && value === undefined) options.resend = true;
  else if (name === "--spam" && value === undefined) options.spam = true;
  else if (name === "--store" && value) options.store = value;
  else if (name === "--context" && value) options.context = value;
  else {
    console.log(USAGE);
    process.exit(arg === "--help" ? 0 : 2);
  }
}

const root = path.resolve(__dirname, "..");
const site = siteMailboxFrom(fs.readFileSync(path.join(root, "content", "settings", "site.md"), "utf8"));
const env = {
  ...process.env,
  ...(options.store ? { CONTACT_OUTBOX_STORE: options.store } : {}),
  ...(options.context ? { CONTACT_OUTBOX_CONTEXT: options.context } : {}),
};
const settings = settingsFromEnv(env, site, root);

const SPAM_REASONS: Record<string, string> = { honeypot: "champ caché rempli", "too-fast": "envoyée trop vite" };

const describe = (record: OutboxRecord, now: Date): string => {
  const { request, statuses } = record;
  const last = statuses[statuses.length - 1];
  const inFlight = attemptInFlight(record, now);
  const state = inFlight
    ? `tentative ${inFlight.attempt} en cours depuis le ${inFlight.at} (${inFlight.by})`
    : last
      ? `${last.status === "failed" ? "échec" : "remise"} le ${last.at}${last.error ? ` (${last.error})` : ""}`
      : "jamais envoyée";
  return [
    `• ${request.id} — reçue le ${request.receivedAt}${request.spam ? ` — spam : ${SPAM_REASONS[request.spam.reason] ?? request.spam.reason}` : ""}`,
    `  ${request.payload.username} <${request.payload.customer_email}>, ${request.payload.companyName}, budget ${request.payload.budget}`,
    ...(request.spam ? [] : [`  ${statuses.length} tentative(s), dernière : ${state}`]),
  ].join("\n");
};

const main = async () => {
  const { store } = contactStorage(env, settings, { cwd: root });
  const contents = await store.read();
  const now = new Date();
  const pending = pendingRecords(contents);
  const spam = contents.records.filter((record) => record.request.spam);
  console.log(`Boîte d’envoi : ${store.location}`);
  console.log(
    `${contents.records.length - spam.length} demande(s) au total, ${pending.length} non remise(s) ; ${spam.length} prise(s) pour du spam.`,
  );
  if (contents.unreadableLines.length > 0)
    console.warn(`Lignes illisibles (ignorées) : ${contents.unreadableLines.join(", ")}.`);
  if ((contents.unreadableKeys ?? []).length > 0)
    console.warn(`Blobs illisibles (ignorés) : ${contents.unreadableKeys!.join(", ")}.`);
  (options.spam ? spam : pending).forEach((record) => console.log(describe(record, now)));

  if (!options.resend || pending.length === 0) return;
  if (!settings.smtpUrl) {
    console.error("SMTP_URL n’est pas défini : impossible de renvoyer les demandes.");
    process.exitCode = 1;
    return;
  }
  console.log(`\nRenvoi vers ${settings.recipient}…`);
  const report = await retryPending(store, { ...settings, smtpUrl: settings.smtpUrl, by: "outbox" });
  report.delivered.forEach((record) => console.log(`✓ ${record.request.id} remise.`));
  report.failed.forEach(({ record, error }) => console.error(`✗ ${record.request.id} : ${error}`));
  report.skipped.forEach(({ record, reason }) =>
    console.log(
      `… ${record.request.id} laissée : ${reason === "in-flight" ? "une tentative est en cours" : "prise par un autre envoi"}.`,
    ),
  );
  console.log(`${report.delivered.length} remise(s), ${report.failed.length} échec(s).`);
  if (report.failed.length > 0) process.exitCode = 1;
};

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
