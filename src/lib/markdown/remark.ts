/**
 * What the site does to its Markdown beyond remark's defaults, in one place for
 * the two renderers: the site's build (gatsby-transformer-remark, through the
 * thin sub-plugin plugins/gatsby-remark-voltis) and the CMS previews
 * (src/cms/markdown.ts).
 *
 * - Parser: GitHub-flavoured Markdown (tables, task lists, autolinks, `~~strike~~`)
 *   with single-tilde strikethrough off, so that `~a~` stays text. The transformer
 *   itself is configured with `gfm: false`, which would otherwise turn it on.
 * - Tree: fills in the company facts ({{name}}, {{email}}…, ./tokens.ts) in text
 *   and links, and gives every h2/h3 an id built from its text, so legal pages
 *   can have a table of contents and every section a link.
 * - Raw HTML is never HTML: a `<script>` or `<img onerror>` a writer typed is
 *   shown as the text it is, and a link or image whose address is not one a
 *   writer may give (./links.ts) is its text only. The content check refuses
 *   both before a build (src/node/content/body-check.ts), so this is the
 *   renderer's own guarantee, the same in the build, `gatsby develop` and the
 *   CMS previews.
 *
 * gatsby-transformer-remark requires the sub-plugin outside Gatsby's own
 * compilation: the plugin loads this module with tsx (docs/architecture.md,
 * "`src/lib/markdown/` is loaded by the remark plugin").
 */
import remarkGfm from "remark-gfm";
import { fillTokens, type SiteTokens } from "./tokens";
import { isSafeHref } from "./links";

/** A node of remark's Markdown tree (mdast), as far as this module reads it. */
export interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  url?: string;
  alt?: string | null;
  data?: { id?: string; hProperties?: Record<string, unknown>; [key: string]: unknown };
  children?: MarkdownNode[];
}

/** The parser plugins, as unified's `use` takes them: `[plugin, options]`. */
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

/** The text of a node and its children, as a heading's id is built from it. */
export const textOf = (node: MarkdownNode): string =>
  node.type === "text" || node.type === "inlineCode"
    ? (node.value ?? "")
    : (node.children ?? []).map(textOf).join("");

/**
 * What a node of the body is drawn as: raw HTML as text, a link or image to an
 * address a writer may not give as its text, a reference definition to such an
 * address as nothing (its references then stay text); any other node as itself.
 */
const drawnAs = (node: MarkdownNode): MarkdownNode[] => {
  if (node.type === "html") return [{ type: "text", value: node.value ?? "" }];
  if (typeof node.url !== "string" || isSafeHref(node.url)) return [node];
  if (node.type === "link") return node.children ?? [];
  if (node.type === "image") return node.alt ? [{ type: "text", value: node.alt }] : [];
  if (node.type === "definition") return [];
  return [node];
};

/**
 * Fills tokens, gives h2/h3 their ids and draws raw HTML and unsafe links as
 * text, in place; returns the same tree. Two headings with the same text get
 * `titre`, `titre-2`…; a heading with no letter or digit gets `section`.
 */
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
  return tree;
};
