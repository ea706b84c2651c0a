import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";

export interface ClientLogoData {
  name: string;
  /** Public URL of the SVG logo. */
  iconUrl: string;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 1rem 2rem;
  }

  li {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 64px;
  }

  /* One muted tone for every logo; each takes its own colours on hover. */
  img {
    width: 100%;
    max-width: 150px;
    height: 40px;
    object-fit: contain;
    filter: grayscale(1) contrast(0.9);
    opacity: 0.62;
    transition:
      filter ${vars.motion.hover} ease,
      opacity ${vars.motion.hover} ease;
  }

  li:hover img {
    filter: none;
    opacity: 1;
  }
`;

/** The row of client logos under the hero (SVG files, drawn at a fixed box: no layout shift). */
export const ClientLogos = ({ clients }: { clients: readonly ClientLogoData[] }) => (
  <List>
    {clients.map((client) => (
      <li key={client.name}>
        <img src={client.iconUrl} alt={client.name} width={150} height={40} decoding="async" />
      </li>
    ))}
  </List>
);
