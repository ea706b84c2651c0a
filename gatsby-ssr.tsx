import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { Providers } from "./src/components/layout/Providers";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Providers>{element}</Providers>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "fr" });
};
