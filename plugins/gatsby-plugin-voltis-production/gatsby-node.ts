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

/**
 * A build that stopped midway leaves Gatsby's cache out of step: the next one would keep
 * stale pages (src/node/build/unfinished-build.ts). Begun by onPreInit, which only Gatsby's
 * main process runs (its workers get no guard).
 */
let unfinishedBuild: UnfinishedBuildGuard | undefined;

/** Before Gatsby initializes its cache: emptied when the previous build stopped midway. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  unfinishedBuild = new UnfinishedBuildGuard(process.cwd(), process.env.NODE_ENV === "production");
  const notice = unfinishedBuild.atStart();
  if (notice) reporter.warn(notice);
};

/** The first step after the content checks of onPreBootstrap, before any node is sourced: this build is under way. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ reporter }) => {
  try {
    unfinishedBuild?.beforeSourcing();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

/**
 * The pages post-processed (stray NUL bytes out, bundles loaded after the first
 * paint, the current global stylesheet in pages Gatsby kept: src/node/postbuild/built-html.ts), the manifest's icons re-encoded losslessly
 * (src/node/postbuild/png-icons.ts), then robots.txt, then our section of
 * public/_headers (per-page CSP hashes, of the final HTML; preview noindex).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, pluginOptions) => {
  const options = pluginOptions as unknown as VoltisProductionOptions;
  // `gatsby build` runs in the site's folder, as the CMS plugin and gatsby-node.ts assume too.
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
    // Gatsby changed how it writes its scripts: stop rather than ship pages whose JavaScript never loads.
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
    // Stops on an inline script the site does not write (src/node/postbuild/site-scripts.ts).
    pages = writeHeadersFile({ publicDir, publicSite: options.publicSite });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  reporter.info(
    `robots.txt et _headers écrits (${pages} pages, ${options.publicSite ? "site public" : "préversion : noindex"}, ` +
      `${options.measurementId ? `mesure d’audience ${options.measurementId} avec consentement` : "sans mesure d’audience"}).`,
  );
  // Last: the build went through (src/node/build/unfinished-build.ts).
  unfinishedBuild?.finished();
};
