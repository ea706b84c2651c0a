import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { PageStyles, Providers } from "./src/components/layout/Providers";
import { PRELOADED_FONTS } from "./src/styles/fonts";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Providers>{element}</Providers>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <PageStyles>{element}</PageStyles>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "fr" });
  // The first screen's fonts, fetched with the HTML rather than after the CSS: no reflow when they arrive.
  setHeadComponents(
    PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
