/**
 * Markdown to HTML for the CMS previews, the way the site builds it
 * (gatsby-transformer-remark: unified 9, remark-parse 9, mdast → hast → HTML)
 * with the site's own sub-plugin, plugins/gatsby-remark-voltis: GitHub-flavoured
 * Markdown with single-tilde strikethrough off, {{tokens}} filled from the
 * company facts, h2/h3 ids. Raw HTML in a body is left out of the preview
 * (sanitized preview), as the CMS's own Markdown preview does.
 */
import unified from "unified";
import remarkParse from "remark-parse";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import type { SiteTokens } from "../../plugins/gatsby-remark-voltis/tokens";

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  data?: { id?: string };
  children?: MdNode[];
}

type VoltisPlugin = ((input: { markdownAST: MdNode }, options: { tokens: SiteTokens }) => MdNode) & {
  setParserPlugins: () => [unknown, unknown?][];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const voltis = require("../../plugins/gatsby-remark-voltis") as VoltisPlugin;

const textOf = (node: MdNode): string =>
  node.type === "text" || node.type === "inlineCode" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

export interface RenderedMarkdown {
  html: string;
  /** The h2 headings with their ids (a legal page's table of contents). */
  headings: { id: string; value: string }[];
}

export const renderMarkdown = (markdown: string, tokens: SiteTokens): RenderedMarkdown => {
  const processor = unified().use(remarkParse);
  for (const [plugin, options] of voltis.setParserPlugins()) processor.use(plugin as never, options as never);
  const tree = processor.runSync(processor.parse(markdown)) as unknown as MdNode;
  voltis({ markdownAST: tree }, { tokens });
  const headings = (tree.children ?? [])
    .filter((node) => node.type === "heading" && node.depth === 2 && node.data?.id)
    .map((node) => ({ id: node.data!.id!, value: textOf(node) }));
  return { html: toHtml(toHast(tree as never) as never), headings };
};
