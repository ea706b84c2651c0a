/**
 * The SVGs of content/ as the build serves them and draws them: every `.svg` file of public/static/
 * that a page or its data names, and every logo drawn inside a page, is the output of
 * src/node/content/svg-sanitiser.ts (sanitising it again changes nothing), never the writer's
 * file as written. (A public/ built before keeps the files of earlier builds, named by no page.)
 */
import * as fs from "fs";
import * as path from "path";
import { parse } from "node-html-parser";
import { sanitiseSvg } from "../../src/node/content/svg-sanitiser";
import { assertBuilt, builtPages, PUBLIC } from "./support/public-pages";

beforeAll(assertBuilt);

/** Every `/static/….svg` address that a built page or its page data names, without `/static/`. */
const namedSvgFiles = (): string[] => {
  const texts = [
    ...builtPages().map((page) => path.join(PUBLIC, page)),
    ...(fs.existsSync(path.join(PUBLIC, "page-data"))
      ? fs
          .readdirSync(path.join(PUBLIC, "page-data"), { recursive: true, encoding: "utf8" })
          .filter((file) => file.endsWith(".json"))
          .map((file) => path.join(PUBLIC, "page-data", file))
      : []),
  ].map((file) => fs.readFileSync(file, "utf8"));
  const names = texts.flatMap((text) => [...text.matchAll(/\/static\/([\w./-]+?\.svg)/gi)].map((match) => match[1]));
  return [...new Set(names)].sort();
};

describe("the SVG files and logos of the build", () => {
  const served = namedSvgFiles();

  it("serves every project's page logo from public/static/", () => {
    const logos = builtPages().flatMap((page) =>
      parse(fs.readFileSync(path.join(PUBLIC, page), "utf8"))
        .querySelectorAll('img[src$=".svg"]')
        .map((img) => ({ page, src: img.getAttribute("src") ?? "" })),
    );
    expect(logos.filter(({ page }) => page.startsWith("projet/")).length).toBeGreaterThanOrEqual(7);
    for (const { page, src } of logos) {
      expect({ page, src, served: served.includes(src.replace(/^\/static\//, "")) }).toEqual({ page, src, served: true });
    }
  });

  it.each(served.length > 0 ? served : ["(aucun)"])("static/%s is the sanitiser's output", (file) => {
    const text = fs.readFileSync(path.join(PUBLIC, "static", file), "utf8");
    const again = sanitiseSvg(text);
    expect(again.ok && again.svg.document).toBe(text);
  });

  it.each(["accueil", "realisation"])("draws inside /%s only what the sanitiser writes", (route) => {
    const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
    // The logos are the page's <svg role="img">, their drawing written in as markup (ClientLogos.tsx, ProjectCard.tsx).
    const logos = [...html.matchAll(/<svg\b[^>]*\brole="img"[^>]*>([\s\S]*?)<\/svg>/g)].map((match) => ({
      viewBox: /\bviewBox="([^"]+)"/.exec(match[0])?.[1],
      markup: match[1],
    }));
    expect(logos.length).toBeGreaterThanOrEqual(route === "accueil" ? 13 : 7);
    for (const { viewBox, markup } of logos) {
      const again = sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${markup}</svg>`);
      expect(again.ok && again.svg.content).toBe(markup);
    }
  });
});
