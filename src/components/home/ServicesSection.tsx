import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { cardLift, Reveal } from "../ui/Reveal";
import { Section, SectionHeading } from "../ui/SectionHeading";

export interface ServiceData {
  title: string;
  icon: string;
  /** Width of the card on large screens, in percent of the row. */
  width: number;
  html: string;
}

/* 8 cards in 4 rows of 2: full width on mobile, half on tablet, each card's own width on large screens. */
const Grid = styled.ul`
  --gap: 1.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: var(--gap);
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex: 0 0 100%;
    min-width: 0;

    ${media.md} {
      flex-basis: calc(50% - var(--gap) / 2);
    }

    ${media.lg} {
      flex-basis: calc(var(--width) - var(--gap) / 2);
    }
  }

  > li > div {
    display: flex;
    width: 100%;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  width: 100%;
  padding: 1.75rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.white};
  ${cardLift(`border-color ${vars.motion.hover} ease, box-shadow ${vars.motion.hover} ease`)}

  ${media.md} {
    padding: 2rem;
  }

  &:hover {
    border-color: ${vars.colors.accentTintStrong};
    box-shadow: ${vars.shadows.soft};
  }

  h3 {
    font-size: ${vars.fontSizes.xl};
    font-weight: 750;
  }

  div {
    color: ${vars.colors.inkSoft};
    font-size: ${vars.fontSizes.md};
    line-height: 1.65;
  }

  div > * + * {
    margin-top: 0.75em;
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${vars.radii.md};
  background: ${vars.gradients.accent};
  color: ${vars.colors.white};
  box-shadow: ${vars.shadows.accent};
`;

const ServiceCard = ({ service }: { service: ServiceData }) => {
  return (
    <Card>
      <IconTile>
        <Icon name={service.icon} size={24} />
      </IconTile>
      <h3>{service.title}</h3>
      <div dangerouslySetInnerHTML={{ __html: service.html }} />
    </Card>
  );
};

export interface ServicesSectionProps {
  title: string;
  intro: string;
  services: readonly ServiceData[];
}

/** Clamps a writer's percentage to something a row of two can hold. */
const widthOf = (width: number): string => `${Math.min(100, Math.max(20, width))}%`;

export const ServicesSection = ({ title, intro, services }: ServicesSectionProps) => (
  <Section id="services" $tone="surface" aria-labelledby="services-title">
    <Container>
      <SectionHeading id="services-title" eyebrow="Services" title={title} intro={intro} />
      <Grid>
        {services.map((service, index) => (
          <li key={service.title} style={{ "--width": widthOf(service.width) } as React.CSSProperties}>
            <Reveal delay={(index % 2) * 0.08}>
              <ServiceCard service={service} />
            </Reveal>
          </li>
        ))}
      </Grid>
    </Container>
  </Section>
);
