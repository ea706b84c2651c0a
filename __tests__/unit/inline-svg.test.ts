import * as fs from "fs";
import * as path from "path";
import { inlineSvg } from "../../src/node/content/inline-svg";

const clientsDir = path.join(__dirname, "..", "..", "content", "clients");
const logos = fs.readdirSync(clientsDir).filter((name) => name.endsWith(".svg"));

const inline = (source: string, prefix = "test") => inlineSvg(source, { file: "content/clients/test.md", prefix });

describe("client logos drawn inside the page", () => {
  it.each(logos)("%s keeps its drawing and its proportions, without its root, title or sizes", (name) => {
    const source = fs.readFileSync(path.join(clientsDir, name), "utf8");
    const { viewBox, markup } = inline(source, name.replace(/\.svg$/, ""));
    expect(viewBox).toBe(/viewBox="([^"]+)"/.exec(source)?.[1]);
    expect(markup).not.toMatch(/<svg\b|<title\b/);
    // Its words (the company's name, drawn as text) are still there.
    for (const text of source.matchAll(/<text\b[^>]*>([^<]+)<\/text>/g)) expect(markup).toContain(`>${text[1]}</text>`);
    expect(markup.length).toBeLessThan(source.length);
  });

  it("prefixes ids with the logo's name and follows them in references, so two logos never share an id", () => {
    const source =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><mask id="face"><rect width="40" height="40" fill="#fff"/></mask>' +
      '<circle cx="20" cy="20" r="18" mask="url(#face)"/><circle cx="20" cy="20" r="8" mask="url(#face)"/></svg>';
    const first = inline(source, "kids-care").markup;
    const second = inline(source, "flotteo").markup;
    const idOf = (markup: string) => /<mask id="([^"]+)"/.exec(markup)?.[1];
    expect(idOf(first)).toMatch(/^logo-kids-care-/);
    expect(idOf(second)).toMatch(/^logo-flotteo-/);
    expect(first).toContain(`url(#${idOf(first)})`);
    expect(first).not.toContain("url(#face)");
  });

  it("refuses what could run or fetch in the page, naming the file and each reason in French", () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script>' +
      '<rect width="10" height="10" onclick="steal()"/><image href="https://tracker.example/pixel.png"/>' +
      "<foreignObject><div>html</div></foreignObject></svg>";
    let message = "";
    try {
      inline(hostile);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("content/clients/test.md");
    expect(message).toContain("élément <script> interdit");
    expect(message).toContain("attribut onclick interdit");
    expect(message).toContain("élément <image> interdit");
    expect(message).toContain("https://tracker.example/pixel.png");
    expect(message).toContain("élément <foreignObject> interdit");
  });

  it("refuses a file that is not an SVG drawing with a viewBox", () => {
    expect(() => inline("<svg><path d='M0 0h1'/>")).toThrow(/content\/clients\/test\.md : SVG illisible/);
    expect(() => inline('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h10v10z"/></svg>')).toThrow(
      /attribut viewBox/,
    );
  });
});
