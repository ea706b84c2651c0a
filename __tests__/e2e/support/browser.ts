import { chromium, type Browser, type Page } from "playwright-core";
import { BASE_URL } from "./server";

export { BASE_URL };

/** The system Chromium (Debian package), never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
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
  });

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Records console errors and failed requests of a page, for "no error anywhere" checks. */
export const watchPage = (page: Page) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // A navigation that replaces the page aborts its pending requests: not a failure of the site.
    if (failure.includes("ERR_ABORTED")) return;
    errors.push(`request: ${request.url()} ${failure}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.url().endsWith("/404")) {
      errors.push(`response: ${response.status()} ${response.url()}`);
    }
  });
  return errors;
};
