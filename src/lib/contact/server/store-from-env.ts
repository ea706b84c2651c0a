import * as os from "os";
import * as path from "path";
import { connectLambda, getStore, type Store } from "@netlify/blobs";
import { blobsRateLimiter } from "./blobs-rate-limit";
import { DEFAULTS, type ContactEnv } from "./config";
import { blobsOutboxStore } from "./blobs-store";
import { sharedRateLimiter, type RateLimiter } from "./rate-limit";
import { runtimeEnv } from "./runtime-env";
import { fileOutboxStore, type OutboxStore } from "./store";

/**
 * The one place where the outbox's store and its rate limit are chosen from the environment
 * (docs/contact.md, "Nothing is lost: the outbox").
 */

/** The Lambda event the adapter's v1 handler hands over (req.netlifyFunctionParams.event). */
export interface LambdaEventLike {
  blobs?: string;
  headers: Record<string, string | undefined>;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface StorageOptions {
  cwd?: string;
  lambdaEvent?: LambdaEventLike;
  /** CONTEXT at build time: Netlify does not always set it at run time. */
  buildContext?: string;
  onNetlify?: boolean;
  logger?: Pick<Console, "warn">;
}

export interface ContactStorage {
  store: OutboxStore;
  limiter: RateLimiter;
  /** When Blobs were chosen: the scheduled function prunes its counters. */
  blobs?: Store;
}

export const STORE_PREFIX = "contact-outbox";

export const deployContext = (env: ContactEnv, buildContext?: string): string => {
  const context = (env.CONTACT_OUTBOX_CONTEXT || env.CONTEXT || buildContext || "production").trim().toLowerCase();
  return context.replace(/[^a-z0-9-]/g, "-") || "production";
};

export const blobsStoreName = (env: ContactEnv, buildContext?: string) =>
  `${STORE_PREFIX}-${deployContext(env, buildContext)}`;

const decodeJson = (base64: string | undefined): Record<string, unknown> => {
  if (!base64) return {};
  try {
    return JSON.parse(Buffer.from(base64, "base64").toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** Read where connectLambda writes it; never `process.env.X`, which Gatsby's bundler freezes at build time. */
const runtimeVariable = (name: string): string | undefined => {
  const { Netlify } = globalThis as unknown as { Netlify?: { env?: { get(key: string): string | undefined } } };
  return Netlify?.env?.get(name) ?? runtimeEnv()[name];
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export const blobsAvailable = (env: ContactEnv, lambdaEvent?: LambdaEventLike): boolean =>
  !!lambdaEvent?.blobs ||
  !!env.NETLIFY_BLOBS_CONTEXT ||
  !!runtimeVariable("NETLIFY_BLOBS_CONTEXT") ||
  !!(globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext ||
  (!!text(env.NETLIFY_SITE_ID) && !!text(env.NETLIFY_AUTH_TOKEN));

export const storeKind = (env: ContactEnv, lambdaEvent?: LambdaEventLike): "file" | "blobs" => {
  const forced = env.CONTACT_OUTBOX_STORE?.trim().toLowerCase();
  if (forced === "file" || forced === "blobs") return forced;
  if (forced) throw new Error(`CONTACT_OUTBOX_STORE vaut « ${forced} » : attendu « file » ou « blobs ».`);
  return blobsAvailable(env, lambdaEvent) ? "blobs" : "file";
};

/**
 * Strong consistency, which the claims and counters need, takes an uncached URL that `connectLambda` does
 * not set: CONTACT_BLOBS_UNCACHED_EDGE_URL, else the event's `url_uncached`; without one, reads are eventual.
 */
export const openBlobsStore = (
  env: ContactEnv,
  { lambdaEvent, buildContext, logger = console }: Pick<StorageOptions, "lambdaEvent" | "buildContext" | "logger"> = {},
): { store: Store; name: string } => {
  const name = blobsStoreName(env, buildContext);
  const eventData = decodeJson(lambdaEvent?.blobs);
  let encoded =
    env.NETLIFY_BLOBS_CONTEXT ||
    (globalThis as { netlifyBlobsContext?: string }).netlifyBlobsContext ||
    runtimeVariable("NETLIFY_BLOBS_CONTEXT");
  if (lambdaEvent?.blobs) {
    // The adapter's v1 function: the event carries the Blobs access, connectLambda puts it in the environment.
    connectLambda(lambdaEvent as Parameters<typeof connectLambda>[0]);
    encoded =
      runtimeVariable("NETLIFY_BLOBS_CONTEXT") || (globalThis as { netlifyBlobsContext?: string }).netlifyBlobsContext;
  }
  const context = decodeJson(encoded);
  const edgeURL = text(context.edgeURL);
  const uncachedEdgeURL =
    text(env.CONTACT_BLOBS_UNCACHED_EDGE_URL) ?? text(eventData.url_uncached) ?? text(context.uncachedEdgeURL);
  const siteID = text(context.siteID) ?? text(env.NETLIFY_SITE_ID);
  const token = text(context.token) ?? text(env.NETLIFY_AUTH_TOKEN);
  if (!siteID || !token)
    throw new Error("Netlify Blobs : ni contexte de fonction ni NETLIFY_SITE_ID et NETLIFY_AUTH_TOKEN.");
  // Through the API (site ID + token, no edge URL), every read goes to the origin: strong by nature.
  if (edgeURL && !uncachedEdgeURL) {
    logger.warn("[contact] Netlify Blobs sans URL non mise en cache : lectures à cohérence différée.");
  }
  const store = getStore({
    name,
    siteID,
    token,
    ...(edgeURL ? { edgeURL } : { apiURL: text(env.NETLIFY_API_URL) ?? text(context.apiURL) }),
    ...(uncachedEdgeURL ? { uncachedEdgeURL } : {}),
    consistency: edgeURL && uncachedEdgeURL ? "strong" : "eventual",
  });
  return { store, name };
};

export const contactStorage = (
  env: ContactEnv,
  settings: { rateLimit: { max: number; windowMs: number } },
  options: StorageOptions = {},
): ContactStorage => {
  if (storeKind(env, options.lambdaEvent) === "file") {
    // On Netlify without Blobs the site's folder is read-only: /tmp, which lasts as long as the instance.
    const fallback = options.onNetlify ? path.join(os.tmpdir(), "contact-outbox") : DEFAULTS.outboxDir;
    const dir = path.resolve(options.cwd ?? process.cwd(), env.CONTACT_OUTBOX_DIR?.trim() || fallback);
    if (options.onNetlify)
      (options.logger ?? console).warn(
        "[contact] Netlify Blobs indisponible : boîte d’envoi dans /tmp, perdue avec l’instance.",
      );
    return { store: fileOutboxStore(dir), limiter: sharedRateLimiter(settings.rateLimit) };
  }
  const { store, name } = openBlobsStore(env, options);
  const limiter =
    env.CONTACT_RATE_LIMIT_STORE?.trim().toLowerCase() === "memory"
      ? sharedRateLimiter(settings.rateLimit)
      : blobsRateLimiter(store, { ...settings.rateLimit, salt: name }, options.logger);
  return { store: blobsOutboxStore(store, name), limiter, blobs: store };
};
