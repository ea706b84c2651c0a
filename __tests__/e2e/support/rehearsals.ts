/**
 * The browser tests' deploy rehearsals, built side by side: Playwright starts its
 * `webServer` entries one after the other, and each rehearsal is a Gatsby build
 * that keeps one of two cores busy only part of the time, so this one entry
 * (playwright.config.ts) starts every rehearsal of VOLTIS_REHEARSALS at once
 * (scripts/netlify-preview.ts, inside the namespace Playwright runs in) and
 * prints REHEARSALS_READY once each answers at /accueil.
 *
 * Netlify's CLI picks its internal ports when it starts and binds them once the
 * build is over: two CLIs started together in one namespace pick the same ones.
 * So only one rehearsal runs in Playwright's namespace (`sharedNamespace`: the
 * main one, whose contact function mails the tests' SMTP server there); the
 * others run in a namespace of their own, their port forwarded to this one's
 * loopback (scripts/netlify-preview.ts without VOLTIS_PREVIEW_NAMESPACE).
 *
 * Each line a rehearsal prints is prefixed with its name. If one stops, the
 * others are stopped and this exits with its code: Playwright then reports that
 * the server could not start, with the build's output above.
 */
import { spawn, type ChildProcess } from "child_process";
import * as http from "http";
import * as path from "path";

export const REHEARSALS_READY = "rehearsals ready";

export interface Rehearsal {
  name: string;
  /** In Playwright's namespace, where the tests' own servers are; at most one rehearsal. */
  sharedNamespace?: boolean;
  /** Added to the environment of scripts/netlify-preview.ts; NETLIFY_PREVIEW_PORT is required. */
  env: Record<string, string>;
}

const ROOT = path.resolve(__dirname, "../../..");

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 500);
    });
    request.on("error", () => resolve(false));
    request.setTimeout(5000, () => request.destroy());
  });

/** Writes `chunk` to `to` with `[name] ` before each line. */
const prefixed = (name: string, to: NodeJS.WriteStream) => {
  let pending = "";
  return (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) to.write(`[${name}] ${line}\n`);
  };
};

const main = async () => {
  const rehearsals = JSON.parse(process.env.VOLTIS_REHEARSALS ?? "[]") as Rehearsal[];
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
  let ready = false;

  for (const { name, sharedNamespace, env } of rehearsals) {
    const namespace: NodeJS.ProcessEnv = sharedNamespace ? { VOLTIS_PREVIEW_NAMESPACE: "1" } : {};
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/netlify-preview.ts"], {
      cwd: ROOT,
      env: { ...process.env, VOLTIS_PREVIEW_NAMESPACE: "", ...namespace, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", prefixed(name, process.stdout));
    child.stderr?.on("data", prefixed(name, process.stderr));
    child.once("exit", (code) => {
      if (!ready) console.error(`[${name}] la répétition s’est arrêtée (code ${code}) avant de servir le site.`);
      stopAll();
      process.exit(code || 1);
    });
    children.push(child);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stopAll);

  const urls = rehearsals.map(({ env }) => `http://127.0.0.1:${env.NETLIFY_PREVIEW_PORT}/accueil`);
  for (;;) {
    const answered = await Promise.all(urls.map(answers));
    if (answered.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  ready = true;
  console.log(REHEARSALS_READY);
};

if (require.main === module) void main();
