import * as fs from "fs";
import * as path from "path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "../../src/node/robots";
import { writeHeadersFile } from "../../src/node/netlify-headers";
import type { VoltisProductionOptions } from "./options";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    measurementId: Joi.string()
      .pattern(/^G-[A-Z0-9]+$/)
      .allow(null)
      .required(),
    publicSite: Joi.boolean().required(),
    siteUrl: Joi.string()
      .uri({ scheme: ["https"] })
      .required(),
  });

/** robots.txt, then our section of public/_headers (per-page CSP hashes, preview noindex). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }, pluginOptions) => {
  const options = pluginOptions as unknown as VoltisProductionOptions;
  const rootDir: string = store.getState().program.directory;
  const publicDir = path.join(rootDir, "public");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(options));
  const pages = writeHeadersFile({ rootDir, publicDir, publicSite: options.publicSite });
  reporter.info(
    `robots.txt et _headers écrits (${pages} pages, ${options.publicSite ? "site public" : "préversion : noindex"}, ` +
      `${options.measurementId ? `mesure d’audience ${options.measurementId} avec consentement` : "sans mesure d’audience"}).`,
  );
};
