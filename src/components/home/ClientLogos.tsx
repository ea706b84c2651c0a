import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { renderNearViewport } from "../../styles/render-near";

export interface ClientLogoData {
  name: string;
  /** The logo's drawing, made safe at build time (src/node/content/inline-svg.ts). */
  svg: { viewBox: string; markup: string };
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Five rows of 64 px on a phone, two from md: the exact height, so nothing moves when it is laid out. */
  ${renderNearViewport(5 * 64 + 4 * 8, 2 * 64 + 16)}

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
  svg {
    width: 100%;
    max-width: 150px;
    height: 40px;
    filter: grayscale(1) contrast(0.9);
    opacity: 0.62;
    transition:
      filter ${vars.motion.hover} ease,
      opacity ${vars.motion.hover} ease;
  }

  li:hover svg {
    filter: none;
    opacity: 1;
  }
`;

/** The client logos, drawn inline: as <img> files each SVG would be a document to fetch and lay out. */
export const ClientLogos = ({ clients }: { clients: readonly ClientLogoData[] }) => (
  <List data-render-near="">
    {clients.map((client) => (
      <li key={client.name}>
        <svg
          viewBox={client.svg.viewBox}
          width={150}
          height={40}
          role="img"
          aria-label={client.name}
          dangerouslySetInnerHTML={{ __html: client.svg.markup }}
        />
      </li>
    ))}
  </List>
);
