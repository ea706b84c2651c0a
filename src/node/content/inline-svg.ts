import { optimize } from "svgo";
import { sanitiseSvg, type CleanSvg } from "./svg-sanitiser";

/**
 * A writer's SVG logo, made small to be written inside the page: an <img> would cost a document of its own
 * per logo. An inline SVG runs in the page, so the sanitised drawing is made smaller by svgo, then sanitised
 * again; its ids get the logo's own prefix, so two logos never share one.
 */

export interface InlineSvg {
  viewBox: string;
  /** The drawing, without the root, its title or its sizes. */
  markup: string;
}

/** `svg` is a drawing sanitiseSvg() accepted, `prefix` a name unique on the page. */
export const inlineSvg = (svg: CleanSvg, prefix: string): InlineSvg => {
  // svgo 4's preset-default keeps the viewBox and the title; the title goes here (the component names the logo).
  const { data } = optimize(svg.document, {
    multipass: true,
    plugins: [
      "preset-default",
      "removeTitle",
      "removeDimensions",
      { name: "prefixIds", params: { prefix: `logo-${prefix}`, delim: "-" } },
    ],
  });
  const again = sanitiseSvg(data);
  if (!again.ok) throw new Error(`svgo a écrit un dessin que le nettoyage des SVG refuse (${JSON.stringify(again.refusal)}).`);
  return { viewBox: again.svg.viewBox, markup: again.svg.content };
};
