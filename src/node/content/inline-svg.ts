import { optimize, type CustomPlugin, type XastElement } from "svgo";

/**
 * A writer's SVG logo, made safe and small to be written inside the page's HTML.
 *
 * An <img src="logo.svg"> costs the browser a document of its own per logo:
 * a request, a parser, a layout and a paint, on the main thread while the page
 * is first shown. Inline, the ten client logos are ten <svg> elements of the
 * page, with nothing to fetch. But an inline SVG runs in the page, so only
 * drawing is kept: an element outside the list below, an event attribute or a
 * link outside the file stops the build, naming the file. Ids get a prefix of
 * the logo's own, so two logos (or a logo and the page) never share one.
 */

/** Drawing elements an inline logo may hold. */
const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "mask",
  "clipPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "use",
  "symbol",
  "pattern",
]);

export interface InlineSvg {
  /** The root's viewBox, for the <svg> the component writes. */
  viewBox: string;
  /** What goes inside that <svg>: the drawing, without the root, its title or its sizes. */
  markup: string;
}

const problemsOf = (problems: string[]): CustomPlugin => ({
  name: "voltisDrawingOnly",
  fn: () => ({
    element: {
      enter: (node: XastElement) => {
        if (!ALLOWED_ELEMENTS.has(node.name)) problems.push(`élément <${node.name}> interdit`);
        for (const [name, value] of Object.entries(node.attributes)) {
          if (/^on/i.test(name)) problems.push(`attribut ${name} interdit (script)`);
          if (/(^|:)href$/.test(name) && !value.startsWith("#")) {
            problems.push(`lien ${name}="${value}" hors du fichier`);
          }
          if (/url\(\s*['"]?(?!#)/i.test(value)) problems.push(`${name} pointe hors du fichier (${value})`);
          if (/javascript:/i.test(value)) problems.push(`${name} contient du JavaScript`);
        }
      },
    },
  }),
});

/**
 * `source` is the SVG file's text, `file` its path (for the messages), `prefix`
 * a short name unique on the page (the logo's file name, say).
 */
export const inlineSvg = (source: string, { file, prefix }: { file: string; prefix: string }): InlineSvg => {
  const problems: string[] = [];
  let data: string;
  try {
    // svgo 4's preset-default keeps the viewBox and the title; the title goes here.
    data = optimize(source, {
      path: file,
      multipass: true,
      plugins: [
        problemsOf(problems),
        "preset-default",
        "removeTitle",
        "removeDimensions",
        { name: "prefixIds", params: { prefix: `logo-${prefix}`, delim: "-" } },
      ],
    }).data;
  } catch (error) {
    throw new Error(`${file} : SVG illisible (${(error as Error).message}).`);
  }
  if (problems.length > 0) {
    throw new Error(`${file} : ce logo ne peut pas être intégré à la page : ${[...new Set(problems)].join(" ; ")}.`);
  }
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(data.trim());
  const viewBox = root ? /\bviewBox="([^"]+)"/.exec(root[1])?.[1] : undefined;
  if (!root || !viewBox) throw new Error(`${file} : le logo doit être un <svg> avec un attribut viewBox.`);
  return { viewBox, markup: root[2] };
};
