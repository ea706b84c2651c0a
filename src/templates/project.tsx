import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { projectPageJsonLd } from "../components/seo/site-json-ld";
import { ProjectErrorBoundary, ProjectView, type ProjectViewData } from "../components/projects/ProjectView";
import { ContactSection, contactSectionProps } from "../components/contact/ContactSection";
import { pageTitle, PROJECT_TITLE_SEPARATOR } from "../lib/content/page-title";

type Data = Queries.ProjectByIdQuery;
type ProjectNode = NonNullable<Data["project"]>;

const toProjectView = (node: ProjectNode): ProjectViewData => ({
  slug: node.slug,
  name: node.name,
  title: node.title,
  client: node.client,
  year: node.year,
  tags: node.tags,
  logoUrl: node.iconPage?.svgURL ?? node.icon.svgURL,
  websiteLink: node.websiteLink,
  isAvailable: node.isAvailable,
  video: node.youtubeLink_embeded,
  thumbnail: node.thumbnail_image?.childImageSharp?.gatsbyImageData ?? null,
  image: node.image.childImageSharp?.gatsbyImageData ?? null,
  html: node.html,
});

const ProjectTemplate = ({ data }: PageProps<Data>) => {
  const contact = contactSectionProps(data);
  return (
    <Layout>
      <ProjectErrorBoundary>
        <ProjectView
          project={data.project ? toProjectView(data.project) : null}
          closing={contact && <ContactSection {...contact} tone="surface" />}
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
      title={pageTitle(project.name, data.site?.siteMetadata?.name ?? "", PROJECT_TITLE_SEPARATOR)}
      description={project.description}
      pathname={project.pagePath}
      image={share?.src}
      imageWidth={share?.width}
      imageHeight={share?.height}
      imageAlt={project.title}
      type="article"
      jsonLd={projectPageJsonLd(site, {
        ...project,
        path: project.pagePath,
        image: share?.src ? `${site.siteUrl}${share.src}` : null,
        tags: project.tags.map((tag) => tag.name),
      })}
    ></Seo>
  );
};

export const query = graphql`
  query ProjectById($id: String!) {
    ...ContactSection
    site {
      siteMetadata {
        name
      }
    }
    project(id: { eq: $id }) {
      slug
      # The page's address, from the content model (its canonical URL).
      pagePath
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
      # The logos as the site serves them: the SVG sanitiser's output (src/node/content/svg-fields.ts), not the writer's file.
      icon {
        svgURL
      }
      iconPage {
        svgURL
      }
      # The page's largest paint: AVIF (a quarter lighter than WebP at this size) and WebP, at the widths
      # its 16:9 box takes (at most the 1120 px content width).
      thumbnail_image {
        childImageSharp {
          gatsbyImageData(
            width: 1120
            breakpoints: [560, 840, 1120]
            sizes: "(min-width: 1184px) 1120px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)"
          )
        }
      }
      # The same files as the project cards (ProjectCard.tsx): same widths, WebP only, encoded once.
      image {
        childImageSharp {
          gatsbyImageData(
            width: 840
            breakpoints: [360, 560, 640, 720, 840, 1120]
            formats: [WEBP]
            sizes: "(min-width: 1184px) 800px, (min-width: 1024px) calc(100vw - 384px), (min-width: 906px) 840px, (min-width: 768px) calc(100vw - 66px), calc(100vw - 42px)"
          )
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
