/**
 * Where a build runs, from the variables Netlify sets (`CONTEXT`), and what
 * follows from it: search engines may index only the production site, and only
 * the production site measures its audience.
 *
 * A local build (`npm run build`, no `CONTEXT`) behaves like production, so that
 * what the tests check is what visitors of www.voltis-digital.fr get.
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

/** A Google Analytics 4 measurement ID: "G-" then letters and digits. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/**
 * The measurement ID the build uses, or null for no analytics at all: none is
 * set, or the build is a deploy preview or branch deploy (which never measure).
 * A malformed ID stops the build rather than silently measuring nothing.
 */
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
