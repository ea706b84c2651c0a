import * as fs from "fs";
import * as path from "path";
import { AFTER_PAINT_ATTRIBUTE, FONTS_ATTRIBUTE, PAINTED_ATTRIBUTE } from "../../browser/after-paint";
import { builtPageFiles } from "./built-pages";

/**
 * Post-processing of the pages `gatsby build` writes, before their CSP hashes
 * are computed (gatsby-plugin-voltis-production's onPostBuild).
 *
 * Two of these steps read Gatsby's own output, which Gatsby does not document:
 * its `_gatsby-scripts` slice and bundle tags (deferBundles), and
 * public/webpack.stats.json with its inlined global stylesheet
 * (currentGlobalStyles). They were verified on the Gatsby version package.json
 * pins with `~` (a minor): on an upgrade, `npm run build` stops with a message
 * naming the step and the version when that output is not there, and
 * __tests__/built/built-html.test.ts checks both against the real build's pages
 * (Gatsby's originals are kept in .cache/voltis-gatsby-pages/). See
 * docs/upgrading.md.
 */

/**
 * React 18's streaming renderer, which `gatsby build` uses for every page, can
 * leave a NUL byte (U+0000) in the HTML where a multi-byte character falls on
 * the edge of one of its 2 KB write buffers: the character is written whole in
 * the next buffer, and the unused byte goes out as 0 (react#31134). Browsers
 * skip it, but it is a parse error that the W3C validator reports, and the
 * French copy (accents, non-breaking spaces) hits it on long pages. A page's
 * HTML never holds a real NUL, so removing them restores the exact text.
 */
export const withoutStrayNul = (html: string): string => html.split(String.fromCharCode(0)).join("");

/** The Gatsby version this build runs, for the messages of the checks on its output. */
export const gatsbyVersion = (): string =>
  // Read from the site's node_modules, not through require.resolve: Gatsby compiles the plugins' gatsby-node
  // files, and its compilation turns require.resolve into `(void 0)`, so the message itself would throw.
  (
    JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules", "gatsby", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

/** Gatsby's output is not what a step expects: the build stops, naming the step and the version. */
export const gatsbyOutputChanged = (step: string, what: string): Error =>
  new Error(
    `${step} (src/node/postbuild/built-html.ts) : ${what} dans la sortie de Gatsby ${gatsbyVersion()}. ` +
      "Vérifiée sur la version mineure que package.json fixe ; voir docs/upgrading.md.",
  );

/** Gatsby's bundle tags: `<script src="/app-….js" async></script>`, in its `_gatsby-scripts` slice. */
const BUNDLE_SCRIPT = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;
const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;

/**
 * How the bundle loader knows the faces of the French subsets among the
 * document's font faces (`document.fonts`): their unicode-range starts with
 * printable ASCII, U+20-7E, as FRENCH_CHARACTERS gives it
 * (src/node/tools/font-subset.ts; __tests__/unit/font-subset.test.ts checks it),
 * where @fontsource's Latin faces start at U+0 and its Latin Extended ones at
 * U+100. Loading a face through its FontFace fetches its own file only, where
 * `document.fonts.load()` would fetch every face of the family whose range
 * meets the text (@fontsource's Latin file too). A browser that writes the range
 * otherwise finds no face: the loader then marks the fonts in at once, and the
 * faces load as text asks for them.
 */
export const SUBSET_FACE_RANGE = /^U\+0*20-0*7E\b/;

/**
 * The inline loader that replaces them: it adds the same scripts once the
 * page's first contentful paint is on screen (the Paint Timing entry, which
 * the browser records when the frame is presented, not when it is painted),
 * then yields one task. So the page is shown before a byte of JavaScript is
 * fetched, evaluated or hydrated. The browser may present that frame well
 * after the first animation frame (a slow raster, a busy compositor): waiting
 * for the first frame only was not enough. Fallbacks: at once in a hidden tab,
 * or when the tab is hidden before the paint (no frame comes there); after the
 * first animation frame where Paint Timing is missing; and 3 s after it if the
 * entry never comes. At the same moment it marks `<html data-painted>`, which
 * lets lazy images start (src/browser/after-paint.ts), and puts in the page
 * what waits in a `<noscript data-after-paint>` (the manifest's link, deferManifest).
 * It loads the faces of the web fonts' French subsets (SUBSET_FACE_RANGE),
 * which no text asks for yet, and once both have loaded or failed, marks
 * `<html data-fonts>`: the font stacks name the web fonts (src/styles/theme.ts),
 * and the page is laid out once with them. Kept byte-for-byte stable so its CSP
 * hash only changes with the list of bundles.
 */
export const bundleLoader = (sources: readonly string[]) =>
  `(function(){var s=${JSON.stringify(sources)};function l(){if(l.d)return;l.d=1;` +
  `document.documentElement.setAttribute("${PAINTED_ATTRIBUTE}","");` +
  `document.querySelectorAll("noscript[${AFTER_PAINT_ATTRIBUTE}]").forEach(function(n){n.insertAdjacentHTML("afterend",n.textContent)});` +
  `var f=[],d=document.fonts;if(d&&d.forEach)d.forEach(function(x){if(/${SUBSET_FACE_RANGE.source}/i.test(x.unicodeRange))f.push(x)});` +
  `var c=f.length;function g(){if(--c<1)document.documentElement.setAttribute("${FONTS_ATTRIBUTE}","")}` +
  `if(!c){c=1;g()}f.forEach(function(x){x.load().then(g,g)});` +
  `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
  `if(document.hidden)return l();` +
  `document.addEventListener("visibilitychange",function(){if(document.hidden)l()});` +
  `var w=0,P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){w=3e3;` +
  `new P(function(p){if(p.getEntriesByName("first-contentful-paint").length)setTimeout(l,0)}).observe({type:"paint",buffered:true})}` +
  `requestAnimationFrame(function(){setTimeout(l,w)})})();`;

/** The bundles a built page's loader adds (what `bundleLoader` was given), for the checks on the build. */
export const deferredBundles = (html: string): string[] => {
  const list = /\(function\(\)\{var s=(\[[^\]]*\]);function l\(\)/.exec(html);
  return list ? (JSON.parse(list[1]) as string[]) : [];
};

/**
 * The page paints first, then its JavaScript runs. The HTML Gatsby writes is
 * the whole page, styled and readable, and its links are real links; the
 * bundles only make it interactive. As `async` scripts, they can run before
 * the first paint and push it back. Loaded by `bundleLoader` instead, they
 * are fetched and evaluated after it. Returns the page unchanged, and `found:
 * 0`, when it has no bundle scripts (a fragment, say).
 */
export const deferBundles = (html: string): { html: string; found: number } => {
  const slice = SCRIPTS_SLICE.exec(html);
  if (!slice) return { html, found: 0 };
  const sources = [...slice[2].matchAll(BUNDLE_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return { html, found: 0 };
  const body = slice[2].replace(BUNDLE_SCRIPT, "") + `<script>${bundleLoader(sources)}</script>`;
  const rewritten = html.replace(
    SCRIPTS_SLICE,
    (_whole, start: string, _inner: string, end: string) => start + body + end,
  );
  return { html: rewritten, found: sources.length };
};

/** gatsby-plugin-manifest's link: `<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>`. */
const MANIFEST_LINK = /<link rel="manifest" [^>]*>/;

/**
 * The web manifest is read after the first paint. Chromium fetches a page's
 * manifest and the 144 px icon it names while the page loads (about 15 KB),
 * before the first paint on a phone, where they share the connection with the
 * document and the fonts; the manifest only serves to install the site. So
 * its link waits in a `<noscript data-after-paint>`: read as it is by a
 * browser without JavaScript, and put in the page by the bundle loader once
 * the page is painted. Returns the page unchanged when it has no manifest
 * link, or has it deferred already.
 */
export const deferManifest = (html: string): string => {
  const deferred = `<noscript ${AFTER_PAINT_ATTRIBUTE}>`;
  if (html.includes(deferred)) return html;
  return html.replace(MANIFEST_LINK, (link) => `${deferred}${link}</noscript>`);
};

/** A `<picture>` whose `<img>` is marked as the page's largest paint (`fetchpriority="high"`, src/components/ui/Picture.tsx). */
const LARGEST_PICTURE = /<picture\b[^>]*>((?:(?!<\/picture>)[\s\S])*?<img\b[^>]*\bfetchpriority="high"[^>]*>)[\s\S]*?<\/picture>/;
const attributeOf = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
/**
 * Where the preload goes: right after Gatsby's `<meta name="viewport">`, the third element of every page's head.
 * Not before it: a phone's browser would choose among the candidates for a 980 px wide page, and fetch a larger
 * file than the one the `<img>` then uses.
 */
const AFTER_VIEWPORT = /<meta name="viewport" [^>]*>/;
export const IMAGE_PRELOAD_MARK = 'rel="preload" as="image"';

/**
 * The image a page's largest paint needs is requested with the first bytes
 * of the page. The project page's main visual and the portfolio's first card
 * are written eager with `fetchpriority="high"` (src/components/ui/Picture.tsx),
 * but their `<img>` comes after the inlined styles and the header: 47 KB into
 * /realisation, where the browser found it only once the whole document was
 * in. A `<link rel="preload" as="image">` with the same candidates
 * (`imagesrcset`, `imagesizes`, the format of the picture's first `<source>`)
 * is put at the start of the head (AFTER_VIEWPORT): the preload scanner reads
 * it in the response's first packet, and the browser picks the same file the
 * `<img>` will use. Returns the page unchanged when no image is so marked, or
 * when it has its preload already.
 */
export const preloadLargestImage = (html: string): string => {
  const picture = LARGEST_PICTURE.exec(html);
  if (!picture || html.includes(IMAGE_PRELOAD_MARK)) return html;
  const source = /<source\b[^>]*>/.exec(picture[1])?.[0];
  const img = /<img\b[^>]*>/.exec(picture[1])?.[0] as string;
  const from = source ?? img;
  const srcset = attributeOf(from, "srcSet")?.replace(/\s+/g, " ");
  const sizes = attributeOf(from, "sizes");
  const type = source ? attributeOf(source, "type") : undefined;
  const href = attributeOf(img, "src");
  if (!srcset && !href) return html;
  const link =
    `<link ${IMAGE_PRELOAD_MARK}` +
    (srcset ? ` imagesrcset="${srcset}"` : ` href="${href}"`) +
    (srcset && sizes ? ` imagesizes="${sizes}"` : "") +
    (type ? ` type="${type}"` : "") +
    ` fetchpriority="high"/>`;
  if (!AFTER_VIEWPORT.test(html)) return html;
  return html.replace(AFTER_VIEWPORT, (viewport) => viewport + link);
};

/** A piece of the loader that does not depend on the scripts: the mark of a page already deferred. */
const LOADER_MARK = bundleLoader([]).slice(bundleLoader([]).indexOf(";function l()"));

/** Gatsby's inlined global stylesheet: `<style data-href="/styles.….css" data-identity="gatsby-global-css">…</style>`. */
const GLOBAL_STYLE = /<style data-href="([^"]+)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

export type GlobalStyles = { href: string; content: string };

/**
 * This build's global stylesheet (the fonts' faces and src/styles/global.css),
 * as Gatsby inlines it in every page: the one CSS file of the app chunk, from
 * webpack.stats.json. Throws when that cannot be told (no stats, another
 * shape, not one file): the pages could keep an earlier build's styles.
 */
export const currentGlobalStyles = (publicDir: string): GlobalStyles => {
  const step = "currentGlobalStyles";
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(statsFile)) throw gatsbyOutputChanged(step, "public/webpack.stats.json absent");
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, unknown> };
  const app = stats.assetsByChunkName?.app;
  if (!Array.isArray(app)) throw gatsbyOutputChanged(step, "webpack.stats.json sans assetsByChunkName.app");
  const css = app.filter((name): name is string => typeof name === "string" && name.endsWith(".css"));
  if (css.length !== 1) {
    throw gatsbyOutputChanged(step, `${css.length} feuilles de style au lieu d’une pour le bloc app`);
  }
  const file = path.join(publicDir, css[0]);
  if (!fs.existsSync(file)) throw gatsbyOutputChanged(step, `public/${css[0]} absent`);
  return { href: `/${css[0]}`, content: fs.readFileSync(file, "utf8") };
};

/**
 * A page an earlier build wrote, and Gatsby kept, inlines that build's
 * stylesheet: with slices on, a change to the global CSS alone (a font face, a
 * rule of global.css) marks no page for rendering again, and the page's
 * scripts are updated but not its `<style>`. This puts the current one in.
 */
export const withCurrentGlobalStyles = (html: string, current: GlobalStyles): { html: string; restyled: boolean } => {
  const inlined = GLOBAL_STYLE.exec(html);
  if (!inlined || inlined[1] === current.href) return { html, restyled: false };
  const style = `<style data-href="${current.href}" data-identity="gatsby-global-css">${current.content}</style>`;
  return { html: html.replace(GLOBAL_STYLE, () => style), restyled: true };
};

/**
 * gatsby-browser.tsx's onClientEntry returns a promise settled from a new task,
 * which splits Gatsby's start-up task in two (Total Blocking Time 35 to 80 ms
 * lower on every page type, docs/upgrading.md). That Gatsby waits for it is
 * how its runtime calls onClientEntry (`apiRunnerAsync("onClientEntry").then(…)`),
 * not a documented promise: this finds that call in the app bundle, or throws.
 */
export const checkClientEntryAwaited = (publicDir: string): void => {
  const step = "onClientEntry (gatsby-browser.tsx)";
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName?: Record<string, unknown>;
  };
  const app = stats.assetsByChunkName?.app;
  const scripts = Array.isArray(app) ? app.filter((name): name is string => /^app-[\w]+\.js$/.test(String(name))) : [];
  if (scripts.length === 0) throw gatsbyOutputChanged(step, "aucun bundle app-….js dans webpack.stats.json");
  const awaited = scripts.some((name) =>
    /\(["'`]onClientEntry["'`]\)\.then\(/.test(fs.readFileSync(path.join(publicDir, name), "utf8")),
  );
  if (!awaited) throw gatsbyOutputChanged(step, "onClientEntry n’est plus attendu avant le premier rendu");
};

/**
 * Every step a page goes through, in order: the NUL bytes removed, the manifest
 * linked after the paint, the largest paint's image preloaded, the bundles
 * loaded after the paint, this build's stylesheet.
 * `bundles` counts the bundle tags deferred (0 on a page already processed).
 */
export const processPage = (
  original: string,
  styles: GlobalStyles,
): { html: string; bundles: number; restyled: boolean } => {
  const deferred = deferBundles(preloadLargestImage(deferManifest(withoutStrayNul(original))));
  const styled = withCurrentGlobalStyles(deferred.html, styles);
  return { html: styled.html, bundles: deferred.found, restyled: styled.restyled };
};

/**
 * Applies every step to every page of public/ (`builtPageFiles`, in
 * built-pages.ts: the folders of assets, fragments and the CMS are not
 * pages). Returns the pages left without deferred
 * bundles (none is expected, so the build reports them) and the pages whose
 * stylesheet was an earlier build's. With `originalsDir`, the page Gatsby
 * wrote is kept there (same relative path) before it is changed, for the
 * checks on the build.
 */
export const postProcessPages = (
  publicDir: string,
  originalsDir?: string,
): { pages: number; withoutBundles: string[]; restyled: string[] } => {
  const pages = builtPageFiles(publicDir);
  const withoutBundles: string[] = [];
  const restyled: string[] = [];
  const styles = currentGlobalStyles(publicDir);
  for (const page of pages) {
    const file = path.join(publicDir, page);
    const original = fs.readFileSync(file, "utf8");
    const processed = processPage(original, styles);
    // A page an earlier build already deferred (Gatsby keeps unchanged pages) holds the loader: nothing to do.
    if (processed.bundles === 0 && !original.includes(LOADER_MARK)) withoutBundles.push(page);
    if (processed.restyled) restyled.push(page);
    if (processed.html === original) continue;
    if (originalsDir && processed.bundles > 0) {
      const kept = path.join(originalsDir, page);
      fs.mkdirSync(path.dirname(kept), { recursive: true });
      fs.writeFileSync(kept, original);
    }
    fs.writeFileSync(file, processed.html);
  }
  return { pages: pages.length, withoutBundles, restyled };
};
