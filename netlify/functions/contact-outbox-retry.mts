/**
 * Netlify Scheduled Function: every 10 minutes, sends again the contact
 * requests still pending in this deploy's Netlify Blobs outbox (see
 * src/lib/contact/server/scheduled.ts). Deployed by Netlify beside the
 * function the Gatsby adapter generates for /api/contact-us; scheduled
 * functions run on the published deploy only.
 */
import { runScheduledRetry } from "../../src/lib/contact/server/scheduled";

interface NetlifyContext {
  deploy?: { context?: string };
}

export default async function contactOutboxRetry(_request: Request, context?: NetlifyContext): Promise<Response> {
  const summary = await runScheduledRetry(process.env, { deployContext: context?.deploy?.context });
  return new Response(JSON.stringify(summary), {
    status: summary.ok ? 200 : 500,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const config = { schedule: "*/10 * * * *" };
