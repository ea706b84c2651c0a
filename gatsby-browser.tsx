import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Providers } from "./src/components/layout/Providers";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Providers>{element}</Providers>;
