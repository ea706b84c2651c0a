import { checkPostedValues, payloadFromPost, postedErrorsOf, valuesFromPost } from "../form-post";
import { validateContactPayload } from "../schema";
import { acceptRequest } from "./accept";
import type { ContactServerConfig } from "./config";
import type { ContactOutcome } from "./outcome";
import type { IncomingContact } from "./request";

/** The endpoint's decision on a request read by request.ts (docs/product.md, "The contact endpoint"). */
export const decideOutcome = (incoming: IncomingContact, config: ContactServerConfig): Promise<ContactOutcome> =>
  incoming.method === "POST" && incoming.type === "form"
    ? formPostOutcome(incoming, config)
    : jsonOutcome(incoming, config);

/** Limited before its type and body are looked at. */
const jsonOutcome = async (incoming: IncomingContact, config: ContactServerConfig): Promise<ContactOutcome> => {
  const now = config.now ?? (() => new Date());
  if (incoming.method !== "POST") return { kind: "method-not-allowed" };

  const decision = await config.limiter.hit(incoming.address, now().getTime());
  if (!decision.allowed) return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };

  if (incoming.type !== "json") return { kind: "unsupported-media-type" };

  const body = await incoming.body();
  if (body.kind === "too-large" || body.kind === "malformed-json") return { kind: body.kind };
  if (body.kind !== "json") return { kind: "malformed-json" };

  const result = await validateContactPayload(body.value);
  if (!result.ok) return { kind: "invalid", errors: result.errors };
  return acceptRequest(result.value, config);
};

/**
 * Checked by the form's own rules first, so each message lands on its field. The body is read before the
 * rate limit, so that even a refused request gives back what was typed.
 */
const formPostOutcome = async (incoming: IncomingContact, config: ContactServerConfig): Promise<ContactOutcome> => {
  const body = await incoming.body();
  if (body.kind !== "form") return { kind: "too-large" };

  const now = config.now ?? (() => new Date());
  const decision = await config.limiter.hit(incoming.address, now().getTime());
  if (!decision.allowed) return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };

  const values = valuesFromPost(body.posted);
  const errors = await checkPostedValues(values);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const payload = payloadFromPost(values, {
    recipient: config.recipient,
    userAgent: incoming.userAgent,
    submittedAt: now(),
  });
  const result = await validateContactPayload(payload);
  if (!result.ok) return { kind: "invalid", errors: postedErrorsOf(result.errors) };
  return acceptRequest(result.value, config);
};
