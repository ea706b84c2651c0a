import * as React from "react";

/**
 * Sections that are only HTML and CSS (figures, prices, services, steps) need
 * no hydration: React would rebuild their whole tree in the browser to attach
 * nothing. On the first load, a `StaticIsland` keeps the server's HTML as it
 * is and React skips everything inside it (an element whose content React
 * treats as raw HTML, with an empty string it never writes back). Their links
 * are plain links, their reveal animation and hover lift are CSS and the head
 * script (reveal-script.ts), so nothing is lost.
 *
 * When there is no server HTML to keep (a client-side navigation to the page,
 * `gatsby develop`, tests), the island renders its children like any component.
 *
 * That React 18 leaves the server's HTML in place under an empty
 * `dangerouslySetInnerHTML` is observed behaviour, not a documented promise
 * (react and react-dom are pinned to their minor for it; docs/upgrading.md):
 * should a React version clear it, the island finds itself empty after
 * hydration and renders its children, so a section never goes blank.
 */

let keepServerHtml = false;

/** Called by gatsby-browser.tsx before the first hydration of server-rendered HTML. */
export const startInitialHydration = () => {
  keepServerHtml = true;
};

/** Called once the first render has committed (onInitialClientRender): later islands render normally. */
export const endInitialHydration = () => {
  keepServerHtml = false;
};

/** True while React hydrates the server's HTML of the first load (a component may keep that HTML as it is). */
export const hydratingServerHtml = (): boolean => keepServerHtml;

/** Content React never writes (the same object every time, so an update compares equal). */
const SERVER_HTML = { __html: "" };

export const StaticIsland = ({ children }: { children: React.ReactNode }) => {
  const [hydratingServerHtml, setHydratingServerHtml] = React.useState(() => keepServerHtml);
  const island = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    if (hydratingServerHtml && island.current && !island.current.hasChildNodes()) setHydratingServerHtml(false);
  }, [hydratingServerHtml]);
  if (hydratingServerHtml) {
    return <div ref={island} data-static-island="" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  }
  return <div data-static-island="">{children}</div>;
};
