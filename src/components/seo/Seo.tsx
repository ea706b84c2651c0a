import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { normalizePath } from "../../lib/routes";

export interface SeoProps {
  /** Page title; the agency name is appended unless `rawTitle`. */
  title: string;
  rawTitle?: boolean;
  description?: string | null;
  /** Path of the page, for the canonical URL ("/accueil"). */
  pathname: string;
  /** Absolute URL or site-relative path of the sharing image. */
  image?: string | null;
  noIndex?: boolean;
  /** JSON-LD objects, one <script> each. */
  jsonLd?: object[];
  children?: React.ReactNode;
}

/** Builds an absolute URL from the site URL and a path, without trailing slash. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl.replace(/\/$/, "")}${normalizePath(pathOrUrl)}`;

/** One SEO component on the Gatsby Head API, used by every page's `Head`. */
export const Seo = ({ title, rawTitle, description, pathname, image, noIndex, jsonLd, children }: SeoProps) => {
  const { site } = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          name
          description
          siteUrl
        }
      }
    }
  `);
  const meta = site?.siteMetadata;
  const siteUrl = meta?.siteUrl ?? "";
  const fullTitle = rawTitle ? title : `${title} | ${meta?.name ?? ""}`;
  const desc = description ?? meta?.description ?? "";
  const url = absoluteUrl(siteUrl, pathname);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : null;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={meta?.name ?? ""} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <meta name="theme-color" content="#4338CA" />
      {(jsonLd ?? []).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Serialised by us, with "<" escaped so the JSON cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
};
