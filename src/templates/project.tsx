import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { projectPageJsonLd } from "../components/seo/site-json-ld";
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
  thumbnail: node.thumbnail_image?.childImageSharp?.gatsbyImageData ?? null,
  image: node.image.childImageSharp?.gatsbyImageData ?? null,
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
                image={data.contactVisual?.childImageSharp?.gatsbyImageData}
                title={copy.contactTitle}
                text={copy.contactText}
                email={site?.email}
                phone={site?.phone}
                phoneDisplay={site?.phoneDisplay}
                responseTime={site?.responseTime}
                tone="surface"
              />
            )
          }
        />
      </ProjectErrorBoundary>
    </Layout>
  );
};

export default ProjectTemplate;

export const Head = ({ data }: HeadProps<Data>) => {
  const site = useSeoSite();
  const project = data.project;
  if (!project) return null;
  // A 1200 × 630 JPEG of the project's visual: the size and format every social network takes.
  const share = project.image.childImageSharp?.share;
  return (
    <Seo
      rawTitle
      title={`${project.name} – ${data.site?.siteMetadata?.name}`}
      description={project.description}
      pathname={projectPath(project.slug)}
      image={share?.src ?? project.image.childImageSharp?.original?.src}
      imageWidth={share?.width}
      imageHeight={share?.height}
      imageAlt={project.title}
      type="article"
      jsonLd={projectPageJsonLd(site, {
        ...project,
        image: share?.src ? `${site.siteUrl}${share.src}` : null,
        tags: project.tags.map((tag) => tag.name),
      })}
    ></Seo>
  );
};

export const query = graphql`
  query ProjectById($id: String!) {
    ...ContactVisual
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
          gatsbyImageData(
            width: 1120
            outputPixelDensities: [0.25, 0.5, 0.75, 1, 1.5, 2]
            sizes: "(min-width: 1184px) 1120px, 100vw"
          )
        }
      }
      image {
        childImageSharp {
          gatsbyImageData(
            width: 840
            outputPixelDensities: [0.25, 0.5, 0.75, 1, 1.5, 2]
            sizes: "(min-width: 1184px) 800px, (min-width: 1024px) 70vw, 100vw"
          )
          original {
            src
          }
          share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 85) {
            src
            width
            height
          }
        }
      }
      html
    }
  }
`;
