/**
 * The site's Markdown beyond remark's defaults, for the build and the CMS previews: tokens, h2/h3 ids, and raw
 * HTML or an unsafe link drawn as text (docs/content.md, "The content check"); loaded with tsx
 * (docs/architecture.md, "`src/lib/markdown/` is loaded by the remark plugin").
 */
import remarkGfm from "remark-gfm";
import { fillTokens, type SiteTokens } from "./tokens";
import { isSafeHref } from "./links";

export interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  url?: string;
  alt?: string | null;
  data?: { id?: string; hName?: string; hProperties?: Record<string, unknown>; [key: string]: unknown };
  children?: MarkdownNode[];
}

/** Single-tilde strikethrough off, so that `~a~` stays text (the transformer's own `gfm` is false). */
export const parserPlugins = (): [unknown, unknown][] => [[remarkGfm, { singleTilde: false }]];

/** "Article 3 – Définitions" → "article-3-definitions" */
export const slugifyHeading = (text: string): string =>
  String(text)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const textOf = (node: MarkdownNode): string =>
  node.type === "text" || node.type === "inlineCode" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/** A reference definition to an unsafe address is dropped: its references then stay text. */
const drawnAs = (node: MarkdownNode): MarkdownNode[] => {
  if (node.type === "html") return [{ type: "text", value: node.value ?? "" }];
  if (typeof node.url !== "string" || isSafeHref(node.url)) return [node];
  if (node.type === "link") return node.children ?? [];
  if (node.type === "image") return node.alt ? [{ type: "text", value: node.alt }] : [];
  if (node.type === "definition") return [];
  return [node];
};

/** In place. Two headings with the same text get `titre`, `titre-2`…; one with no letter or digit `section`. */
export const transformMarkdown = <T extends MarkdownNode>(tree: T, tokens: SiteTokens): T => {
  const used = new Map<string, number>();
  const visit = (node: MarkdownNode): void => {
    if (typeof node.value === "string" && node.value.includes("{{")) node.value = fillTokens(node.value, tokens);
    if (typeof node.url === "string" && node.url.includes("{{")) node.url = fillTokens(node.url, tokens);
    if (node.type === "heading" && node.depth !== undefined && node.depth >= 2 && node.depth <= 3) {
      const base = slugifyHeading(textOf(node)) || "section";
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count + 1}`;
      node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
    }
    if (node.children) {
      node.children = node.children.flatMap((child) => {
        if (typeof child.url === "string" && child.url.includes("{{")) child.url = fillTokens(child.url, tokens);
        return drawnAs(child);
      });
      node.children.forEach(visit);
    }
  };
  visit(tree);
  wrapLaterSections(tree);
  return tree;
};

/**
 * How much text (in characters) comes before the later sections of a long text: more than any screen shows of a
 * legal page above its fold (about 1,500 at 1920 × 1080, 800 on a phone), so the wrapper always starts below it.
 */
export const LATER_SECTIONS_AFTER_CHARS = 1500;

/** The wrapper's attribute: a block laid out only near the viewport (src/styles/render-near.ts). */
const LATER_SECTIONS_PROPERTIES = { "data-render-near": "" };

/**
 * In place: a long text's sections from the first h2 after LATER_SECTIONS_AFTER_CHARS characters go in one `<div
 * data-render-near>`, so a legal page lays out only its first screen before its first paint (docs/performance.md).
 * The text and its headings' ids are unchanged; a shorter text, or one without such an h2, is left as it is.
 */
export const wrapLaterSections = (tree: MarkdownNode): void => {
  const children = tree.children ?? [];
  let chars = 0;
  const start = children.findIndex((node) => {
    const later = node.type === "heading" && node.depth === 2 && chars >= LATER_SECTIONS_AFTER_CHARS;
    chars += textOf(node).length;
    return later;
  });
  if (start <= 0) return;
  tree.children = [
    ...children.slice(0, start),
    {
      type: "laterSections",
      data: { hName: "div", hProperties: LATER_SECTIONS_PROPERTIES },
      children: children.slice(start),
    },
  ];
};

/** Every node of a tree, depth first: a heading may sit in the later sections' wrapper. */
export const allNodes = (node: MarkdownNode): MarkdownNode[] => [node, ...(node.children ?? []).flatMap(allNodes)];
