import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/seo/Seo";
import { RevealNoScript } from "../components/ui/Reveal";
import { ProjectErrorBoundary, ProjectView, type ProjectViewData } from "../components/projects/ProjectView";
import { ContactSection } from "../components/contact/ContactSection";
import { projectPath } from "../lib/routes";

type Data = Queries.ProjectByIdQuery;
type ProjectNode = NonNullable<Data["project"]>;

/** From the GraphQL node to the view's plain props. */
const toProjectView = (node: ProjectNode): ProjectViewData => ({
  slug: node.slug,
  name: node.name,
  title: node.title,
  client: node.client,
  year: node.year,
  tags: node.tags,
  logoUrl: node.iconPage?.publicURL ?? node.icon.publicURL,
  websiteLink: node.websiteLink,
  isAvailable: node.isAvailable,
  video: node.youtubeLink_embeded,
  thumbnail: getImage(node.thumbnail_image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  image: getImage(node.image.childImageSharp?.gatsbyImageData ?? null) ?? null,
  html: node.html,
});

/** Thin wrapper: the query and Head here, the page in ProjectView. */
const ProjectTemplate = ({ data }: PageProps<Data>) => {
  const copy = data.homeContent;
  const site = data.site?.siteMetadata;
  return (
    <Layout>
      <ProjectErrorBoundary>
        <ProjectView
          project={data.project ? toProjectView(data.project) : null}
          closing={
            copy && (
              <ContactSection
                title={copy.contactTitle}
                text={copy.contactText}
                email={site?.email}
                phone={site?.phone}
                phoneDisplay={site?.phoneDisplay}
                responseTime={site?.responseTime}
              />
            )
          }
        />
      </ProjectErrorBoundary>
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
      image={data.project.image.childImageSharp?.original?.src}
    >
      <RevealNoScript />
    </Seo>
  ) : null;

export const query = graphql`
  query ProjectById($id: String!) {
    site {
      siteMetadata {
        name
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
    project(id: { eq: $id }) {
      slug
      name
      title
      client
      year
      description
      websiteLink
      isAvailable
      youtubeLink_embeded
      tags {
        id
        name
      }
      icon {
        publicURL
      }
      iconPage {
        publicURL
      }
      thumbnail_image {
        childImageSharp {
          gatsbyImageData(width: 1120, sizes: "(min-width: 1184px) 1120px, 100vw")
        }
      }
      image {
        childImageSharp {
          gatsbyImageData(width: 840, sizes: "(min-width: 1184px) 800px, (min-width: 1024px) 70vw, 100vw")
          original {
            src
          }
        }
      }
      html
    }
  }
`;
