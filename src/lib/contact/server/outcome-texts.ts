import type { ContactOutcomeKind } from "./outcome";

/** The French words of each outcome, for both presenters, so neither depends on the other. */

type Refusal = Exclude<ContactOutcomeKind, "sent" | "kept">;

/** Short, for the enhanced form's console and for scripts. */
export const RESPONSES: Readonly<Record<Refusal, string>> = {
  "method-not-allowed": "Méthode non autorisée : utilisez POST.",
  "unsupported-media-type": "Le corps de la requête doit être du JSON (Content-Type : application/json).",
  "too-large": "La requête est trop volumineuse.",
  "malformed-json": "Le corps de la requête n’est pas un JSON valide.",
  invalid: "Certains champs sont invalides.",
  "rate-limited": "Trop de demandes envoyées depuis cette adresse. Réessayez plus tard.",
  "not-configured": "L’envoi d’e-mails n’est pas configuré sur ce serveur.",
  misconfigured: "Le destinataire des demandes de contact est mal configuré.",
  "store-failed": "La demande n’a pas pu être enregistrée.",
  "internal-error": "Erreur interne.",
};

const SERVER_FAULT =
  "Votre demande n’a pas pu être enregistrée, à cause d’un problème de notre côté. Ce que vous avez saisi est conservé ci-dessous : réessayez dans un instant, ou écrivez-nous directement.";

export const PAGE_MESSAGES: Readonly<Record<Refusal, string>> = {
  invalid:
    "Certains champs sont à corriger. Ce que vous avez saisi est conservé ci-dessous : corrigez puis envoyez à nouveau.",
  "too-large":
    "Votre message est trop long pour être envoyé. Raccourcissez la description de votre projet, puis envoyez à nouveau.",
  "rate-limited":
    "Trop de demandes ont été envoyées depuis votre connexion. Patientez quelques minutes, puis envoyez à nouveau : ce que vous avez saisi est conservé ci-dessous.",
  // A browser's form never meets these three: the JSON reply's words.
  "method-not-allowed": RESPONSES["method-not-allowed"],
  "unsupported-media-type": RESPONSES["unsupported-media-type"],
  "malformed-json": RESPONSES["malformed-json"],
  misconfigured: SERVER_FAULT,
  "not-configured": SERVER_FAULT,
  "store-failed": SERVER_FAULT,
  "internal-error": SERVER_FAULT,
};

export const PAGE_TEXTS = {
  heading: "Votre demande n’est pas encore envoyée",
  title: (siteName: string) => `Votre demande n’est pas encore envoyée – ${siteName}`,
  back: (siteName: string) => `← Retour au site ${siteName}`,
  backToForm: "Revenir au formulaire",
  toFix: (count: number) => (count === 1 ? "Un champ est à corriger" : `${count} champs sont à corriger`),
} as const;
