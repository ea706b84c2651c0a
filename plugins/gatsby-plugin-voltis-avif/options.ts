import type { PluginOptions } from "gatsby";
import type { ImageDefaults } from "../../src/node/build/image-encoding";

export interface VoltisAvifOptions extends PluginOptions {
  /** The same `defaults` as gatsby-plugin-sharp's: the formats and AVIF quality of a query that sets none. */
  defaults: ImageDefaults;
  /** sharp's AVIF effort, 0 (fastest) to 9. */
  effort: number;
}
