/**
 * `npm run preview:netlify [-- COMMAND…]`: the deploy rehearsal. Builds the
 * site and serves it with Netlify's own CLI (`netlify serve --offline
 * --context production`): the build goes through gatsby-adapter-netlify, and
 * the result is served with Netlify's header and redirect engine, the
 * adapter's function, the scheduled function and a local Blobs sandbox.
 *
 * The CLI binds its ports on every interface, so it runs in a network
 * namespace of its own (`unshare -n`, or `unshare -rn` for a user who is not
 * root) where only loopback exists: nothing outside can reach it and it can
 * reach nothing outside (telemetry off, Deno from node_modules, `--offline`).
 *
 * - Without a command: serves until Ctrl-C, reachable from this machine only
 *   at http://127.0.0.1:PORT (PORT: NETLIFY_PREVIEW_PORT, default 8888),
 *   through a Unix socket that crosses into the namespace.
 * - With a command: runs it inside the namespace once the site answers, with
 *   NETLIFY_PREVIEW_URL and NETLIFY_PREVIEW_DIR set, then stops the server and exits with its code.
 * - Already inside a namespace (VOLTIS_PREVIEW_NAMESPACE=1, as the browser
 *   tests start the main rehearsal: __tests__/e2e/support/rehearsals.ts):
 *   serves there directly.
 *
 * Variables of the functions (SMTP_URL, CONTACT_*) are taken from the
 * environment, as Netlify takes them from the site's settings. See
 * docs/deploying.md.
 */
import { spawn, spawnSync, type ChildProcess } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as net from "net";
import * as path from "path";
import { copyProject } from "./project-copy";
import { previewDir } from "./preview-dir";

const ROOT = path.resolve(__dirname, "..");
/** The copy the CLI builds and serves, one per checkout (NETLIFY_PREVIEW_DIR to choose another). */
const PREVIEW_DIR = previewDir(ROOT);
/** Left out of the copy: builds, caches, local data (the dependencies are linked, scripts/project-copy.ts). */
const NOT_COPIED = new Set([
  ".git",
  ".cache",
  "public",
  ".netlify",
  ".lighthouseci",
  "reports",
  ".outbox",
  "coverage",
]);
const PORT = Number(process.env.NETLIFY_PREVIEW_PORT ?? 8888);
const INSIDE = process.env.VOLTIS_PREVIEW_NAMESPACE === "1";
const BIN = path.join(ROOT, "node_modules", ".bin");
const READY_TIMEOUT_MS = 15 * 60_000;

const separator = process.argv.indexOf("--");
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  // Netlify's CLI finds `deno` and `netlify` here; nothing is downloaded.
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}`,
  NETLIFY_TELEMETRY_DISABLED: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
  BROWSER: "none",
};

const fail = (message: string): never => {
  console.error(`preview:netlify : ${message}`);
  process.exit(1);
};

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 500);
    });
    request.on("error", () => resolve(false));
    request.setTimeout(5000, () => request.destroy());
  });

const waitUntilServed = async (server: ChildProcess, url: string) => {
  const started = Date.now();
  let exited: number | null = null;
  server.once("exit", (code) => {
    exited = code ?? 1;
  });
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (exited !== null) fail(`netlify serve s’est arrêté (code ${exited}) avant de servir le site.`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  fail(`le site n’a pas répondu à ${url} en ${READY_TIMEOUT_MS / 60_000} minutes.`);
};

/** Forwards connections from `listenOn` (a port or a socket path) to `connectTo`. */
const bridge = (listenOn: number | string, connectTo: net.NetConnectOpts) => {
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(connectTo);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on("error", () => outgoing.destroy());
    outgoing.on("error", () => incoming.destroy());
  });
  if (typeof listenOn === "number") server.listen(listenOn, "127.0.0.1");
  else server.listen(listenOn);
  return server;
};

const socketPath = `${PREVIEW_DIR}-${PORT}.sock`;

/** Inside the namespace: loopback up, `netlify serve`, then the command or the bridge. */
const inside = async () => {
  // A fresh copy each time: a clean build, an empty Blobs sandbox.
  fs.rmSync(PREVIEW_DIR, { recursive: true, force: true });
  copyProject(ROOT, PREVIEW_DIR, NOT_COPIED);
  const up = spawnSync("ip", ["link", "set", "lo", "up"], { stdio: "inherit" });
  if (up.status !== 0) fail("impossible d’activer l’interface loopback (ip link set lo up).");
  const server = spawn(
    path.join(BIN, "netlify"),
    ["serve", "--offline", "--context", "production", "--port", String(PORT)],
    { cwd: PREVIEW_DIR, env, stdio: ["ignore", "inherit", "inherit"], detached: true },
  );
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  process.on("SIGTERM", () => {
    stop();
    process.exit(143);
  });
  const url = `http://127.0.0.1:${PORT}`;
  await waitUntilServed(server, `${url}/accueil`);

  if (command.length === 0) {
    fs.rmSync(socketPath, { force: true });
    bridge(socketPath, { host: "127.0.0.1", port: PORT });
    console.log(
      `\npreview:netlify : le site tel que Netlify le sert, sur http://127.0.0.1:${PORT}/accueil (Ctrl-C pour arrêter).`,
    );
    await new Promise<void>((resolve) => server.once("exit", () => resolve()));
    return;
  }
  const run = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...env, NETLIFY_PREVIEW_URL: url, NETLIFY_PREVIEW_PORT: String(PORT), NETLIFY_PREVIEW_DIR: PREVIEW_DIR },
    stdio: "inherit",
  });
  const code = await new Promise<number>((resolve) => run.once("exit", (status) => resolve(status ?? 1)));
  stop();
  process.exit(code);
};

/** Outside: the same script again, in a network namespace of its own. */
const outside = () => {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const unshareArgs = [isRoot ? "-n" : "-rn", "--", path.join(BIN, "tsx"), __filename, ...process.argv.slice(2)];
  // Interactive use: this machine's 127.0.0.1:PORT leads into the namespace.
  const forward = command.length === 0 ? bridge(PORT, { path: socketPath }) : null;
  const child = spawn("unshare", unshareArgs, {
    cwd: ROOT,
    env: { ...env, VOLTIS_PREVIEW_NAMESPACE: "1" },
    stdio: "inherit",
  });
  child.on("error", (error) => fail(`unshare introuvable ou refusé (${error.message}).`));
  const forwardSignal = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on("SIGINT", forwardSignal("SIGINT"));
  process.on("SIGTERM", forwardSignal("SIGTERM"));
  child.on("exit", (code) => {
    forward?.close();
    fs.rmSync(socketPath, { force: true });
    process.exit(code ?? 1);
  });
};

if (INSIDE) void inside();
else outside();
