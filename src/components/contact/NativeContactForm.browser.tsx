import * as React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { legalPath } from "../../lib/routes";
import { hydratingServerHtml } from "../ui/StaticIsland";
import { FORM_COPY } from "../../lib/contact/form-copy";
import {
  CONTROL_HEIGHT,
  FieldBlock,
  FieldGrid,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  PrivacyNote,
  SUBMIT_HEIGHT,
  TEXTAREA_HEIGHT,
} from "./form-layout";
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
 * (LazyContactForm), and until it arrives this draws the form's frame, same
 * text and same boxes, so nothing moves when it comes.
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

const FRAME: { key: keyof typeof FORM_COPY.labels; wide?: boolean; height?: string }[] = [
  { key: "fullName" },
  { key: "companyName" },
  { key: "email" },
  { key: "phone" },
  { key: "budget", wide: true },
  { key: "projectDetails", wide: true, height: TEXTAREA_HEIGHT },
];

const FormFrame = () => (
  <FormCard aria-hidden="true">
    <FormIntro>{FORM_COPY.intro}</FormIntro>
    <FieldGrid>
      {FRAME.map(({ key, wide, height }) => (
        <FieldBlock key={key} $wide={wide}>
          <FieldLabel as="span">{FORM_COPY.labels[key]}</FieldLabel>
          <Box $height={height ?? CONTROL_HEIGHT} />
          <FieldMessage as="span" />
        </FieldBlock>
      ))}
    </FieldGrid>
    <FormFooter>
      <ButtonBox />
      <PrivacyNote>
        {FORM_COPY.privacy}{" "}
        <Link to={legalPath("politique-Confidentialite")} tabIndex={-1}>
          {FORM_COPY.privacyLink}
        </Link>
      </PrivacyNote>
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
