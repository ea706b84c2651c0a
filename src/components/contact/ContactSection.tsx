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
  /** '24 h': the promised answer time, from the site facts. */
  responseTime?: string | null;
  /** The contact visual (src/images/contact-visual.png, `ContactVisual` fragment). */
  image?: IGatsbyImageData | null;
  /** Another illustration instead of the image (tests pass their own). */
  visual?: React.ReactNode;
  /** Background, to alternate with the section before it. */
  tone?: "white" | "surface";
}

/**
 * What a page's query gives the contact block: the `ContactSection` fragment below (the contact visual, the home
 * texts, the site facts), spread in the query of each page that shows the block.
 */
export type ContactSectionData = Queries.ContactSectionFragment;

/** The contact block's props from a page's query, or null when the home texts are missing. */
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

/**
 * The contact block (id `contact`), at the end of the home, portfolio and project
 * pages: heading, text, direct contact facts and the image, beside the form. The
 * form loads in its own chunk; its placeholder keeps the same size.
 */
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

/** The contact visual (900 × 1100), shown beside the form from the large breakpoint on. */
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

/**
 * Everything the contact block reads, written once: each page that shows the block spreads `...ContactSection` in
 * its query and passes the result to `contactSectionProps`.
 */
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
