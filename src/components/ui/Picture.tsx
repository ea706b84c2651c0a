import * as React from "react";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PictureProps {
  /** `gatsbyImageData` from gatsby-plugin-sharp (via GraphQL). */
  image: IGatsbyImageData;
  alt: string;
  /** `lazy` (default) for images below the fold; `eager` for the first screen. */
  loading?: "lazy" | "eager";
  /** `high` for the image that is the page's largest paint. */
  fetchPriority?: "high" | "low" | "auto";
  /** Overrides the `sizes` computed by gatsby-plugin-sharp, when the layout knows better. */
  sizes?: string;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * The site's images: gatsby-plugin-sharp's responsive files (AVIF, WebP and a
 * fallback at several widths), written as plain HTML, a `<picture>` with one
 * `<source>` per format and an `<img>` with a real `src`, `srcset`, `sizes`,
 * `width` and `height`, native `loading` and async decoding.
 *
 * gatsby-plugin-image's own component writes lazy images without `src`, with
 * `data-src`, a `<noscript>` copy and a script that swaps them in: invalid
 * HTML, images that wait for a script, and a runtime in every bundle. Here the
 * browser starts loading as soon as it parses the tag, before any script runs,
 * and the same markup serves visitors without JavaScript. The box keeps the
 * image's ratio (`width`/`height` and `aspect-ratio`), so nothing shifts.
 */
const Frame = styled.picture`
  display: block;

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const Picture = ({ image, alt, loading = "lazy", fetchPriority, sizes, className, style }: PictureProps) => {
  const { fallback, sources = [] } = image.images;
  const sizesOf = (own?: string) => sizes ?? own;
  return (
    <Frame className={className}>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizesOf(source.sizes)}
          media={source.media}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.srcSet ? sizesOf(fallback.sizes) : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        // Never wait for a decode to paint: the text of the first screen shows at once, the image as soon as it is
        // decoded (a synchronous decode of the hero's AVIF held the whole first frame back by a second in Lighthouse runs).
        decoding="async"
        // React 18 does not know `fetchPriority` yet: it writes the lower-case attribute as given.
        {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
        style={{
          aspectRatio: `${image.width} / ${image.height}`,
          ...(image.layout === "fullWidth" ? {} : { maxWidth: image.width }),
          ...style,
        }}
      />
    </Frame>
  );
};
