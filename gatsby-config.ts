import * as path from "path";
import type { GatsbyConfig } from "gatsby";
import { CONTENT_KINDS } from "./src/lib/content/content-model";
import { siteFactsOrExit } from "./src/node/content/site-facts";
import { analyticsMeasurementId, isPublicContext } from "./src/node/build/deploy-context";
import { tokensFrom } from "./src/lib/markdown/tokens";
import { CONFIRMATION_PATH } from "./src/lib/routes";

const site = siteFactsOrExit(__dirname);
const production = process.env.NODE_ENV === "production";

/**
 * Google Analytics 4 measurement ID (GATSBY_GA_MEASUREMENT_ID), or null: none set,
 * or a Netlify deploy preview / branch deploy (CONTEXT), which never measures.
 * Without one the site has no analytics code and no consent banner at all.
 */
const gaMeasurementId = analyticsMeasurementId(process.env);
/** Production or local build (indexable); false on deploy previews and branch deploys. */
const publicSite = isPublicContext(process.env);

/** gatsby-plugin-sharp's defaults for gatsbyImageData; gatsby-plugin-voltis-avif reads the same for its AVIF files. */
const imageDefaults = {
  // AVIF, and WebP as the <img> itself: no PNG/JPEG fallback, which no browser of today loads
  // (every one reads WebP) and which cost a third of the encoding time.
  formats: ["avif", "webp"],
  quality: 80,
  // AVIF at 55 looks the same as at 80 on the site's flat interface mockups (compared side by side)
  // and weighs about 37 % less; WebP, the fallback, at 75.
  avifOptions: { quality: 55 },
  webpOptions: { quality: 75 },
  // No blurred placeholder: images load natively (src/components/ui/Picture.tsx), in boxes
  // that keep their ratio over a tinted background; no base64 in the HTML and page data.
  placeholder: "none",
};

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    ...site,
  },
  trailingSlash: "never",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Readable class names while developing; short ones in the build (smaller HTML and CSS),
      // and styled() calls marked pure so unused components are dropped from the bundles.
      options: { displayName: !production, fileName: false, pure: true },
    },
    // Images: gatsby-transformer-sharp's gatsbyImageData (typed by gatsby-plugin-image, a package the
    // site only imports types from), rendered by the site's own <Picture> (src/components/ui/Picture.tsx).
    // gatsby-plugin-image itself is not listed: its <StaticImage> compiler and the style and script
    // it writes into every page's <head> serve its own component, which the site does not use.
    { resolve: "gatsby-plugin-sharp", options: { defaults: imageDefaults } },
    "gatsby-transformer-sharp",
    // The AVIF files of gatsbyImageData, encoded by the site itself (src/node/build/image-encoding.ts): gatsby-plugin-sharp 5
    // cannot set the encoder's effort. Effort 2 instead of sharp's 4, measured on the site's flat interface mockups
    // (quality 55, one core): a 1120 px image 3 to 5 times faster, files 1 to 3 % larger, no difference seen side by
    // side; effort 1 is faster again but 6 % larger, effort 0 up to 80 % larger.
    { resolve: "gatsby-plugin-voltis-avif", options: { defaults: imageDefaults, effort: 2 } },
    // The site's own illustrations (hero, contact), queried by the pages for responsive images.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "site-images", path: path.join(__dirname, "src", "images") },
    },
    ...CONTENT_KINDS.map((kind) => ({
      resolve: "gatsby-source-filesystem",
      options: { name: kind.folder, path: path.join(__dirname, "content", kind.folder) },
    })),
    {
      resolve: "gatsby-transformer-remark",
      options: {
        // GFM comes from our own sub-plugin, with single-tilde strikethrough off.
        gfm: false,
        plugins: [{ resolve: "gatsby-remark-voltis", options: { tokens: tokensFrom({ ...site }) } }],
      },
    },
    // SEO, analytics and consent. The sitemap lists the routes of docs/deploying.md, without trailing slash.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/", "/404", "/404.html", "/dev-404-page", CONFIRMATION_PATH],
        // Only the address: search engines ignore changefreq and priority.
        serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath }),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        lang: "fr",
        start_url: "/accueil",
        display: "minimal-ui",
        background_color: "#FFFFFF",
        theme_color: "#4338CA",
        // The Seo component already writes <meta name="theme-color">: not twice.
        theme_color_in_head: false,
        icon: "src/images/icon.png",
      },
    },
    ...(gaMeasurementId
      ? [
          // Google's tag, inert until consent, written by the site itself (src/lib/consent/gtag-tags.ts).
          // Listed only with an ID, so a build without analytics has no consent code in its bundles at all.
          {
            resolve: "gatsby-plugin-voltis-consent",
            options: {
              measurementId: gaMeasurementId,
              // No Google signals, no ad personalisation (GA4 anonymises addresses in any case).
              gtagConfig: { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
              respectDNT: true,
            },
          },
        ]
      : []),
    // The writers' CMS at /admin/: its own bundle in public/admin, nothing added to the public pages.
    "gatsby-plugin-voltis-cms",
    {
      resolve: "gatsby-plugin-voltis-production",
      options: { measurementId: gaMeasurementId, publicSite, siteUrl: site.siteUrl },
    },
    // The contact function's build-side needs (plugins/gatsby-plugin-voltis-functions).
    "gatsby-plugin-voltis-functions",
  ],
};

export default config;
