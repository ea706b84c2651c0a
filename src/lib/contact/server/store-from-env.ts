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
 * The one place where the outbox's store (and the rate limit that goes with
 * it) is chosen from the environment:
 *
 * - `CONTACT_OUTBOX_STORE=file` or `blobs` forces a store;
 * - otherwise Netlify Blobs when the function runs on Netlify with Blobs
 *   available (the Lambda event of the adapter's v1 function carries them,
 *   a v2 or scheduled function has NETLIFY_BLOBS_CONTEXT), or when a site ID
 *   and a token are given (the outbox command, from a laptop);
 * - otherwise the JSON-lines file in CONTACT_OUTBOX_DIR.
 *
 * On Blobs, the store is named per deploy context (`contact-outbox-production`,
 * `contact-outbox-deploy-preview`, …), so previews never mix with production.
 */

/** The Lambda event the adapter's v1 handler hands over (req.netlifyFunctionParams.event). */
export interface LambdaEventLike {
  blobs?: string;
  headers: Record<string, string | undefined>;
  /** The request body as Netlify received it: text, or base64 when `isBase64Encoded`. */
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface StorageOptions {
  cwd?: string;
  lambdaEvent?: LambdaEventLike;
  /** CONTEXT when the function was built (Netlify sets it at build, not always at run time). */
  buildContext?: string;
  /** Running on Netlify: without Blobs, the file outbox can only live in the instance's /tmp. */
  onNetlify?: boolean;
  logger?: Pick<Console, "warn">;
}

export interface ContactStorage {
  store: OutboxStore;
  limiter: RateLimiter;
  /** The Blobs store itself, when Blobs were chosen (the scheduled function prunes its counters). */
  blobs?: Store;
}

export const STORE_PREFIX = "contact-outbox";

/** The deploy context a store is named after: production, deploy-preview, branch-deploy, dev… */
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

/**
 * A variable of the running process, read where connectLambda writes it
 * (Netlify.env, else the process's environment). Never `process.env.X`:
 * Gatsby's bundler replaces that with its value at build time (runtime-env.ts).
 */
const runtimeVariable = (name: string): string | undefined => {
  const { Netlify } = globalThis as unknown as { Netlify?: { env?: { get(key: string): string | undefined } } };
  return Netlify?.env?.get(name) ?? runtimeEnv()[name];
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** Where Blobs may be reached from, or undefined when nothing says so. */
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
 * Opens the Blobs store with strong consistency (a request written is seen by
 * the next read, which the claims and counters need). `connectLambda` sets
 * the edge URL and token of a v1 function but no uncached URL: it is taken
 * from CONTACT_BLOBS_UNCACHED_EDGE_URL, else from the event's blobs data
 * (`url_uncached`) when Netlify sends it; without one, reads are eventual.
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
  // Every option is given here, so the store reads exactly this environment.
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

/** The outbox store and the rate limiter for this environment. */
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
