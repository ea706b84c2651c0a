/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import * as os from "os";
import {
  checkClientEntryAwaited,
  currentGlobalStyles,
  deferBundles,
  deferredBundles,
  processPage,
  withCurrentGlobalStyles,
  withoutStrayNul,
} from "../../src/node/postbuild/built-html";
import { builtPageFiles } from "../../src/node/postbuild/built-pages";

/**
 * The post-processing of src/node/postbuild/built-html.ts, checked against this build's
 * real output: the pages as Gatsby wrote them (kept by the production plugin
 * in .cache/voltis-gatsby-pages/) and as they are served. When an upgrade of
 * Gatsby changes how it writes its scripts or its stylesheet, these fail.
 */
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const ORIGINALS = path.join(ROOT, ".cache", "voltis-gatsby-pages");

const originals = fs.existsSync(ORIGINALS) ? builtPageFiles(ORIGINALS) : [];
const read = (dir: string, page: string) => fs.readFileSync(path.join(dir, page), "utf8");
const styles = currentGlobalStyles(PUBLIC);

describe("the pages Gatsby wrote, before post-processing", () => {
  it("are kept for every page type", () => {
    expect(originals).toEqual(
      expect.arrayContaining([
        path.join("accueil", "index.html"),
        path.join("realisation", "index.html"),
        path.join("projet", "gerer-mon-permis", "index.html"),
        path.join("mentions-legales", "index.html"),
      ]),
    );
  });

  it.each(originals)("%s: its bundle tags are in Gatsby's script slice, and become the loader's list", (page) => {
    const original = read(ORIGINALS, page);
    const tags = [...original.matchAll(/<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g)].map((m) => m[1]);
    expect(original).toMatch(/<!-- slice-start id="_gatsby-scripts-\d+" -->/);
    expect(tags).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]+\.js$/)]));
    expect(tags).toEqual(expect.arrayContaining([expect.stringMatching(/^\/webpack-runtime-[0-9a-f]+\.js$/)]));

    const deferred = deferBundles(withoutStrayNul(original));
    expect(deferred.found).toBe(tags.length);
    expect(deferredBundles(deferred.html)).toEqual(tags);
    expect(deferred.html).not.toMatch(/<script src="\/[\w.-]+\.js" async/);
  });

  it.each(originals)("%s: is served exactly as the post-processing makes it", (page) => {
    const processed = processPage(read(ORIGINALS, page), styles).html;
    expect(processed === read(PUBLIC, page)).toBe(true);
    // Every bundle the loader adds exists.
    for (const bundle of deferredBundles(processed)) expect(fs.existsSync(path.join(PUBLIC, bundle))).toBe(true);
  });
});

describe("this build's global stylesheet", () => {
  it("is read from Gatsby's webpack.stats.json: one CSS file of the app chunk, with the fonts and global styles", () => {
    expect(styles.href).toMatch(/^\/styles\.[0-9a-f]+\.css$/);
    expect(styles.content).toContain("@font-face");
  });

  it("replaces, in a real page, the stylesheet an earlier build inlined, and nothing else", () => {
    const page = read(PUBLIC, path.join("accueil", "index.html"));
    expect(page).toContain(`<style data-href="${styles.href}" data-identity="gatsby-global-css">`);
    const stale = page.replace(
      /<style data-href="[^"]+" data-identity="gatsby-global-css">[\s\S]*?<\/style>/,
      '<style data-href="/styles.0123abcd.css" data-identity="gatsby-global-css">p{color:red}</style>',
    );
    expect(stale).not.toBe(page);
    const restyled = withCurrentGlobalStyles(stale, styles);
    expect(restyled.restyled).toBe(true);
    expect(restyled.html === page).toBe(true);
  });
});

describe("Gatsby's start-up, in this build's app bundle", () => {
  it("waits for gatsby-browser.tsx's onClientEntry promise before the first render", () => {
    expect(() => checkClientEntryAwaited(PUBLIC)).not.toThrow();
  });

  it("stops the build, naming the hook and Gatsby's version, when that wait is gone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-entry-"));
    const stats = JSON.parse(read(PUBLIC, "webpack.stats.json")) as { assetsByChunkName: { app: string[] } };
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    for (const name of stats.assetsByChunkName.app.filter((file) => file.endsWith(".js"))) {
      const code = read(PUBLIC, name).replace(/\(("|'|`)onClientEntry\1\)\.then\(/g, '("onClientEntry"),(');
      fs.writeFileSync(path.join(dir, name), code);
    }
    expect(() => checkClientEntryAwaited(dir)).toThrow(/onClientEntry \(gatsby-browser\.tsx\).*Gatsby \d+\.\d+/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
