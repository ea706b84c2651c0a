import { OUTCOME_STATUS, outcomeHeaders, type ContactOutcome, type ContactResponse } from "./outcome";
import { RESPONSES } from "./outcome-texts";

/** The enhanced form reads only the status: 200 shows the success toast, anything else the error toast. */

export const SECURITY_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export const jsonBody = (outcome: ContactOutcome): Record<string, unknown> => {
  switch (outcome.kind) {
    case "sent":
    case "kept":
      return { ok: true, id: outcome.id, delivered: outcome.kind === "sent", stored: true };
    case "invalid":
      return { ok: false, error: RESPONSES.invalid, errors: outcome.errors };
    default:
      return { ok: false, error: RESPONSES[outcome.kind] };
  }
};

export const presentJson = (res: ContactResponse, outcome: ContactOutcome): void => {
  res.statusCode = OUTCOME_STATUS[outcome.kind];
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...outcomeHeaders(outcome) })) {
    res.setHeader(name, value);
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(jsonBody(outcome)));
};
