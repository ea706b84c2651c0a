import * as path from "path";
import { readFrontMatter } from "../../content/front-matter";
import { SPAM_TRAP } from "../constants";
import type { RateLimiter } from "./rate-limit";
import type { OutboxStore } from "./store";

/** Read from the environment (`.env.example`, docs/contact.md, "Environment variables"). */
export interface ContactServerConfig {
  recipient: string;
  siteName: string;
  /** Without it requests are kept in the outbox only. */
  smtpUrl?: string;
  from?: string;
  store: OutboxStore;
  maxBytes: number;
  rateLimit: { max: number; windowMs: number };
  limiter: RateLimiter;
  /** Running on Netlify: without SMTP the endpoint answers 503 (its disk does not last). */
  onNetlify: boolean;
  /** X-Forwarded-For is trusted only behind a proxy you trust. */
  trustProxy: boolean;
  minSubmitMs?: number;
  now?: () => Date;
  newId?: () => string;
  logger?: Pick<Console, "error" | "warn" | "info">;
}

export const DEFAULTS = {
  outboxDir: ".outbox",
  maxBytes: 16 * 1024,
  rateLimit: 5,
  rateWindowSeconds: 15 * 60,
} as const;

const positiveInteger = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
};

const isTrue = (value: string | undefined) => ["1", "true", "yes"].includes((value ?? "").trim().toLowerCase());

export interface SiteMailbox {
  email: string;
  name: string;
}

export const siteMailboxFrom = (siteFileText: string): SiteMailbox => {
  const data = readFrontMatter(siteFileText, "content/settings/site.md").data;
  return {
    email: typeof data.email === "string" ? data.email.trim() : "",
    name: typeof data.name === "string" ? data.name.trim() : "",
  };
};

export type ContactEnv = Record<string, string | undefined>;

export const settingsFromEnv = (env: ContactEnv, site: SiteMailbox, cwd = process.cwd()) => ({
  recipient: env.CONTACT_RECIPIENT?.trim() || site.email,
  siteName: site.name || "Site",
  smtpUrl: env.SMTP_URL?.trim() || undefined,
  from: env.CONTACT_FROM?.trim() || undefined,
  outboxDir: path.resolve(cwd, env.CONTACT_OUTBOX_DIR?.trim() || DEFAULTS.outboxDir),
  maxBytes: positiveInteger(env.CONTACT_MAX_BYTES, DEFAULTS.maxBytes) || DEFAULTS.maxBytes,
  rateLimit: {
    max: positiveInteger(env.CONTACT_RATE_LIMIT, DEFAULTS.rateLimit),
    windowMs:
      (positiveInteger(env.CONTACT_RATE_WINDOW_SECONDS, DEFAULTS.rateWindowSeconds) || DEFAULTS.rateWindowSeconds) *
      1000,
  },
  onNetlify: isTrue(env.NETLIFY),
  trustProxy: isTrue(env.CONTACT_TRUST_PROXY),
  minSubmitMs:
    env.CONTACT_MIN_SUBMIT_SECONDS?.trim() &&
    Number.isFinite(Number(env.CONTACT_MIN_SUBMIT_SECONDS)) &&
    Number(env.CONTACT_MIN_SUBMIT_SECONDS) >= 0
      ? Number(env.CONTACT_MIN_SUBMIT_SECONDS) * 1000
      : SPAM_TRAP.minSubmitMs,
});
