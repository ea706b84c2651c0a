import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One rule axe-core found broken, with every element that breaks it. */
export type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * Runs axe-core through @axe-core/playwright (AxeBuilder) with the WCAG A/AA rules, or
 * only the given rules, and returns the violations. The pages are served with their real
 * Content-Security-Policy (no inline script but the hashed ones): AxeBuilder evaluates
 * axe-core through the DevTools protocol, which the policy does not govern, not through an
 * inline <script> tag it would refuse; the page's own policy stays as visitors get it.
 */
export const runAxe = async (page: Page, { rules }: { rules?: string[] } = {}): Promise<AxeViolation[]> => {
  // options() replaces the run options: it comes before withRules()/withTags(), which add runOnly to them.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return violations;
};

/**
 * Pauses every looping animation (a pulsing placeholder…) at the given fraction of
 * its cycle, so that a check sees the page at that moment, every time.
 */
export const pauseLoopsAt = (page: Page, fraction: number) =>
  page.evaluate((at) => {
    let paused = 0;
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (!timing || timing.iterations !== Infinity || typeof timing.duration !== "number") continue;
      animation.pause();
      animation.currentTime = timing.duration * at;
      paused += 1;
    }
    return paused;
  }, fraction);

/** One readable block per violation: rule, impact, help, and every element with what to fix. */
export const formatViolations = (where: string, violations: AxeViolation[]): string =>
  violations
    .map((violation) =>
      [
        `${where} — ${violation.id} (${violation.impact ?? "?"}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  • ${node.target.join(" ")}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");

/**
 * Scrolls the whole page down and back up, so that every section has played its
 * entrance animation and every lazy block has loaded: the page as a visitor who
 * read it sees it. Then waits until no entrance animation is running.
 */
export const revealWholePage = async (page: Page) => {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await frame();
    window.scrollTo({ top: 0, behavior: "instant" });
    await frame();
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
};

export interface FocusStop {
  /** Index of the element in the document's list of tab stops, or -1 if it was not in that list. */
  index: number;
  description: string;
  /** An outline or a box-shadow shows where the focus is. */
  visible: boolean;
  /** The element is on screen and not hidden under the fixed header (WCAG 2.4.11). */
  onScreen: boolean;
  inMain: boolean;
}

/**
 * Marks every element a keyboard user should reach, in document order: visible,
 * enabled links, buttons, fields and elements with tabindex ≥ 0 (one radio per group).
 * Returns their descriptions. A positive tabindex is reported as a problem by the caller.
 */
export const markTabStops = (page: Page): Promise<{ stops: string[]; positiveTabindex: string[] }> =>
  page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
      const href = element.getAttribute("href");
      const name = element.getAttribute("name");
      return `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ""}${name ? ` name="${name}"` : ""}> ${text}`;
    };
    const selector =
      'a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"], audio[controls], video[controls]';
    const seenRadioGroups = new Set<string>();
    const stops: string[] = [];
    const positiveTabindex: string[] = [];
    document.querySelectorAll("[data-qa-tab]").forEach((element) => element.removeAttribute("data-qa-tab"));
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.tabIndex < 0) continue;
      if (element.tabIndex > 0) positiveTabindex.push(describe(element));
      if ((element as HTMLButtonElement).disabled) continue;
      if (element instanceof HTMLInputElement && element.type === "hidden") continue;
      if (element.closest("[inert]")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || element.getClientRects().length === 0) continue;
      if (element instanceof HTMLInputElement && element.type === "radio") {
        if (seenRadioGroups.has(element.name)) continue;
        seenRadioGroups.add(element.name);
      }
      element.dataset.qaTab = String(stops.length);
      stops.push(describe(element));
    }
    return { stops, positiveTabindex };
  });

/** Where the focus is now. */
const focusState = (page: Page): Promise<FocusStop | null> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const hasRing = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    // Not obscured: the element itself (or what it contains) is what is drawn at its centre,
    // inside the viewport, and not the fixed header or a banner over it.
    const rect = element.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + Math.min(rect.height / 2, 10), 0), window.innerHeight - 1);
    const inViewport =
      rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
    const topmost = document.elementFromPoint(x, y);
    const onScreen =
      inViewport &&
      (element instanceof HTMLIFrameElement ||
        (topmost !== null && (element === topmost || element.contains(topmost) || topmost.contains(element))));
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    const href = element.getAttribute("href");
    return {
      index: element.dataset.qaTab === undefined ? -1 : Number(element.dataset.qaTab),
      description: `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ""}> ${text}`,
      // The ring may be drawn on the element or, for a composed field, on its wrapper (:focus-within).
      visible: hasRing(element) || hasRing(element.parentElement),
      onScreen,
      inMain: Boolean(element.closest("main")),
    };
  });

/**
 * Presses Tab once and reports where the focus went. The browser scrolls the
 * focused element into view (smoothly, with `scroll-behavior: smooth`): give it
 * up to a second to arrive before calling it off-screen.
 */
export const tabOnce = async (page: Page): Promise<FocusStop | null> => {
  await page.keyboard.press("Tab");
  let state = await focusState(page);
  for (let attempt = 0; state && !state.onScreen && attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    state = await focusState(page);
  }
  return state;
};
