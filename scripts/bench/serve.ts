/**
 * `gatsby serve` for the benches that load a built site themselves (scripts/bench/main-thread.ts,
 * scripts/bench/interactions.ts): the site's build or the official starter's (docs/performance.md), each served by the
 * Gatsby installed beside it, and the wait until a page of it answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** `gatsby serve` of the build in `cwd` (its `public/` and `.cache/`), with that folder's own Gatsby, on 127.0.0.1. */
export const serve = (cwd: string, port: number): ChildProcess =>
  spawn(
    process.execPath,
    [path.join(cwd, "node_modules/gatsby/cli.js"), "serve", "--host", "127.0.0.1", "--port", String(port)],
    { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore" },
  );

/** Resolves once `url` answers with a success, polling every 500 ms; throws after about a minute. */
export const waitFor = async (url: string): Promise<void> => {
  for (let tries = 0; ; tries++) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (tries > 120) throw new Error(`${url} ne répond pas.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
