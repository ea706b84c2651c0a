/**
 * Where a build runs, from Netlify's `CONTEXT`: only production is indexed and measured. A
 * local build (no `CONTEXT`) behaves like production, so the tests check what visitors get.
 */
export type DeployContext = "production" | "deploy-preview" | "branch-deploy" | "dev" | "local";

type Env = Record<string, string | undefined>;

const NETLIFY_CONTEXTS: DeployContext[] = ["production", "deploy-preview", "branch-deploy", "dev"];

export const deployContext = (env: Env = process.env): DeployContext => {
  const context = env.CONTEXT?.trim();
  if (!context) return "local";
  // Any other value Netlify may add later is treated as a preview: never indexed, never measured.
  return NETLIFY_CONTEXTS.includes(context as DeployContext) ? (context as DeployContext) : "branch-deploy";
};

/** Production and local builds are public: indexable, with analytics when an ID is set. */
export const isPublicContext = (env: Env = process.env): boolean => {
  const context = deployContext(env);
  return context === "production" || context === "local";
};

export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/** The measurement ID, or null outside public builds; a malformed ID stops the build rather than measure nothing. */
export const analyticsMeasurementId = (env: Env = process.env): string | null => {
  const id = env.GATSBY_GA_MEASUREMENT_ID?.trim();
  if (!id) return null;
  if (!MEASUREMENT_ID_PATTERN.test(id)) {
    throw new Error(
      `GATSBY_GA_MEASUREMENT_ID vaut « ${id} » : un identifiant de mesure Google Analytics 4 a la forme G-XXXXXXXXXX.`,
    );
  }
  return isPublicContext(env) ? id : null;
};
