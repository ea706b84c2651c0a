import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Container } from "../components/ui/Container";
import { Seo } from "../components/seo/Seo";
import { HOME_PATH, PORTFOLIO_PATH, projectPath } from "../lib/routes";

type Data = Queries.HomePageQuery;

const HomePage = ({ data }: PageProps<Data>) => (
  <Layout>
    <Container>
      <section id="hero">
        <h1>{data.site?.siteMetadata?.tagline}</h1>
        <p>+ 20 Clients satisfaits</p>
        <a href={`${HOME_PATH}#services`}>Nos services</a> <a href={`${HOME_PATH}#contact`}>Démarrez votre projet</a>
      </section>
      <section id="projects">
        <h2>Nos réalisations</h2>
        <ul>
          {data.allProject.nodes.map((project) => (
            <li key={project.slug}>
              <Link to={projectPath(project.slug)}>{project.name}</Link>
            </li>
          ))}
        </ul>
        <Link to={PORTFOLIO_PATH}>Voir nos réalisations →</Link>
      </section>
      <section id="tarifs">
        <h2>Découvrez nos offres tarifaires</h2>
      </section>
      <section id="services">
        <h2>Nos services</h2>
      </section>
      <section id="aboutUs">
        <h2>À propos de nous</h2>
      </section>
      <section id="Processus">
        <h2>Notre processus</h2>
      </section>
      <section id="contact">
        <h2>Contact</h2>
      </section>
    </Container>
  </Layout>
);

export default HomePage;

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo
    rawTitle
    title={`${data.site?.siteMetadata?.name} – ${data.site?.siteMetadata?.tagline}`}
    pathname={HOME_PATH}
  />
);

export const query = graphql`
  query HomePage {
    site {
      siteMetadata {
        name
        tagline
      }
    }
    allProject(filter: { draft: { eq: false } }, sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;
