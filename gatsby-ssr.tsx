import * as React from "react";
import type { GatsbySSR } from "gatsby";
import "./src/styles/global-styles";
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
  ]);
};
