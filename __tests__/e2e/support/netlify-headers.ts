import type { BrowserContext } from "@playwright/test";

/** Records CSP violations of every page of the context in `window.__cspViolations`. */
export const recordCspViolations = (context: BrowserContext) =>
  context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI || "inline"} ${event.sample ?? ""}`.trim());
    });
  });
