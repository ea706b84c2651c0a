/**
 * The built admin (public/admin/ less index.html), kept under a key of its
 * recipe and its sources and reused when nothing it is made of has changed
 * (docs/cms.md « Reuse »). Paths in a key are relative to the project,
 * node_modules or cms/node_modules, so a copy of the project finds what its original kept.
 */
import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import * as esbuild from "esbuild";

/** VOLTIS_ADMIN_CACHE_DIR is set by npm run bench:build. */
export const defaultCacheDir = (rootDir: string): string =>
  process.env.VOLTIS_ADMIN_CACHE_DIR || path.join(rootDir, "node_modules", ".cache", "voltis-admin");

const KEPT = 8;

export interface AdminBuildOutcome {
  reused: boolean;
  key: string | null;
  sources: string[];
}

export interface CacheContext {
  rootDir: string;
  cacheDir: string | null;
  options: esbuild.BuildOptions;
  values: Record<string, string>;
  outdir: string;
  pluginDir: string;
/** Told when the cache cannot be read or written: the build goes on without it. */
  warn?: (message: string) => void;
}

const sha256 = (data: string | Buffer): string => crypto.createHash("sha256").update(data).digest("hex");
const realpath = (file: string): string => (fs.existsSync(file) ? fs.realpathSync(file) : file);
const unique = () => `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;

/** Placeholders for the project and its node_modules (links in a copy, which esbuild follows). */
const placesOf = (rootDir: string): [string, string][] =>
  (
    [
      [realpath(path.join(rootDir, "cms", "node_modules")), "<cms/node_modules>"],
      [realpath(path.join(rootDir, "node_modules")), "<node_modules>"],
      [rootDir, "<root>"],
      [realpath(rootDir), "<root>"],
    ] as [string, string][]
  ).sort((a, b) => b[0].length - a[0].length);

const toPortable = (places: [string, string][], file: string): string => {
  for (const [place, name] of places) {
    if (file === place || file.startsWith(place + path.sep)) {
      return name + file.slice(place.length).split(path.sep).join("/");
    }
  }
  return file;
};
const fromPortable = (places: [string, string][], file: string): string => {
  for (const [place, name] of places) {
    if (file === name || file.startsWith(`${name}/`)) return path.join(place, ...file.slice(name.length).split("/"));
  }
  return file;
};

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();

const contentHash = (file: string): string => (fs.existsSync(file) ? sha256(fs.readFileSync(file)) : "missing");

/** Step 1, the recipe: everything but the sources. */
export const recipeKey = (context: Pick<CacheContext, "rootDir" | "options" | "values" | "pluginDir">): string => {
  const { rootDir, options, values, pluginDir } = context;
  const places = placesOf(rootDir);
  const { plugins = [], ...rest } = options;
  const parts = {
    esbuild: esbuild.version,
    options: JSON.stringify(rest, (_key, value: unknown) =>
      typeof value === "string" && path.isAbsolute(value) ? toPortable(places, value) : value,
    ),
    plugins: plugins.map((plugin) => plugin.name),
    values,
    pluginFiles: filesUnder(pluginDir).map((file) => [path.relative(pluginDir, file), contentHash(file)]),
    project: ["package-lock.json", path.join("cms", "package-lock.json"), "tsconfig.json"].map((file) => [
      file,
      contentHash(path.join(rootDir, file)),
    ]),
  };
  return sha256(JSON.stringify(parts));
};

/** The files esbuild bundled, as portable paths; generated inputs (`<define:…>`, `gray-matter-yaml-only:…`) are in the recipe. */
export const sourcesOf = (rootDir: string, metafile: esbuild.Metafile): string[] => {
  const places = placesOf(rootDir);
  return Object.keys(metafile.inputs)
    .filter((input) => !/^(<|\(|[\w-]+:)/.test(input))
    .map((input) => toPortable(places, path.resolve(rootDir, input)))
    .sort();
};

/** Step 2: the recipe and the sources, by content; null when a source is gone. */
export const resultKey = (rootDir: string, recipe: string, sources: string[]): string | null => {
  const places = placesOf(rootDir);
  const hash = crypto.createHash("sha256").update(recipe);
  const folders = new Set<string>();
  for (const source of sources) {
    const file = fromPortable(places, source);
    if (!fs.existsSync(file)) return null;
    hash.update(`\0${source}\0${contentHash(file)}`);
    if (source.startsWith("<root>/")) folders.add(path.dirname(file));
  }
  for (const folder of [...folders].sort()) {
    hash.update(`\0${toPortable(places, folder)}/\0${fs.readdirSync(folder).sort().join("\0")}`);
  }
  return hash.digest("hex");
};

const touch = (file: string) => {
  const now = new Date();
  fs.utimesSync(file, now, now);
};

/** Most recently used first; names starting with "." are being written. */
const byLastUse = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => !name.startsWith("."))
        .map((name) => ({ name, used: fs.statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.used - a.used)
        .map(({ name }) => name)
    : [];

const prune = (dir: string) => {
  for (const name of byLastUse(dir).slice(KEPT)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
};

const keep = (cacheDir: string, recipe: string, sources: string[], key: string, outdir: string) => {
  const manifests = path.join(cacheDir, "manifests", recipe);
  const outputs = path.join(cacheDir, "outputs");
  fs.mkdirSync(manifests, { recursive: true });
  fs.mkdirSync(outputs, { recursive: true });
  // Written aside and moved into place, so no reader sees half of one.
  const list = path.join(manifests, `${sha256(sources.join("\n"))}.json`);
  const temporaryList = path.join(manifests, `.${unique()}`);
  fs.writeFileSync(temporaryList, `${JSON.stringify({ sources }, null, 1)}\n`);
  fs.renameSync(temporaryList, list);
  touch(manifests);
  const target = path.join(outputs, key);
  if (!fs.existsSync(target)) {
    const temporary = path.join(outputs, `.${key}.${unique()}`);
    fs.cpSync(outdir, temporary, { recursive: true });
    try {
      fs.renameSync(temporary, target);
    } catch {
      // Another build kept the same result meanwhile.
      fs.rmSync(temporary, { recursive: true, force: true });
    }
  }
  prune(outputs);
  prune(manifests);
  prune(path.dirname(manifests));
};

const reuse = (cacheDir: string, recipe: string, rootDir: string, outdir: string) => {
  const manifests = path.join(cacheDir, "manifests", recipe);
  for (const name of byLastUse(manifests)) {
    let sources: string[];
    try {
      ({ sources } = JSON.parse(fs.readFileSync(path.join(manifests, name), "utf8")) as { sources: string[] });
    } catch {
      continue;
    }
    const key = resultKey(rootDir, recipe, sources);
    const result = key && path.join(cacheDir, "outputs", key);
    if (!key || !result || !fs.existsSync(result)) continue;
    try {
      fs.cpSync(result, outdir, { recursive: true });
      for (const used of [result, path.join(manifests, name), manifests]) touch(used);
      return { key, sources };
    } catch {
      // Removed meanwhile by another build keeping its own: compiled instead.
      fs.rmSync(outdir, { recursive: true, force: true });
      return null;
    }
  }
  return null;
};

/** Fills `outdir` from a kept result, or runs `compile` (which returns esbuild's metafile) and keeps what it wrote. */
export const reuseOrBuild = async (
  context: CacheContext,
  compile: () => Promise<esbuild.Metafile>,
): Promise<AdminBuildOutcome> => {
  const { rootDir, cacheDir, outdir } = context;
  if (!cacheDir) return { reused: false, key: null, sources: sourcesOf(rootDir, await compile()) };
  const unusable = (error: unknown, what: string) =>
    context.warn?.(`/admin/ : ${what} (${cacheDir}\u00a0: ${(error as Error).message}).`);
  const recipe = recipeKey(context);
  try {
    const reused = reuse(cacheDir, recipe, rootDir, outdir);
    if (reused) return { reused: true, ...reused };
  } catch (error) {
    unusable(error, "le cache est illisible, le CMS est compilé sans lui");
    fs.rmSync(outdir, { recursive: true, force: true });
  }
  const sources = sourcesOf(rootDir, await compile());
  const key = resultKey(rootDir, recipe, sources);
  try {
    if (key) keep(cacheDir, recipe, sources, key, outdir);
  } catch (error) {
    unusable(error, "le CMS compilé n’a pas pu être gardé pour la prochaine construction");
  }
  return { reused: false, key, sources };
};
