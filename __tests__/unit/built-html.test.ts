/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as vm from "vm";
import {
  bundleLoader,
  deferManifest,
  deferBundles,
  deferredBundles,
  gatsbyVersion,
  postProcessPages,
  preloadLargestImage,
  processPage,
  withCurrentGlobalStyles,
  withoutStrayNul,
} from "../../src/node/postbuild/built-html";

/**
 * What `gatsby build` writes at the end of a page's body (Gatsby 5, slices on),
 * reduced to what the post-processing reads. __tests__/built/built-html.test.ts
 * checks the same steps against the real build's pages.
 */
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

  describe("the loader", () => {
    type Listener = () => void;
    /** Runs the loader in a fake page; returns what it added and the browser's hooks, to fire by hand. */
    const load = ({ hidden = false, paintTiming = true, fonts = 0 } = {}) => {
      const added: string[] = [];
      const frames: Listener[] = [];
      const timers: { callback: Listener; delay: number }[] = [];
      const listeners: Record<string, Listener[]> = {};
      const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
      const observed: unknown[] = [];
      const marks: string[] = [];
      const inserted: string[] = [];
      const waiting = {
        textContent: '<link rel="manifest" href="/manifest.webmanifest"/>',
        insertAdjacentHTML: (where: string, html: string) => inserted.push(`${where} ${html}`),
      };
      // The document's font faces: @fontsource's Latin Extended and Latin faces, then each French subset's.
      const faces = ["U+100-2BA, U+2BD-2C5", "U+0-FF, U+131", ...Array(fonts).fill("U+20-7E, U+A0, U+A9")].map(
        (unicodeRange) => {
          const face = { unicodeRange, loads: 0, settle: {} as { resolve?: Listener; reject?: Listener } };
          return {
            ...face,
            load() {
              this.loads += 1;
              return { then: (resolve: Listener, reject: Listener) => Object.assign(this.settle, { resolve, reject }) };
            },
          };
        },
      );
      const document = {
        hidden,
        documentElement: { setAttribute: (name: string) => marks.push(name) },
        querySelectorAll: (selector: string) => (selector === "noscript[data-after-paint]" ? [waiting] : []),
        fonts: { forEach: (callback: (face: (typeof faces)[number]) => void) => faces.forEach(callback) },
        createElement: () => ({}) as { src?: string; async?: boolean },
        body: {
          appendChild: (element: { src: string; async: boolean }) =>
            added.push(`${element.src} async=${element.async}`),
        },
        addEventListener: (type: string, listener: Listener) => (listeners[type] ||= []).push(listener),
      };
      class FakeObserver {
        static supportedEntryTypes = ["navigation", "paint", "resource"];
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe(options: unknown) {
          observed.push(options);
        }
      }
      const window = paintTiming ? { PerformanceObserver: FakeObserver } : {};
      vm.runInNewContext(bundleLoader(["/framework-2b.js", "/app-3c.js"]), {
        window,
        document,
        requestAnimationFrame: (callback: Listener) => frames.push(callback),
        setTimeout: (callback: Listener, delay: number) => timers.push({ callback, delay }),
      });
      const paint = (...names: string[]) =>
        observers.forEach((callback) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }),
        );
      return { added, marks, inserted, frames, timers, listeners, observed, paint, document, faces };
    };
    const BOTH = ["/framework-2b.js async=true", "/app-3c.js async=true"];

    it("adds the scripts once the first contentful paint is on screen, one task later, and only once", () => {
      const page = load();
      expect(page.observed).toEqual([{ type: "paint", buffered: true }]);
      page.frames.shift()!();
      expect(page.added).toEqual([]);
      // The first paint without content does not count.
      page.paint("first-paint");
      expect(page.timers.map((timer) => timer.delay)).toEqual([3000]);
      page.paint("first-paint", "first-contentful-paint");
      expect(page.added).toEqual([]);
      expect(page.marks).toEqual([]);
      expect(page.inserted).toEqual([]);
      const next = page.timers.find((timer) => timer.delay === 0)!;
      next.callback();
      expect(page.added).toEqual(BOTH);
      // Lazy images may start now (src/browser/after-paint.ts), and the manifest is linked; no font to wait for.
      expect(page.marks).toEqual(["data-painted", "data-fonts"]);
      expect(page.inserted).toEqual(['afterend <link rel="manifest" href="/manifest.webmanifest"/>']);
      // The 3 s fallback, when it comes, adds nothing more.
      page.timers.find((timer) => timer.delay === 3000)!.callback();
      expect(page.added).toEqual(BOTH);
    });

    it("loads the French subsets' faces after the paint, and lets the stacks name the fonts once both are in", () => {
      const page = load({ fonts: 2 });
      page.frames.shift()!();
      expect(page.faces.map((face) => face.loads)).toEqual([0, 0, 0, 0]);
      page.paint("first-contentful-paint");
      page.timers.find((timer) => timer.delay === 0)!.callback();
      // Only the subsets' faces, not @fontsource's Latin Extended and Latin ones.
      expect(page.faces.map((face) => face.loads)).toEqual([0, 0, 1, 1]);
      expect(page.marks).toEqual(["data-painted"]);
      page.faces[2].settle.resolve!();
      expect(page.marks).toEqual(["data-painted"]);
      // A face that fails is not waited for: the faces' own swap takes over.
      page.faces[3].settle.reject!();
      expect(page.marks).toEqual(["data-painted", "data-fonts"]);
    });

    it("adds them 3 s after the first frame when the paint entry never comes", () => {
      const page = load();
      page.frames.shift()!();
      const fallback = page.timers.shift()!;
      expect(fallback.delay).toBe(3000);
      fallback.callback();
      expect(page.added).toEqual(BOTH);
    });

    it("adds them right after the first frame in a browser without Paint Timing", () => {
      const page = load({ paintTiming: false });
      expect(page.observed).toEqual([]);
      page.frames.shift()!();
      const next = page.timers.shift()!;
      expect(next.delay).toBe(0);
      next.callback();
      expect(page.added).toEqual(BOTH);
    });

    it("adds them at once in a hidden tab, and when the tab is hidden before the paint", () => {
      expect(load({ hidden: true }).added).toEqual(BOTH);

      const page = load();
      expect(page.added).toEqual([]);
      page.document.hidden = true;
      page.listeners.visibilitychange.forEach((listener) => listener());
      expect(page.added).toEqual(BOTH);
    });
  });

  it("leaves a page without Gatsby's script slice untouched and says so", () => {
    const page = "<!DOCTYPE html><html><body><p>fragment</p></body></html>";
    expect(deferBundles(page)).toEqual({ html: page, found: 0 });
  });
});

/** The stats Gatsby writes next to the pages: the app chunk's one stylesheet. */
const writeStats = (dir: string, css = "styles.new2.css") => {
  fs.writeFileSync(path.join(dir, css), "p{color:green}");
  fs.writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime-1a.js", css, "app-3c.js"] } }),
  );
};

describe("post-processing public/", () => {
  it("cleans and defers every page, nested ones included, skips assets, and lists the pages it could not defer", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    fs.mkdirSync(path.join(dir, "projet", "a"), { recursive: true });
    fs.mkdirSync(path.join(dir, "static"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage("Accueil"));
    fs.writeFileSync(path.join(dir, "projet", "a", "index.html"), gatsbyPage("Réalisé\u0000 à Paris"));
    fs.writeFileSync(path.join(dir, "odd.html"), "<p>sans scripts</p>");
    fs.writeFileSync(path.join(dir, "static", "asset.html"), "<p>\u0000</p>");
    writeStats(dir);

    const result = postProcessPages(dir);

    expect(result).toEqual({ pages: 3, withoutBundles: ["odd.html"], restyled: [] });
    const project = fs.readFileSync(path.join(dir, "projet", "a", "index.html"), "utf8");
    expect(project).toContain("<p>Réalisé à Paris</p>");
    expect(project).not.toMatch(/<script src=/);
    expect(fs.readFileSync(path.join(dir, "static", "asset.html"), "utf8")).toBe("<p>\u0000</p>");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("counts a page an earlier build already deferred as deferred (a rebuild keeps unchanged pages)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage("Accueil"));
    writeStats(dir);
    expect(postProcessPages(dir).withoutBundles).toEqual([]);
    const once = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    expect(postProcessPages(dir)).toEqual({ pages: 1, withoutBundles: [], restyled: [] });
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(once);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("puts this build's stylesheet into a page Gatsby kept from an earlier build, and leaves current pages alone", () => {
    // With slices on, a change to the global CSS alone renders no page again: a kept page inlined the old file.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    const styled = (href: string, css: string) =>
      gatsbyPage("Accueil").replace(
        "<title>t</title>",
        `<title>t</title><style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`,
      );
    fs.mkdirSync(path.join(dir, "accueil"));
    fs.writeFileSync(path.join(dir, "accueil", "index.html"), styled("/styles.old1.css", "p{color:red}"));
    fs.writeFileSync(path.join(dir, "index.html"), styled("/styles.new2.css", "p{color:green}"));
    writeStats(dir);

    expect(postProcessPages(dir).restyled).toEqual([path.join("accueil", "index.html")]);
    const kept = fs.readFileSync(path.join(dir, "accueil", "index.html"), "utf8");
    expect(kept).toContain(
      '<style data-href="/styles.new2.css" data-identity="gatsby-global-css">p{color:green}</style>',
    );
    expect(kept).not.toContain("color:red");
    expect(kept).toContain("<p>Accueil</p>");
    expect(postProcessPages(dir).restyled).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps Gatsby's original of each page it changes, when asked, for the checks on the build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    const originals = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-originals-"));
    fs.mkdirSync(path.join(dir, "projet", "a"), { recursive: true });
    fs.writeFileSync(path.join(dir, "projet", "a", "index.html"), gatsbyPage("Projet"));
    writeStats(dir);
    postProcessPages(dir, originals);
    expect(fs.readFileSync(path.join(originals, "projet", "a", "index.html"), "utf8")).toBe(gatsbyPage("Projet"));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(originals, { recursive: true, force: true });
  });

  it.each([
    ["no webpack.stats.json", undefined, /webpack\.stats\.json absent/],
    ["stats of another shape", { chunks: [] }, /sans assetsByChunkName\.app/],
    ["two stylesheets in the app chunk", { assetsByChunkName: { app: ["a.css", "b.css"] } }, /2 feuilles de style/],
  ])("stops, naming the step and Gatsby's version, with %s", (_case, stats, message) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-html-"));
    fs.writeFileSync(path.join(dir, "index.html"), gatsbyPage("Accueil"));
    if (stats) fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    expect(() => postProcessPages(dir)).toThrow(message);
    expect(() => postProcessPages(dir)).toThrow(
      new RegExp(`currentGlobalStyles .* Gatsby ${gatsbyVersion().replace(/\./g, "\\.")}`),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("replaces the stylesheet as text, whatever `$` signs it holds", () => {
    const page = '<head><style data-href="/styles.a.css" data-identity="gatsby-global-css">x</style></head>';
    const css = 'a::after{content:"$&$1"}';
    expect(withCurrentGlobalStyles(page, { href: "/styles.b.css", content: css })).toEqual({
      html: `<head><style data-href="/styles.b.css" data-identity="gatsby-global-css">${css}</style></head>`,
      restyled: true,
    });
  });
});

describe("the web manifest, linked after the first paint", () => {
  const head = (link: string) =>
    `<html><head><meta charSet="utf-8"/>${link}<title>T</title></head><body></body></html>`;
  const LINK = '<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>';

  it("waits in a <noscript> that the loader puts in the page, read as it is without JavaScript", () => {
    expect(deferManifest(head(LINK))).toBe(head(`<noscript data-after-paint>${LINK}</noscript>`));
  });

  it("leaves a page deferred by an earlier build, or without a manifest, as it is", () => {
    const once = deferManifest(head(LINK));
    expect(deferManifest(once)).toBe(once);
    expect(deferManifest(head(""))).toBe(head(""));
  });
});

describe("the largest paint's image, preloaded with the page's first bytes", () => {
  const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>';
  const page = (head: string, body: string) =>
    `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${VIEWPORT}${head}<style>/* 50 KB */</style></head>` +
    `<body><header>…</header><main>${body}</main></body></html>`;
  const LAZY =
    '<picture data-after-paint="always"><img src="/static/b/640.webp" srcSet="/static/b/360.webp 360w,\n/static/b/640.webp 640w" sizes="50vw" width="640" height="400" alt="" loading="lazy"/></picture>';
  const CARD =
    '<picture class="c"><img src="/static/a/640.webp" srcSet="/static/a/360.webp 360w,\n/static/a/640.webp 640w" sizes="(min-width: 768px) 640px, calc(100vw - 82px)" width="640" height="400" alt="" loading="eager" decoding="async" fetchpriority="high"/></picture>';
  const VISUAL =
    '<picture class="v"><source type="image/avif" srcSet="/static/t/560.avif 560w,\n/static/t/1120.avif 1120w" sizes="calc(100vw - 40px)"/>' +
    '<img src="/static/t/1120.webp" srcSet="/static/t/560.webp 560w,\n/static/t/1120.webp 1120w" sizes="calc(100vw - 40px)" width="1120" height="630" alt="Aperçu" loading="eager" fetchpriority="high"/></picture>';

  it("puts the preload of the image marked fetchpriority=high right after the viewport, with the <img>'s candidates", () => {
    const html = preloadLargestImage(page("", `${LAZY}${CARD}${LAZY}`));
    expect(html.slice(0, html.indexOf("<style>"))).toBe(
      `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${VIEWPORT}` +
        '<link rel="preload" as="image" imagesrcset="/static/a/360.webp 360w, /static/a/640.webp 640w" ' +
        'imagesizes="(min-width: 768px) 640px, calc(100vw - 82px)" fetchpriority="high"/>',
    );
    // The page itself is left as it was.
    expect(html.replace(/<link rel="preload" as="image"[^>]*>/, "")).toBe(page("", `${LAZY}${CARD}${LAZY}`));
  });

  it("preloads the picture's first format (AVIF), typed, so a browser without it skips the preload", () => {
    const html = preloadLargestImage(page("", VISUAL));
    expect(html).toContain(
      '<link rel="preload" as="image" imagesrcset="/static/t/560.avif 560w, /static/t/1120.avif 1120w" ' +
        'imagesizes="calc(100vw - 40px)" type="image/avif" fetchpriority="high"/>',
    );
  });

  it("leaves a page whose largest paint is its text, or preloaded already, as it is", () => {
    expect(preloadLargestImage(page("", `<h1>Titre</h1>${LAZY}`))).toBe(page("", `<h1>Titre</h1>${LAZY}`));
    const once = preloadLargestImage(page("", CARD));
    expect(preloadLargestImage(once)).toBe(once);
  });

  it("is one of the steps every built page goes through", () => {
    const styles = { href: "/styles.a.css", content: "" };
    const { html } = processPage(page("", CARD), styles);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });
});
