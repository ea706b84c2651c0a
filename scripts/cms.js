#!/usr/bin/env node
/**
 * npm run cms — the writers' CMS on this machine, nothing outside it:
 * decap-server (Decap's local backend: reads and writes the files of content/
 * directly, MODE=fs) on 127.0.0.1 only, and `gatsby develop` beside it. Open
 * http://localhost:8000/admin/ to edit, http://localhost:8000/accueil to see the
 * site, which reloads on each save. Ctrl+C stops both.
 *
 * DECAP_SERVER_PORT (default 8081) and DEVELOP_PORT (default 8000) change the ports.
 */
const { spawn } = require("child_process");
const path = require("path");

const root = path.resolve(__dirname, "..");
const decapPort = String(Number(process.env.DECAP_SERVER_PORT) || 8081);
const developPort = String(Number(process.env.DEVELOP_PORT) || 8000);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DECAP_SERVER_PORT: decapPort };

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: decapPort, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
  }),
  spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "develop", "--port", developPort], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
];

console.log(
  `\nCMS : http://localhost:${developPort}/admin/  (decap-server sur 127.0.0.1:${decapPort}, les fichiers de content/ sont modifiés directement)\n`,
);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
