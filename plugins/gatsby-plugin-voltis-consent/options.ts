import type { PluginOptions } from "gatsby";

/** Options given in gatsby-config.ts, which lists this plugin only when the build measures. */
export interface VoltisConsentOptions extends PluginOptions {
  /** GA4 measurement ID (G-…). */
  measurementId: string;
}
