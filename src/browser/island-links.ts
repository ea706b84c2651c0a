import { navigate } from "gatsby";

/**
 * Links inside a static island (src/components/ui/StaticIsland.tsx) are the
 * server's plain `<a href>`: React never hydrated them, so no Gatsby `Link`
 * intercepts their clicks, and following one would reload the whole site.
 * One listener on the document gives them what `Link` gives the others: a
 * click on a link to another page of the site becomes Gatsby's client-side
 * navigation (the next page's data and code only; Gatsby itself falls back to
 * a full load when the page is unknown). Everything else keeps the browser's
 * own behaviour: a new tab (modifier keys, middle click, `target`), a
 * download, another site, mail and phone links, and an anchor on the page
 * itself (`/accueil#contact` while on /accueil, scrolled to natively).
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
