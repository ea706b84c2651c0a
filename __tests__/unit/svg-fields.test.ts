/** @jest-environment node */
import * as crypto from "crypto";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { idPrefix, inlineSvgOf, servedSvgUrlOf, type SvgFileNode } from "../../src/node/content/svg-fields";
import { sanitiseSvg } from "../../src/node/content/svg-sanitiser";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const where = { file: "content/projects/p/index.md", field: "iconPage", value: "./icon-page.svg" };

describe("the SVG files as the pages get them", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-svg-fields-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A File node as gatsby-source-filesystem makes it: its content digest is the md5 of its bytes. */
  const fileNode = (text: string): SvgFileNode => {
    const absolutePath = path.join(dir, "content", "projects", "p", "icon-page.svg");
    fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
    fs.writeFileSync(absolutePath, text);
    return {
      id: "file-1",
      absolutePath,
      base: "icon-page.svg",
      internal: { contentDigest: crypto.createHash("md5").update(text).digest("hex") },
    };
  };

  it("serves the sanitiser's output, not the writer's file, under an address that changes with the drawing", () => {
    const source = `<?xml version="1.0"?>\n<!-- Inkscape -->\n<svg ${NS} viewBox="0 0 10 10" data-name="a"><rect width="10" height="10"/></svg>\n`;
    const url = servedSvgUrlOf(fileNode(source), path.join(dir, "public"), where);
    expect(url).toMatch(/^\/static\/[0-9a-f]{32}\/icon-page\.svg$/);
    const served = fs.readFileSync(path.join(dir, "public", url), "utf8");
    expect(served).toBe(`<svg ${NS} viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`);
    const clean = sanitiseSvg(source);
    expect(clean.ok && clean.svg.document).toBe(served);

    // Replaced under the same name: another address, with the new drawing.
    const next = servedSvgUrlOf(fileNode(source.replace('width="10" height="10"/>', 'width="5" height="5"/>')), path.join(dir, "public"), where);
    expect(next).not.toBe(url);
    expect(fs.readFileSync(path.join(dir, "public", next), "utf8")).toContain('width="5"');
  });

  it("refuses, naming the Markdown file and the field, a file the sanitiser refuses, and writes nothing", () => {
    const hostile = fileNode(`<svg ${NS} viewBox="0 0 10 10"><script>alert(1)</script></svg>`);
    expect(() => servedSvgUrlOf(hostile, path.join(dir, "public"), where)).toThrow(
      "content/projects/p/index.md — champ « iconPage » : le logo «\u00a0./icon-page.svg\u00a0» contient ce qu’un logo du site ne peut pas contenir\u00a0: l’élément <script> (un script).",
    );
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
    expect(() => inlineSvgOf(hostile, "p", where)).toThrow("l’élément <script> (un script)");
  });

  it("draws the file as it is now: a new content digest reads it again", () => {
    const first = inlineSvgOf(fileNode(`<svg ${NS} viewBox="0 0 10 10"><circle r="4"/></svg>`), "p", where);
    const second = inlineSvgOf(fileNode(`<svg ${NS} viewBox="0 0 10 10"><rect width="4" height="4"/></svg>`), "p", where);
    expect(first.markup).toContain("<circle");
    expect(second.markup).toBe("<path d=\"M0 0h4v4H0z\"/>");
  });

  it("makes id prefixes of letters, digits and hyphens", () => {
    expect(idPrefix("kids-care", "icon")).toBe("kids-care-icon");
    expect(idPrefix(null, "Auto École_Horizon")).toBe("auto-ecole-horizon");
  });
});
