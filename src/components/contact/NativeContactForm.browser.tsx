import * as React from "react";
import styled from "styled-components";
import { hydratingServerHtml } from "../ui/StaticIsland";
import { CONTACT_FIELDS, CONTACT_FORM, hintUnder } from "../../lib/contact/form-definition";
import {
  CONTROL_HEIGHT,
  FieldBlock,
  FieldGrid,
  FieldHint,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  SUBMIT_HEIGHT,
  TEXTAREA_HEIGHT,
} from "./form-layout";
import { PrivacyLine } from "./PrivacyLine";
import { media, vars } from "../../styles/vars";

/**
 * The native contact form in the browser's bundle (gatsby-node.ts swaps it in
 * for NativeContactForm.tsx when building the browser's JavaScript).
 *
 * On the first load the form is already in the server HTML: this keeps that
 * HTML as it is, with what the visitor may have typed (an element whose
 * content React treats as raw HTML, with an empty string it never writes
 * back, as StaticIsland does). After a client-side navigation there is no
 * server HTML, and JavaScript runs: the enhanced form is loaded at once
 * (LazyContactForm), and until it arrives this draws the form's frame from the
 * form's definition (src/lib/contact/form-definition.ts), same text and same
 * boxes, so nothing moves when it comes.
 */
const SERVER_HTML = { __html: "" };

const Box = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.surface};
`;

const ButtonBox = styled.div`
  flex: none;
  height: ${SUBMIT_HEIGHT};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.accentTintStrong};

  ${media.md} {
    width: 14rem;
  }
`;

/** Each field of the definition as a label and an empty box of its control's height, with its hint if it has one. */
const FormFrame = () => (
  <FormCard aria-hidden="true">
    <FormIntro>{CONTACT_FORM.intro}</FormIntro>
    <FieldGrid>
      {CONTACT_FIELDS.map((field) => (
        <FieldBlock key={field.name} $wide={"wide" in field && field.wide}>
          <FieldLabel as="span">{field.label}</FieldLabel>
          <Box $height={field.kind === "long-text" ? TEXTAREA_HEIGHT : CONTROL_HEIGHT} />
          {hintUnder(field) && <FieldHint>{hintUnder(field)}</FieldHint>}
          <FieldMessage as="span" />
        </FieldBlock>
      ))}
    </FieldGrid>
    <FormFooter>
      <ButtonBox />
      <PrivacyLine linkTabIndex={-1} />
    </FormFooter>
  </FormCard>
);

export const NativeContactForm = React.forwardRef<HTMLDivElement>(function NativeContactForm(_props, ref) {
  const [serverHtml] = React.useState(hydratingServerHtml);
  return serverHtml ? (
    <div ref={ref} data-native-form="" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div ref={ref} data-native-form="">
      <FormFrame />
    </div>
  );
});
