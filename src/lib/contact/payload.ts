import { DESKTOP_MIN_WIDTH, SUBJECT_SUFFIX, SUMMARY_TIME_ZONE } from "./constants";
import { BUDGET_OPTIONS, contactField, type ContactFormValues } from "./form-definition";
import { formatPhoneDisplay } from "./phone";

/** The JSON body of docs/product.md, "The contact call", then the spam trap's two optional fields. */
export interface ContactPayload {
  recipient: string;
  subject: string;
  customer_email: string;
  content: string;
  username: string;
  companyName: string;
  budget: string;
  telephone: string;
  countryCode: string;
  prefix: string;
  website?: string;
  elapsedMs?: number;
}

export type Platform = "Desktop" | "Mobile";

export const platformFor = (viewportWidth: number): Platform =>
  viewportWidth >= DESKTOP_MIN_WIDTH ? "Desktop" : "Mobile";

export const buildSubject = (name: string): string => `${name.trim()}${SUBJECT_SUFFIX}`;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: SUMMARY_TIME_ZONE,
  dateStyle: "full",
  timeStyle: "short",
});

/** "lundi 24 novembre 2025 à 14:30", in Casablanca time. */
export const formatSubmissionDate = (date: Date): string => dateFormat.format(date);

const NBSP = "\u00a0";
const line = (label: string, value: string) => `${label}${NBSP}: ${value}`;

export interface SummaryInput {
  fullName: string;
  companyName: string;
  email: string;
  /** e.g. "+33 6 12 34 56 78 (FR)". */
  phone: string;
  budget: string;
  projectDetails: string;
  submittedAt: Date;
  platform: Platform;
}

/** Sent as `content`, which is also the text of the e-mail. */
export const buildContactSummary = (input: SummaryInput): string => {
  const budgetOption = BUDGET_OPTIONS.find((option) => option.value === input.budget);
  const budget = budgetOption ? `${budgetOption.value} (${budgetOption.label})` : input.budget;
  const company = input.companyName.trim() || "Non spécifié";
  return [
    "Nouvelle demande de devis reçue par le formulaire de contact du site.",
    "",
    "COORDONNÉES",
    line(contactField("fullName").label, input.fullName.trim()),
    line(contactField("companyName").label, company),
    line(contactField("email").label, input.email.trim()),
    line(contactField("phone").label, input.phone),
    "",
    "PROJET",
    line(contactField("budget").label, budget),
    `Détails du projet${NBSP}:`,
    input.projectDetails.trim(),
    "",
    "ENVOI",
    line("Date", `${formatSubmissionDate(input.submittedAt)} (heure de Casablanca)`),
    line("Plateforme", input.platform),
    "",
    "PROCHAINES ÉTAPES RECOMMANDÉES",
    `1. Recontacter ${input.fullName.trim()} sous 24${NBSP}heures ouvrées, par e-mail ou par téléphone.`,
    "2. Qualifier le besoin : objectifs, périmètre, délais et contraintes techniques.",
    "3. Envoyer une proposition chiffrée adaptée au budget indiqué.",
  ].join("\n");
};

export interface BuildPayloadInput {
  values: ContactFormValues;
  /** The endpoint ignores it and uses its own mailbox. */
  recipient: string;
  viewportWidth: number;
  submittedAt?: Date;
  elapsedMs?: number;
}

export const buildContactPayload = ({
  values,
  recipient,
  viewportWidth,
  submittedAt = new Date(),
  elapsedMs,
}: BuildPayloadInput): ContactPayload => {
  const fullName = values.fullName.trim();
  const prefix = values.prefix.replace(/\D/g, "");
  const countryCode = values.countryCode.trim().toLowerCase();
  const phoneDisplay = formatPhoneDisplay(values.phone, prefix);
  const digits = values.phone.replace(/\D/g, "");
  return {
    recipient,
    subject: buildSubject(fullName),
    customer_email: values.email.trim(),
    content: buildContactSummary({
      fullName,
      companyName: values.companyName,
      email: values.email,
      phone: countryCode ? `${phoneDisplay} (${countryCode.toUpperCase()})` : phoneDisplay,
      budget: values.budget,
      projectDetails: values.projectDetails,
      submittedAt,
      platform: platformFor(viewportWidth),
    }),
    username: fullName,
    companyName: values.companyName.trim(),
    budget: values.budget,
    telephone: digits ? `+${digits}` : "",
    countryCode,
    prefix,
    website: values.website ?? "",
    ...(elapsedMs === undefined ? {} : { elapsedMs: Math.max(0, Math.round(elapsedMs)) }),
  };
};
