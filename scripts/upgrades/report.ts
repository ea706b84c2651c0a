/**
 * The logic of `npm run check:upgrades` (scripts/check-upgrades.ts), kept pure so
 * that __tests__/unit/check-upgrades.test.ts can run it: what is left out of the
 * copy, which versions changed against package-lock.json, which stages run after
 * a failure, the exit code, and the printed summary.
 */

/** Left out of the copy, at any depth: installed packages, builds, caches, reports, local data. */
const NOT_COPIED_ANYWHERE = new Set([
  "node_modules",
  ".git",
  ".cache",
  "public",
  "reports",
  ".outbox",
  ".netlify",
  ".lighthouseci",
  "coverage",
]);
/** Left out at the project's root only: the lockfile, so that npm resolves every range afresh. */
const NOT_COPIED_AT_ROOT = new Set(["package-lock.json"]);

/** `relative` is a path inside the project, with "/" separators ("" for the root itself). */
export const isCopied = (relative: string): boolean => {
  if (relative === "") return true;
  const parts = relative.split("/");
  if (parts.some((part) => NOT_COPIED_ANYWHERE.has(part))) return false;
  if (parts.length === 1 && NOT_COPIED_AT_ROOT.has(parts[0])) return false;
  return !parts[parts.length - 1].endsWith(".log");
};

export interface Lockfile {
  packages?: Record<string, { version?: string; link?: boolean }>;
}

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Transitive packages worth naming when they move: Gatsby's own packages (the
 * build is theirs), the React renderer and its server half, and the tools that
 * compile, bundle and test the site.
 */
const NOTABLE = new Set([
  "react-dom",
  "react-server-dom-webpack",
  "scheduler",
  "styled-components",
  "webpack",
  "@babel/core",
  "@babel/runtime",
  "graphql",
  "postcss",
  "cssnano",
  "terser",
  "remark-parse",
  "mdast-util-to-hast",
  "jsdom",
  "lmdb",
]);
export const isNotable = (name: string): boolean =>
  NOTABLE.has(name) ||
  /^(@gatsbyjs\/|gatsby(-|$)|babel-preset-gatsby$|babel-plugin-remove-graphql-queries$)/.test(name);

export interface VersionChange {
  name: string;
  /** The lockfile's version(s), ", " between them; undefined when the package was not in it. */
  from?: string;
  /** The installed version(s); undefined when it is no longer installed. */
  to?: string;
}

export interface VersionReport {
  direct: VersionChange[];
  notable: VersionChange[];
  /** Every other package whose versions in the tree are not the lockfile's. */
  others: VersionChange[];
}

const MODULES = "node_modules/";

/**
 * Each package of a lockfile with the versions it has anywhere in the tree:
 * node_modules/a and node_modules/b/node_modules/a are both "a". A package
 * only moved in the tree (hoisted, or nested under another) keeps its versions,
 * and is not a change.
 */
const versionsByName = (lockfile: Lockfile): Map<string, string[]> => {
  const byName = new Map<string, Set<string>>();
  for (const [where, entry] of Object.entries(lockfile.packages ?? {})) {
    const at = where.lastIndexOf(MODULES);
    if (at === -1 || !entry.version || entry.link) continue;
    const name = where.slice(at + MODULES.length);
    byName.set(name, (byName.get(name) ?? new Set()).add(entry.version));
  }
  return new Map([...byName].map(([name, versions]) => [name, [...versions].sort()]));
};

const joined = (versions: string[] | undefined) => (versions?.length ? versions.join(", ") : undefined);

/**
 * `before`: the project's package-lock.json; `after`: the lockfile npm wrote in
 * the copy (the tree it installed); `installed(name)`: the version in the
 * copy's node_modules/<name>, what the project's own imports get, for its
 * direct dependencies.
 */
export const compareVersions = (
  manifest: PackageJson,
  before: Lockfile,
  after: Lockfile,
  installed: (name: string) => string | undefined,
): VersionReport => {
  const directNames = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  const old = versionsByName(before);
  const now = versionsByName(after);
  const report: VersionReport = { direct: [], notable: [], others: [] };
  for (const name of [...new Set([...directNames, ...old.keys(), ...now.keys()])].sort()) {
    if (directNames.has(name)) {
      const from = before.packages?.[MODULES + name]?.version;
      const to = installed(name);
      if (from !== to) report.direct.push({ name, from, to });
      continue;
    }
    const from = joined(old.get(name));
    const to = joined(now.get(name));
    if (from !== to) report[isNotable(name) ? "notable" : "others"].push({ name, from, to });
  }
  return report;
};

export type StageStatus = "passed" | "failed" | "skipped";

export interface Stage {
  /** What is printed: "npm install", "npm run build"… */
  label: string;
  command: string[];
  /** Labels of the stages that must have passed for this one to mean anything. */
  needs: string[];
  /** Needs the npm registry; the other stages run offline when they can. */
  network?: boolean;
}

export interface StageResult {
  label: string;
  status: StageStatus;
  seconds?: number;
  /** Why it was skipped, or where its output is. */
  note?: string;
}

/** The stages of the check, in order. */
export const STAGES: Stage[] = [
  { label: "npm install", command: ["npm", "install", "--no-audit", "--no-fund"], needs: [], network: true },
  { label: "npm run test:unit", command: ["npm", "run", "test:unit"], needs: ["npm install"] },
  { label: "npm run build", command: ["npm", "run", "build"], needs: ["npm install"] },
  { label: "npm run test:build", command: ["npm", "run", "test:build"], needs: ["npm install", "npm run build"] },
];

/**
 * Runs each stage whose prerequisites passed (unit tests failing does not stop the
 * build; a failed install or build skips what depends on it).
 */
export const runStages = async (
  stages: Stage[],
  run: (stage: Stage) => Promise<{ passed: boolean; seconds: number; note?: string }>,
): Promise<StageResult[]> => {
  const results: StageResult[] = [];
  for (const stage of stages) {
    const missing = stage.needs.filter(
      (label) => results.find((result) => result.label === label)?.status !== "passed",
    );
    if (missing.length > 0) {
      results.push({ label: stage.label, status: "skipped", note: `non lancé : ${missing.join(", ")} n’a pas réussi` });
      continue;
    }
    const outcome = await run(stage);
    results.push({
      label: stage.label,
      status: outcome.passed ? "passed" : "failed",
      seconds: outcome.seconds,
      note: outcome.note,
    });
  }
  return results;
};

export const exitCodeOf = (results: StageResult[]): number =>
  results.every((result) => result.status === "passed") ? 0 : 1;

const column = (rows: string[][]): string[] => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i].length))) ?? [];
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]))).join("  "));
};

const changeRows = (changes: VersionChange[]) =>
  column(changes.map(({ name, from, to }) => [name, from ?? "(absent)", "→", to ?? "(retiré)"])).map(
    (line) => `    ${line}`,
  );

/** The lines printed at the end of the check. */
export const formatSummary = (
  versions: VersionReport | undefined,
  results: StageResult[],
  detailsFile?: string,
): string[] => {
  const lines: string[] = [];
  if (versions) {
    const { direct, notable, others } = versions;
    if (direct.length + notable.length + others.length === 0) {
      lines.push("Versions installées : les mêmes que dans package-lock.json.");
    } else {
      lines.push("Versions installées différentes de package-lock.json (package-lock.json → installée) :");
      lines.push(`  dépendances directes : ${direct.length === 0 ? "aucune" : ""}`.trimEnd());
      lines.push(...changeRows(direct));
      lines.push(`  dépendances indirectes notables : ${notable.length === 0 ? "aucune" : ""}`.trimEnd());
      lines.push(...changeRows(notable));
      const where = detailsFile ? ` (toutes dans ${detailsFile})` : "";
      lines.push(`  et ${others.length} autre(s) paquet(s) de l’arbre à d’autres versions${where}.`);
    }
  } else {
    lines.push("Versions installées : inconnues (l’installation n’a pas abouti).");
  }
  lines.push("", "Étapes :");
  const rows = results.map((result) => [
    result.label,
    result.status === "passed" ? "réussie" : result.status === "failed" ? "ÉCHOUÉE" : "sautée",
    result.seconds === undefined ? "" : `${Math.round(result.seconds)} s`,
    result.note ?? "",
  ]);
  lines.push(...column(rows).map((line) => `  ${line.trimEnd()}`));
  return lines;
};
