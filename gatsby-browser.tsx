import * as React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global-styles";
import { endInitialHydration, startInitialHydration } from "./src/components/ui/StaticIsland";
import { followIslandLinks } from "./src/browser/island-links";
import { focusSectionSoon, focusSectionsOnLinks } from "./src/browser/section-focus";
import { markFontsIn, markPainted, PAINTED_ATTRIBUTE } from "./src/browser/after-paint";
import { layOutAheadWhenIdle, renderBeforeAnchorJumps, renderEverything } from "./src/browser/render-all";

/**
 * Hydration off the critical path (docs/performance.md): the bundles load after the
 * first paint and React hydrates inside a transition, in slices that give way to input;
 * a page with an empty body (client-only, `gatsby develop`) is rendered, not hydrated.
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

const hydrateInTransition = (element: React.ReactElement, container: Element) => {
  const serverRendered = container.childElementCount > 0;
  if (serverRendered) startInitialHydration();
  React.startTransition(() => {
    if (serverRendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
};

/**
 * Yields to the browser before the first render, splitting Gatsby's start-up task in
 * two; that Gatsby awaits this promise is checked by the build (docs/upgrading.md).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // The built pages' loader has already marked the page painted, and marks the fonts in once they are;
  // `gatsby develop` has no loader: its pages name the web fonts at once.
  if (!document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)) markFontsIn();
  markPainted();
  followIslandLinks();
  focusSectionsOnLinks();
  renderBeforeAnchorJumps();
  if (process.env.NODE_ENV === "development") {
    void import("./src/browser/content-problems").then(({ showContentProblems }) => showContentProblems());
  }
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
};

// Gatsby types the renderer as react-dom's legacy `render` (its overloads); ours takes what Gatsby passes.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer;

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) => {
  if (location.hash.length > 1) renderEverything();
};

/** `data-hydrated` tells the browser tests links and forms are live; the blocks below the fold are laid out in idle time. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endInitialHydration();
  document.documentElement.setAttribute("data-hydrated", "");
  layOutAheadWhenIdle();
};

/** After a client-side navigation: lays out ahead and focuses the section its address names. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  layOutAheadWhenIdle();
  if (location.pathname !== prevLocation.pathname) focusSectionSoon(location.hash);
};
