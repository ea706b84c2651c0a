import * as React from "react";
import { ThemeProvider } from "styled-components";
import { LazyMotion, MotionConfig, domAnimation } from "framer-motion";
import "@fontsource-variable/inter";
import "@fontsource-variable/plus-jakarta-sans";
import { theme } from "../../styles/theme";
import { GlobalStyle } from "../../styles/GlobalStyle";

/**
 * Everything every page needs around it, shared by gatsby-browser.tsx and
 * gatsby-ssr.tsx: the theme, the global style, the fonts and framer-motion's
 * lazily loaded feature set (components use `m.*`, never `motion.*`).
 */
export const Providers = ({ children }: { children: React.ReactNode }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  </ThemeProvider>
);
