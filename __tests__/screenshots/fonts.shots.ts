/**
 * `npm run screenshots` (with `SCREENSHOTS_FONTS_DIR=docs/images` for the documentation's copies): the first
 * screen at 375 px with every font response held, as first painted in the local fallbacks sized like the web
 * fonts, then the same screen once the fonts are let through:
 * reports/screenshots/fonts-<page>-375-fallback.png and …-web.png (docs/performance.md, « Fonts »).
 */
import { test, type Route } from "@playwright/test";
import * as fs from "fs";
import * as path from "path";
import { BASE_URL, ROOT } from "../e2e/support/servers";

const OUT = path.resolve(
  ROOT,
  process.env.SCREENSHOTS_FONTS_DIR ?? process.env.SCREENSHOTS_DIR ?? "reports/screenshots",
);
const PAGES = ["/accueil", "/realisation"];

for (const pagePath of PAGES) {
  const name = `fonts-${pagePath.replace(/^\//, "").replace(/\//g, "_")}-375`;
  test(name, async ({ browser }) => {
    fs.mkdirSync(OUT, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const held: Route[] = [];
    let released = false;
    await context.route(/\.woff2(\?|$)/, async (route) => {
      if (released) await route.continue();
      else held.push(route);
    });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${pagePath}`, { waitUntil: "commit" });
    // Painted and live, every font still held; the images of the first screen in.
    await page.waitForSelector("html[data-painted][data-hydrated]");
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
    // Through the DevTools protocol: Playwright's own screenshot waits for the fonts, which are held.
    const cdp = await context.newCDPSession(page);
    const shot = (await cdp.send("Page.captureScreenshot", { format: "png" })) as { data: string };
    fs.writeFileSync(path.join(OUT, `${name}-fallback.png`), Buffer.from(shot.data, "base64"));
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForFunction(() =>
      ["Inter Variable", "Plus Jakarta Sans Variable"].every((family) =>
        [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded"),
      ),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(OUT, `${name}-web.png`) });
    await context.close();
  });
}
