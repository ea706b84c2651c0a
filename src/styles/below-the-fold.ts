import { css } from "styled-components";

/**
 * For blocks that start below the first screen (home sections, the footer):
 * the browser skips their style, layout and paint until they near the
 * viewport. `auto` keeps each block's real height once it has been shown, and
 * the estimate (in px, close to the block's usual height) stands in before
 * that, so the scrollbar and anchors stay close.
 */
export const belowTheFold = (estimatedHeight = 900) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimatedHeight}px;
`;
