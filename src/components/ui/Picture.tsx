import * as React from "react";
import styled, { css } from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AFTER_PAINT_ATTRIBUTE, PAINTED_ATTRIBUTE } from "../../browser/after-paint";
import { media } from "../../styles/vars";

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
  /**
   * When a lazy image waits for the first paint (src/browser/after-paint.ts): `always` (the default), or only
   * `below-lg`, for an image that is the first screen's largest paint from the large breakpoint on (the home's
   * illustration, beside the hero's text there, below it on a phone).
   */
  waitsForPaint?: "always" | "below-lg";
}

/** Until the first paint, an empty box of the image's size (the same width, max-width and ratio as the <img>). */
const standIn = css`
  &::before {
    content: "";
    display: block;
    width: 100%;
    max-width: var(--picture-max-width);
    aspect-ratio: var(--picture-ratio);
  }

  img {
    display: none;
  }
`;

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

  /* A lazy image starts after the first paint (src/browser/after-paint.ts): until then a stand-in takes its box. */
  html.js:not([${PAINTED_ATTRIBUTE}]) &[${AFTER_PAINT_ATTRIBUTE}="always"] {
    ${standIn}
  }

  ${media.belowLg} {
    html.js:not([${PAINTED_ATTRIBUTE}]) &[${AFTER_PAINT_ATTRIBUTE}="below-lg"] {
      ${standIn}
    }
  }
`;

export const Picture = ({
  image,
  alt,
  loading = "lazy",
  fetchPriority,
  sizes,
  className,
  style,
  waitsForPaint = "always",
}: PictureProps) => {
  const { fallback, sources = [] } = image.images;
  const sizesOf = (own?: string) => sizes ?? own;
  const maxWidth = image.layout === "fullWidth" ? undefined : image.width;
  // A lazy image whose box the stand-in can copy (no style of the caller's) waits for the first paint.
  const afterPaint = loading === "lazy" && !style;
  const box = afterPaint
    ? ({
        "--picture-ratio": `${image.width} / ${image.height}`,
        "--picture-max-width": maxWidth === undefined ? "none" : `${maxWidth}px`,
      } as React.CSSProperties)
    : undefined;
  return (
    <Frame className={className} {...{ [AFTER_PAINT_ATTRIBUTE]: afterPaint ? waitsForPaint : undefined }} style={box}>
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
          ...(maxWidth === undefined ? {} : { maxWidth }),
          ...style,
        }}
      />
    </Frame>
  );
};
