/**
 * Per-address rate limit, a sliding window kept in memory (one per server
 * process or serverless instance: a brake on floods, not an accounting system).
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the address may send again (when refused). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitDecision | Promise<RateLimitDecision>;
}

/** Never more addresses than this in memory: the oldest are forgotten first. */
const MAX_TRACKED = 10_000;

export const createRateLimiter = ({
  max,
  windowMs,
}: {
  max: number;
  windowMs: number;
}): RateLimiter & { hit(key: string, now?: number): RateLimitDecision } => {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      if (max <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > MAX_TRACKED) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
};

/**
 * Kept on the global object: `gatsby serve` and `gatsby develop` evaluate the
 * function's module afresh for every request, which would otherwise forget
 * every address at each request.
 */
const SHARED_KEY = Symbol.for("voltis.contact.rateLimiters");
const sharedStore = globalThis as typeof globalThis & { [SHARED_KEY]?: Map<string, RateLimiter> };

/** The process-wide limiter for these settings (kept between requests). */
export const sharedRateLimiter = (settings: { max: number; windowMs: number }): RateLimiter => {
  const shared = (sharedStore[SHARED_KEY] ??= new Map<string, RateLimiter>());
  const key = `${settings.max}/${settings.windowMs}`;
  let limiter = shared.get(key);
  if (!limiter) {
    limiter = createRateLimiter(settings);
    shared.set(key, limiter);
  }
  return limiter;
};
