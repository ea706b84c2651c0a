import * as React from "react";

/**
 * On the first load, keeps the server's HTML of a section with nothing to hydrate, under an empty
 * `dangerouslySetInnerHTML` React never writes back; otherwise renders its children. That React
 * keeps it is observed, not documented (docs/upgrading.md): an island found empty renders its children.
 */

let keepServerHtml = false;

/** From gatsby-browser.tsx, before the first hydration. */
export const startInitialHydration = () => {
  keepServerHtml = true;
};

/** onInitialClientRender: later islands render normally. */
export const endInitialHydration = () => {
  keepServerHtml = false;
};

export const hydratingServerHtml = (): boolean => keepServerHtml;

/** The same object every time, so an update compares equal. */
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
