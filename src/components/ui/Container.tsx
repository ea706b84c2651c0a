import styled from "styled-components";
import { media, vars } from "../../styles/vars";

/** The content column: at most 1120 px, with side gutters that grow with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${vars.contentWidth} + 2 * 1.25rem);
  margin-inline: auto;
  padding-inline: 1.25rem;

  ${media.md} {
    max-width: calc(${vars.contentWidth} + 2 * 2rem);
    padding-inline: 2rem;
  }
`;
