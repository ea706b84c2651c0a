import * as React from "react";
import { css } from "styled-components";
import { durations, vars } from "../../styles/vars";
import { observeReveal, REVEAL_ATTRIBUTE } from "../../browser/reveal-script";

interface RevealProps {
  children: React.ReactNode;
  /** Seconds. */
  duration?: number;
  /** Seconds before this item starts, to stagger a row of cards. */
  delay?: number;
  className?: string;
  tag?: "div" | "li" | "section" | "article" | "figure";
}

type RevealStyle = React.CSSProperties & { "--reveal-duration"?: string; "--reveal-delay"?: string };

/**
 * Fades and lifts its content in, once, when it scrolls into view (docs/product.md, "Motion"), through
 * the head script of src/browser/reveal-script.ts. Only for content below the fold.
 */
export const Reveal = ({ children, duration = durations.reveal, delay = 0, className, tag = "div" }: RevealProps) => {
  const ref = React.useRef<HTMLElement>(null);
  // For elements a client-side navigation creates; the head script observes the server's.
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

/** Lift on hover for cards (docs/product.md, "Motion"), for a hovering pointer without reduced motion. */
export const cardLift = (extraTransitions = "") => css`
  transition: transform ${vars.motion.hover} ease-out${extraTransitions ? `, ${extraTransitions}` : ""};

  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: scale(${vars.motion.hoverScale});
    }
  }
`;
