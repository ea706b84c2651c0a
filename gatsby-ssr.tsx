import * as React from "react";
import type { GatsbySSR } from "gatsby";
import "./src/styles/global-styles";
import { PRELOADED_FONTS } from "./src/styles/fonts";
import { themeCustomProperties } from "./src/styles/theme";
import { REVEAL_SCRIPT } from "./src/browser/reveal-script";
import { IconSprite } from "./src/components/ui/icon-sprite";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "fr" });
  // The icons' drawings, once per page, outside React's root: they stay through client-side navigations.
  setPreBodyComponents([<IconSprite key="voltis-icons" />]);
  setHeadComponents([
    // Marks <html> as "scripts run" and reveals sections as they scroll in, before any bundle loads.
    <script key="voltis-reveal" dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />,
    // The design tokens as CSS custom properties, read by the global style and every styled component.
    <style key="voltis-tokens" dangerouslySetInnerHTML={{ __html: themeCustomProperties }} />,
    // The first screen's fonts, fetched with the HTML rather than after the CSS: no reflow when they arrive.
    ...PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
};

/** A `<link rel="preload">`: the font files the first screen needs. */
const isPreload = (element: React.ReactNode) =>
  React.isValidElement<{ rel?: string }>(element) && element.type === "link" && element.props.rel === "preload";

/**
 * The preloads go first, before Gatsby's inlined stylesheet and the styled
 * components' rules (about 60 KB of CSS on /accueil, 20 KB compressed): the
 * browser's preload scanner then finds the fonts in the first bytes of the
 * page and fetches them while the rest of the HTML arrives. On a slow phone
 * connection, behind the CSS, they came after the first layout and each one
 * laid out the page again.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as React.ReactNode[];
  replaceHeadComponents([...head.filter(isPreload), ...head.filter((element) => !isPreload(element))]);
};
