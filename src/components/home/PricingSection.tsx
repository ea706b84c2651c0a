import * as React from "react";
import styled, { css } from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Reveal } from "../ui/Reveal";
import { Section, SectionHeading } from "../ui/SectionHeading";
import { homeAnchor } from "../../lib/routes";
import { formatPrice } from "./price";

export interface OfferData {
  website: string;
  label_price: string;
  price: number | null;
  desc: string;
  button: string;
  icon: string;
  benefits: readonly string[];
  popular: boolean;
}

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    align-items: stretch;
  }

  > li {
    display: flex;
  }

  > li > div {
    display: flex;
    width: 100%;
  }
`;

const Card = styled.article<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  width: 100%;
  padding: 2rem 1.5rem 1.5rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.white};
  color: ${vars.colors.ink};

  ${({ $popular }) =>
    $popular &&
    css`
      border-color: transparent;
      background: ${vars.gradients.accent};
      color: ${vars.colors.white};
      box-shadow: ${vars.shadows.accent};
    `}
`;

const Badge = styled.p`
  position: absolute;
  top: 1.25rem;
  right: 1.25rem;
  padding: 0.25rem 0.65rem;
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.white};
  color: ${vars.colors.accent};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const IconTile = styled.span<{ $popular: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radii.md};
  background: ${({ $popular }) => ($popular ? "rgba(255, 255, 255, 0.16)" : vars.colors.accentTint)};
  color: ${({ $popular }) => ($popular ? vars.colors.white : vars.colors.accent)};
`;

/* On large screens names and descriptions keep the same height, so prices line up across the row. */
const Name = styled.h3`
  font-size: ${vars.fontSizes.xl};
  font-weight: 750;

  ${media.lg} {
    min-height: 2.25em;
  }
`;

const Desc = styled.p<{ $popular: boolean }>`
  font-size: ${vars.fontSizes.sm};
  line-height: 1.6;
  color: ${({ $popular }) => ($popular ? "rgba(255, 255, 255, 0.9)" : vars.colors.inkSoft)};

  ${media.lg} {
    min-height: 6.4em;
  }
`;

const Price = styled.div<{ $popular: boolean }>`
  display: grid;
  gap: 0.2rem;
  padding-block: 1.1rem;
  border-block: 1px solid ${({ $popular }) => ($popular ? "rgba(255, 255, 255, 0.2)" : vars.colors.line)};

  small {
    font-size: ${vars.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ $popular }) => ($popular ? "rgba(255, 255, 255, 0.85)" : vars.colors.muted)};
  }

  p {
    display: flex;
    align-items: baseline;
    gap: 0.4rem;
  }

  strong {
    font-family: ${vars.fonts.heading};
    font-size: 2.25rem;
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1.1;
    white-space: nowrap;
  }

  p small {
    text-transform: none;
    letter-spacing: 0;
  }
`;

const Benefits = styled.ul<{ $popular: boolean }>`
  display: grid;
  gap: 0.65rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSizes.sm};
  line-height: 1.5;

  li {
    display: flex;
    gap: 0.6rem;
    color: ${({ $popular }) => ($popular ? vars.colors.white : vars.colors.inkSoft)};
  }

  svg {
    flex: none;
    margin-top: 0.1rem;
    padding: 2px;
    border-radius: 50%;
    background: ${({ $popular }) => ($popular ? "rgba(255, 255, 255, 0.18)" : vars.colors.successTint)};
    color: ${({ $popular }) => ($popular ? vars.colors.white : vars.colors.success)};
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
`;

const Note = styled.p`
  margin-top: 2rem;
  font-size: ${vars.fontSizes.sm};
  text-align: center;
  color: ${vars.colors.muted};
`;

export const OfferCard = ({ offer }: { offer: OfferData }) => {
  const onQuote = offer.price === null;
  return (
    <Card $popular={offer.popular} data-popular={offer.popular || undefined}>
      {offer.popular && <Badge>Le plus demandé</Badge>}
      <IconTile $popular={offer.popular}>
        <Icon name={offer.icon} size={22} />
      </IconTile>
      <Name>{offer.website}</Name>
      <Desc $popular={offer.popular}>{offer.desc}</Desc>
      <Price $popular={offer.popular}>
        <small>{offer.label_price}</small>
        <p>
          <strong>{formatPrice(offer.price)}</strong>
          {!onQuote && <small>HT</small>}
        </p>
      </Price>
      <Benefits $popular={offer.popular}>
        {offer.benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" size={18} />
            {benefit}
          </li>
        ))}
      </Benefits>
      <Action>
        <Button to={homeAnchor("contact")} block variant={offer.popular ? "secondary" : "default"}>
          {offer.button}
          <span className="visually-hidden"> : {offer.website}</span>
        </Button>
      </Action>
    </Card>
  );
};

export interface PricingSectionProps {
  title: string;
  intro: string;
  note: string;
  offers: readonly OfferData[];
}

export const PricingSection = ({ title, intro, note, offers }: PricingSectionProps) => (
  <Section id="tarifs" aria-labelledby="tarifs-title">
    <Container>
      <SectionHeading id="tarifs-title" eyebrow="Tarifs" title={title} intro={intro} align="center" />
      <Grid>
        {offers.map((offer, index) => (
          <li key={offer.website}>
            <Reveal delay={index * 0.08}>
              <OfferCard offer={offer} />
            </Reveal>
          </li>
        ))}
      </Grid>
      <Note>{note}</Note>
    </Container>
  </Section>
);
