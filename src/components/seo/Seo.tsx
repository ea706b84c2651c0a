import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { normalizePath } from "../../lib/routes";
import { pageTitle } from "../../lib/content/page-title";
import defaultImage from "../../images/og-default.png";

export interface SeoProps {
  /** Page title; the agency name is appended unless `rawTitle`. */
  title: string;
  rawTitle?: boolean;
  description?: string | null;
  pathname: string;
  /** Absolute URL or site-relative path of the sharing image; the site's default image otherwise. */
  image?: string | null;
  imageAlt?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
  type?: "website" | "article";
  noIndex?: boolean;
  jsonLd?: object[];
  children?: React.ReactNode;
}

export const DEFAULT_IMAGE = { src: defaultImage, width: 1200, height: 630 };

export const absoluteUrl = (siteUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl.replace(/\/$/, "")}${normalizePath(pathOrUrl)}`;

export const useSeoSite = () => {
  const { site } = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          name
          tagline
          description
          siteUrl
          legalForm
          siren
          vatNumber
          email
          phone
          address {
            street
            postalCode
            city
            country
          }
          social {
            name
            url
          }
        }
      }
    }
  `);
  const meta = site?.siteMetadata;
  return {
    ...meta,
    name: meta?.name ?? "",
    siteUrl: (meta?.siteUrl ?? "").replace(/\/$/, ""),
  };
};

export type SeoSite = ReturnType<typeof useSeoSite>;

export const Seo = ({
  title,
  rawTitle,
  description,
  pathname,
  image,
  imageAlt,
  imageWidth,
  imageHeight,
  type = "website",
  noIndex,
  jsonLd,
  children,
}: SeoProps) => {
  const site = useSeoSite();
  const fullTitle = rawTitle ? title : pageTitle(title, site.name);
  const desc = description ?? site.description ?? "";
  const url = absoluteUrl(site.siteUrl, pathname);
  const usesDefault = !image;
  const imageUrl = absoluteUrl(site.siteUrl, image || DEFAULT_IMAGE.src);
  const width = usesDefault ? DEFAULT_IMAGE.width : imageWidth;
  const height = usesDefault ? DEFAULT_IMAGE.height : imageHeight;
  const alt = imageAlt ?? (usesDefault ? `${site.name} – ${site.tagline ?? ""}` : fullTitle);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {width && <meta property="og:image:width" content={String(width)} />}
      {height && <meta property="og:image:height" content={String(height)} />}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
      <meta name="theme-color" content="#4338CA" />
      {(jsonLd ?? []).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // "<" escaped, so the JSON cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
};
