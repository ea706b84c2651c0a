import * as fs from "fs";
import * as path from "path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "../../src/node/postbuild/robots";
import { writeHeadersFile } from "../../src/node/postbuild/netlify-headers";
import { checkClientEntryAwaited, gatsbyOutputChanged, postProcessPages } from "../../src/node/postbuild/built-html";
import { recompressManifestIcons } from "../../src/node/postbuild/png-icons";
import { UnfinishedBuildGuard } from "../../src/node/build/unfinished-build";
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

/** Empties Gatsby's cache after a build stopped midway (src/node/build/unfinished-build.ts); main process only. */
let unfinishedBuild: UnfinishedBuildGuard | undefined;

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  unfinishedBuild = new UnfinishedBuildGuard(process.cwd(), process.env.NODE_ENV === "production");
  const notice = unfinishedBuild.atStart();
  if (notice) reporter.warn(notice);
};

/** The first step after onPreBootstrap's content checks, before any node is sourced. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ reporter }) => {
  try {
    unfinishedBuild?.beforeSourcing();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

/** Post-processes the pages (built-html.ts), re-encodes the icons, writes robots.txt and our part of public/_headers. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, pluginOptions) => {
  const options = pluginOptions as unknown as VoltisProductionOptions;
  const rootDir = process.cwd();
  const publicDir = path.join(rootDir, "public");
  let processed: ReturnType<typeof postProcessPages>;
  try {
    processed = postProcessPages(publicDir, path.join(rootDir, ".cache", "voltis-gatsby-pages"));
    checkClientEntryAwaited(publicDir);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  if (processed.withoutBundles.length > 0) {
    reporter.panicOnBuild(
      gatsbyOutputChanged("deferBundles", `aucun script à différer dans ${processed.withoutBundles.join(", ")}`)
        .message,
    );
  }
  if (processed.restyled.length > 0) {
    reporter.info(
      `Feuille de style d’une construction précédente remplacée par l’actuelle dans ${processed.restyled.length} page(s) gardée(s) par Gatsby.`,
    );
  }
  const icons = await recompressManifestIcons(publicDir);
  if (icons.before > icons.after) {
    reporter.info(
      `Icônes recompressées sans perte : ${icons.files} fichiers, ${(icons.before / 1024).toFixed(1)} → ${(icons.after / 1024).toFixed(1)} Ko.`,
    );
  }
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(options));
  let pages: number;
  try {
    pages = writeHeadersFile({ publicDir, publicSite: options.publicSite });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  reporter.info(
    `robots.txt et _headers écrits (${pages} pages, ${options.publicSite ? "site public" : "préversion : noindex"}, ` +
      `${options.measurementId ? `mesure d’audience ${options.measurementId} avec consentement` : "sans mesure d’audience"}).`,
  );
  unfinishedBuild?.finished();
};
