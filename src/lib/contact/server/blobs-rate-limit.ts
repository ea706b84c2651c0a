import { createHash } from "crypto";
import type { Store } from "@netlify/blobs";
import type { RateLimitDecision, RateLimiter } from "./rate-limit";

/**
 * One counter blob per hashed address and window, raised by compare-and-swap; when Blobs fail or the counter
 * keeps moving, the request passes (docs/contact.md, "A rate limit that holds across instances").
 */
export const RATE_PREFIX = "ratelimit/";

const MAX_SWAPS = 8;

/** The local BlobsServer of @netlify/blobs 10 gives ETags only in its listing, unlike Netlify's reads. */
const etagFromList = async (store: Store, key: string): Promise<string | undefined> =>
  (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag;

export const hashAddress = (address: string, salt: string) =>
  createHash("sha256").update(`${salt}\u0000${address}`).digest("hex").slice(0, 32);

export const blobsRateLimiter = (
  store: Store,
  { max, windowMs, salt }: { max: number; windowMs: number; salt: string },
  logger: Pick<Console, "warn"> = console,
): RateLimiter => ({
  async hit(address, now = Date.now()): Promise<RateLimitDecision> {
    if (max <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const key = `${RATE_PREFIX}${windowStart}/${hashAddress(address, salt)}`;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    try {
      for (let swap = 0; swap < MAX_SWAPS; swap += 1) {
        const current = await store.getWithMetadata(key, { type: "json" });
        const count = Number((current?.data as { count?: number } | undefined)?.count ?? 0);
        if (count >= max) return { allowed: false, retryAfterSeconds };
        const next = { count: count + 1, windowStart, windowMs };
        const etag = current ? (current.etag ?? (await etagFromList(store, key))) : undefined;
        const written = current
          ? etag
            ? await store.setJSON(key, next, { onlyIfMatch: etag })
            : { modified: false }
          : await store.setJSON(key, next, { onlyIfNew: true });
        if (written.modified) return { allowed: true, retryAfterSeconds: 0 };
      }
      logger.warn(`[contact] compteur de limite disputé (${MAX_SWAPS} essais) : demande acceptée.`);
    } catch (error) {
      logger.warn(`[contact] compteur de limite illisible (${(error as Error).message}) : demande acceptée.`);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  },
});

/** Run by the scheduled function. */
export const pruneRateCounters = async (store: Store, now = Date.now()): Promise<number> => {
  const { blobs } = await store.list({ prefix: RATE_PREFIX });
  let deleted = 0;
  for (const { key } of blobs) {
    const data = (await store.get(key, { type: "json" }).catch(() => null)) as {
      windowStart?: number;
      windowMs?: number;
    } | null;
    if (
      data &&
      typeof data.windowStart === "number" &&
      typeof data.windowMs === "number" &&
      data.windowStart + data.windowMs < now
    ) {
      await store.delete(key);
      deleted += 1;
    }
  }
  return deleted;
};
