import type { PluginOptions } from "gatsby";
import type { GtagOptions } from "../../src/lib/consent/gtag-tags";

/** Options given in gatsby-config.ts, which lists this plugin only when the build measures. */
export type VoltisConsentOptions = PluginOptions & GtagOptions;
