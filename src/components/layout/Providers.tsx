import * as React from "react";
import { ThemeProvider } from "styled-components";
import "@fontsource-variable/inter";
import "@fontsource-variable/plus-jakarta-sans";
import { theme } from "../../styles/theme";
import { GlobalStyle } from "../../styles/GlobalStyle";

/**
 * What every page needs around it, shared by gatsby-browser.tsx and
 * gatsby-ssr.tsx (`wrapRootElement`): the theme and the fonts. Animation is
 * not here: the pages that animate wrap themselves in `MotionProvider`.
 */
export const Providers = ({ children }: { children: React.ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
);

/**
 * The global style, rendered in `wrapPageElement`: that is inside the style
 * collector of gatsby-plugin-styled-components (which wraps the root element
 * from within), so the reset, fonts and colours are in the server-rendered
 * HTML and the first paint does not jump.
 */
export const PageStyles = ({ children }: { children: React.ReactNode }) => (
  <>
    <GlobalStyle />
    {children}
  </>
);
