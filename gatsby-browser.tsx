import * as React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global-styles";
import { endInitialHydration, startInitialHydration } from "./src/components/ui/StaticIsland";
import { followIslandLinks } from "./src/browser/island-links";
import { focusSection, focusSectionsOnLinks } from "./src/browser/section-focus";
import { markFontsIn, markPainted, PAINTED_ATTRIBUTE } from "./src/browser/after-paint";
import { layOutAheadWhenIdle, renderBeforeAnchorJumps, renderEverything } from "./src/browser/render-all";

/**
 * Hydration off the critical path. The server HTML is the whole page, already
 * styled and readable; React only needs to take it over to make links and
 * forms live. The bundles load after the first paint (src/node/postbuild/built-html.ts),
 * and React hydrates inside a transition: in slices of a few milliseconds that
 * give way to the browser and to any input, instead of one long task that
 * blocks the main thread (Lighthouse's Total Blocking Time, the visitor's first tap).
 * Static sections keep their server HTML and are not hydrated at all
 * (src/components/ui/StaticIsland.tsx). A page whose body is empty (a
 * client-only page, `gatsby develop` without server rendering) is rendered,
 * not hydrated, as Gatsby does by default.
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

const hydrateInTransition = (element: React.ReactElement, container: Element) => {
  // The container Gatsby hands over holds the server's HTML, or nothing when the page is rendered in the browser only.
  const serverRendered = container.childElementCount > 0;
  if (serverRendered) startInitialHydration();
  React.startTransition(() => {
    if (serverRendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
};

/**
 * Before the first render, a yield to the browser. Gatsby runs its
 * whole entry (the framework's and the app's modules) in one task and goes on
 * from there, in the same task, to fetch the page's data and chunks once this
 * promise settles; settling it from a new task splits that long task in two,
 * so an input or a frame can come in between (Total Blocking Time counts each
 * task's time beyond 50 ms; 35 to 80 ms less on every page type). That Gatsby
 * waits for this promise is its runtime's behaviour, not a documented one: the
 * build checks it is still so (checkClientEntryAwaited, src/node/postbuild/built-html.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // The built pages' loader has already marked the page painted, and marks the fonts in once they are;
  // `gatsby develop` has no loader: its pages name the web fonts at once.
  if (!document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)) markFontsIn();
  markPainted();
  // Links in the sections kept as server HTML navigate inside the site, as Gatsby's Link does.
  followIslandLinks();
  // Following a link to a section of the page moves the keyboard's place into it, whichever link it is.
  focusSectionsOnLinks();
  // Sections laid out only near the viewport are all laid out before a jump to an anchor.
  renderBeforeAnchorJumps();
  // While developing, the content's problems over the page (the build leaves this branch out).
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

/** A client-side navigation to an anchor (back, forward, a link's click already did it). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) => {
  if (location.hash.length > 1) renderEverything();
};

/**
 * The first render is done: sections reached later by client-side navigation
 * render as usual. `<html data-hydrated>` says so to the browser tests (and to
 * anyone debugging a page): links and forms are live from then on. The blocks
 * below the fold are then laid out in idle time, so that a jump to an anchor
 * does not have to.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endInitialHydration();
  document.documentElement.setAttribute("data-hydrated", "");
  layOutAheadWhenIdle();
};

/**
 * A page reached by a client-side navigation: its blocks below the fold are laid out in idle time too, and a
 * section its address names (`/accueil#contact` from another page) takes the keyboard's place.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  layOutAheadWhenIdle();
  if (location.pathname !== prevLocation.pathname) focusSection(location.hash);
};
