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
import { SendingLine, SubmitArea } from "./SubmitArea";
import { media, vars } from "../../styles/vars";

/**
 * NativeContactForm.tsx in the browser's bundle (gatsby-node.ts swaps it in). It keeps the
 * server's form as it is, with what was typed (an empty `__html` React never writes back, as in
 * StaticIsland); after a client-side navigation it draws the form's frame until the enhanced form comes.
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

/** Each field as its label, hint and an empty box of its control's height. */
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
      <SubmitArea>
        <ButtonBox />
        <SendingLine />
      </SubmitArea>
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
