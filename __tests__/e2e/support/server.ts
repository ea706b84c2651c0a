import { spawn, type ChildProcess } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as path from "path";

export const ROOT = path.resolve(__dirname, "../../..");
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9311);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
const PID_FILE = path.join(ROOT, ".cache", "e2e-server.pid");

const waitFor = (url: string, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const attempt = () => {
      const request = http.get(url, (response) => {
        response.resume();
        resolve();
      });
      request.on("error", () => {
        if (Date.now() - started > timeoutMs) reject(new Error(`Le serveur ${url} n’a pas répondu à temps.`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });

/** Serves the production build (`public/`) with `gatsby serve`, functions included. */
export const startServer = async (env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> => {
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    throw new Error("public/ est vide : lancez `npm run build` avant les tests de bout en bout.");
  }
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "serve", "--port", String(E2E_PORT), "--host", "127.0.0.1"],
    { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  child.stdout?.on("data", () => {});
  child.stderr?.on("data", (chunk) => process.stderr.write(chunk));
  await waitFor(`${BASE_URL}/accueil`, 60_000);
  fs.mkdirSync(path.dirname(PID_FILE), { recursive: true });
  fs.writeFileSync(PID_FILE, String(child.pid));
  return child;
};

export const stopServer = () => {
  if (!fs.existsSync(PID_FILE)) return;
  const pid = Number(fs.readFileSync(PID_FILE, "utf8"));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
  fs.rmSync(PID_FILE, { force: true });
};
