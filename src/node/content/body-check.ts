import unified from "unified";
import remarkParse from "remark-parse";
import { parserPlugins, type MarkdownNode } from "../../lib/markdown/remark";
import { isSafeHref, SAFE_HREF_MESSAGE } from "../../lib/markdown/links";
import { fillTokens, type SiteTokens } from "../../lib/markdown/tokens";

/**
 * Reads a Markdown body as the site reads it (src/lib/markdown/remark.ts) for raw HTML, which the site would
 * show as text, and for addresses a writer may not give (src/lib/markdown/links.ts), each with its line.
 */
export interface BodyProblem {
  /** 1-based, the frontmatter counted. */
  line: number;
  message: string;
}

interface PositionedNode extends MarkdownNode {
  position?: { start: { line: number } };
  children?: PositionedNode[];
}

const excerpt = (text: string, length = 40): string => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

const parser = () => {
  const processor = unified().use(remarkParse);
  for (const [plugin, options] of parserPlugins()) processor.use(plugin as never, options as never);
  return processor;
};

/** `firstLine`: the line of the file where the body starts (1-based). */
export const checkBody = (body: string, firstLine: number, tokens: SiteTokens = {}): BodyProblem[] => {
  const processor = parser();
  const tree = processor.runSync(processor.parse(body)) as unknown as PositionedNode;
  const problems: BodyProblem[] = [];
  const visit = (node: PositionedNode) => {
    const line = firstLine + (node.position?.start.line ?? 1) - 1;
    if (node.type === "html") {
      problems.push({
        line,
        message:
          `du HTML (« ${excerpt(node.value ?? "")} ») : le site ne publie pas de HTML écrit dans un texte, ` +
          "il l’afficherait tel quel. Écrivez en Markdown (**gras**, [lien](https://…), listes « - »).",
      });
    }
    if (typeof node.url === "string") {
      const url = fillTokens(node.url, tokens);
      if (!isSafeHref(url)) {
        const what = node.type === "image" ? "l’image" : "le lien";
        problems.push({ line, message: `${what} « ${excerpt(url, 60)} » ${SAFE_HREF_MESSAGE}.` });
      }
    }
    (node.children ?? []).forEach(visit);
  };
  visit(tree);
  return problems;
};
