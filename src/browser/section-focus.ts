/**
 * A link to a section of this page moves focus there, as a plain anchor does: Gatsby's `Link`
 * scrolls but leaves focus on the link. A section that cannot take focus gets `tabindex="-1"`
 * and no focus ring (global.css).
 *
 * The focus moves once the frame that answers the tap is on screen (`focusSectionSoon`): moving it
 * within the click made the browser recompute style and layout there, before that frame, for the
 * focus change alone (docs/performance.md, « Interactions »).
 */
export const SECTION_FOCUS_ATTRIBUTE = "data-section-focus";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

const sectionOf = (hash: string): HTMLElement | null => {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const element = document.getElementById(id);
  return element instanceof HTMLElement ? element : null;
};

/** Moves focus to the section `hash` names; returns whether there was one. */
export const focusSection = (hash: string): boolean => {
  const section = sectionOf(hash);
  if (!section) return false;
  if (!section.matches(FOCUSABLE)) {
    section.setAttribute("tabindex", "-1");
    section.setAttribute(SECTION_FOCUS_ATTRIBUTE, "");
  }
  section.focus({ preventScroll: true });
  return true;
};

/**
 * `focusSection` after the next frame: a task queued from that frame's animation callbacks runs once it is painted.
 * Returns whether the page has the section (checked at once).
 */
export const focusSectionSoon = (hash: string): boolean => {
  if (!sectionOf(hash)) return false;
  window.requestAnimationFrame(() => {
    window.setTimeout(() => focusSection(hash), 0);
  });
  return true;
};

/** A click (mouse, or Enter on a link) on a link to a section of this very page. */
export const focusSectionOnClick = (event: MouseEvent): void => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
  if (url.search !== window.location.search) return;
  focusSectionSoon(url.hash);
};

/** From gatsby-browser.tsx; the bubbling phase sees the click after the link's own handlers. */
export const focusSectionsOnLinks = (doc: Document = document): void => {
  doc.addEventListener("click", focusSectionOnClick);
};
