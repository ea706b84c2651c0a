import type { Page } from "@playwright/test";

export { BASE_URL, CHROMIUM_PATH } from "./servers";

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
