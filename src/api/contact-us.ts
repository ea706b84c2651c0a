import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
// The company's mailbox from content/settings/site.md, written by the build as a
// JSON module (src/node/build/site-mailbox-module.ts): the default recipient, wherever the function runs.
import site from "../lib/contact/server/site-mailbox.generated.json";
import {
  contactFunctionConfig,
  contactStorage,
  handleContactRequest,
  presentOutcome,
  runtimeEnv,
  settingsFromEnv,
  withLambdaBody,
  type LambdaEventLike,
} from "../lib/contact/server";

/** True when the site was built by Netlify (the build's value: Gatsby writes it in when compiling). */
const BUILT_ON_NETLIFY = process.env.NETLIFY === "true";
/** Netlify's deploy context at build time (the build's value too): names the Blobs store. */
const BUILD_CONTEXT = process.env.CONTEXT;

/**
 * The function's body-parser settings (see function-config.ts), exported as
 * Gatsby's Functions reference documents. Gatsby's page-query extractor does
 * not read this file (plugins/gatsby-plugin-voltis-functions), so this export
 * is not taken for a page's rendering config.
 */
export const config = contactFunctionConfig;

type NetlifyRequest = GatsbyFunctionRequest & { netlifyFunctionParams?: { event?: LambdaEventLike } };

/**
 * POST /api/contact-us: the site's contact endpoint (docs/contact.md).
 * Settings come from the environment at run time (see
 * `.env.example`); the logic lives in src/lib/contact/server/ (handler.ts reads,
 * decides and answers, each step in its own module).
 */
export default async function handler(req: NetlifyRequest, res: GatsbyFunctionResponse): Promise<void> {
  const env = runtimeEnv();
  const settings = settingsFromEnv(env, site);
  const onNetlify = settings.onNetlify || BUILT_ON_NETLIFY || "netlifyFunctionParams" in req;
  let storage;
  try {
    // The store (file or Netlify Blobs) is chosen from the environment in one place.
    storage = contactStorage(env, settings, {
      lambdaEvent: req.netlifyFunctionParams?.event,
      buildContext: BUILD_CONTEXT,
      onNetlify,
    });
  } catch (error) {
    console.error(`[contact] boîte d’envoi indisponible : ${(error as Error).message}`);
    presentOutcome(req, res, { kind: "store-failed" }, { siteName: settings.siteName });
    return;
  }
  // On Netlify the body comes from the Lambda event, not from the adapter's stand-in stream.
  const event = req.netlifyFunctionParams?.event;
  await handleContactRequest(event ? withLambdaBody(req, event) : req, res, {
    ...settings,
    onNetlify,
    store: storage.store,
    limiter: storage.limiter,
  });
}
