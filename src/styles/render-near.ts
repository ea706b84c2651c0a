import { css } from "styled-components";
import { media } from "./vars";
import { LAID_OUT_ATTRIBUTE, RENDER_ALL_ATTRIBUTE, RENDER_NEAR_ATTRIBUTE } from "../browser/render-all";
import { PAINTED_ATTRIBUTE } from "../browser/after-paint";

/**
 * For blocks below the fold: the browser lays them out and paints them only
 * once they come near the viewport (`content-visibility: auto`), and keeps the
 * size they had after that (`contain-intrinsic-block-size: auto`). Until then
 * they take the estimated height given here (mobile, then from the md
 * breakpoint), so the scrollbar and the anchors stay about right. The height
 * only: a width given as well (`contain-intrinsic-size`) would widen a grid's
 * column to it, as the portfolio's cards did.
 *
 * It makes the first layout of a long page (/accueil) less than half as long:
 * the sections below the fold hold most of its text, each of its font sizes,
 * and the client logos' SVG text, all expensive to lay out the first time.
 * Their content stays in the document: found by find-in-page, read by screen
 * readers and search engines, printed.
 *
 * Paint containment comes with it: nothing inside may overflow the block (a
 * drop-down list, a tooltip), and a `position: fixed` child would be fixed to
 * the block. The contact section, with the form's lists, is left out.
 *
 * Until the first paint (`<html data-painted>`, src/browser/after-paint.ts),
 * with JavaScript on, such a block is not rendered at all
 * (`content-visibility: hidden`, the same estimated height): Chromium renders
 * an `auto` block that is within half a screen of the viewport in the first
 * frame, and at 412 px the client logos' strip, 330 px below the fold, added a
 * second layout pass to /accueil's first frame, longer than the first. Once
 * the page is painted they are `auto` again. Without JavaScript, or at a page opened at an anchor
 * (`data-render-all`), this never applies.
 *
 * It applies to the element only while it carries `data-render-near`
 * (RENDER_NEAR_ATTRIBUTE), which the script also looks for: once the page is
 * live, such blocks are laid out for good one by one in idle time, and before
 * a jump to an anchor everything is (src/browser/render-all.ts).
 */
export const renderNearViewport = (mobilePx: number, desktopPx: number) => css`
  html:not([${RENDER_ALL_ATTRIBUTE}]) &[${RENDER_NEAR_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}]) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${mobilePx}px;

    ${media.md} {
      contain-intrinsic-block-size: auto ${desktopPx}px;
    }
  }

  html.js:not([${PAINTED_ATTRIBUTE}]):not([${RENDER_ALL_ATTRIBUTE}]) &[${RENDER_NEAR_ATTRIBUTE}] {
    content-visibility: hidden;
  }
`;
