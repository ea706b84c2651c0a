/**
 * A copy of the project in a temporary folder, for tests that run the real
 * `gatsby build` or `gatsby develop` on content a writer changed: the sources
 * are copied, the installed packages linked (scripts/project-copy.ts), no .cache
 * and no public.
 */
import { spawn, spawnSync, type ChildProcess } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { copyProject as copyProjectInto } from "../../scripts/project-copy";

export const ROOT = path.resolve(__dirname, "../..");
const SKIP = new Set([".cache", "public", ".git", "reports", ".outbox", ".netlify", "coverage"]);

/**
 * The environment Gatsby runs with in these tests: plain output, no telemetry, and
 * not Jest's NODE_ENV=test (Gatsby sets its own per command; with "test" its
 * babel-loader looks for the wrong stage).
 */
export const gatsbyEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" };
  delete env.NODE_ENV;
  return env;
};

export const copyProject = (prefix = "voltis-copy-"): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  copyProjectInto(ROOT, dir, SKIP);
  return dir;
};

export const removeCopy = (dir: string | undefined): void => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};

export interface BuildResult {
  status: number | null;
  /** stdout and stderr together. */
  output: string;
}

/** `gatsby build` in `dir`, keeping its .cache and public as Netlify's build cache does. */
export const build = (dir: string, timeout = 480_000): BuildResult => {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: gatsbyEnv(),
    encoding: "utf8",
    timeout,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

/** A file of the copy, read or rewritten. */
export const read = (dir: string, file: string): string => fs.readFileSync(path.join(dir, file), "utf8");
export const write = (dir: string, file: string, text: string | Buffer): void => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
export const edit = (dir: string, file: string, change: (text: string) => string): void =>
  write(dir, file, change(read(dir, file)));

/** `gatsby develop` running in a copy: its output so far, and a way to wait for a line of it. */
export interface DevelopServer {
  url: string;
  output: () => string;
  /** Resolves once the output (from `from` on) matches, rejects after `timeout` ms. */
  waitFor: (pattern: RegExp, timeout?: number, from?: number) => Promise<string>;
  stop: () => Promise<void>;
}

export const develop = (dir: string, port: number): DevelopServer => {
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/gatsby/cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)],
    { cwd: dir, env: gatsbyEnv(), detached: true },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const waitFor = (pattern: RegExp, timeout = 240_000, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const match = pattern.exec(output.slice(from));
        if (match) return resolve(match[0]);
        if (child.exitCode !== null) return reject(new Error(`gatsby develop s’est arrêté :\n${output}`));
        if (Date.now() - started > timeout) return reject(new Error(`${pattern} jamais vu :\n${output.slice(from)}`));
        setTimeout(poll, 250);
      };
      poll();
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on("exit", () => resolve());
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        resolve();
      }
    });
  return { url: `http://127.0.0.1:${port}`, output: () => output, waitFor, stop };
};
