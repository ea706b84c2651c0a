import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Container } from "../components/ui/Container";
import { Prose } from "../components/ui/Prose";
import { Seo } from "../components/seo/Seo";
import { projectPath } from "../lib/routes";

type Data = Queries.ProjectByIdQuery;

const ProjectTemplate = ({ data }: PageProps<Data>) => {
  const project = data.project;
  return (
    <Layout>
      <Container>
        {project ? (
          <article>
            <h1>{project.title}</h1>
            <a href={project.websiteLink} target="_blank" rel="noopener noreferrer">
              Voir le site
            </a>
            <Prose dangerouslySetInnerHTML={{ __html: project.html }} />
          </article>
        ) : (
          <p>No project data available</p>
        )}
      </Container>
    </Layout>
  );
};

export default ProjectTemplate;

export const Head = ({ data }: HeadProps<Data>) =>
  data.project ? (
    <Seo
      rawTitle
      title={`${data.project.name} – ${data.site?.siteMetadata?.name}`}
      description={data.project.description}
      pathname={projectPath(data.project.slug)}
    />
  ) : null;

export const query = graphql`
  query ProjectById($id: String!) {
    site {
      siteMetadata {
        name
      }
    }
    project(id: { eq: $id }) {
      slug
      name
      title
      description
      websiteLink
      html
    }
  }
`;
