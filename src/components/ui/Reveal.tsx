import * as React from "react";
import { css } from "styled-components";
import { durations, vars } from "../../styles/vars";
import { observeReveal, REVEAL_ATTRIBUTE } from "../../browser/reveal-script";

interface RevealProps {
  children: React.ReactNode;
  /** Seconds: 0.8 for sections (default), 1 for project images (`durations.image`). */
  duration?: number;
  /** Seconds before this item starts, to stagger a row of cards. */
  delay?: number;
  className?: string;
  /** Element rendered (a <div> unless told). */
  tag?: "div" | "li" | "section" | "article" | "figure";
}

type RevealStyle = React.CSSProperties & { "--reveal-duration"?: string; "--reveal-delay"?: string };

/**
 * Fades and lifts its content in, once, when it scrolls into view (docs/product.md, "Motion":
 * 0.8 s, 1 s for project images). Only for content below the fold: the hero is
 * never wrapped. The element is plain server-rendered HTML marked
 * `data-reveal`; the hidden state and the transition are global CSS that
 * applies only once the inline head script has run (see `reveal-script.ts`),
 * so without JavaScript everything shows, and reduced motion turns it off.
 */
export const Reveal = ({ children, duration = durations.reveal, delay = 0, className, tag = "div" }: RevealProps) => {
  const ref = React.useRef<HTMLElement>(null);
  // Server-rendered elements are already observed by the head script; this
  // covers the ones a client-side navigation creates (a no-op for the others).
  React.useEffect(() => observeReveal(ref.current), []);
  const style: RevealStyle = {};
  if (duration !== durations.reveal) style["--reveal-duration"] = `${duration}s`;
  if (delay) style["--reveal-delay"] = `${delay}s`;
  return React.createElement(
    tag,
    { ref, className, [REVEAL_ATTRIBUTE]: "", style: Object.keys(style).length > 0 ? style : undefined },
    children,
  );
};

/**
 * Lift on hover for cards (docs/product.md, "Motion": scale 1.02 in 0.2 s), in CSS: only for a
 * pointer that hovers, and never for visitors who asked for reduced motion.
 * `extraTransitions` keeps the card's own transitions (shadow, border).
 */
export const cardLift = (extraTransitions = "") => css`
  transition: transform ${vars.motion.hover} ease-out${extraTransitions ? `, ${extraTransitions}` : ""};

  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: scale(${vars.motion.hoverScale});
    }
  }
`;
