/** robots.txt: the production site lets crawlers in and points at the sitemap; previews keep them out. */
export const SITEMAP_FILE = "sitemap-index.xml";

export const robotsTxt = ({ publicSite, siteUrl }: { publicSite: boolean; siteUrl: string }): string =>
  publicSite
    ? [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "",
        `Sitemap: ${siteUrl.replace(/\/$/, "")}/${SITEMAP_FILE}`,
        "",
      ].join("\n")
    : ["# Préversion : ce site n’est pas destiné aux moteurs de recherche.", "User-agent: *", "Disallow: /", ""].join(
        "\n",
      );
