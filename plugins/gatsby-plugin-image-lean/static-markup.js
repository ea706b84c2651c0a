/**
 * `renderToStaticMarkup` for the trees gatsby-plugin-image renders in the browser:
 * host elements, function components without hooks, Fragment, memo and
 * forwardRef. Synchronous, so it also works inside a layout effect, where
 * gatsby-plugin-image calls it. Anything else throws, rather than render wrong HTML.
 */
const React = require("react");

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** React writes other names as given ("srcSet"): HTML attribute names are case-insensitive. */
const ATTRIBUTE_NAMES = { className: "class", htmlFor: "for" };
/** HTML attributes that React writes as `name=""` when true and leaves out when false. */
const BOOLEAN_ATTRIBUTES = new Set([
  "hidden",
  "async",
  "defer",
  "disabled",
  "ismap",
  "itemscope",
  "nomodule",
  "novalidate",
  "open",
  "playsinline",
  "reversed",
  "selected",
  "checked",
  "multiple",
  "muted",
  "autoplay",
  "controls",
  "loop",
  "allowfullscreen",
  "default",
  "formnovalidate",
  "readonly",
  "required",
]);
/** CSS properties React leaves without "px". */
const UNITLESS = new Set([
  "opacity",
  "zIndex",
  "flex",
  "flexGrow",
  "flexShrink",
  "order",
  "lineHeight",
  "fontWeight",
  "zoom",
  "aspectRatio",
  "gridRow",
  "gridColumn",
]);

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c],
  );

const styleToString = (style) =>
  Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== "" && typeof value !== "boolean")
    .map(([key, value]) => {
      const name = key.startsWith("--")
        ? key
        : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, "-ms-");
      const text = typeof value === "number" && value !== 0 && !UNITLESS.has(key) ? `${value}px` : String(value).trim();
      return `${name}:${text}`;
    })
    .join(";");

const renderAttributes = (props) => {
  let out = "";
  for (const [key, value] of Object.entries(props)) {
    if (
      key === "children" ||
      key === "dangerouslySetInnerHTML" ||
      key === "suppressHydrationWarning" ||
      key === "suppressContentEditableWarning"
    )
      continue;
    if (value === null || value === undefined || typeof value === "function" || typeof value === "symbol") continue;
    if (key === "style") {
      const css = styleToString(value);
      if (css) out += ` style="${escapeHtml(css)}"`;
      continue;
    }
    const name = ATTRIBUTE_NAMES[key] || key;
    const lower = name.toLowerCase();
    if (BOOLEAN_ATTRIBUTES.has(lower)) {
      if (value) out += ` ${lower}=""`;
      continue;
    }
    if (typeof value === "boolean" && !name.startsWith("aria-") && !name.startsWith("data-")) continue;
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
};

const render = (node) => {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeHtml(node);
  if (Array.isArray(node)) return node.map(render).join("");
  const { type, props } = node;
  if (type === React.Fragment) return render(props.children);
  if (typeof type === "function") {
    if (type.prototype && type.prototype.isReactComponent)
      throw new Error("static-markup: class components are not supported");
    return render(type(props));
  }
  if (type && typeof type === "object") {
    if (typeof type.render === "function") return render(type.render(props, null)); // forwardRef
    if (type.type) return render(React.createElement(type.type, props)); // memo
  }
  if (typeof type !== "string") throw new Error(`static-markup: unsupported element type ${String(type)}`);
  const open = `<${type}${renderAttributes(props)}>`;
  if (VOID_ELEMENTS.has(type)) return `${open.slice(0, -1)}/>`;
  const inner = props.dangerouslySetInnerHTML ? props.dangerouslySetInnerHTML.__html || "" : render(props.children);
  return `${open}${inner}</${type}>`;
};

exports.renderToStaticMarkup = render;
exports.renderToString = render;
