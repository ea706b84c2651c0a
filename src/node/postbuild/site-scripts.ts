import { REVEAL_SCRIPT } from "../../browser/reveal-script";
import { consentDefaultsScript } from "../../lib/consent/consent-mode";
import { gtagConfigScript, gtagScriptUrl } from "../../lib/consent/gtag-tags";
import { ANALYTICS_CATEGORY, CONSENT_CATEGORY_ATTRIBUTE, INERT_SRC_ATTRIBUTE } from "../../lib/consent/inert-scripts";
import { MEASUREMENT_ID_PATTERN } from "../build/deploy-context";
import { bundleLoader, deferredBundles } from "./built-html";

/**
 * The inline scripts a built page may hold, those the site and Gatsby write, each
 * allowed by hash (`pageCsp`); any other stops the build (docs/deploying.md, "HTTP
 * headers: one policy"). The site's scripts are written again and compared; Gatsby
 * 5.16's by an anchored pattern of what node_modules/gatsby/cache-dir/static-entry.js
 * and node_modules/gatsby/dist/utils/gatsby-webpack-stats-extractor.js write.
 */

export interface InlineScript {
  attributes: string;
  text: string;
}

export interface ScriptPage {
  path: string;
}

export interface SiteScript {
  name: string;
  origin: string;
/** Attributes are whitespace-collapsed (`id="x"`); `page.path` is its address (`urlPathOf`). */
  recognises: (text: string, attributes: string, page: ScriptPage) => boolean;
}

export const normalisedAttributes = (attributes: string): string => attributes.trim().split(/\s+/).join(" ");

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The attributes of the inert analytics scripts (src/lib/consent/inert-scripts.ts), as React writes them. */
const INERT = `type="text/plain" ${CONSENT_CATEGORY_ATTRIBUTE}="${ANALYTICS_CATEGORY}"`;

const BUNDLE_PATH = /^\/[\w.-]+\.js$/;

const isGtagConfig = (text: string): boolean => {
  const parts = /^\(function\(\)\{var d="ga-disable-"\+"(G-[A-Z0-9]+)";[\s\S]*,"\1",(\{[^{}]*\})\)\}\}\)\(\);$/.exec(
    text,
  );
  if (!parts || !MEASUREMENT_ID_PATTERN.test(parts[1])) return false;
  const config = parseJson(parts[2]);
  if (typeof config !== "object" || config === null || Array.isArray(config)) return false;
  const values = Object.values(config as Record<string, unknown>);
  if (!values.every((value) => ["string", "number", "boolean"].includes(typeof value))) return false;
  const gtagConfig = config as Record<string, string | number | boolean>;
  return [true, false].some(
    (respectDNT) => gtagConfigScript({ measurementId: parts[1], gtagConfig, respectDNT }) === text,
  );
};

/** Google's tag, inert: no text, its address in `data-src`. */
const isInertGtag = (text: string, attributes: string): boolean => {
  const id = /[?&]id=(G-[A-Z0-9]+)"$/.exec(attributes)?.[1];
  return (
    text === "" &&
    id !== undefined &&
    MEASUREMENT_ID_PATTERN.test(id) &&
    attributes === `${INERT} ${INERT_SRC_ATTRIBUTE}="${gtagScriptUrl(id)}"`
  );
};

const isChunkMapping = (text: string): boolean => {
  const literal = /^\n {12}window\.___chunkMapping=("(?:[^"\\]|\\.)*");\n {10}$/.exec(text)?.[1];
  const json = literal === undefined ? undefined : parseJson(literal);
  const map = typeof json === "string" ? parseJson(json) : undefined;
  if (typeof map !== "object" || map === null || Array.isArray(map)) return false;
  const entries = Object.entries(map as Record<string, unknown>);
  const wellFormed = entries.every(
    ([chunk, files]) =>
      /^[\w.-]+$/.test(chunk) &&
      Array.isArray(files) &&
      files.every((file) => typeof file === "string" && /^\/[\w.-]+\.(?:js|css)$/.test(file)),
  );
  return (
    wellFormed && text === `\n            window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};\n          `
  );
};

export const SITE_SCRIPTS: readonly SiteScript[] = [
  {
    name: "reveal",
    origin: "gatsby-ssr.tsx (REVEAL_SCRIPT, src/browser/reveal-script.ts)",
    recognises: (text, attributes) => attributes === "" && text === REVEAL_SCRIPT,
  },
  {
    name: "bundle loader",
    origin: "src/node/postbuild/built-html.ts (bundleLoader, written by deferBundles after the build)",
    recognises: (text, attributes) => {
      if (attributes !== "") return false;
      let bundles: string[];
      try {
        bundles = deferredBundles(text);
      } catch {
        return false;
      }
      return (
        bundles.length > 0 &&
        bundles.every((bundle) => typeof bundle === "string" && BUNDLE_PATH.test(bundle)) &&
        bundleLoader(bundles) === text
      );
    },
  },
  {
    name: "consent defaults",
    origin:
      "plugins/gatsby-plugin-voltis-consent/gatsby-ssr.tsx (consentDefaultsScript, src/lib/consent/consent-mode.ts), with a measurement ID only",
    recognises: (text, attributes) => attributes === "" && text === consentDefaultsScript(),
  },
  {
    name: "Google tag configuration, inert until consent",
    origin:
      "plugins/gatsby-plugin-voltis-consent/gatsby-ssr.tsx (gtagConfigScript, src/lib/consent/gtag-tags.ts), with a measurement ID only",
    recognises: (text, attributes) => attributes === INERT && isGtagConfig(text),
  },
  {
    name: "Google tag, inert until consent",
    origin:
      "plugins/gatsby-plugin-voltis-consent/gatsby-ssr.tsx (gtagScriptUrl, src/lib/consent/gtag-tags.ts), with a measurement ID only",
    recognises: (text, attributes) => isInertGtag(text, attributes),
  },
  {
    name: "Gatsby page path",
    origin: "Gatsby (node_modules/gatsby/cache-dir/static-entry.js, `windowPageData`)",
    // With slices on (Gatsby 5's default) the compilation hash is not in it, and the page's data is never inlined.
    recognises: (text, attributes, page) =>
      attributes === 'id="gatsby-script-loader"' &&
      text === `/*<![CDATA[*/window.pagePath=${JSON.stringify(page.path)};/*]]>*/`,
  },
  {
    name: "Gatsby chunk mapping",
    origin: "Gatsby's `_gatsby-scripts` slice (node_modules/gatsby/dist/utils/gatsby-webpack-stats-extractor.js)",
    recognises: (text, attributes) => attributes === 'id="gatsby-chunk-mapping"' && isChunkMapping(text),
  },
  {
    name: "Gatsby webpack compilation hash",
    origin: "Gatsby's `_gatsby-scripts` slice (node_modules/gatsby/dist/utils/gatsby-webpack-stats-extractor.js)",
    // webpack's compilation hash: hexadecimal, 20 characters (its default `hashDigestLength`, which Gatsby keeps).
    recognises: (text, attributes) =>
      attributes === "" && /^window\.___webpackCompilationHash="[0-9a-f]{20}";$/.test(text),
  },
];

export const recogniseScript = (script: InlineScript, page: ScriptPage): SiteScript | undefined => {
  const attributes = normalisedAttributes(script.attributes);
  return SITE_SCRIPTS.find((known) => known.recognises(script.text, attributes, page));
};

export const scriptStart = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
};

export interface UnknownScript {
  file: string;
  text: string;
}

export const unknownScriptsError = (unknown: UnknownScript[]): Error => {
  const found = unknown.map(
    ({ file, text }) =>
      `public/${file.split("\\").join("/")}\u00a0: script en ligne inconnu du site («\u00a0${scriptStart(text)}\u00a0»)`,
  );
  return new Error(
    `${found.join("\u00a0;\n")}, la construction s’arrête\u00a0: la politique de sécurité (CSP) d’une page n’autorise ` +
      "que les scripts en ligne que le site écrit lui-même (src/node/postbuild/site-scripts.ts). " +
      "Un script venu du contenu (Markdown, CMS) n’a pas sa place dans une page\u00a0: retirez-le. " +
      "Un script du site ou de Gatsby qui a changé (après une mise à jour de Gatsby, par exemple)\u00a0: " +
      "mettez à jour sa reconnaissance dans cette liste.",
  );
};
