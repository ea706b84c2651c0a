import { optimize, type XastChild, type XastElement, type XastRoot } from "svgo";

/**
 * The one gate for every SVG of `content/` the site draws or serves: parsed into a tree (svgo's parser),
 * held to the allowlists below and written again from the tree, so only checked names, values and text
 * reach the output (docs/content.md, « The content check », SVG logos).
 */

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
export const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";

/** The namespaces of drawing programs' own notes: never drawn by a browser. */
const EDITOR_NAMESPACES = [
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://ns.adobe.com/",
  "http://www.bohemiancoding.com/sketch/ns",
];
const isEditorNamespace = (uri: string | undefined): boolean =>
  uri !== undefined && EDITOR_NAMESPACES.some((editor) => uri === editor || (editor.endsWith("/") && uri.startsWith(editor)));

/** Drawing elements, in the SVG namespace. No script, style, link, image, animation, filter or foreign content. */
const ELEMENTS = new Set([
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

/** Elements whose text is kept (words of the drawing, its accessible name). */
const TEXT_ELEMENTS = new Set(["text", "tspan", "title", "desc"]);

/** SVG elements left out with their content, silently: they never draw. */
const SILENT_ELEMENTS = new Set(["metadata"]);

/** Presentation attributes: also CSS properties, so they may be written in a `style` attribute too. */
const PRESENTATION = new Set([
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "overflow",
  "clip-rule",
  "clip-path",
  "mask",
  "mask-type",
  "vector-effect",
  "shape-rendering",
  "text-rendering",
  "color-interpolation",
  "paint-order",
  "stop-color",
  "stop-opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "font-variant",
  "font-stretch",
  "letter-spacing",
  "word-spacing",
  "text-anchor",
  "text-decoration",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "writing-mode",
  "direction",
  "unicode-bidi",
  "enable-background",
]);

const ATTRIBUTES = new Set([
  ...PRESENTATION,
  "id",
  "role",
  "aria-label",
  "aria-hidden",
  "aria-labelledby",
  "aria-describedby",
  "version",
  "baseProfile",
  "viewBox",
  "preserveAspectRatio",
  "x",
  "y",
  "width",
  "height",
  "d",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "points",
  "pathLength",
  "transform",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "offset",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "maskUnits",
  "maskContentUnits",
  "clipPathUnits",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "href",
  "style",
]);

/** Attributes left out silently: without a stylesheet or a script they change nothing. */
const isSilentAttribute = (name: string): boolean => name === "class" || name.startsWith("data-");

/** What a few refused elements are, for the writer; by name in lower case (`<Script>` is a script in a page). */
const ELEMENT_WHY: Record<string, string> = {
  script: "un script",
  foreignobject: "du HTML",
  style: "une feuille de style",
  a: "un lien",
  image: "une image",
  feimage: "une image",
  animate: "une animation",
  set: "une animation",
  animatetransform: "une animation",
  animatemotion: "une animation",
  iframe: "une page",
  filter: "un filtre",
};

export interface CleanSvg {
  document: string;
  viewBox: string;
  content: string;
}

export type SvgRefusal =
  | { kind: "unreadable"; line: number }
  | { kind: "not-svg"; root: string }
  | { kind: "no-viewbox" }
  | { kind: "refused"; reasons: string[] };

export type SanitiseResult = { ok: true; svg: CleanSvg } | { ok: false; refusal: SvgRefusal };

const parse = (source: string): { root: XastRoot } | { line: number } => {
  let root: XastRoot | undefined;
  try {
    optimize(source, {
      plugins: [
        {
          name: "voltisTree",
          fn: (tree) => {
            root = tree;
            return null;
          },
        },
      ],
    });
  } catch (error) {
    return { line: (error as { line?: number }).line ?? 1 };
  }
  return { root: root ?? { type: "root", children: [] } };
};

const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");

const shown = (value: string): string => {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

/** An id the references may name: no space, quote, bracket or markup character. */
const ID = /^[^\s"'<>&\\#()]+$/;
/** A local reference, `url(#id)` (quotes optional). */
const LOCAL_URL = /url\(\s*(["']?)#([^\s"'<>&\\#()]+)\1\s*\)/gi;

/**
 * The value forms a drawing property may take, as CSS reads them (presentation attributes are CSS values too):
 * numbers, lengths, percentages and angles, colours (`#hex`, keywords, `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers),
 * keywords and quoted names (a font), `url(#id)` of an element of the file, and lists of these. Anything else, every
 * other function first (`image-set()`, `cross-fade()`, `element()`, `paint()`, `var()`…), is refused: a new CSS
 * function that loads a file cannot pass unseen. Each token is matched at the place the last one ended (sticky).
 */
const CSS_TOKENS = {
  space: /\s+/y,
  separator: /[,/]/y,
  important: /!\s*important(?![\p{L}\p{N}_-])/iuy,
  string: /"[^"\n\r\f]*"|'[^'\n\r\f]*'/y,
  hash: /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\p{L}\p{N}_-])/iuy,
  number: /[+-]?(?:\d*\.\d+|\d+)(?:e[+-]?\d+)?(?:%|[a-z]+)?(?![\p{L}\p{N}_(])/iuy,
  keyword: /-?[\p{L}_][\p{L}\p{N}_-]*(?![\p{L}\p{N}_(-])/uy,
  function: /(-?[\p{L}_][\p{L}\p{N}_-]*)\(/uy,
};
/** The tokens that stand alone (every one but a function). */
const SIMPLE_TOKENS = [
  CSS_TOKENS.space,
  CSS_TOKENS.separator,
  CSS_TOKENS.important,
  CSS_TOKENS.string,
  CSS_TOKENS.hash,
  CSS_TOKENS.number,
  CSS_TOKENS.keyword,
];
/** The rest of a `url(` after its name: a local reference, whose id is then looked up. */
const LOCAL_URL_REST = /\s*(["']?)#([^\s"'<>&\\#()]+)\1\s*\)/y;
/** The rest of a colour function after its name: its arguments up to the closing bracket. */
const COLOUR_REST = /([^()]*)\)/y;
const COLOUR_FUNCTIONS = new Set(["rgb", "rgba", "hsl", "hsla"]);
const COLOUR_ARGUMENT = /^[+-]?(?:\d*\.\d+|\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?$/i;
/** CSS functions that fetch a file or draw what is not in the logo, named as such in the refusal (`url()` is read above). */
const LOADING_FUNCTIONS = new Set([
  "src",
  "image",
  "image-set",
  "-webkit-image-set",
  "cross-fade",
  "-webkit-cross-fade",
  "element",
  "-moz-element",
  "paint",
  "image-rect",
  "-moz-image-rect",
]);

/** Why a CSS value is not a drawing value, in French (to follow « sur <élément> »), or null when every token is one of the forms above. */
const cssValueFault = (value: string, ids: Set<string>): string | null => {
  const at = (pattern: RegExp, index: number): RegExpExecArray | null => {
    pattern.lastIndex = index;
    return pattern.exec(value);
  };
  let index = 0;
  while (index < value.length) {
    let simple: RegExpExecArray | null = null;
    for (const pattern of SIMPLE_TOKENS) if ((simple = at(pattern, index))) break;
    if (simple) {
      index += simple[0].length;
      continue;
    }
    const call = at(CSS_TOKENS.function, index);
    if (!call) return ` («\u00a0${value[index]}\u00a0», qui n’a pas sa place dans une valeur de dessin)`;
    const name = call[1].toLowerCase();
    index += call[0].length;
    if (name === "url") {
      const local = at(LOCAL_URL_REST, index);
      if (!local || !ids.has(local[2])) return ", qui pointe hors du fichier ou vers un élément absent";
      index += local[0].length;
    } else if (COLOUR_FUNCTIONS.has(name)) {
      const colour = at(COLOUR_REST, index);
      const numeric = colour?.[1].split(/[\s,/]+/).filter(Boolean).every((argument) => COLOUR_ARGUMENT.test(argument));
      if (!colour || !numeric) return ` (une couleur ${name}() dont les parenthèses ne tiennent pas que des nombres)`;
      index += colour[0].length;
    } else if (LOADING_FUNCTIONS.has(name)) {
      return ` (la fonction CSS ${name}(), qui va chercher un fichier ou un élément hors du logo)`;
    } else {
      return ` (la fonction CSS ${name}()\u00a0: une valeur de dessin n’est faite que de nombres, de couleurs, de mots-clés et de références url(#…) au fichier)`;
    }
  }
  return null;
};

type Scope = Map<string, string>;

const declaredScope = (element: XastElement, parent: Scope): Scope => {
  const scope = new Map(parent);
  for (const [name, value] of Object.entries(element.attributes)) {
    if (name === "xmlns") scope.set("", value);
    else if (name.startsWith("xmlns:")) scope.set(name.slice("xmlns:".length), value);
  }
  return scope;
};

const splitName = (name: string): { prefix: string | null; local: string } => {
  const colon = name.indexOf(":");
  return colon < 0 ? { prefix: null, local: name } : { prefix: name.slice(0, colon), local: name.slice(colon + 1) };
};

/** The ids the file's SVG elements define: the only targets a reference may name. */
const definedIds = (element: XastElement, ids: Set<string>): Set<string> => {
  if (typeof element.attributes.id === "string" && ID.test(element.attributes.id)) ids.add(element.attributes.id);
  for (const child of element.children) {
    if (child.type === "element" && !child.name.includes(":") && !SILENT_ELEMENTS.has(child.name)) definedIds(child, ids);
  }
  return ids;
};

/** The root's viewBox, or one made from numeric width and height. */
const viewBoxOf = (attributes: Record<string, string>): string | null => {
  const viewBox = attributes.viewBox?.trim();
  if (viewBox !== undefined) {
    const numbers = viewBox.split(/[\s,]+/).map(Number);
    return numbers.length === 4 && numbers.every(Number.isFinite) && numbers[2] > 0 && numbers[3] > 0
      ? numbers.join(" ")
      : null;
  }
  const size = (value: string | undefined) => (value && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value) ? parseFloat(value) : NaN);
  const width = size(attributes.width);
  const height = size(attributes.height);
  return width > 0 && height > 0 ? `0 0 ${width} ${height}` : null;
};

class Writer {
  readonly reasons: string[] = [];
  usesXlink = false;

  constructor(private readonly ids: Set<string>) {}

  private refuse(reason: string): void {
    if (!this.reasons.includes(reason)) this.reasons.push(reason);
  }

  /** An attribute value without CSS escapes, whose every `url(…)` is a local reference to an id of the file. */
  private checkValue(name: string, value: string, element: string): boolean {
    if (value.includes("\\")) {
      this.refuse(`${name}="${shown(value)}" sur <${element}> (barre oblique inverse, un échappement CSS)`);
      return false;
    }
    const rest = value.replace(LOCAL_URL, (match, _quote, id: string) => (this.ids.has(id) ? "" : match));
    if (/url\s*\(/i.test(rest)) {
      this.refuse(`${name}="${shown(value)}" sur <${element}>, qui pointe hors du fichier ou vers un élément absent`);
      return false;
    }
    return true;
  }

  /** A drawing property's value (a presentation attribute or a declaration of `style`), held to the CSS value forms. */
  private checkCss(name: string, value: string, element: string, whole = value): boolean {
    if (whole.includes("\\")) {
      this.refuse(`${name}="${shown(whole)}" sur <${element}> (barre oblique inverse, un échappement CSS)`);
      return false;
    }
    const fault = cssValueFault(value, this.ids);
    if (fault !== null) {
      this.refuse(`${name}="${shown(whole)}" sur <${element}>${fault}`);
      return false;
    }
    return true;
  }

  private style(value: string, element: string): string | null {
    if (/\/\*|[{}@<]/.test(value)) {
      this.refuse(`style="${shown(value)}" sur <${element}> (autre chose que des propriétés de dessin)`);
      return null;
    }
    if (value.includes("\\")) return this.checkCss("style", value, element) ? value : null;
    const declarations: string[] = [];
    for (const part of value.split(";")) {
      if (!part.trim()) continue;
      const declaration = /^\s*([A-Za-z-]+)\s*:\s*(\S(?:[\s\S]*\S)?)\s*$/.exec(part);
      const property = declaration?.[1].toLowerCase();
      if (!declaration || !property || !PRESENTATION.has(property)) {
        this.refuse(`la propriété «\u00a0${shown(part)}\u00a0» du style de <${element}>`);
        return null;
      }
      if (!this.checkCss("style", declaration[2], element, value)) return null;
      declarations.push(`${property}:${declaration[2]}`);
    }
    return declarations.join(";");
  }

  attributes(element: XastElement, name: string, scope: Scope): string {
    const written: string[] = [];
    for (const [attribute, value] of Object.entries(element.attributes)) {
      if (attribute === "xmlns" || attribute.startsWith("xmlns:")) continue;
      const { prefix, local } = splitName(attribute);
      if (/^on/i.test(local)) {
        this.refuse(`l’attribut ${attribute} sur <${name}> (un script)`);
        continue;
      }
      let output: string;
      if (prefix !== null) {
        const uri = prefix === "xml" ? XML_NAMESPACE : scope.get(prefix);
        if (isEditorNamespace(uri)) continue;
        if (uri === XLINK_NAMESPACE && local === "href") {
          output = "xlink:href";
          this.usesXlink = true;
        } else if (uri === XML_NAMESPACE && (local === "space" || local === "lang")) {
          output = `xml:${local}`;
        } else {
          this.refuse(`l’attribut ${attribute} sur <${name}>`);
          continue;
        }
      } else if (isSilentAttribute(attribute)) {
        continue;
      } else if (!ATTRIBUTES.has(attribute)) {
        this.refuse(`l’attribut ${attribute} sur <${name}>`);
        continue;
      } else {
        output = attribute;
      }
      let kept: string | null = value;
      if (output === "href" || output === "xlink:href") {
        if (!(value.startsWith("#") && this.ids.has(value.slice(1)))) {
          this.refuse(`le lien ${attribute}="${shown(value)}" sur <${name}>, qui ne mène pas à un élément du fichier`);
          continue;
        }
      } else if (output === "style") {
        kept = this.style(value, name);
      } else if (PRESENTATION.has(output) ? !this.checkCss(attribute, value, name) : !this.checkValue(attribute, value, name)) {
        kept = null;
      }
      if (kept !== null) written.push(` ${output}="${escapeAttribute(kept)}"`);
    }
    return written.join("");
  }

  element(element: XastElement, parentScope: Scope): string {
    const scope = declaredScope(element, parentScope);
    const { prefix, local } = splitName(element.name);
    const uri = scope.get(prefix ?? "");
    if (isEditorNamespace(uri)) return "";
    // An element without a namespace is read as SVG: inside a page, the HTML parser makes it one.
    const svg = uri === SVG_NAMESPACE || (uri === undefined && prefix === null);
    if (svg && SILENT_ELEMENTS.has(local)) return "";
    if (!svg || !ELEMENTS.has(local)) {
      const why = Object.hasOwn(ELEMENT_WHY, local.toLowerCase()) ? ELEMENT_WHY[local.toLowerCase()] : undefined;
      this.refuse(`l’élément <${element.name}>${why ? ` (${why})` : ""}`);
      return "";
    }
    const attributes = this.attributes(element, local, scope);
    const content = this.children(element, local, scope);
    return content ? `<${local}${attributes}>${content}</${local}>` : `<${local}${attributes}/>`;
  }

  children(element: XastElement, name: string, scope: Scope): string {
    let written = "";
    for (const child of element.children) written += this.child(child, name, scope);
    return written;
  }

  private child(child: XastChild, parent: string, scope: Scope): string {
    switch (child.type) {
      case "element":
        return this.element(child, scope);
      case "text":
        if (TEXT_ELEMENTS.has(parent)) return escapeText(child.value);
        if (child.value.trim()) this.refuse(`du texte hors d’un élément <text> (dans <${parent}>)`);
        return "";
      case "comment":
        return "";
      case "cdata":
        this.refuse(`une section CDATA (dans <${parent}>)`);
        return "";
      case "instruction":
        this.refuse(`une instruction de traitement <?${child.name} …?> (dans <${parent}>)`);
        return "";
      case "doctype":
        return "";
    }
  }
}

export const sanitiseSvg = (source: string): SanitiseResult => {
  const parsed = parse(source.replace(/^\ufeff/, ""));
  if ("line" in parsed) return { ok: false, refusal: { kind: "unreadable", line: parsed.line } };
  const nodes = parsed.root.children;
  const root = nodes.find((node): node is XastElement => node.type === "element");
  if (!root) return { ok: false, refusal: { kind: "not-svg", root: "" } };
  const scope = declaredScope(root, new Map());
  const { prefix, local } = splitName(root.name);
  const rootUri = scope.get(prefix ?? "");
  if (local !== "svg") return { ok: false, refusal: { kind: "not-svg", root: root.name } };
  if (rootUri !== undefined && rootUri !== SVG_NAMESPACE) {
    return { ok: false, refusal: { kind: "not-svg", root: `${root.name} xmlns="${shown(rootUri)}"` } };
  }

  const writer = new Writer(definedIds(root, new Set()));
  // Before the root: the XML declaration first of all, comments and a DOCTYPE without entities.
  nodes.forEach((node, index) => {
    if (node.type === "instruction" && !(node.name === "xml" && index === 0)) {
      writer.reasons.push(`une instruction de traitement <?${node.name} …?>`);
    }
    if (node.type === "doctype" && node.data.doctype.includes("[")) {
      writer.reasons.push("une déclaration d’entités dans le DOCTYPE ([…])");
    }
    if (node.type === "cdata") writer.reasons.push("une section CDATA");
  });
  const attributes = writer.attributes(root, "svg", scope);
  const content = writer.children(root, "svg", scope);
  if (writer.reasons.length > 0) return { ok: false, refusal: { kind: "refused", reasons: writer.reasons } };

  const viewBox = viewBoxOf(root.attributes);
  if (!viewBox) return { ok: false, refusal: { kind: "no-viewbox" } };
  const namespaces = ` xmlns="${SVG_NAMESPACE}"${writer.usesXlink ? ` xmlns:xlink="${XLINK_NAMESPACE}"` : ""}`;
  const withViewBox = /(^| )viewBox="/.test(attributes)
    ? attributes.replace(/ viewBox="[^"]*"/, ` viewBox="${viewBox}"`)
    : ` viewBox="${viewBox}"${attributes}`;
  const document = `<svg${namespaces}${withViewBox}>${content}</svg>`;
  return { ok: true, svg: { document, viewBox, content } };
};

/** A refusal in French, written after the Markdown file and the field; `value` is the field's value. */
export const refusalMessage = (value: string, refusal: SvgRefusal): string => {
  const logo = `le logo «\u00a0${value}\u00a0»`;
  switch (refusal.kind) {
    case "unreadable":
      return `${logo} n’est pas un SVG lisible (XML invalide à la ligne ${refusal.line})\u00a0: réenregistrez-le en SVG depuis le logiciel de dessin.`;
    case "not-svg": {
      const found = refusal.root ? `son élément principal est <${refusal.root}>, pas <svg>` : "le fichier est vide";
      return `${logo} n’est pas un SVG (${found})\u00a0: ce champ attend un logo vectoriel, un fichier SVG (extension .svg).`;
    }
    case "no-viewbox":
      return `${logo} n’a pas de taille\u00a0: son élément <svg> doit avoir un attribut viewBox (ou width et height en nombres).`;
    case "refused": {
      const listed = refusal.reasons.slice(0, 8);
      const more = refusal.reasons.length - listed.length;
      return (
        `${logo} contient ce qu’un logo du site ne peut pas contenir\u00a0: ${listed.join("\u00a0; ")}` +
        `${more > 0 ? `\u00a0; et ${more} autre(s) chose(s)` : ""}. ` +
        "Un logo n’est fait que de formes, de dégradés et de texte\u00a0: réenregistrez-le en «\u00a0SVG simple\u00a0» " +
        "(Inkscape) ou exportez-le en SVG avec des attributs de présentation (Illustrator, Figma), " +
        "sans script, lien, image, animation ni feuille de style."
      );
    }
  }
};
