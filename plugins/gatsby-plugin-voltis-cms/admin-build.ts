/** The writers' CMS at /admin/, bundled by esbuild apart from the site's webpack build (docs/cms.md). */
import * as fs from "fs";
import { createRequire } from "module";
import * as path from "path";
import * as esbuild from "esbuild";
import { buildCmsConfig } from "../../src/cms/config";
import { cmsEnvironment } from "../../src/cms/environment";
import { loadSiteFacts } from "../../src/node/content/site-facts";
import { tokensFrom } from "../../src/lib/markdown/tokens";
import { defaultCacheDir, reuseOrBuild, type AdminBuildOutcome } from "./admin-cache";

export const ADMIN_DIR = "admin";
export const ADMIN_PAGE_TITLE = "Voltis Digital — Gestion du contenu";
/** The phase's name in gatsby build's output, which npm run bench:build reads. */
export const ADMIN_ACTIVITY = "Building the writers’ CMS into public/admin";
/** gatsby-node runs from a bundle in .cache/compiled, so not __dirname. */
export const pluginDir = (rootDir: string): string => path.join(rootDir, "plugins", "gatsby-plugin-voltis-cms");

/** cms.js is an ES module that imports its chunks; cms.css is for the preview frame only. */
export const adminPage = (scripts: string[]): string =>
  [
    "<!doctype html>",
    '<html lang="fr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${ADMIN_PAGE_TITLE}</title>`,
    ...scripts.map((script) => `<script type="module" src="${script}"></script>`),
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");

export const compileTimeValues = (rootDir: string): Record<string, string> => {
  const site = loadSiteFacts(rootDir);
  const config = buildCmsConfig({ siteUrl: site.siteUrl, siteName: site.name, ...cmsEnvironment(process.env) });
  return {
    __VOLTIS_CMS_CONFIG__: JSON.stringify(config),
    __VOLTIS_SITE_TOKENS__: JSON.stringify(tokensFrom({ ...site })),
  };
};

const CMS_INSTALL_HINT = "npm ci --prefix cms (ce que fait le postinstall de npm ci)";

/** Resolves from cms/node_modules only: Node would otherwise go up to the site's React 18. */
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
  throw new Error(
    `/admin/ : « ${name} » est introuvable dans cms/node_modules. Installez les paquets du CMS : ${CMS_INSTALL_HINT}.`,
  );
};
const cmsPackage = (rootDir: string, name: string) => path.dirname(cmsResolve(rootDir, `${name}/package.json`));

/** Taken from cms/node_modules whoever imports them, so the bundle holds one React. */
export const CMS_PACKAGES: Record<string, string> = {
  react: "react",
  "react-dom": "react-dom",
  "decap-cms-app": "decap-cms-app",
  "decap-cms-locales": "decap-cms-locales",
  path: "path-browserify",
  buffer: "buffer",
  process: "process",
};

export const cmsPackageFolders = (rootDir: string): Record<string, string> =>
  Object.fromEntries(Object.entries(CMS_PACKAGES).map(([name, from]) => [name, cmsPackage(rootDir, from)]));

/** Resolves as the CMS's package would, so `exports` and `browser` apply, then checks the file is in cms/node_modules. */
const fromCmsPackage = (rootDir: string): esbuild.Plugin => {
  const folders = cmsPackageFolders(rootDir);
  return {
    name: "from-cms-package",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${Object.keys(CMS_PACKAGES).join("|")})(/.*)?$`) }, async (args) => {
        if (args.pluginData === "from-cms-package") return undefined;
        const [, name, subpath = ""] = /^(@[^/]+\/[^/]+|[^/]+)(\/.*)?$/.exec(args.path)!;
        const result = await build.resolve(`${CMS_PACKAGES[name]}${subpath}`, {
          kind: args.kind,
          resolveDir: path.join(rootDir, "cms"),
          pluginData: "from-cms-package",
        });
        if (result.errors.length) return { errors: result.errors };
        if (!result.path.startsWith(folders[name] + path.sep)) {
          return { errors: [{ text: `« ${args.path} » est résolu hors de cms/node_modules : ${result.path}` }] };
        }
        return result;
      });
    },
  };
};

/** Values declared ahead of cms.tsx's first line: esbuild's `define` would put an object in a shared chunk. */
const compiledIn = (entry: string, values: Record<string, string>): esbuild.Plugin => ({
  name: "compiled-in",
  setup(build) {
    build.onLoad({ filter: /[\\/]cms\.tsx$/ }, (args) =>
      args.path === entry
        ? {
            contents: `${Object.entries(values)
              .map(([name, json]) => `const ${name} = ${json};`)
              .join(" ")} ${fs.readFileSync(args.path, "utf8")}`,
            loader: "tsx",
          }
        : undefined,
    );
  },
});

/** gray-matter's engine files replaced by ./gray-matter-yaml-only/, resolved from their folder; partly replaced is refused. */
const GRAY_MATTER_INDEX = /(^|[\\/])node_modules[\\/]gray-matter[\\/]index\.js$/;
const grayMatterYamlOnly = (rootDir: string): esbuild.Plugin => ({
  name: "gray-matter-yaml-only",
  setup(build) {
    build.onEnd(({ metafile }) => {
      const inputs = Object.keys(metafile?.inputs ?? {});
      const replaced = inputs.filter((input) => input.startsWith("gray-matter-yaml-only:")).length;
      const copies = inputs.filter((input) => GRAY_MATTER_INDEX.test(input)).length;
      if (replaced === 2 * copies) return undefined;
      return {
        errors: [
          {
            text: `gray-matter est dans le bundle, mais ${replaced} seulement de ses ${2 * copies} fichiers lib/engine.js et lib/engines.js ont été remplacés\u00a0: voyez plugins/gatsby-plugin-voltis-cms/gray-matter-yaml-only/ et docs/cms.md.`,
          },
        ],
      };
    });
    build.onResolve({ filter: /^\.\.?\/(lib\/)?engines?$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]gray-matter[\\/]/.test(args.importer)) return undefined;
      return { path: path.join(args.resolveDir, `${args.path}.js`), namespace: "gray-matter-yaml-only" };
    });
    build.onLoad({ filter: /.*/, namespace: "gray-matter-yaml-only" }, (args) => ({
      contents: fs.readFileSync(
        path.join(pluginDir(rootDir), "gray-matter-yaml-only", path.basename(args.path)),
        "utf8",
      ),
      loader: "js",
      resolveDir: path.dirname(args.path),
    }));
  },
});

/** `url("~package/file")` (css-loader's convention, in src/fonts/fonts-fr.css): the file of that package. */
const tildeUrls: esbuild.Plugin = {
  name: "tilde-urls",
  setup(build) {
    build.onResolve({ filter: /^~/ }, (args) =>
      args.kind === "url-token"
        ? build.resolve(args.path.slice(1), { kind: args.kind, resolveDir: args.resolveDir })
        : undefined,
    );
  },
};

/** esbuild does not follow Emscripten's `new URL("x.wasm", import.meta.url)`: the .wasm is imported with the `file` loader. */
const WASM_URL = /new URL\((["'])([^"'\\]+\.wasm)\1,\s*import\.meta\.url\)/g;
const wasmUrls: esbuild.Plugin = {
  name: "wasm-urls",
  setup(build) {
    build.onLoad({ filter: /[\\/]@jsquash[\\/].+\.js$/ }, (args) => {
      const source = fs.readFileSync(args.path, "utf8");
      const files: string[] = [];
      const contents = source.replace(WASM_URL, (_match, _quote, file: string) => {
        files.push(file);
        return `new URL(__wasm_${files.length - 1}, import.meta.url)`;
      });
      const imports = files.map((file, index) => `import __wasm_${index} from ${JSON.stringify(`./${file}`)};`);
      return { contents: `${imports.join("\n")}\n${contents}`, loader: "js" };
    });
  },
};

/** Vite 7's default target, « Baseline Widely Available »: ES modules, dynamic import, import.meta. */
const TARGET = ["chrome107", "edge107", "firefox104", "safari16"];

export const adminBuildOptions = (
  rootDir: string,
  develop: boolean,
  values?: Record<string, string>,
): esbuild.BuildOptions => {
  // First, so that a missing cms/node_modules is what the build stops on.
  const cmsPackages = fromCmsPackage(rootDir);
  const entry = path.join(rootDir, "src", "cms", "cms.tsx");
  return {
    absWorkingDir: rootDir,
    entryPoints: { cms: entry },
    outdir: path.join(rootDir, "public", ADMIN_DIR),
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    assetNames: "static/[name]-[hash]",
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    target: TARGET,
    minify: !develop,
    // French text as it is, not as \u escapes: an ES module is always read as UTF-8.
    charset: "utf8",
  // No source map file, ever (a later `gatsby build` would publish it).
    sourcemap: develop ? "inline" : false,
    legalComments: develop ? "eof" : "linked",
    jsx: "automatic",
    metafile: true,
    logLevel: "silent",
    alias: { gatsby: path.join(rootDir, "src", "cms", "gatsby-in-preview.tsx") },
    inject: [path.join(pluginDir(rootDir), "browser-globals.js")],
    define: {
      "process.env.NODE_ENV": JSON.stringify(develop ? "development" : "production"),
      global: "globalThis",
    },
    loader: {
      ".woff": "file",
      ".woff2": "file",
      ".svg": "file",
      ".png": "file",
      ".jpg": "file",
      ".jpeg": "file",
      ".webp": "file",
      ".avif": "file",
      ".gif": "file",
      ".wasm": "file",
    },
    plugins: [
      cmsPackages,
      compiledIn(entry, values ?? compileTimeValues(rootDir)),
      tildeUrls,
      grayMatterYamlOnly(rootDir),
      wasmUrls,
    ],
  };
};

export const writeAdminPage = (rootDir: string): string[] => {
  const adminDir = path.join(rootDir, "public", ADMIN_DIR);
  fs.writeFileSync(path.join(adminDir, "index.html"), adminPage(["cms.js"]));
  return ["index.html"];
};

const formatted = (messages: esbuild.Message[], kind: "error" | "warning"): string =>
  esbuild.formatMessagesSync(messages, { kind, color: false }).join("\n").trim();

const failure = (error: unknown): Error => {
  const errors = (error as { errors?: esbuild.Message[] }).errors;
  return errors?.length ? new Error(`/admin/ : ${formatted(errors, "error")}`) : (error as Error);
};

interface Reporter {
  warn: (message: string) => void;
  error: (message: string, error?: Error) => void;
  info: (message: string) => void;
}

export interface BuildAdminOptions {
  cacheDir?: string | null;
}

/** The files esbuild bundled, written by each build; __tests__/built/cms.test.ts checks the bundle holds one React. */
export const adminSourcesFile = (rootDir: string): string => path.join(rootDir, ".cache", "voltis-cms", "sources.json");

/** `gatsby build`: public/admin/ from the cache when nothing changed, else compiled and kept; rejects with esbuild's errors. */
export const buildAdmin = async (
  rootDir: string,
  reporter: Reporter,
  { cacheDir = defaultCacheDir(rootDir) }: BuildAdminOptions = {},
): Promise<AdminBuildOutcome> => {
  const outdir = path.join(rootDir, "public", ADMIN_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  // The CMS's packages first: without them, the build stops on that, in French.
  cmsPackageFolders(rootDir);
  const values = compileTimeValues(rootDir);
  const options = adminBuildOptions(rootDir, false, values);
  const compile = async () => {
    try {
      const result = await esbuild.build(options);
      if (result.warnings.length) reporter.warn(`/admin/ : ${formatted(result.warnings, "warning")}`);
      return result.metafile!;
    } catch (error) {
      throw failure(error);
    }
  };
  const outcome = await reuseOrBuild(
    { rootDir, cacheDir, options, values, outdir, pluginDir: pluginDir(rootDir), warn: reporter.warn },
    compile,
  );
  writeAdminPage(rootDir);
  fs.mkdirSync(path.dirname(adminSourcesFile(rootDir)), { recursive: true });
  fs.writeFileSync(adminSourcesFile(rootDir), `${JSON.stringify(outcome.sources, null, 1)}\n`);
  return outcome;
};

/** `gatsby develop`: compiled again on each change (esbuild's watch mode). */
export const watchAdmin = async (rootDir: string, reporter: Reporter): Promise<void> => {
  fs.rmSync(path.join(rootDir, "public", ADMIN_DIR), { recursive: true, force: true });
  let options: esbuild.BuildOptions;
  try {
    options = adminBuildOptions(rootDir, true);
  } catch (error) {
    // The site is served all the same; only /admin/ is missing.
    return reporter.error((error as Error).message);
  }
  const report: esbuild.Plugin = {
    name: "report",
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) return reporter.error(`/admin/ : ${formatted(result.errors, "error")}`);
        if (result.warnings.length) reporter.warn(`/admin/ : ${formatted(result.warnings, "warning")}`);
        writeAdminPage(rootDir);
      });
    },
  };
  try {
    const context = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), report] });
    await context.watch();
  } catch (error) {
    reporter.error("/admin/ : la compilation du CMS a échoué.", failure(error));
  }
};
