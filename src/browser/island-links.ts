import { navigate } from "gatsby";

/**
 * Links inside a static island (src/components/ui/StaticIsland.tsx) are never hydrated, so
 * a click on one to another page of the site becomes Gatsby's client-side navigation here.
 * A new tab, a download, another site and an anchor on this page keep the browser's behaviour.
 */
export const followIslandLink = (event: MouseEvent): void => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-static-island]")) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
};

/** Installed once, from gatsby-browser.tsx. */
export const followIslandLinks = (doc: Document = document): void => {
  doc.addEventListener("click", followIslandLink);
};
