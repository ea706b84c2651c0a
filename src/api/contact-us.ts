import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
// Written by the build (docs/deploying.md, "The contact function and Gatsby's compile").
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

/** The build's values, which Gatsby writes in when compiling. */
const BUILT_ON_NETLIFY = process.env.NETLIFY === "true";
const BUILD_CONTEXT = process.env.CONTEXT;

/** Not taken for a page's rendering config: plugins/gatsby-plugin-voltis-functions hides it from the extractor. */
export const config = contactFunctionConfig;

type NetlifyRequest = GatsbyFunctionRequest & { netlifyFunctionParams?: { event?: LambdaEventLike } };

/** POST /api/contact-us (docs/contact.md); its logic lives in src/lib/contact/server/. */
export default async function handler(req: NetlifyRequest, res: GatsbyFunctionResponse): Promise<void> {
  const env = runtimeEnv();
  const settings = settingsFromEnv(env, site);
  const onNetlify = settings.onNetlify || BUILT_ON_NETLIFY || "netlifyFunctionParams" in req;
  let storage;
  try {
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
  // On Netlify the body comes from the Lambda event: the adapter's stream throws on Node 24.
  const event = req.netlifyFunctionParams?.event;
  await handleContactRequest(event ? withLambdaBody(req, event) : req, res, {
    ...settings,
    onNetlify,
    store: storage.store,
    limiter: storage.limiter,
  });
}
