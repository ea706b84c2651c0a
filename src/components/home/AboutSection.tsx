import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Reveal } from "../ui/Reveal";
import { Section, SectionHeading } from "../ui/SectionHeading";
import { homeAnchor } from "../../lib/routes";

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 4rem;
  }

  header {
    margin-bottom: 2rem;
  }
`;

const Panel = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 1.75rem;
  list-style: none;
  border-radius: ${vars.radii.lg};
  background: ${vars.gradients.accent};
  box-shadow: ${vars.shadows.accent};

  ${media.md} {
    padding: 2.5rem;
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: 1rem;
    padding: 1rem 1.1rem;
    border-radius: ${vars.radii.md};
    background: rgba(255, 255, 255, 0.1);
    border: 1px solid rgba(255, 255, 255, 0.16);
    color: ${vars.colors.white};
    font-weight: 600;
    line-height: 1.5;
  }

  svg {
    flex: none;
    padding: 4px;
    border-radius: 50%;
    background: ${vars.colors.white};
    color: ${vars.colors.accent};
  }
`;

export interface AboutSectionProps {
  title: string;
  text: string;
  points: readonly string[];
}

export const AboutSection = ({ title, text, points }: AboutSectionProps) => (
  <Section id="aboutUs" aria-labelledby="about-title">
    <Container>
      <Grid>
        <Reveal>
          <SectionHeading id="about-title" eyebrow="À propos de nous" title={title} intro={text} />
          <Button to={homeAnchor("contact")} size="lg" iconAfter={<Icon name="arrow-right" size={18} />}>
            Démarrez votre transformation
          </Button>
        </Reveal>
        <Reveal delay={0.1}>
          <Panel>
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={22} />
                {point}
              </li>
            ))}
          </Panel>
        </Reveal>
      </Grid>
    </Container>
  </Section>
);
