import { optimize } from "svgo";
import { sanitiseSvg, type CleanSvg } from "./svg-sanitiser";

/**
 * A writer's SVG logo, made small to be written inside the page's HTML.
 *
 * An <img src="logo.svg"> costs the browser a document of its own per logo:
 * a request, a parser, a layout and a paint, on the main thread while the page
 * is first shown. Inline, the ten client logos are ten <svg> elements of the
 * page, with nothing to fetch. But an inline SVG runs in the page, so what is
 * drawn here is only ever the output of src/node/content/svg-sanitiser.ts:
 * the sanitised drawing is made smaller by svgo, then sanitised again, and the
 * markup returned is that second pass's, written from its tree. Ids get a prefix
 * of the logo's own, so two logos (or a logo and the page) never share one.
 */

export interface InlineSvg {
  /** The root's viewBox, for the <svg> the component writes. */
  viewBox: string;
  /** What goes inside that <svg>: the drawing, without the root, its title or its sizes. */
  markup: string;
}

/**
 * `svg` is a drawing sanitiseSvg() accepted, `prefix` a short name unique on the page (the
 * logo's file name, say). Throws only if svgo's output were refused, which a sanitised
 * drawing never is (`__tests__/unit/svg-sanitiser.test.ts`).
 */
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
