/**
 * The writers' CMS at /admin/, built apart from the site into public/admin/.
 *
 * - cms.js (and the chunks Decap loads when it needs them) and cms.css are
 *   compiled by webpack from src/cms/cms.tsx, Decap's documented npm usage
 *   (`import CMS from "decap-cms-app"`, `CMS.init({ config })`). Decap comes
 *   from its ES modules, and it and React from the CMS's own package
 *   (cms/package.json, installed into cms/node_modules: Decap 3.16 and the
 *   React 19 it asks for), so the bundle holds one React, which the site's
 *   components in the previews use too; the site itself stays on React 18
 *   (docs/cms.md).
 *   The config generated from the content model (src/cms/config.ts) and the
 *   company facts the previews fill in are compiled in. The previews are the
 *   site's components, compiled with the Babel setup the unit tests use
 *   (jest/preprocess.js); their `gatsby` imports resolve to
 *   src/cms/gatsby-in-preview.tsx. webpack's filesystem cache in .cache/ makes
 *   a warm build recompile only what changed.
 * - index.html is written here: French, never indexed (X-Robots-Tag on
 *   /admin/* as well, src/node/postbuild/netlify-headers.ts).
 *
 * Nothing here touches the public pages' webpack build.
 */
import * as fs from "fs";
import { createRequire } from "module";
import * as path from "path";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import webpack from "webpack";
import { buildCmsConfig } from "../../src/cms/config";
import { cmsEnvironment } from "../../src/cms/environment";
import { loadSiteFacts } from "../../src/node/content/site-facts";
import { tokensFrom } from "../../src/lib/markdown/tokens";

export const ADMIN_DIR = "admin";
export const ADMIN_PAGE_TITLE = "Voltis Digital — Gestion du contenu";

/** The admin page: it loads the scripts given, cms.js (its stylesheet, cms.css, is for the preview frame only). */
export const adminPage = (scripts: string[]): string =>
  [
    "<!doctype html>",
    '<html lang="fr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${ADMIN_PAGE_TITLE}</title>`,
    ...scripts.map((script) => `<script defer src="${script}"></script>`),
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");

/** Values compiled into cms.js (see `declare const` in src/cms/cms.tsx). */
const compileTimeValues = (rootDir: string): Record<string, string> => {
  const site = loadSiteFacts(rootDir);
  const config = buildCmsConfig({ siteUrl: site.siteUrl, ...cmsEnvironment(process.env) });
  return {
    __VOLTIS_CMS_CONFIG__: JSON.stringify(config),
    __VOLTIS_SITE_TOKENS__: JSON.stringify(tokensFrom({ ...site })),
  };
};

const CMS_INSTALL_HINT = "npm ci --prefix cms (ce que fait le postinstall de npm ci)";

/**
 * A module as the CMS's own package (cms/package.json) resolves it, from
 * cms/node_modules only: Node would otherwise go on up to the site's
 * node_modules (React 18, or a Decap left there by an older install). Missing
 * there, the build stops and says how to install the CMS's packages.
 */
const cmsResolve = (rootDir: string, request: string): string => {
  // Node answers with real paths: in a copy of the project, cms/node_modules is a link (scripts/project-copy.ts).
  const linked = path.join(rootDir, "cms", "node_modules");
  const modules = (fs.existsSync(linked) ? fs.realpathSync(linked) : linked) + path.sep;
  let resolved: string | undefined;
  try {
    resolved = createRequire(path.join(rootDir, "cms", "package.json")).resolve(request);
  } catch {
    // reported below
  }
  if (resolved?.startsWith(modules)) return resolved;
  const name = request.replace(/\/package\.json$/, "");
  throw new Error(`/admin/ : « ${name} » est introuvable dans cms/node_modules. Installez les paquets du CMS : ${CMS_INSTALL_HINT}.`);
};
/** A package of the CMS's own package (cms/package.json): its folder. */
const cmsPackage = (rootDir: string, name: string) => path.dirname(cmsResolve(rootDir, `${name}/package.json`));

export const adminWebpackConfig = (rootDir: string, develop: boolean): webpack.Configuration => ({
  name: "voltis-cms",
  mode: develop ? "development" : "production",
  context: rootDir,
  target: "web",
  entry: { cms: path.join(rootDir, "src", "cms", "cms.tsx") },
  output: {
    path: path.join(rootDir, "public", ADMIN_DIR),
    filename: "[name].js",
    chunkFilename: "[name]-[contenthash].js",
    assetModuleFilename: "static/[name]-[contenthash][ext]",
  },
  // No source map file, ever (a later `gatsby build` would publish it): inline ones in develop.
  devtool: develop ? "eval-cheap-module-source-map" : false,
  resolve: {
    extensions: [".tsx", ".ts", ".mjs", ".js", ".jsx", ".json"],
    alias: {
      gatsby$: path.join(rootDir, "src", "cms", "gatsby-in-preview.tsx"),
      // One React in the bundle, the CMS's own (cms/package.json), for Decap and the previews alike.
      ...Object.fromEntries(
        ["react", "react-dom", "decap-cms-app", "decap-cms-locales"].map((name) => [name, cmsPackage(rootDir, name)]),
      ),
    },
    fallback: {
      path: cmsResolve(rootDir, "path-browserify"),
      buffer: cmsResolve(rootDir, "buffer/"),
    },
  },
  module: {
    rules: [
      // Packages published as ES modules that import without extensions.
      { test: /\.m?js$/, resolve: { fullySpecified: false } },
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        // An import that src/cms/gatsby-in-preview.tsx (or any file of the site) does not export stops the build.
        parser: { exportsPresence: "error" },
        use: {
          loader: "babel-loader",
          options: {
            babelrc: false,
            configFile: false,
            // A CommonJS file stays CommonJS, as in Gatsby’s own build.
            sourceType: "unambiguous",
            presets: [
              ["babel-preset-gatsby", { stage: develop ? "develop" : "build-javascript" }],
              "@babel/preset-typescript",
            ],
            plugins: ["babel-plugin-styled-components"],
          },
        },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, "css-loader"] },
      { test: /\.(woff2?|svg|png|jpe?g|webp|avif|gif)$/, type: "asset/resource" },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: "[name].css" }),
    new webpack.DefinePlugin(compileTimeValues(rootDir)),
    new webpack.ProvidePlugin({
      Buffer: [cmsResolve(rootDir, "buffer/"), "Buffer"],
      process: cmsResolve(rootDir, "process/browser"),
    }),
  ],
  performance: { hints: false },
  cache: {
    type: "filesystem",
    name: develop ? "voltis-cms-develop" : "voltis-cms-production",
    cacheDirectory: path.join(rootDir, ".cache", "voltis-cms-webpack"),
    // Besides the sources webpack follows: this file (gatsby-node is run from a bundle in .cache/compiled,
    // so not __filename), the packages installed (the site's and the CMS's), and Gatsby's browserslist
    // that babel-preset-gatsby reads.
    buildDependencies: {
      config: [
        path.join(rootDir, "plugins", "gatsby-plugin-voltis-cms", "admin-build.ts"),
        path.join(rootDir, "package-lock.json"),
        path.join(rootDir, "cms", "package-lock.json"),
        path.join(rootDir, ".cache", "babelState.json"),
      ],
    },
  },
});

/** Writes the admin page beside cms.js; returns the files written. */
export const writeAdminPage = (rootDir: string): string[] => {
  const adminDir = path.join(rootDir, "public", ADMIN_DIR);
  fs.writeFileSync(path.join(adminDir, "index.html"), adminPage(["cms.js"]));
  return ["index.html"];
};

const problems = (stats: webpack.Stats, kind: "errors" | "warnings"): string => {
  const found = stats.toJson({ all: false, [kind]: true })[kind] ?? [];
  return found.map((problem) => `${problem.moduleName ?? ""} ${problem.message}`.trim()).join("\n\n");
};

interface Reporter {
  warn: (message: string) => void;
  error: (message: string, error?: Error) => void;
  info: (message: string) => void;
}

/** `gatsby build`: public/admin/ emptied, then compiled once; rejects with webpack's errors. */
export const buildAdmin = (rootDir: string, reporter: Reporter): Promise<void> => {
  fs.rmSync(path.join(rootDir, "public", ADMIN_DIR), { recursive: true, force: true });
  const compiler = webpack(adminWebpackConfig(rootDir, false));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      // Closing stores webpack's cache, which the next build starts from.
      compiler.close((closeError) => {
        if (error ?? closeError) return reject(error ?? closeError);
        if (!stats) return reject(new Error("webpack n’a rien rendu pour /admin/."));
        if (stats.hasErrors()) return reject(new Error(`/admin/ : ${problems(stats, "errors")}`));
        if (stats.hasWarnings()) reporter.warn(`/admin/ : ${problems(stats, "warnings")}`);
        writeAdminPage(rootDir);
        resolve();
      });
    });
  });
};

/** `gatsby develop`: public/admin/ emptied, then compiled again on each change of the CMS's sources. */
export const watchAdmin = (rootDir: string, reporter: Reporter): void => {
  fs.rmSync(path.join(rootDir, "public", ADMIN_DIR), { recursive: true, force: true });
  let config: webpack.Configuration;
  try {
    config = adminWebpackConfig(rootDir, true);
  } catch (error) {
    // The site is served all the same; only /admin/ is missing.
    return reporter.error((error as Error).message);
  }
  webpack(config).watch({}, (error, stats) => {
    if (error) return reporter.error("/admin/ : la compilation du CMS a échoué.", error);
    if (stats?.hasErrors()) return reporter.error(`/admin/ : ${problems(stats, "errors")}`);
    if (stats?.hasWarnings()) reporter.warn(`/admin/ : ${problems(stats, "warnings")}`);
    writeAdminPage(rootDir);
  });
};
