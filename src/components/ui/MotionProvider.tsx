import * as React from "react";
import { LazyMotion, MotionConfig } from "framer-motion";

const loadMotionFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * framer-motion for the pages that animate (home, portfolio, project pages):
 * `m` components inside it reveal and lift; its animation features load in a
 * chunk of their own after the first paint, and `reducedMotion="user"` turns
 * motion off for visitors who asked for less. Pages that do not animate (the
 * legal pages) never import it, so they carry no animation code at all.
 */
export const MotionProvider = ({ children }: { children: React.ReactNode }) => (
  <LazyMotion features={loadMotionFeatures} strict>
    <MotionConfig reducedMotion="user">{children}</MotionConfig>
  </LazyMotion>
);
