import type { PluginOptions } from "gatsby";

export interface VoltisProductionOptions extends PluginOptions {
  /** GA4 measurement ID, or null: no analytics, no consent banner. */
  measurementId: string | null;
  /** False on deploy previews and branch deploys: not indexable. */
  publicSite: boolean;
  siteUrl: string;
}
