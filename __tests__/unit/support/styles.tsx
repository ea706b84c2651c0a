import * as React from "react";
import { render } from "@testing-library/react";
import { StyleSheetManager } from "styled-components";
import type { Element as StylisElement } from "stylis";
import { customPropertyValues } from "../../../src/styles/theme";

/**
 * jsdom keeps `var(--…)` in style rules but does not resolve it in
 * getComputedStyle. The site's components read every design token that way
 * (src/styles/theme.ts), so in tests a stylis plugin writes each token's value
 * in place of its reference, as the browser resolves it: computed colours and
 * sizes are then the ones a visitor sees.
 */
const resolveTokens = (element: StylisElement) => {
  if (element.type === "decl" && typeof element.value === "string" && element.value.includes("var(--")) {
    element.value = element.value.replace(/var\((--[\w-]+)\)/g, (reference, name: string) =>
      name in customPropertyValues ? customPropertyValues[name] : reference,
    );
  }
};

/** Wraps a tree so that its styled components' rules hold the tokens' values. */
export const Styles = ({ children }: { children: React.ReactNode }) => (
  <StyleSheetManager stylisPlugins={[resolveTokens]}>{children}</StyleSheetManager>
);

/** `render` from Testing Library, with the tokens resolved (see `Styles`). */
export const renderStyled = (ui: React.ReactElement) => render(<Styles>{ui}</Styles>);
