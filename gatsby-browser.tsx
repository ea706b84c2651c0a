import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import { PageStyles, Providers } from "./src/components/layout/Providers";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Providers>{element}</Providers>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageStyles>{element}</PageStyles>;
