/**
 * robots.txt, written by the build (gatsby-plugin-voltis-production): the
 * production site lets every crawler in and points at the sitemap; deploy
 * previews and branch deploys keep them all out.
 */
export const SITEMAP_FILE = "sitemap-index.xml";

export const robotsTxt = ({ publicSite, siteUrl }: { publicSite: boolean; siteUrl: string }): string =>
  publicSite
    ? [
        "User-agent: *",
        "Allow: /",
        // The contact function only answers POST requests from the form.
        "Disallow: /api/",
        "",
        `Sitemap: ${siteUrl.replace(/\/$/, "")}/${SITEMAP_FILE}`,
        "",
      ].join("\n")
    : ["# Préversion : ce site n’est pas destiné aux moteurs de recherche.", "User-agent: *", "Disallow: /", ""].join(
        "\n",
      );
