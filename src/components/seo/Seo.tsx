import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { normalizePath } from "../../lib/routes";
import defaultImage from "../../images/og-default.png";

export interface SeoProps {
  /** Page title; the agency name is appended unless `rawTitle`. */
  title: string;
  rawTitle?: boolean;
  description?: string | null;
  /** Path of the page, for the canonical URL ("/accueil"). */
  pathname: string;
  /** Absolute URL or site-relative path of the sharing image; the site's default image otherwise. */
  image?: string | null;
  /** Text alternative of `image`. */
  imageAlt?: string | null;
  /** Size of `image` in pixels, when known. */
  imageWidth?: number | null;
  imageHeight?: number | null;
  /** Open Graph type: "article" for a case study, "website" otherwise. */
  type?: "website" | "article";
  noIndex?: boolean;
  /** JSON-LD objects, one <script> each. */
  jsonLd?: object[];
  children?: React.ReactNode;
}

/** The default sharing image (src/images/og-default.png), 1200 × 630. */
export const DEFAULT_IMAGE = { src: defaultImage, width: 1200, height: 630 };

/** Builds an absolute URL from the site URL and a path, without trailing slash. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl.replace(/\/$/, "")}${normalizePath(pathOrUrl)}`;

/** Site facts the head needs (names, URL, and what the JSON-LD of the agency carries). */
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

/** One SEO component on the Gatsby Head API, used by every page's `Head`. */
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
  const fullTitle = rawTitle ? title : `${title} | ${site.name}`;
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
          // Serialised by us, with "<" escaped so the JSON cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
};
