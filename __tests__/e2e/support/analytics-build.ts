import { createHash } from "crypto";
import * as os from "os";
import * as path from "path";

/**
 * The consent tests need the site built WITH a measurement ID, while the main
 * build (public/) has none. `npm run build:e2e-analytics` builds a copy of the
 * project with GATSBY_GA_MEASUREMENT_ID=G-TEST12345 into this folder (outside
 * the project, so Gatsby's cache cleaning and git never touch it).
 */
export const TEST_MEASUREMENT_ID = "G-TEST12345";

const ROOT = path.resolve(__dirname, "../../..");

export const analyticsBuildDir = (root: string = ROOT): string =>
  process.env.E2E_ANALYTICS_DIR ??
  path.join(os.tmpdir(), `voltis-e2e-analytics-${createHash("sha1").update(root).digest("hex").slice(0, 8)}`);

export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_PORT ?? 9311) + 1);
export const ANALYTICS_BASE_URL = `http://127.0.0.1:${ANALYTICS_PORT}`;

/** Serves the analytics variant with `gatsby serve`; resolves with a function that stops it. */
export const serveAnalyticsBuild = async (): Promise<() => void> => {
  const { spawn } = await import("child_process");
  const fs = await import("fs");
  const http = await import("http");
  const dir = analyticsBuildDir();
  if (!fs.existsSync(path.join(dir, "public", "index.html"))) {
    throw new Error(
      `La variante avec mesure d’audience n’est pas construite (${dir}) : lancez \`npm run build:e2e-analytics\` ` +
        "(ou E2E_SKIP_ANALYTICS=1 pour sauter ces tests, en le disant).",
    );
  }
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules", "gatsby", "cli.js"),
      "serve",
      "--port",
      String(ANALYTICS_PORT),
      "--host",
      "127.0.0.1",
    ],
    {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    },
  );
  child.stderr?.on("data", (chunk) => process.stderr.write(chunk));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const request = http.get(`${ANALYTICS_BASE_URL}/accueil`, (response) => {
        response.resume();
        resolve();
      });
      request.on("error", () => {
        if (Date.now() - started > 60_000) {
          stop();
          reject(new Error(`${ANALYTICS_BASE_URL} n’a pas répondu à temps.`));
        } else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
  return stop;
};
