/**
 * @jest-environment node
 *
 * A long text's later sections go in one block laid out only near the viewport
 * (src/lib/markdown/remark.ts, wrapLaterSections): the text, its headings and
 * their ids are the same, and the first screen's text is never inside it.
 */
import { renderMarkdown } from "../../src/cms/markdown";
import { LATER_SECTIONS_AFTER_CHARS } from "../../src/lib/markdown/remark";

/** A section of about `chars` characters of French text. */
const section = (title: string, chars: number) => {
  const sentence = "Le prestataire s’engage à livrer le site dans les délais convenus avec le client. ";
  return `## ${title}\n\n${sentence.repeat(Math.ceil(chars / sentence.length)).trim()}\n`;
};

const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("a long text's later sections", () => {
  it("start at the first h2 after the first screen's text, in one block with every later heading", () => {
    const markdown = [
      "Préambule court.",
      section("Objet", 700),
      section("Tarifs", 700),
      section("Paiement", 400),
      section("Résiliation", 300),
    ].join("\n");
    const { html, headings } = renderMarkdown(markdown, {});

    expect(html.match(/<div data-render-near="">/g)).toHaveLength(1);
    const [lead, later] = html.split('<div data-render-near="">');
    expect(textOf(lead).length).toBeGreaterThanOrEqual(LATER_SECTIONS_AFTER_CHARS);
    expect(lead).toContain('<h2 id="tarifs">Tarifs</h2>');
    expect(later.startsWith('<h2 id="paiement">Paiement</h2>')).toBe(true);
    expect(later).toContain('<h2 id="resiliation">Résiliation</h2>');
    expect(later.trimEnd().endsWith("</div>")).toBe(true);
    // The CMS preview's table of contents still lists the headings inside the block.
    expect(headings.map((heading) => heading.id)).toEqual(["objet", "tarifs", "paiement", "resiliation"]);
  });

  it("leave a text alone when no h2 comes after the first screen's text", () => {
    const short = [section("Objet", 400), section("Tarifs", 400)].join("\n");
    const longWithoutLaterHeading = [section("Objet", 2000), "### Détail\n\nUn dernier paragraphe."].join("\n");
    for (const markdown of [short, longWithoutLaterHeading]) {
      expect(renderMarkdown(markdown, {}).html).not.toContain("data-render-near");
    }
  });
});
