import { startServer, stopServer } from "./server";

export default async function globalSetup() {
  stopServer();
  if (!process.env.E2E_BASE_URL) await startServer();
}
