import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { portfolioJsonLd } from "../components/seo/site-json-ld";
import { PortfolioView } from "../components/projects/PortfolioView";
import { ContactSection, contactSectionProps } from "../components/contact/ContactSection";
import { toProjectCard } from "../components/projects/ProjectCard";
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
  return (
    <Layout>
      {/* Cards and page links only: kept as server HTML on the first load (no hydration). */}
      <StaticIsland>
        <PortfolioView
          title={copy?.portfolioTitle ?? "Nos projets parlent d’eux-mêmes"}
          intro={copy?.portfolioText}
          projects={data.allProject.nodes.map(toProjectCard)}
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
  }
`;
