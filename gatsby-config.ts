import * as path from "path";
import type { GatsbyConfig } from "gatsby";
import { CONTENT_KINDS } from "./src/lib/content/content-model";
import { siteFactsOrExit } from "./src/node/content/site-facts";
import { analyticsMeasurementId, isPublicContext } from "./src/node/build/deploy-context";
import { tokensFrom } from "./src/lib/markdown/tokens";
import { markdownRulesVersion } from "./src/node/build/markdown-rules-version";
import { CONFIRMATION_PATH } from "./src/lib/routes";

const site = siteFactsOrExit(__dirname);
const production = process.env.NODE_ENV === "production";

/** GA4 measurement ID, or null (none set, or a deploy preview): then no analytics code and no consent banner at all. */
const gaMeasurementId = analyticsMeasurementId(process.env);
const publicSite = isPublicContext(process.env);

/** gatsby-plugin-sharp's defaults, which gatsby-plugin-voltis-avif reads too (docs/performance.md). */
const imageDefaults = {
  // No PNG/JPEG fallback: every browser of today reads WebP.
  formats: ["avif", "webp"],
  quality: 80,
  // AVIF at 55 looks the same as at 80 on the site's flat mockups and weighs about 37 % less.
  avifOptions: { quality: 55 },
  webpOptions: { quality: 75 },
  // Images load natively in boxes that keep their ratio (src/components/ui/Picture.tsx): no base64 in the HTML.
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
      // Readable class names while developing; short ones and pure styled() calls in the build.
      options: { displayName: !production, fileName: false, pure: true },
    },
    // gatsby-plugin-image is not listed: the site imports only its types and renders <Picture> itself.
    { resolve: "gatsby-plugin-sharp", options: { defaults: imageDefaults } },
    "gatsby-transformer-sharp",
    // AVIF encoded by the site at effort 2, which gatsby-plugin-sharp 5 cannot set (docs/performance.md).
    { resolve: "gatsby-plugin-voltis-avif", options: { defaults: imageDefaults, effort: 2 } },
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
        gfm: false,
        plugins: [
          {
            resolve: "gatsby-remark-voltis",
            // `rules` is read by no one: a change of src/lib/markdown/ changes it, and Gatsby then rebuilds every text.
            options: {
              tokens: tokensFrom({ ...site }),
              rules: markdownRulesVersion(path.join(__dirname, "src", "lib", "markdown")),
            },
          },
        ],
      },
    },
    // The sitemap lists the routes of docs/deploying.md, without trailing slash.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/", "/404", "/404.html", "/dev-404-page", CONFIRMATION_PATH],
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
        // The Seo component writes <meta name="theme-color"> already.
        theme_color_in_head: false,
        icon: "src/images/icon.png",
      },
    },
    ...(gaMeasurementId
      ? [
          // Listed only with an ID, so a build without analytics has no consent code at all.
          {
            resolve: "gatsby-plugin-voltis-consent",
            options: {
              measurementId: gaMeasurementId,
              gtagConfig: { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
              respectDNT: true,
            },
          },
        ]
      : []),
    "gatsby-plugin-voltis-cms",
    {
      resolve: "gatsby-plugin-voltis-production",
      options: { measurementId: gaMeasurementId, publicSite, siteUrl: site.siteUrl },
    },
    "gatsby-plugin-voltis-functions",
  ],
};

export default config;
