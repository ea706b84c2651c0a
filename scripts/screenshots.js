#!/usr/bin/env node
/**
 * npm run screenshots -- --out=DIR — full-page screenshots of the served production
 * build, to compare a change by eye (issue 9: "the site looks the same").
 *
 * Serves public/ with `gatsby serve` (or uses --base=URL), opens each page in the
 * system Chromium at 375 px and 1280 px, scrolls it to the bottom and back (so the
 * reveal animations have played and lazy images are in), and writes
 * `<DIR>/<page>-<width>.png`. With --no-js it also writes `<page>-<width>-nojs.png`
 * with JavaScript disabled.
 *
 * Options: --out=DIR (default reports/screenshots), --pages=/a,/b, --base=URL,
 * --port=N (default 9341), --no-js.
 */
const { spawn } = require("child_process");
const fs = require("fs");
const http = require("http");
const path = require("path");
const { chromium } = require("playwright-core");

const ROOT = path.resolve(__dirname, "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value === undefined ? true : value];
  }),
);
const OUT = path.resolve(ROOT, String(args.out || "reports/screenshots"));
const PORT = Number(args.port || 9341);
const BASE = String(args.base || `http://127.0.0.1:${PORT}`);
const PAGES = args.pages
  ? String(args.pages).split(",")
  : ["/accueil", "/realisation", "/projet/gerer-mon-permis", "/mentions-legales"];
const WIDTHS = [375, 1280];

const waitFor = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const attempt = () => {
      http
        .get(url, (response) => {
          response.resume();
          resolve();
        })
        .on("error", () => {
          if (Date.now() - started > timeoutMs) reject(new Error(`${url} ne répond pas`));
          else setTimeout(attempt, 300);
        });
    };
    attempt();
  });

const scrollThrough = (page) =>
  page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.6);
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });

async function main() {
  let server = null;
  if (!args.base) {
    server = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "serve", "--port", String(PORT), "--host", "127.0.0.1"],
      { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true },
    );
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    await waitFor(`${BASE}/accueil`, 60_000);
    fs.mkdirSync(OUT, { recursive: true });
    const variants = [{ js: true, suffix: "" }, ...(args["no-js"] ? [{ js: false, suffix: "-nojs" }] : [])];
    for (const { js, suffix } of variants) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 812 : 800 },
          javaScriptEnabled: js,
          locale: "fr-FR",
        });
        // Sections below the fold are rendered only near the viewport (content-visibility: auto,
        // src/styles/render-near.ts), and a full-page capture does not scroll: each page is served
        // with one more style that renders them all, as a visitor sees each one when it scrolls into
        // view. Written into the HTML, it needs no script (page.addStyleTag hangs with JavaScript off).
        await context.route(
          (url) => PAGES.includes(url.pathname),
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(
              "</head>",
              "<style>*{content-visibility:visible!important}</style></head>",
            );
            await route.fulfill({ response, body });
          },
        );
        const page = await context.newPage();
        for (const pagePath of PAGES) {
          await page.goto(`${BASE}${pagePath}`, { waitUntil: "networkidle" });
          if (js) await scrollThrough(page);
          await page.waitForTimeout(js ? 1500 : 300);
          const file = path.join(OUT, `${pagePath.replace(/^\//, "").replace(/\//g, "_")}-${width}${suffix}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(path.relative(ROOT, file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    if (server) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
