/**
 * `npm run check:upgrades [-- --keep]`: would the site still install, test and
 * build with the newest versions its package.json allows?
 *
 * 1. Copies the project into a new folder of the system's temp dir, without
 *    node_modules, .cache, public, package-lock.json, reports or logs
 *    (scripts/upgrades/report.ts, `isCopied`).
 * 2. Runs `npm install` there: with no lockfile, npm takes the newest version
 *    each range of package.json allows; `overrides` are kept as they are.
 * 3. Runs `npm run test:unit`, `npm run build` and `npm run test:build` there,
 *    with CI=true and telemetry off. These stages need no network: when
 *    `unshare` allows it they run in a network namespace of their own (only
 *    loopback), so a test server never meets another process's port.
 * 4. Prints the installed versions that differ from package-lock.json (direct
 *    dependencies, then notable transitive ones such as Gatsby's own packages
 *    and react-dom), and each stage's outcome and time. Every changed entry of
 *    the tree goes to reports/check-upgrades-latest.json.
 *
 * Exit code 0 when every stage passed, 1 when one failed (its log's last lines
 * are printed), 2 when the check could not start. The temporary folder is
 * printed first; it is removed when every stage passed, unless --keep, and kept
 * otherwise, with each stage's log in its logs/ folder.
 *
 * It needs the npm registry, so it is not part of `npm test`.
 */
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import {
  compareVersions,
  exitCodeOf,
  formatSummary,
  isCopied,
  runStages,
  STAGES,
  type Lockfile,
  type PackageJson,
  type Stage,
  type VersionReport,
} from "./upgrades/report";

const ROOT = path.resolve(__dirname, "..");
const REPORT = path.join(ROOT, "reports", "check-upgrades-latest.json");
const USAGE = "Usage : npm run check:upgrades [-- --keep]";

const fail = (message: string): never => {
  console.error(`check:upgrades : ${message}`);
  process.exit(2);
};

const args = process.argv.slice(2);
for (const arg of args) if (arg !== "--keep") fail(`option inconnue « ${arg} ». ${USAGE}`);
const keep = args.includes("--keep");

/**
 * The environment of every stage. What `npm run` sets for this script is left
 * out: npm_config_local_prefix would send the copy's `npm install` back to this
 * project, and this project's node_modules/.bin must not shadow the copy's.
 */
const stageEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_(package_|lifecycle_|command$|config_local_prefix$)/.test(key) || key === "INIT_CWD") continue;
    env[key] = value;
  }
  const ownBin = path.join(ROOT, "node_modules", ".bin");
  env.PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((entry) => path.resolve(entry) !== ownBin)
    .join(path.delimiter);
  return { ...env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", NETLIFY_TELEMETRY_DISABLED: "1" };
};

/**
 * How to run a command with no network but loopback: `unshare -n` for root,
 * `unshare -rn` (a user namespace) otherwise; undefined when neither works.
 */
const offlinePrefix = (): string[] | undefined => {
  if (process.platform !== "linux") return undefined;
  const flag = process.getuid?.() === 0 ? "-n" : "-rn";
  const prefix = ["unshare", flag, "--", "sh", "-c", 'ip link set lo up && exec "$@"', "sh"];
  const probe = spawnSync(prefix[0], [...prefix.slice(1), "true"], { stdio: "ignore" });
  return probe.status === 0 ? prefix : undefined;
};

const copyProject = (target: string) => {
  fs.cpSync(ROOT, target, {
    recursive: true,
    filter: (source) => isCopied(path.relative(ROOT, source).split(path.sep).join("/")),
  });
};

const tail = (file: string, count: number): string => {
  const lines = fs.readFileSync(file, "utf8").replace(/\s+$/, "").split("\n");
  return lines.slice(-count).join("\n");
};

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

const installedVersion = (site: string) => (name: string) => {
  try {
    return readJson<{ version?: string }>(path.join(site, "node_modules", name, "package.json")).version;
  } catch {
    return undefined;
  }
};

const seconds = (since: number) => (Date.now() - since) / 1000;

const main = async () => {
  const started = Date.now();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-check-upgrades-"));
  const site = path.join(folder, "site");
  const logs = path.join(folder, "logs");
  fs.mkdirSync(logs);
  console.log(`Dossier temporaire : ${folder}`);
  try {
    copyProject(site);
  } catch (error) {
    fail(`copie impossible dans ${site} (${(error as Error).message}).`);
  }

  const env = stageEnv();
  const offline = offlinePrefix();
  console.log(
    offline
      ? "Tests et construction sans réseau, dans un espace de noms réseau à eux (unshare) ; seule l’installation utilise le registre npm."
      : "unshare indisponible : tests et construction lancés avec le réseau de la machine.",
  );

  let interrupted = false;
  process.on("SIGINT", () => {
    interrupted = true;
  });

  const runStage = (stage: Stage) =>
    new Promise<{ passed: boolean; seconds: number; note?: string }>((resolve) => {
      const since = Date.now();
      if (interrupted) {
        resolve({ passed: false, seconds: 0, note: "interrompu (Ctrl-C)" });
        return;
      }
      const log = path.join(logs, `${stage.label.replace(/^npm (run )?/, "").replace(/[^a-z0-9]+/gi, "-")}.log`);
      const command = stage.network || !offline ? stage.command : [...offline, ...stage.command];
      console.log(`\n→ ${stage.label} (journal : ${log})`);
      const out = fs.openSync(log, "w");
      const child = spawn(command[0], command.slice(1), { cwd: site, env, stdio: ["ignore", out, out] });
      const done = (passed: boolean, note?: string) => {
        fs.closeSync(out);
        const took = seconds(since);
        console.log(`  ${passed ? "réussie" : "ÉCHOUÉE"} en ${Math.round(took)} s`);
        if (!passed) console.log(`  --- dernières lignes de ${log} ---\n${tail(log, 40)}\n  ---`);
        resolve({ passed, seconds: took, note: passed ? undefined : (note ?? `journal : ${log}`) });
      };
      child.on("error", (error) => done(false, `impossible de lancer ${command[0]} (${error.message})`));
      child.on("close", (code, signal) =>
        done(code === 0, signal ? `arrêté par ${signal}, journal : ${log}` : undefined),
      );
    });

  const results = await runStages(STAGES, runStage);

  let versions: VersionReport | undefined;
  if (results[0].status === "passed") {
    const lockfile = (dir: string) => readJson<Lockfile>(path.join(dir, "package-lock.json"));
    versions = compareVersions(
      readJson<PackageJson>(path.join(ROOT, "package.json")),
      lockfile(ROOT),
      lockfile(site),
      installedVersion(site),
    );
    fs.mkdirSync(path.dirname(REPORT), { recursive: true });
    fs.writeFileSync(
      REPORT,
      `${JSON.stringify({ date: new Date().toISOString(), folder, results, versions }, null, 2)}\n`,
    );
  }

  const code = exitCodeOf(results);
  console.log(`\n${formatSummary(versions, results, versions ? path.relative(ROOT, REPORT) : undefined).join("\n")}`);
  if (code === 0 && !keep) {
    fs.rmSync(folder, { recursive: true, force: true });
    console.log(`\nDossier temporaire supprimé : ${folder}`);
  } else {
    console.log(`\nDossier temporaire gardé : ${folder} (la copie dans site/, les journaux dans logs/)`);
  }
  console.log(`Durée totale : ${Math.round(seconds(started))} s`);
  process.exit(code);
};

void main();
