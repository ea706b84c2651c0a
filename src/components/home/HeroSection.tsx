import * as React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { fitTitle } from "../ui/fit-title";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Eyebrow } from "../ui/SectionHeading";
import { homeAnchor } from "../../lib/routes";
import { ClientLogos, type ClientLogoData } from "./ClientLogos";
import { Picture } from "../ui/Picture";

/** The title's weight, in its CSS and in its tracking in the fallback face (src/lib/fonts/title-tracking.ts). */
const TITLE_WEIGHT = 800;

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  padding: 2.5rem 0 3.5rem;
  background: ${vars.gradients.hero};

  ${media.md} {
    padding: 4rem 0 4.5rem;
  }

  ${media.lg} {
    padding: 4.5rem 0 5rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;

  ${media.lg} {
    grid-template-columns: 1.05fr 0.95fr;
    gap: 3.5rem;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;

  h1 {
    font-size: ${vars.fontSizes["4xl"]};
    font-weight: ${TITLE_WEIGHT};
    --title-base: -0.035em;
    line-height: 1.05;
    color: ${vars.colors.ink};
  }

  > p {
    max-width: 34rem;
    font-size: ${vars.fontSizes.lg};
    line-height: 1.65;
    color: ${vars.colors.inkSoft};

    ${media.md} {
      font-size: 1.1875rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;

  ${media.belowMd} {
    width: 100%;

    > * {
      flex: 1 1 100%;
    }
  }
`;

const Proof = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-top: 0.5rem;
`;

const Avatars = styled.span`
  display: inline-flex;

  span {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    margin-left: -10px;
    border: 2px solid ${vars.colors.white};
    border-radius: 50%;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${vars.colors.white};
  }

  span:first-child {
    margin-left: 0;
  }
`;

const AVATARS = [
  { initials: "AH", color: "#4338CA" },
  { initials: "MB", color: "#0E7490" },
  { initials: "EK", color: "#9D174D" },
  { initials: "DS", color: "#15803D" },
  { initials: "KC", color: "#B45309" },
];

const Rating = styled.span`
  display: grid;
  gap: 0.15rem;

  strong {
    font-size: ${vars.fontSizes.md};
    font-weight: 700;
    color: ${vars.colors.ink};
  }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${vars.colors.star};

  svg {
    fill: currentColor;
  }
`;

const Visual = styled.div`
  position: relative;

  picture {
    width: 100%;
    max-width: 560px;
    margin-inline: auto;
  }

  img {
    border-radius: ${vars.radii.lg};
  }
`;

const LogosBlock = styled.div`
  margin-top: 3rem;
  padding-top: 2rem;
  border-top: 1px solid ${vars.colors.line};

  ${media.lg} {
    margin-top: 4rem;
  }

  h2 {
    margin-bottom: 1.25rem;
    font-family: ${vars.fonts.body};
    font-size: ${vars.fontSizes.sm};
    font-weight: 600;
    letter-spacing: 0;
    text-align: center;
    color: ${vars.colors.muted};
  }
`;

export interface HeroSectionProps {
  eyebrow: string;
  title: string;
  text: string;
  /** '+ 20 Clients satisfaits' */
  claim: string;
  logosTitle: string;
  clients: readonly ClientLogoData[];
  image?: IGatsbyImageData | null;
  /** Instead of the image (tests pass their own). */
  visual?: React.ReactNode;
}

/** The first screen: never animated in; its text is the largest paint, the decorative illustration waits (docs/performance.md). */
export const HeroSection = ({ eyebrow, title, text, claim, logosTitle, clients, image, visual }: HeroSectionProps) => (
  <Wrap id="hero" aria-labelledby="hero-title">
    <Container>
      <Grid>
        <Copy>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="hero-title" {...fitTitle(title, TITLE_WEIGHT)} />
          <p>{text}</p>
          <Actions>
            <Button to={homeAnchor("contact")} size="lg" iconAfter={<Icon name="arrow-right" size={18} />}>
              Démarrez votre projet
            </Button>
            <Button to={homeAnchor("services")} size="lg" variant="secondary">
              Nos services
            </Button>
          </Actions>
          <Proof>
            <Avatars aria-hidden="true">
              {AVATARS.map((avatar) => (
                <span key={avatar.initials} style={{ background: avatar.color }}>
                  {avatar.initials}
                </span>
              ))}
            </Avatars>
            <Rating>
              <Stars role="img" aria-label="Note de 5 sur 5">
                {[0, 1, 2, 3, 4].map((index) => (
                  <Icon key={index} name="star" size={16} />
                ))}
              </Stars>
              <strong>{claim}</strong>
            </Rating>
          </Proof>
        </Copy>
        {/* Beside the text from the large breakpoint on, the illustration is the largest paint and loads at once. */}
        <Visual>{visual ?? (image && <Picture image={image} alt="" loading="lazy" waitsForPaint="below-lg" />)}</Visual>
      </Grid>
      <LogosBlock>
        <h2>{logosTitle}</h2>
        <ClientLogos clients={clients} />
      </LogosBlock>
    </Container>
  </Wrap>
);

/** The hero visual at the widths its box takes (`Visual`). */
export const heroVisualFragment = graphql`
  fragment HeroVisual on Query {
    heroVisual: file(sourceInstanceName: { eq: "site-images" }, relativePath: { eq: "hero-visual.png" }) {
      childImageSharp {
        gatsbyImageData(
          width: 560
          breakpoints: [360, 560, 720, 840, 1120]
          sizes: "(min-width: 1152px) 520px, (min-width: 1024px) 45vw, (min-width: 600px) 560px, calc(100vw - 2.5rem)"
        )
      }
    }
  }
`;
