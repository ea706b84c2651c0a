import * as React from "react";
import styled, { css } from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AFTER_PAINT_ATTRIBUTE, PAINTED_ATTRIBUTE } from "../../browser/after-paint";
import { media } from "../../styles/vars";

export interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  loading?: "lazy" | "eager";
  /** `high` for the image that is the page's largest paint. */
  fetchPriority?: "high" | "low" | "auto";
  sizes?: string;
  className?: string;
  style?: React.CSSProperties;
  /** `below-lg` for an image that is the first screen's largest paint from the large breakpoint on. */
  waitsForPaint?: "always" | "below-lg";
}

/** Until the first paint, an empty box of the image's width, max-width and ratio. */
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
 * gatsby-plugin-sharp's files as a plain `<picture>` with a real `src`, so the browser loads it
 * before any script runs, without an image runtime in the bundles (docs/performance.md).
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
  // The stand-in copies the box, so an image with the caller's own style does not wait.
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
        // The first screen's text never waits for an image's decode.
        decoding="async"
        // React 18 does not know `fetchPriority`: it writes the lower-case attribute as given.
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
