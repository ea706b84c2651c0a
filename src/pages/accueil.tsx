import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { homeJsonLd } from "../components/seo/site-json-ld";
import { HeroSection } from "../components/home/HeroSection";
import { ProjectsSection } from "../components/home/ProjectsSection";
import { StatsSection } from "../components/home/StatsSection";
import { PricingSection } from "../components/home/PricingSection";
import { ServicesSection } from "../components/home/ServicesSection";
import { AboutSection } from "../components/home/AboutSection";
import { ProcessSection } from "../components/home/ProcessSection";
import { ContactSection, contactSectionProps } from "../components/contact/ContactSection";
import { toProjectCard } from "../components/projects/ProjectCard";
import { HOME_PATH } from "../lib/routes";
import { StaticIsland } from "../components/ui/StaticIsland";

type Data = Queries.HomePageQuery;

/** How many project cards the home page shows before 'Voir nos réalisations →'. */
const SHOWCASE_SIZE = 3;

const HomePage = ({ data }: PageProps<Data>) => {
  const copy = data.homeContent;
  const contact = contactSectionProps(data);
  if (!copy) throw new Error("Les textes de l’accueil (content/home/index.md) sont introuvables.");
  return (
    <Layout>
      <StaticIsland>
        <HeroSection
          image={data.heroVisual?.childImageSharp?.gatsbyImageData}
          eyebrow={copy.heroEyebrow}
          title={copy.heroTitle}
          text={copy.heroText}
          claim={copy.heroClaim}
          logosTitle={copy.logosTitle}
          clients={data.allClientLogo.nodes.map((client) => ({
            name: client.name,
            svg: client.svg,
          }))}
        />
      </StaticIsland>
      <StaticIsland>
        <ProjectsSection
          title={copy.projectsTitle}
          intro={copy.projectsText}
          projects={data.allProject.nodes.slice(0, SHOWCASE_SIZE).map(toProjectCard)}
        />
      </StaticIsland>
      <StaticIsland>
        <StatsSection title={copy.statsTitle} stats={data.allStat.nodes} />
      </StaticIsland>
      <StaticIsland>
        <PricingSection
          title={copy.offersTitle}
          intro={copy.offersText}
          note={copy.offersNote}
          offers={data.allOffer.nodes}
        />
      </StaticIsland>
      <StaticIsland>
        <ServicesSection title={copy.servicesTitle} intro={copy.servicesText} services={data.allService.nodes} />
      </StaticIsland>
      <StaticIsland>
        <AboutSection title={copy.aboutTitle} text={copy.aboutText} points={copy.aboutPoints} />
      </StaticIsland>
      <StaticIsland>
        <ProcessSection title={copy.processTitle} intro={copy.processText} steps={data.allProcessStep.nodes} />
      </StaticIsland>
      {contact && <ContactSection {...contact} />}
    </Layout>
  );
};

export default HomePage;

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo
    rawTitle
    title={`${data.site?.siteMetadata?.name} – ${data.site?.siteMetadata?.tagline}`}
    pathname={HOME_PATH}
    jsonLd={homeJsonLd(useSeoSite())}
  ></Seo>
);

export const query = graphql`
  query HomePage {
    ...ContactSection
    ...HeroVisual
    site {
      siteMetadata {
        name
        tagline
      }
    }
    homeContent {
      heroEyebrow
      heroTitle
      heroText
      heroClaim
      logosTitle
      projectsTitle
      projectsText
      statsTitle
      offersTitle
      offersText
      offersNote
      servicesTitle
      servicesText
      aboutTitle
      aboutText
      aboutPoints
      processTitle
      processText
    }
    allClientLogo(sort: { order: ASC }) {
      nodes {
        name
        svg {
          viewBox
          markup
        }
      }
    }
    # Only the cards shown (SHOWCASE_SIZE): the page data does not grow with the portfolio.
    allProject(filter: { draft: { eq: false } }, sort: { order: ASC }, limit: 3) {
      nodes {
        ...ProjectCardFields
      }
    }
    allStat(sort: { order: ASC }) {
      nodes {
        value
        title
        icon
      }
    }
    allOffer(sort: { order: ASC }) {
      nodes {
        website
        label_price
        price
        desc
        button
        icon
        benefits
        popular
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        title
        icon
        width
        html
      }
    }
    allProcessStep(sort: { order: ASC }) {
      nodes {
        step
        title
        html
      }
    }
  }
`;
