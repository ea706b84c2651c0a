import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { portfolioJsonLd } from "../components/seo/site-json-ld";
import { PortfolioView } from "../components/projects/PortfolioView";
import { ContactSection } from "../components/contact/ContactSection";
import { toProjectCard } from "../components/projects/ProjectCard";
import { PORTFOLIO_PATH } from "../lib/routes";

type Data = Queries.PortfolioPageQuery;

/** Thin wrapper: the query and Head here, the page in PortfolioView. */
const PortfolioPage = ({ data }: PageProps<Data>) => {
  const copy = data.homeContent;
  const site = data.site?.siteMetadata;
  return (
    <Layout>
      <PortfolioView
        title={copy?.portfolioTitle ?? "Nos projets parlent d’eux-mêmes"}
        intro={copy?.portfolioText}
        projects={data.allProject.nodes.map(toProjectCard)}
      />
      {copy && (
        <ContactSection
          image={data.contactVisual?.childImageSharp?.gatsbyImageData}
          title={copy.contactTitle}
          text={copy.contactText}
          email={site?.email}
          phone={site?.phone}
          phoneDisplay={site?.phoneDisplay}
          responseTime={site?.responseTime}
        />
      )}
    </Layout>
  );
};

export default PortfolioPage;

export const Head = (_props: HeadProps<Data>) => (
  <Seo title="Projets Réalisés" pathname={PORTFOLIO_PATH} jsonLd={portfolioJsonLd(useSeoSite())}></Seo>
);

export const query = graphql`
  query PortfolioPage {
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
      portfolioTitle
      portfolioText
      contactTitle
      contactText
    }
    allProject(filter: { draft: { eq: false } }, sort: { order: ASC }) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`;
