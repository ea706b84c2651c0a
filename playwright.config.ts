/**
 * The browser tests and the deploy rehearsal's tests (`npm run test:e2e`),
 * with @playwright/test driving the system Chromium. The whole run happens in
 * a network namespace where only loopback exists (scripts/loopback-only.sh):
 * Playwright starts the servers below there, and the tests reach nothing else.
 *
 * - project `e2e` (__tests__/e2e/): the site in Chromium, as visitors use it;
 * - project `netlify` (__tests__/netlify/): what the platform applies, over HTTP
 *   and in Chromium (headers, redirects, functions, Blobs);
 * - with SCREENSHOTS=1 (`npm run screenshots`), project `screenshots` alone.
 *
 * On failure: the error in the output and a screenshot of the test under
 * reports/playwright/results/; a trace of its retry (CI retries once; elsewhere
 * `--retries=1` or `--trace=on`), opened with `npx playwright show-trace …/trace.zip`;
 * the HTML report is in reports/playwright/html/. See docs/testing.md.
 */
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import * as path from "path";
import {
  ANALYTICS_DIR,
  ANALYTICS_PORT,
  BASE_URL,
  CHROMIUM_PATH,
  CONTACT_BASE_URL,
  CONTACT_OUTBOX_DIR,
  CONTACT_PORT,
  CONTACT_RATE_LIMIT,
  CONTACT_SMTP_PORT,
  REHEARSAL_PORT,
  REHEARSAL_SMTP_PORT,
  TEST_MEASUREMENT_ID,
} from "./__tests__/e2e/support/servers";
import { REHEARSALS_READY, type Rehearsal } from "./__tests__/e2e/support/rehearsals";

if (process.env.VOLTIS_LOOPBACK_ONLY !== "1") {
  throw new Error(
    "Les tests de navigateur tournent dans un espace réseau à part : lancez `npm run test:e2e` " +
      "(ou `scripts/loopback-only.sh npx playwright test …`).",
  );
}

const gatsby = path.join(__dirname, "node_modules", "gatsby", "cli.js");
const quote = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;
const tsx = quote(path.join(__dirname, "node_modules", ".bin", "tsx"));

/** `npm run screenshots`: only the screenshots (__tests__/screenshots/), on the rehearsal. */
const SCREENSHOTS = process.env.SCREENSHOTS === "1";

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

/** The main rehearsal: a copy of the project built with Netlify's CLI and served by it (a few minutes). */
const MAIN_REHEARSAL: Rehearsal = {
  name: "netlify",
  sharedNamespace: true,
  env: {
    NETLIFY_PREVIEW_PORT: String(REHEARSAL_PORT),
    SMTP_URL: `smtp://127.0.0.1:${REHEARSAL_SMTP_PORT}`,
    // One window for the whole run: the rate-limit test counts every request.
    CONTACT_RATE_WINDOW_SECONDS: "86400",
  },
};

/** The same rehearsal, of the site built with a measurement ID (the consent tests). */
const ANALYTICS_REHEARSAL: Rehearsal = {
  name: "analytics",
  env: {
    NETLIFY_PREVIEW_PORT: String(ANALYTICS_PORT),
    NETLIFY_PREVIEW_DIR: ANALYTICS_DIR,
    GATSBY_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
  },
};

/** The rehearsals, built side by side and ready together (__tests__/e2e/support/rehearsals.ts). */
const rehearsals = (list: Rehearsal[]): WebServer => ({
  name: "rehearsals",
  command: `${tsx} __tests__/e2e/support/rehearsals.ts`,
  wait: { stdout: new RegExp(REHEARSALS_READY) },
  timeout: 15 * 60_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  env: { VOLTIS_REHEARSALS: JSON.stringify(list) },
});

/** `npm run serve`'s contact function, on `gatsby serve` of public/. */
const contactServer: WebServer = {
  name: "contact",
  command: `rm -rf ${quote(CONTACT_OUTBOX_DIR)} && node ${quote(gatsby)} serve --port ${CONTACT_PORT} --host 127.0.0.1`,
  url: `${CONTACT_BASE_URL}/accueil`,
  timeout: 60_000,
  reuseExistingServer: false,
  env: {
    GATSBY_TELEMETRY_DISABLED: "1",
    SMTP_URL: `smtp://127.0.0.1:${CONTACT_SMTP_PORT}`,
    CONTACT_OUTBOX_DIR,
    CONTACT_RATE_LIMIT: String(CONTACT_RATE_LIMIT),
    CONTACT_RECIPIENT: "",
  },
};

export default defineConfig({
  testMatch: "**/*.test.ts",
  // Two cores: one test file per core, the files' tests in order.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  reporter: [["list"], ["html", { outputFolder: "reports/playwright/html", open: "never" }]],
  outputDir: "reports/playwright/results",
  use: {
    baseURL: BASE_URL,
    locale: "fr-FR",
    // Recorded for a retry only: tracing every test (DOM snapshots and screencast at each step) cost
    // 55 s of the 475 s run on a 2-core machine, for traces thrown away when the test passes.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
    },
  },
  projects: SCREENSHOTS
    ? [{ name: "screenshots", testDir: "__tests__/screenshots", testMatch: "*.shots.ts" }]
    : [
        { name: "e2e", testDir: "__tests__/e2e" },
        { name: "netlify", testDir: "__tests__/netlify" },
      ],
  webServer: SCREENSHOTS
    ? [rehearsals([MAIN_REHEARSAL])]
    : [rehearsals([MAIN_REHEARSAL, ANALYTICS_REHEARSAL]), contactServer],
});
