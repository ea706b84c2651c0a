/**
 * Strikethrough in project descriptions (docs/product.md, "Pages": GitHub-style Markdown with
 * single-tilde strikethrough disabled). The HTML is built the way
 * gatsby-transformer-remark builds it (unified 9, remark-parse 9, mdast → hast →
 * HTML), with the parser plugins our sub-plugin gatsby-remark-voltis gives it.
 */
import unified from "unified";
import remarkParse from "remark-parse";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const voltis = require("../../plugins/gatsby-remark-voltis") as {
  setParserPlugins: () => [unknown, unknown][];
};

const toHtmlLikeTheSite = (markdown: string): string => {
  const processor = unified().use(remarkParse);
  for (const [plugin, options] of voltis.setParserPlugins()) {
    processor.use(plugin as never, options as never);
  }
  const tree = processor.runSync(processor.parse(markdown));
  return toHtml(toHast(tree as never) as never);
};

describe("strikethrough in the site's Markdown", () => {
  it("leaves a single tilde as text: ~a~ is not struck through", () => {
    const html = toHtmlLikeTheSite("Prix ~1 400 €~ HT");
    expect(html).not.toContain("<del>");
    expect(html).toContain("~1 400 €~");
  });

  it("strikes through a double tilde: ~~a~~ becomes <del>", () => {
    expect(toHtmlLikeTheSite("Ancien prix ~~1 800 €~~, nouveau prix 1 400 €")).toContain("<del>1 800 €</del>");
  });

  it("keeps the rest of GitHub-flavoured Markdown: tables", () => {
    const html = toHtmlLikeTheSite("| Offre | Prix |\n| --- | --- |\n| Site Vitrine | 1 400 € |");
    expect(html).toContain("<table>");
    expect(html).toContain("<td>Site Vitrine</td>");
  });

  it("would strike a single tilde without the option, so the option is what prevents it", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const gfm = require("remark-gfm");
    const processor = unified().use(remarkParse).use(gfm);
    const tree = processor.runSync(processor.parse("~a~"));
    expect(toHtml(toHast(tree as never) as never)).toContain("<del>a</del>");
  });
});
