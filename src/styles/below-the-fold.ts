import { css } from "styled-components";

/**
 * For a block below the first screen with no anchor after it (the footer):
 * the browser skips its style, layout and paint until it nears the viewport.
 * `auto` keeps the block's real height once it has been shown, and the
 * estimate (in px, close to its usual height) stands in before that.
 *
 * Not on the home sections: a header link to #tarifs or #aboutUs scrolls to
 * where the section would be if the skipped sections above it had their
 * estimated heights; when they render at their real heights the target moves,
 * and the visitor lands beside it (the navigation browser tests caught it).
 */
export const belowTheFold = (estimatedHeight = 900) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimatedHeight}px;
`;
