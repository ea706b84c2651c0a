/**
 * Sections below the fold are laid out only near the viewport (src/styles/render-near.ts). A
 * smooth jump to an anchor through them would drift as each takes its real height, so every
 * section is laid out for good (`data-render-all`) before one (docs/performance.md).
 */
export const RENDER_ALL_ATTRIBUTE = "data-render-all";

export const RENDER_NEAR_ATTRIBUTE = "data-render-near";

/** On such a block once layOutAheadWhenIdle has laid it out. */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

export const renderEverything = (): void => {
  document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, "");
};

/** Whether a block is still laid out only near the viewport (none once layOutAheadWhenIdle is done). */
const blocksLeftToLayOut = (): boolean =>
  document.querySelector(`[${RENDER_NEAR_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`) !== null;

/**
 * A click on a link to an anchor (on this page or another one), seen before the browser or Gatsby scrolls. Once
 * every block is laid out, the attribute would change nothing but restyle the blocks within the tap: it is left.
 */
export const renderBeforeAnchorClick = (event: MouseEvent): void => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest("a[href]");
  if (
    link instanceof HTMLAnchorElement &&
    new URL(link.href, window.location.href).hash.length > 1 &&
    blocksLeftToLayOut()
  ) {
    renderEverything();
  }
};

/**
 * From gatsby-browser.tsx: a page opened at an anchor, then every click on a link to one, in
 * the capture phase (before `Link` and the browser). Back and forward go through `onPreRouteUpdate`.
 */
export const renderBeforeAnchorJumps = (): void => {
  if (window.location.hash.length > 1) renderEverything();
  document.addEventListener("click", renderBeforeAnchorClick, { capture: true });
};

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Once the page is live, lays out the blocks below the fold for good, one per idle moment,
 * nearest first, so a tap on an anchor costs only the scroll (docs/performance.md, "Interactions").
 * Safari, without requestIdleCallback, gets a pause between blocks.
 */
export const layOutAheadWhenIdle = (): void => {
  const idleWindow = window as IdleWindow;
  const whenIdle = (next: () => void) => {
    if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(next, { timeout: 2000 });
    else window.setTimeout(next, 100);
  };
  const layOutNext = () => {
    if (document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)) return;
    const block = document.querySelector(`[${RENDER_NEAR_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`);
    if (!block) return;
    block.setAttribute(LAID_OUT_ATTRIBUTE, "");
    window.requestAnimationFrame(() => whenIdle(layOutNext));
  };
  whenIdle(layOutNext);
};
