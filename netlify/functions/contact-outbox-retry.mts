/** Sends the pending contact requests again, every 10 minutes (docs/contact.md, "Retry, exactly once"). */
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
