import * as React from "react";

/**
 * The native contact form in the browser's bundle (gatsby-node.ts swaps it in
 * for NativeContactForm.tsx when building the browser's JavaScript): the form
 * is already in the server HTML, so this keeps that HTML as it is, with what
 * the visitor may have typed, and renders nothing of its own (an element
 * whose content React treats as raw HTML, with an empty string it never
 * writes back, as StaticIsland does). After a client-side navigation there is
 * no server HTML: the slot stays empty and the enhanced form is loaded at once
 * (LazyContactForm).
 */
const SERVER_HTML = { __html: "" };

export const NativeContactForm = React.forwardRef<HTMLDivElement>(function NativeContactForm(_props, ref) {
  return <div ref={ref} data-native-form="" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
});
