import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { portfolioJsonLd } from "../components/seo/site-json-ld";
import { PortfolioView } from "../components/projects/PortfolioView";
import { ContactSection, contactSectionProps } from "../components/contact/ContactSection";
import { toProjectCard, withAvifOf } from "../components/projects/ProjectCard";
import { listingPagePath } from "../lib/routes";
import { StaticIsland } from "../components/ui/StaticIsland";

type Data = Queries.PortfolioPageQuery;
/** From createPages (planListingPages). */
interface PortfolioContext {
  page: number;
  pageCount: number;
  basePath: string;
  title: string;
}

const PortfolioPage = ({ data, pageContext }: PageProps<Data, PortfolioContext>) => {
  const copy = data.homeContent;
  const contact = contactSectionProps(data);
  const leadAvif = data.lead.nodes[0]?.image.childImageSharp?.gatsbyImageData;
  return (
    <Layout>
      {/* Cards and page links only: kept as server HTML on the first load (no hydration). */}
      <StaticIsland>
        <PortfolioView
          title={copy?.portfolioTitle ?? "Nos projets parlent d’eux-mêmes"}
          intro={copy?.portfolioText}
          projects={data.allProject.nodes
            .map(toProjectCard)
            .map((card, index) =>
              index === 0 && card.image ? { ...card, image: withAvifOf(card.image, leadAvif) } : card,
            )}
          page={pageContext.page}
          pageCount={pageContext.pageCount}
        />
      </StaticIsland>
      {contact && <ContactSection {...contact} />}
    </Layout>
  );
};

export default PortfolioPage;

export const Head = ({ pageContext }: HeadProps<Data, PortfolioContext>) => (
  <Seo
    title={
      pageContext.page > 1
        ? `${pageContext.title}, page ${pageContext.page} sur ${pageContext.pageCount}`
        : pageContext.title
    }
    pathname={listingPagePath(pageContext.basePath, pageContext.page)}
    jsonLd={portfolioJsonLd(useSeoSite())}
  ></Seo>
);

export const query = graphql`
  query PortfolioPage($skip: Int!, $limit: Int!, $sort: [ProjectSortInput]) {
    ...ContactSection
    homeContent {
      portfolioTitle
      portfolioText
    }
    allProject(filter: { draft: { eq: false } }, sort: $sort, skip: $skip, limit: $limit) {
      nodes {
        ...ProjectCardFields
      }
    }
    # The page's first card, its largest paint on every screen: AVIF as well, at the WebP's widths (so a browser
    # takes the same width in either format); the WebP stays the cards' own (ProjectCard.tsx: the same widths and
    # options, so the same files). AVIF for this one image only: the other cards' are not worth the build's time.
    lead: allProject(filter: { draft: { eq: false } }, sort: $sort, skip: $skip, limit: 1) {
      nodes {
        image {
          childImageSharp {
            gatsbyImageData(
              width: 640
              breakpoints: [360, 560, 640, 720, 840, 1120]
              formats: [AVIF, WEBP]
              sizes: "(min-width: 1184px) 520px, (min-width: 1024px) 44vw, (min-width: 768px) 640px, calc(100vw - 82px)"
            )
          }
        }
      }
    }
  }
`;
