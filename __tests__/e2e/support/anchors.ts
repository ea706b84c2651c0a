import type { Page } from "@playwright/test";

export interface AnchorPosition {
  found: boolean;
  /** Top of the target element, relative to the viewport. */
  top: number;
  bottom: number;
  /** Bottom edge of the site header when it covers the top of the viewport (fixed or sticky), else 0. */
  headerBottom: number;
  viewportHeight: number;
}

/** Where the element with this id sits in the viewport, and what the site header covers. */
export const anchorPosition = (page: Page, id: string): Promise<AnchorPosition> =>
  page.evaluate((targetId) => {
    const element = document.getElementById(targetId);
    const header =
      document.querySelector('a[href$="#projects"]')?.closest("header") ?? document.querySelector("header");
    let headerBottom = 0;
    if (header) {
      const style = getComputedStyle(header);
      const rect = header.getBoundingClientRect();
      if ((style.position === "fixed" || style.position === "sticky") && rect.top <= 0 && rect.bottom > 0) {
        headerBottom = rect.bottom;
      }
    }
    const rect = element?.getBoundingClientRect();
    return {
      found: Boolean(element),
      top: rect?.top ?? NaN,
      bottom: rect?.bottom ?? NaN,
      headerBottom,
      viewportHeight: window.innerHeight,
    };
  }, id);

/**
 * The section is visible after the jump: its top is below the header (not hidden
 * under it, one pixel of rounding allowed) and inside the viewport.
 */
export const isShownBelowHeader = (position: AnchorPosition): boolean =>
  position.found && position.top >= position.headerBottom - 1 && position.top < position.viewportHeight;

/**
 * Waits (smooth scrolling takes about a second over a long page, and lazy blocks
 * may still move the layout) until the section is shown below the header and the
 * page has stopped scrolling; returns the last position measured, shown or not.
 */
export const settleOnAnchor = async (
  page: Page,
  id: string,
  timeoutMs = 5_000,
): Promise<AnchorPosition & { shown: boolean }> => {
  const started = Date.now();
  let previousTop = NaN;
  for (;;) {
    const position = await anchorPosition(page, id);
    const shown = isShownBelowHeader(position);
    const still = Math.abs(position.top - previousTop) < 1;
    if ((shown && still) || Date.now() - started > timeoutMs) return { ...position, shown };
    previousTop = position.top;
    await page.waitForTimeout(150);
  }
};
