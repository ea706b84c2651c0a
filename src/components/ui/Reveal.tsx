import * as React from "react";
import { m, useReducedMotion } from "framer-motion";
import { theme } from "../../styles/theme";

interface RevealProps {
  children: React.ReactNode;
  /** Seconds: 0.8 for sections (default), 1 for project images (`theme.motion.image`). */
  duration?: number;
  /** Seconds before this item starts, to stagger a row of cards. */
  delay?: number;
  className?: string;
  /** Element rendered (a <div> unless told). */
  tag?: "div" | "li" | "section" | "article" | "figure";
}

/**
 * Fades and lifts its content in, once, when it scrolls into view (spec §9:
 * 0.8 s, 1 s for project images). Only for content below the fold: the hero is
 * never wrapped, so nothing above the fold is hidden in the first paint. The
 * `data-reveal` attribute lets the page's <noscript> style show everything
 * without JavaScript; with reduced motion the change is instant.
 */
export const Reveal = ({
  children,
  duration = theme.motion.reveal,
  delay = 0,
  className,
  tag = "div",
}: RevealProps) => {
  const reduced = useReducedMotion();
  const Component = m[tag];
  return (
    <Component
      className={className}
      data-reveal=""
      initial={{ opacity: 0, y: theme.motion.revealDistance }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 0.15 }}
      transition={reduced ? { duration: 0 } : { duration, delay, ease: theme.motion.easing }}
    >
      {children}
    </Component>
  );
};

/** Shows revealed content when JavaScript is off: put it in a page's Head. */
export const RevealNoScript = () => (
  <noscript>
    <style>{"[data-reveal]{opacity:1!important;transform:none!important}"}</style>
  </noscript>
);

/** Scale on hover for cards (spec §9: 1.02 in 0.2 s). */
export const cardHover = {
  whileHover: { scale: theme.motion.hoverScale },
  transition: { duration: theme.motion.hover, ease: "easeOut" },
} as const;

/** The card hover, or nothing for visitors who asked for reduced motion (even an instant jump is movement). */
export const useCardHover = (): Partial<typeof cardHover> => (useReducedMotion() ? {} : cardHover);
