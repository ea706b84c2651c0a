import { spawn, type ChildProcess } from "child_process";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import * as readline from "readline";

/**
 * A real Netlify Blobs server on the loopback interface for the contact tests
 * (see blobs-server.mjs), and the environment that points the
 * @netlify/blobs client at it the way Netlify does for a function
 * (NETLIFY_BLOBS_CONTEXT, with the uncached URL that strong consistency needs).
 */
export interface TestBlobs {
  port: number;
  url: string;
  token: string;
  siteID: string;
  directory: string;
  /** NETLIFY_BLOBS_CONTEXT for this server (base64 JSON). */
  context: string;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, "blobs-server.mjs");

export const encodeContext = (context: Record<string, string>): string =>
  Buffer.from(JSON.stringify(context)).toString("base64");

export const startTestBlobs = async (port = 0): Promise<TestBlobs> => {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "contact-blobs-"));
  const token = `jeton-${Math.random().toString(36).slice(2)}`;
  const siteID = "site-de-test";
  const child: ChildProcess = spawn(process.execPath, [SCRIPT, directory, token, String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const listening = await new Promise<number>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`Le serveur Blobs s’est arrêté (code ${code}) : ${stderr}`)));
  });
  const url = `http://127.0.0.1:${listening}`;
  return {
    port: listening,
    url,
    token,
    siteID,
    directory,
    context: encodeContext({ siteID, token, edgeURL: url, uncachedEdgeURL: url }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
};
