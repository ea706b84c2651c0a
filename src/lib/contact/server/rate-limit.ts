/** A sliding window in memory, per process or instance: a brake on floods, not an accounting system. */
export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitDecision | Promise<RateLimitDecision>;
}

/** The oldest are forgotten first. */
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

/** On the global object: `gatsby serve` and `gatsby develop` evaluate the function's module for every request. */
const SHARED_KEY = Symbol.for("voltis.contact.rateLimiters");
const sharedStore = globalThis as typeof globalThis & { [SHARED_KEY]?: Map<string, RateLimiter> };

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
