import * as React from "react";
import styled from "styled-components";
import { useConsent } from "./consent-context";
import { vars } from "../../styles/vars";

/* Sits on the footer's bottom line like its text: same line height, top-aligned, 24 px target at least. */
const LinkButton = styled.button`
  display: inline-flex;
  align-items: flex-start;
  min-height: 24px;
  padding: 0;
  line-height: inherit;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    color: ${vars.colors.accent};
  }
`;

/** Reopens the consent banner; shown only on a site built with a measurement ID. */
export const ConsentSettingsButton = ({ label = "Gérer les cookies" }: { label?: string }) => {
  const consent = useConsent();
  if (!consent) return null;
  return (
    <LinkButton type="button" onClick={(event) => consent.openSettings(event.currentTarget)}>
      {label}
    </LinkButton>
  );
};
