import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Container } from "../components/ui/Container";
import { Seo } from "../components/seo/Seo";
import { PORTFOLIO_PATH, projectPath } from "../lib/routes";

type Data = Queries.PortfolioPageQuery;

const PortfolioPage = ({ data }: PageProps<Data>) => (
  <Layout>
    <Container>
      <h1>Nos projets parlent d’eux-mêmes</h1>
      <ul>
        {data.allProject.nodes.map((project) => (
          <li key={project.slug}>
            <h2>{project.title}</h2>
            <Link to={projectPath(project.slug)}>Voir le Projet</Link>
          </li>
        ))}
      </ul>
    </Container>
  </Layout>
);

export default PortfolioPage;

export const Head = (_props: HeadProps<Data>) => <Seo title="Projets Réalisés" pathname={PORTFOLIO_PATH} />;

export const query = graphql`
  query PortfolioPage {
    allProject(filter: { draft: { eq: false } }, sort: { order: ASC }) {
      nodes {
        slug
        name
        title
      }
    }
  }
`;
