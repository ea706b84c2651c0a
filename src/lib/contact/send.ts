import { REQUEST_TIMEOUT_MS } from "./constants";
import { contactEndpoint } from "./endpoint";
import type { ContactPayload } from "./payload";

export { contactEndpoint };

/** Resolves only on status 200; anything else, a network failure or a timeout rejects with the reason. */
export const sendContactRequest = async (
  payload: ContactPayload,
  { endpoint = contactEndpoint(), timeoutMs = REQUEST_TIMEOUT_MS }: { endpoint?: string; timeoutMs?: number } = {},
): Promise<void> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.status !== 200) {
      throw new Error(`Demande de contact refusée : statut HTTP ${response.status}.`);
    }
  } catch (error) {
    if (controller.signal.aborted) {
      throw new Error(`Demande de contact abandonnée : pas de réponse en ${timeoutMs / 1000} s.`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
};
