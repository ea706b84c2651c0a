import * as fs from "fs";
import * as path from "path";
import { AFTER_PAINT_ATTRIBUTE, FONTS_ATTRIBUTE, PAINTED_ATTRIBUTE } from "../../browser/after-paint";
import { builtPageFiles } from "./built-pages";

/**
 * Post-processing of the built pages, before their CSP hashes are computed. Two steps read Gatsby's undocumented
 * output (its bundle tags, webpack.stats.json); the build stops, naming the step, when it changes (docs/upgrading.md).
 */

/**
 * React 18's streaming renderer can leave a NUL byte where a multi-byte character falls on a buffer's edge
 * (react#31134), a parse error for the W3C validator; a page never holds a real NUL, so removing them restores the text.
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
 * The French subsets' faces among `document.fonts`: their unicode-range starts at U+20-7E (FRENCH_CHARACTERS,
 * src/node/tools/font-subset.ts), where @fontsource's start at U+0 or U+100. A FontFace loads its own file only.
 */
export const SUBSET_FACE_RANGE = /^U\+0*20-0*7E\b/;

/**
 * The inline loader that replaces them: after the first contentful paint (Paint Timing; at once in a hidden tab,
 * after a frame without Paint Timing, 3 s at most) it adds the scripts, marks `<html data-painted>`, unwraps the
 * `<noscript data-after-paint>`, then loads the French subsets' faces and marks `<html data-fonts>`
 * (docs/performance.md). Byte-for-byte stable, so its CSP hash changes only with the bundles.
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
 * The page paints first, then its JavaScript runs: the bundle tags become `bundleLoader`. Returns the page unchanged,
 * with `found: 0`, when it has no bundle scripts.
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
 * The manifest's link waits in a `<noscript data-after-paint>`: Chromium would fetch it and its icon before the first
 * paint on a phone, and it only serves to install the site (docs/performance.md).
 */
export const deferManifest = (html: string): string => {
  const deferred = `<noscript ${AFTER_PAINT_ATTRIBUTE}>`;
  if (html.includes(deferred)) return html;
  return html.replace(MANIFEST_LINK, (link) => `${deferred}${link}</noscript>`);
};

/** A `<picture>` whose `<img>` is marked as the page's largest paint (`fetchpriority="high"`, src/components/ui/Picture.tsx). */
const LARGEST_PICTURE =
  /<picture\b[^>]*>((?:(?!<\/picture>)[\s\S])*?<img\b[^>]*\bfetchpriority="high"[^>]*>)[\s\S]*?<\/picture>/;
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
 * A `<link rel="preload" as="image">` with the marked `<img>`'s candidates, at the start of the head (AFTER_VIEWPORT),
 * so the largest paint's image is requested with the page's first bytes (docs/performance.md).
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

/** This build's global stylesheet, from webpack.stats.json; throws when that cannot be told. */
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

/** Puts the current global stylesheet in a page an earlier build wrote (slices keep the old `<style>`). */
export const withCurrentGlobalStyles = (html: string, current: GlobalStyles): { html: string; restyled: boolean } => {
  const inlined = GLOBAL_STYLE.exec(html);
  if (!inlined || inlined[1] === current.href) return { html, restyled: false };
  const style = `<style data-href="${current.href}" data-identity="gatsby-global-css">${current.content}</style>`;
  return { html: html.replace(GLOBAL_STYLE, () => style), restyled: true };
};

/**
 * Finds, in the app bundle, Gatsby awaiting onClientEntry's promise, which gatsby-browser.tsx relies on
 * (docs/upgrading.md); throws otherwise.
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
