import type { PostedForm } from "../form-definition";
import type { ContactServerConfig } from "./config";
import { decideOutcome } from "./decide";
import { presentFormPage } from "./form-page";
import { presentJson } from "./json-reply";
import type { ContactOutcome, ContactResponse } from "./outcome";
import { isFormPost, readContactRequest, type ContactRequest } from "./request";

/**
 * The contact endpoint, independent of Gatsby so tests can call it directly: read, decide, present
 * (docs/contact.md, "One outcome, two answers").
 */

export const presentOutcome = (
  req: ContactRequest,
  res: ContactResponse,
  outcome: ContactOutcome,
  { siteName, posted = null }: { siteName: string; posted?: PostedForm | null },
): void => {
  if (isFormPost(req)) presentFormPage(res, outcome, { posted, siteName });
  else presentJson(res, outcome);
};

export const handleContactRequest = async (
  req: ContactRequest,
  res: ContactResponse,
  config: ContactServerConfig,
): Promise<void> => {
  const incoming = readContactRequest(req, config);
  let outcome: ContactOutcome;
  try {
    outcome = await decideOutcome(incoming, config);
  } catch (error) {
    outcome = unexpected(error, config);
  }
  const present = (answer: ContactOutcome) =>
    presentOutcome(req, res, answer, { siteName: config.siteName, posted: incoming.posted() });
  try {
    present(outcome);
  } catch (error) {
    try {
      present(unexpected(error, config));
    } catch {
      // the response is already gone
    }
  }
};

const unexpected = (error: unknown, config: ContactServerConfig): ContactOutcome => {
  (config.logger ?? console).error(`[contact] erreur inattendue : ${(error as Error).stack ?? error}`);
  return { kind: "internal-error" };
};
