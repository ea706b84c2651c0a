import * as path from "path";
import type { GatsbyConfig } from "gatsby";
import { CONTENT_KINDS } from "./src/node/content-model";
import { loadSiteFacts } from "./src/node/site-facts";
import { tokensFrom } from "./plugins/gatsby-remark-voltis/site-tokens";

const site = loadSiteFacts(__dirname);

/** Google Analytics measurement ID; without one the site has no analytics at all. */
const gaMeasurementId = process.env.GATSBY_GA_MEASUREMENT_ID?.trim();

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
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          quality: 80,
          placeholder: "blurred",
        },
      },
    },
    "gatsby-transformer-sharp",
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
    ...(gaMeasurementId
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: {
              trackingIds: [gaMeasurementId],
              gtagConfig: { anonymize_ip: true, send_page_view: false },
              pluginConfig: { head: false, respectDNT: true },
            },
          },
        ]
      : []),
  ],
};

export default config;
