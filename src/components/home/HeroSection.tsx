import * as React from "react";
import { StaticImage } from "gatsby-plugin-image";
import styled from "styled-components";
import { media } from "../../styles/theme";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Eyebrow } from "../ui/SectionHeading";
import { homeAnchor } from "../../lib/routes";
import { ClientLogos, type ClientLogoData } from "./ClientLogos";

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  padding: 2.5rem 0 3.5rem;
  background: ${({ theme }) => theme.gradients.hero};

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
    font-size: ${({ theme }) => theme.fontSizes["4xl"]};
    font-weight: 800;
    letter-spacing: -0.035em;
    line-height: 1.05;
    color: ${({ theme }) => theme.colors.ink};
  }

  > p {
    max-width: 34rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.inkSoft};

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
    border: 2px solid ${({ theme }) => theme.colors.white};
    border-radius: 50%;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.white};
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
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};

  svg {
    fill: currentColor;
  }
`;

const Visual = styled.div`
  position: relative;

  .gatsby-image-wrapper {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const LogosBlock = styled.div`
  margin-top: 3rem;
  padding-top: 2rem;
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  ${media.lg} {
    margin-top: 4rem;
  }

  h2 {
    margin-bottom: 1.25rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    letter-spacing: 0;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
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
  /** The illustration; the default one is the site's hero visual. Tests pass their own. */
  visual?: React.ReactNode;
}

/**
 * The first screen: never animated in, so everything here is visible in the first
 * paint. The illustration is the page's largest image: loaded at once, with high priority.
 */
export const HeroSection = ({ eyebrow, title, text, claim, logosTitle, clients, visual }: HeroSectionProps) => (
  <Wrap id="hero" aria-labelledby="hero-title">
    <Container>
      <Grid>
        <Copy>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="hero-title">{title}</h1>
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
        <Visual>
          {visual ?? (
            <StaticImage
              src="../../images/hero-visual.png"
              alt=""
              // The file's ratio (1200 × 1000): the box keeps its height before the image decodes.
              style={{ display: "block", width: "100%", maxWidth: 560, marginInline: "auto", aspectRatio: "6 / 5" }}
              width={560}
              loading="eager"
              placeholder="none"
              sizes="(min-width: 1152px) 520px, (min-width: 1024px) 45vw, 100vw"
              {...{ fetchpriority: "high" }}
            />
          )}
        </Visual>
      </Grid>
      <LogosBlock>
        <h2>{logosTitle}</h2>
        <ClientLogos clients={clients} />
      </LogosBlock>
    </Container>
  </Wrap>
);
