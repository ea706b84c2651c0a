import { __PRIVATE__ } from "styled-components";

/**
 * styled-components writes the CSS of every component a page renders into one
 * `<style data-styled>` in its `<head>`. In the browser it "rehydrates" that
 * tag as soon as it loads: it parses the whole text, inserts every rule again,
 * one `insertRule` at a time, into a style sheet of its own, and removes the
 * server's tag. Same CSS in the end, but the browser restyles the whole page
 * for it, in the middle of hydration (the longest style recalculation of the
 * load on `/accueil`).
 *
 * The server's tag is written as already `active` instead (gatsby-ssr.tsx),
 * so styled-components leaves it in place and untouched. It only needs to
 * know which class names that tag already holds, or it would insert them a
 * second time as components hydrate: `registerServerStyles` reads them from
 * the tag's markers, `data-styled.g12[id="sc-abc"]{content:"kxyz,"}`, into the
 * sheet every component uses. Rules a later page needs are inserted as usual,
 * in a new tag after this one.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-styles";

const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/** The (component id, class name) pairs a server style text declares, in order. */
export const serverStyleNames = (css: string): [id: string, name: string][] =>
  [...css.matchAll(MARKER)].flatMap(([, id, names]) =>
    names
      .split(",")
      .filter(Boolean)
      .map((name): [string, string] => [id, name]),
  );

/** Registers the server tag's class names with styled-components' sheet; returns how many. */
export const registerServerStyles = (doc: Document = document): number => {
  const tag = doc.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  if (!tag?.textContent) return 0;
  const names = serverStyleNames(tag.textContent);
  for (const [id, name] of names) __PRIVATE__.mainSheet.registerName(id, name);
  return names.length;
};
