import type { PluginOptions } from "gatsby";

/** Options given in gatsby-config.ts (computed there from the environment). */
export interface VoltisProductionOptions extends PluginOptions {
  /** GA4 measurement ID, or null: no analytics, no consent banner. */
  measurementId: string | null;
  /** Production or local build: indexable. False on deploy previews and branch deploys. */
  publicSite: boolean;
  /** https://www.voltis-digital.fr, from content/settings/site.md. */
  siteUrl: string;
}
