/**
 * Runs Netlify's own Blobs server (`BlobsServer` from @netlify/blobs/server)
 * on the loopback interface, in a process of its own: its server side loads
 * an ESM-only package that Jest's CommonJS runtime cannot. Started by
 * __tests__/support/blobs.ts; prints one line of JSON ({"port": …}) once
 * listening, stops on SIGTERM.
 *
 *   node __tests__/support/blobs-server.mjs <directory> <token> [port]
 */
import { BlobsServer } from "@netlify/blobs/server";

const [directory, token, port = "0"] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, port: Number(port), logger: () => undefined });
const { port: listening } = await server.start();
process.stdout.write(`${JSON.stringify({ port: listening })}\n`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
