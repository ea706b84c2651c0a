/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as vm from "vm";
import {
  bundleLoader,
  deferBundles,
  deferredBundles,
  postProcessPages,
  withoutStrayNul,
} from "../../src/node/built-html";

/** What `gatsby build` writes at the end of a page's body (Gatsby 5, slices on). */
const gatsbyPage = (text: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>t</title></head><body><div id="___gatsby"><p>${text}</p></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/accueil";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-1a.js" async></script>` +
  `<script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("stray NUL bytes in built pages", () => {
  it("removes the NUL React's stream leaves before a multi-byte character, keeping the text", () => {
    expect(withoutStrayNul("01\u00a039\u00a014\u0000\u00a052\u00a080")).toBe("01\u00a039\u00a014\u00a052\u00a080");
  });
});

describe("bundles loaded after the first paint", () => {
  it("replaces Gatsby's async bundle tags by one inline loader with the same scripts, in the same order", () => {
    const { html, found } = deferBundles(gatsbyPage("Bonjour"));
    expect(found).toBe(3);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `<script>${bundleLoader(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])}</script>`,
    );
    // What Gatsby needs before its bundles stays where it was.
    expect(html).toContain('window.___webpackCompilationHash="abc"');
    expect(html).toContain('<script id="gatsby-chunk-mapping">');
    expect(html).toMatch(/<!-- slice-end id="_gatsby-scripts-1" --><\/body>/);
    // The checks on the build read the list back from the loader.
    expect(deferredBundles(html)).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]);
    expect(deferredBundles(gatsbyPage("Bonjour"))).toEqual([]);
  });

  it("the loader adds each script after the next animation frame, or at once in a hidden tab", () => {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = (hidden: boolean) => {
      added.length = 0;
      const document = {
        hidden,
        createElement: () => ({}) as { src?: string; async?: boolean },
        body: {
          appendChild: (element: { src: string; async: boolean }) =>
            added.push(`${element.src} async=${element.async}`),
        },
      };
      vm.runInNewContext(bundleLoader(["/framework-2b.js", "/app-3c.js"]), {
        document,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
      });
    };

    run(false);
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(["/framework-2b.js async=true", "/app-3c.js async=true"]);

    run(true);
    expect(added).toEqual(["/framework-2b.js async=true", "/app-3c.js async=true"]);
  });

  it("leaves a page without Gatsby's script slice untouched and says so", () => {
    const page = "<!DOCTYPE html><html><body><p>fragment</p></body></html>";
    expect(deferBundles(page)).toEqual({ html: page, found: 0 });
  });
});

describe("post-processing public/", () => {
  it("cleans and defers every page, nested ones included, skips assets, and lists the pages it could not defer", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    fs.mkdirSync(path.join(dir, "projet", "a"), { recursive: true });
    fs.mkdirSync(path.join(dir, "static"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage("Accueil"));
    fs.writeFileSync(path.join(dir, "projet", "a", "index.html"), gatsbyPage("Réalisé\u0000 à Paris"));
    fs.writeFileSync(path.join(dir, "odd.html"), "<p>sans scripts</p>");
    fs.writeFileSync(path.join(dir, "static", "asset.html"), "<p>\u0000</p>");

    const result = postProcessPages(dir);

    expect(result).toEqual({ pages: 3, withoutBundles: ["odd.html"] });
    const project = fs.readFileSync(path.join(dir, "projet", "a", "index.html"), "utf8");
    expect(project).toContain("<p>Réalisé à Paris</p>");
    expect(project).not.toMatch(/<script src=/);
    expect(fs.readFileSync(path.join(dir, "static", "asset.html"), "utf8")).toBe("<p>\u0000</p>");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("counts a page an earlier build already deferred as deferred (a rebuild keeps unchanged pages)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage("Accueil"));
    expect(postProcessPages(dir).withoutBundles).toEqual([]);
    const once = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    expect(postProcessPages(dir)).toEqual({ pages: 1, withoutBundles: [] });
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(once);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
