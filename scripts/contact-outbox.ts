/**
 * The contact outbox: lists the requests never delivered by e-mail and, with
 * --resend, sends them again through SMTP_URL, appending the outcome of each
 * attempt (the file is never rewritten).
 *
 *   npm run contact:outbox                 list undelivered requests
 *   SMTP_URL=smtps://… npm run contact:outbox -- --resend
 *
 * Settings: CONTACT_OUTBOX_DIR (default .outbox), CONTACT_RECIPIENT (default:
 * the `email` of content/settings/site.md), CONTACT_FROM, SMTP_URL.
 */
import * as fs from "fs";
import * as path from "path";
import {
  outboxFile,
  readOutbox,
  resendUndelivered,
  settingsFromEnv,
  siteMailboxFrom,
  type OutboxRecord,
} from "../src/lib/contact/server";

const args = process.argv.slice(2);
const resend = args.includes("--resend");

if (args.includes("--help") || args.some((arg) => arg !== "--resend")) {
  console.log("Usage : npm run contact:outbox [-- --resend]");
  process.exit(args.includes("--help") ? 0 : 2);
}

const root = path.resolve(__dirname, "..");
const site = siteMailboxFrom(fs.readFileSync(path.join(root, "content", "settings", "site.md"), "utf8"));
const settings = settingsFromEnv(process.env, site, root);

const describe = (record: OutboxRecord): string => {
  const { request, statuses } = record;
  const last = statuses[statuses.length - 1];
  const state = last ? `${last.status === "failed" ? "échec" : last.status} le ${last.at}${last.error ? ` (${last.error})` : ""}` : "jamais envoyée";
  return [
    `• ${request.id} — reçue le ${request.receivedAt}`,
    `  ${request.payload.username} <${request.payload.customer_email}>, ${request.payload.companyName}, budget ${request.payload.budget}`,
    `  ${statuses.length} tentative(s), dernière : ${state}`,
  ].join("\n");
};

const main = async () => {
  const { records, unreadableLines } = await readOutbox(settings.outboxDir);
  const undelivered = records.filter((record) => !record.delivered);
  console.log(`Boîte d’envoi : ${outboxFile(settings.outboxDir)}`);
  console.log(`${records.length} demande(s) au total, ${undelivered.length} non remise(s).`);
  if (unreadableLines.length > 0) {
    console.warn(`Lignes illisibles (ignorées) : ${unreadableLines.join(", ")}.`);
  }
  undelivered.forEach((record) => console.log(describe(record)));

  if (!resend || undelivered.length === 0) return;
  if (!settings.smtpUrl) {
    console.error("SMTP_URL n’est pas défini : impossible de renvoyer les demandes.");
    process.exitCode = 1;
    return;
  }
  console.log(`\nRenvoi vers ${settings.recipient}…`);
  const report = await resendUndelivered({ ...settings, smtpUrl: settings.smtpUrl });
  report.delivered.forEach((record) => console.log(`✓ ${record.request.id} remise.`));
  report.failed.forEach(({ record, error }) => console.error(`✗ ${record.request.id} : ${error}`));
  console.log(`${report.delivered.length} remise(s), ${report.failed.length} échec(s).`);
  if (report.failed.length > 0) process.exitCode = 1;
};

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
