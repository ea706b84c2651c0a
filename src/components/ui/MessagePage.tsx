import styled from "styled-components";
import { vars } from "../../styles/vars";
import { Container } from "./Container";

/** A short page that says one thing (not found, request received): a centred heading and a few lines. */
export const MessagePage = styled(Container)`
  padding-block: 6rem;
  text-align: center;

  h1 {
    font-size: ${vars.fontSizes["3xl"]};
    margin-bottom: 1rem;
  }

  p {
    max-width: 36rem;
    margin-inline: auto;
    color: ${vars.colors.inkSoft};
  }

  p + p {
    margin-top: 1.25rem;
  }
`;
