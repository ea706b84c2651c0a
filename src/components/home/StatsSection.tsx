import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { renderNearViewport } from "../../styles/render-near";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { Reveal } from "../ui/Reveal";

export interface StatData {
  value: string;
  title: string;
  icon: string;
}

/* A band between the showcase and the offers: its space below comes from the next section. */
const Wrap = styled.section`
  padding-top: ${vars.sectionSpace.mobile};
  background: ${vars.colors.white};
  ${renderNearViewport(333, 216)}

  ${media.md} {
    padding-top: 5rem;
  }
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.white};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    align-items: center;
    gap: 1.25rem;
    padding: 1.5rem 1.75rem;

    ${media.md} {
      flex-direction: column;
      align-items: flex-start;
      gap: 1rem;
      padding: 2.25rem 2.5rem;
    }
  }

  li + li {
    border-top: 1px solid ${vars.colors.line};

    ${media.md} {
      border-top: 0;
      border-left: 1px solid ${vars.colors.line};
    }
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radii.md};
  background: ${vars.colors.accentTint};
  color: ${vars.colors.accent};
`;

const Figure = styled.p`
  display: grid;
  gap: 0.2rem;

  strong {
    font-family: ${vars.fonts.heading};
    font-size: ${vars.fontSizes["3xl"]};
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1;
    color: ${vars.colors.accent};
  }

  span {
    font-size: ${vars.fontSizes.md};
    font-weight: 500;
    color: ${vars.colors.inkSoft};
  }
`;

export const StatsSection = ({ title, stats }: { title: string; stats: readonly StatData[] }) => (
  <Wrap id="stats" data-render-near="" aria-labelledby="stats-title">
    <Container>
      <h2 id="stats-title" className="visually-hidden">
        {title}
      </h2>
      <Reveal>
        <List>
          {stats.map((stat) => (
            <li key={stat.title}>
              <IconTile>
                <Icon name={stat.icon} size={24} />
              </IconTile>
              <Figure>
                <strong>{stat.value}</strong>
                <span>{stat.title}</span>
              </Figure>
            </li>
          ))}
        </List>
      </Reveal>
    </Container>
  </Wrap>
);
