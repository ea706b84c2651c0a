/**
 * `npm run screenshots`: full-page screenshots of the four page types at 375 px
 * and 1280 px, with JavaScript on and off, as the deploy rehearsal serves them,
 * to compare a change by eye: reports/screenshots/<page>-<width>[-nojs].png
 * (SCREENSHOTS_DIR to write elsewhere, SCREENSHOTS_PAGES=/a,/b for other pages).
 * Not part of `npm test`: playwright.config.ts has this project only when
 * SCREENSHOTS=1.
 */
import { test } from "@playwright/test";
import * as path from "path";
import { BASE_URL, ROOT } from "../e2e/support/servers";

const OUT = path.resolve(ROOT, process.env.SCREENSHOTS_DIR ?? "reports/screenshots");
const PAGES = (process.env.SCREENSHOTS_PAGES ?? "/accueil,/realisation,/projet/gerer-mon-permis,/mentions-legales")
  .split(",")
  .filter(Boolean);
const WIDTHS = [375, 1280];

for (const javaScriptEnabled of [true, false]) {
  for (const width of WIDTHS) {
    for (const pagePath of PAGES) {
      const name = `${pagePath.replace(/^\//, "").replace(/\//g, "_")}-${width}${javaScriptEnabled ? "" : "-nojs"}`;
      test(name, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 812 : 800 },
          javaScriptEnabled,
          // The one style added below is not in the page's policy.
          bypassCSP: true,
        });
        // Sections below the fold are rendered only near the viewport (content-visibility: auto),
        // and a full-page capture does not scroll: the page is served with one more style that
        // renders them all, as a visitor sees each one when it scrolls into view. Written into the
        // HTML, it needs no script (page.addStyleTag hangs with JavaScript off).
        await context.route(
          (url) => url.pathname === pagePath,
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
        await page.goto(`${BASE_URL}${pagePath}`, { waitUntil: "networkidle" });
        if (javaScriptEnabled) {
          // Scrolled to the bottom and back: the entrance animations have played, lazy images are in.
          await page.evaluate(async () => {
            const step = Math.round(window.innerHeight * 0.6);
            for (let y = 0; y < document.body.scrollHeight; y += step) {
              window.scrollTo({ top: y, behavior: "instant" });
              await new Promise((resolve) => setTimeout(resolve, 120));
            }
            window.scrollTo({ top: 0, behavior: "instant" });
          });
        }
        await page.waitForTimeout(javaScriptEnabled ? 1500 : 300);
        await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
        await context.close();
      });
    }
  }
}
