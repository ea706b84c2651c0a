import * as React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { Reveal } from "../ui/Reveal";
import { Section, SectionHeading } from "../ui/SectionHeading";
import { LazyContactForm } from "./LazyContactForm";
import { Picture } from "../ui/Picture";

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;

  ${media.lg} {
    grid-template-columns: 0.85fr 1.15fr;
    gap: 4rem;
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 2rem;

  header {
    margin-bottom: 0;
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.85rem;
    color: ${vars.colors.inkSoft};
    font-weight: 500;
  }

  a {
    color: ${vars.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    color: ${vars.colors.accent};
    text-decoration: underline;
  }

  svg {
    flex: none;
    box-sizing: content-box;
    padding: 10px;
    border-radius: ${vars.radii.md};
    background: ${vars.colors.accentTint};
    color: ${vars.colors.accent};
  }
`;

const Visual = styled.div`
  display: none;

  ${media.lg} {
    display: block;
  }

  picture {
    width: 100%;
    max-width: 460px;
  }

  img {
    border-radius: ${vars.radii.lg};
  }
`;

export interface ContactSectionProps {
  title: string;
  text: string;
  email?: string | null;
  phone?: string | null;
  phoneDisplay?: string | null;
  /** The promised answer time ('24 h'). */
  responseTime?: string | null;
  image?: IGatsbyImageData | null;
  /** Instead of the image (tests pass their own). */
  visual?: React.ReactNode;
  tone?: "white" | "surface";
}

/** The `ContactSection` fragment below, spread in the query of each page that shows the block. */
export type ContactSectionData = Queries.ContactSectionFragment;

/** Null when the home texts are missing. */
export const contactSectionProps = (data: ContactSectionData): ContactSectionProps | null => {
  const copy = data.homeContent;
  if (!copy) return null;
  const site = data.site?.siteMetadata;
  return {
    image: data.contactVisual?.childImageSharp?.gatsbyImageData,
    title: copy.contactTitle,
    text: copy.contactText,
    email: site?.email,
    phone: site?.phone,
    phoneDisplay: site?.phoneDisplay,
    responseTime: site?.responseTime,
  };
};

/** The contact block (id `contact`), at the end of the home, portfolio and project pages. */
export const ContactSection = ({
  title,
  text,
  email,
  phone,
  phoneDisplay,
  responseTime,
  image,
  visual,
  tone = "white",
}: ContactSectionProps) => (
  <Section id="contact" $tone={tone} renderNear={false} aria-labelledby="contact-title">
    <Container>
      <Grid>
        <Reveal>
          <Aside>
            <SectionHeading id="contact-title" eyebrow="Contact" title={title} intro={text} />
            <Facts>
              {responseTime && (
                <li>
                  <Icon name="calendar" size={20} />
                  Réponse sous {responseTime}, jours ouvrés
                </li>
              )}
              {email && (
                <li>
                  <Icon name="mail" size={20} />
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
              {phone && (
                <li>
                  <Icon name="phone" size={20} />
                  <a href={`tel:${phone}`}>{phoneDisplay ?? phone}</a>
                </li>
              )}
            </Facts>
            <Visual>{visual ?? (image && <Picture image={image} alt="" />)}</Visual>
          </Aside>
        </Reveal>
        <div>
          <LazyContactForm />
        </div>
      </Grid>
    </Container>
  </Section>
);

/** Shown beside the form from the large breakpoint on. */
export const contactVisualFragment = graphql`
  fragment ContactVisual on Query {
    contactVisual: file(sourceInstanceName: { eq: "site-images" }, relativePath: { eq: "contact-visual.png" }) {
      childImageSharp {
        gatsbyImageData(
          width: 460
          outputPixelDensities: [0.25, 0.5, 0.75, 1, 1.5, 2]
          sizes: "(min-width: 1152px) 430px, 38vw"
        )
      }
    }
  }
`;

export const contactSectionFragment = graphql`
  fragment ContactSection on Query {
    ...ContactVisual
    site {
      siteMetadata {
        email
        phone
        phoneDisplay
        responseTime
      }
    }
    homeContent {
      contactTitle
      contactText
    }
  }
`;
