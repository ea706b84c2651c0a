/**
 * Markdown to HTML for the CMS previews, as the site builds it (unified 9, the rules of
 * src/lib/markdown/remark.ts); raw HTML is left out, as Decap's own preview does.
 */
import unified from "unified";
import remarkParse from "remark-parse";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import type { SiteTokens } from "../lib/markdown/tokens";
import { allNodes, parserPlugins, textOf, transformMarkdown, type MarkdownNode } from "../lib/markdown/remark";

export interface RenderedMarkdown {
  html: string;
  /** The h2 headings with their ids (a legal page's table of contents). */
  headings: { id: string; value: string }[];
}

export const renderMarkdown = (markdown: string, tokens: SiteTokens): RenderedMarkdown => {
  const processor = unified().use(remarkParse);
  for (const [plugin, options] of parserPlugins()) processor.use(plugin as never, options as never);
  const tree = transformMarkdown(processor.runSync(processor.parse(markdown)) as unknown as MarkdownNode, tokens);
  const headings = allNodes(tree)
    .filter((node) => node.type === "heading" && node.depth === 2 && node.data?.id)
    .map((node) => ({ id: node.data!.id!, value: textOf(node) }));
  return { html: toHtml(toHast(tree as never) as never), headings };
};
