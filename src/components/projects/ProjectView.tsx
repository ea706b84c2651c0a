import * as React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { fitTitle } from "../ui/fit-title";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Prose } from "../ui/Prose";
import { Reveal } from "../ui/Reveal";
import { TagList, type ProjectTag } from "./ProjectCard";
import { Picture } from "../ui/Picture";
import { VideoPoster } from "./VideoPoster";
import { StaticIsland } from "../ui/StaticIsland";
import { youTubeVideo } from "../../lib/youtube";
import { PORTFOLIO_PATH } from "../../lib/routes";

/** The title's weight, in its CSS and in its tracking in the fallback face (src/lib/fonts/title-tracking.ts). */
const TITLE_WEIGHT = 800;

/** What the project page shows, as plain props (no GraphQL). */
export interface ProjectViewData {
  slug: string;
  name: string;
  title: string;
  client?: string | null;
  year?: number | null;
  tags: readonly ProjectTag[];
  /** Public URL of the page logo (iconPage, else icon). */
  logoUrl?: string | null;
  websiteLink: string;
  isAvailable: boolean;
  /** Embed URL of the project's YouTube video: shown as a poster, played from youtube-nocookie.com on click. */
  video?: string | null;
  thumbnail?: IGatsbyImageData | null;
  image?: IGatsbyImageData | null;
  /** The description, as HTML from Markdown. */
  html: string;
}

const Intro = styled.header`
  padding: 2rem 0 2.5rem;
  background: ${vars.gradients.hero};

  ${media.md} {
    padding: 3rem 0 3.5rem;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  margin-bottom: 1.5rem;
  font-size: ${vars.fontSizes.sm};
  font-weight: 600;
  color: ${vars.colors.inkSoft};
  text-decoration: none;

  svg {
    transform: rotate(180deg);
  }

  &:hover {
    color: ${vars.colors.accent};
  }
`;

const Heading = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;

  h1 {
    /* 22 characters of Plus Jakarta Sans 800 (its "0" is 0.700 em): in em, not ch, so the swap moves nothing. */
    max-width: 15.4em;
    font-size: ${vars.fontSizes["4xl"]};
    font-weight: ${TITLE_WEIGHT};
    --title-base: -0.035em;
    line-height: 1.08;
  }

  ${media.lg} {
    grid-template-columns: 1fr auto;
    align-items: end;
    column-gap: 3rem;

    > :not(.actions) {
      grid-column: 1;
    }

    .actions {
      grid-column: 2;
      grid-row: 1 / span 4;
      align-self: end;
    }
  }
`;

const PageLogo = styled.img`
  width: auto;
  max-width: 220px;
  height: 56px;
  object-fit: contain;
  object-position: left center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The top visual: thumbnail or an empty box, always 16:9 so nothing moves (a video has its own box: VideoPoster). */
const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.placeholder};
  box-shadow: ${vars.shadows.lifted};

  picture,
  picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }

  picture img {
    max-width: none;
    object-fit: cover;
  }
`;

const StageWrap = styled(Container)`
  margin-top: -0.5rem;
`;

const Story = styled(Container)`
  display: grid;
  gap: 2.5rem;
  padding-block: 3.5rem 4rem;

  ${media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
    gap: 4rem;
    padding-block: 5rem 6rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem;
  align-self: start;
  margin: 0;
  padding: 1.5rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.surface};

  /* The site address is long: on small screens it takes the whole row. */
  > div:last-child {
    grid-column: 1 / -1;
  }

  ${media.lg} {
    grid-template-columns: 1fr;
    position: sticky;
    top: calc(${vars.headerHeight} + 1.5rem);
  }

  dt {
    font-size: ${vars.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${vars.colors.muted};
  }

  dd {
    margin: 0.25rem 0 0;
    font-weight: 600;
    color: ${vars.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Figure = styled.figure`
  margin: 0 0 2.5rem;
  overflow: hidden;
  border-radius: ${vars.radii.lg};
  border: 1px solid ${vars.colors.line};
  background: ${vars.colors.accentTint};
`;

const Message = styled.p<{ $tone?: "error" }>`
  padding-block: 6rem;
  text-align: center;
  font-size: ${vars.fontSizes.lg};
  font-weight: 600;
  color: ${({ $tone }) => ($tone === "error" ? vars.colors.danger : vars.colors.inkSoft)};
`;

/** The host name of a URL, for display ("www.gerermonpermis.fr"). */
const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export interface ProjectViewProps {
  project: ProjectViewData | null | undefined;
  /** The shared closing section (the contact block). */
  closing?: React.ReactNode;
}

/**
 * The case study: logo, tags, title and the site button over the video (or the
 * thumbnail, or an empty box of the same size), then the main image and the
 * story rendered from Markdown. Without data it says so (docs/product.md, "Project page").
 */
export const ProjectView = ({ project, closing }: ProjectViewProps) => {
  if (!project) {
    return (
      <Container>
        <Message role="status">No project data available</Message>
      </Container>
    );
  }

  const siteButton = project.isAvailable ? (
    <Button
      href={project.websiteLink}
      target="_blank"
      rel="noopener noreferrer"
      size="lg"
      iconAfter={<Icon name="arrow-up-right" size={18} />}
    >
      Voir le site<span className="visually-hidden"> {project.name} (nouvel onglet)</span>
    </Button>
  ) : (
    <Button href={project.websiteLink} disabled size="lg">
      Voir le site<span className="visually-hidden"> (bientôt en ligne)</span>
    </Button>
  );

  // A video is a poster over the project's own image until the visitor plays it: nothing from YouTube before.
  const video = youTubeVideo(project.video);
  const poster = project.thumbnail ?? project.image;
  let stage: React.ReactNode;
  if (video) {
    stage = (
      <VideoPoster
        video={video}
        projectName={project.name}
        boxTestId="project-stage"
        image={poster && <Picture image={poster} alt="" loading="eager" fetchPriority="high" />}
      />
    );
  } else if (project.thumbnail) {
    stage = (
      <Picture
        image={project.thumbnail}
        alt={`Aperçu du projet ${project.name}`}
        loading="eager"
        fetchPriority="high"
      />
    );
  } else {
    stage = <div data-testid="project-media-placeholder" aria-hidden="true" />;
  }

  return (
    <>
      <article aria-labelledby="project-title">
        {/* Text, images and links: kept as server HTML on the first load. Only the video's poster hydrates. */}
        <StaticIsland>
          <Intro>
            <Container>
              <Back to={PORTFOLIO_PATH}>
                <Icon name="arrow-right" size={16} />
                Toutes nos réalisations
              </Back>
              <Heading>
                {project.logoUrl && <PageLogo src={project.logoUrl} alt={project.name} width={220} height={56} />}
                <TagList aria-label="Étiquettes">
                  {project.tags.map((tag) => (
                    <li key={tag.id}>{tag.name}</li>
                  ))}
                </TagList>
                <h1 id="project-title" {...fitTitle(project.title, TITLE_WEIGHT)} />
                <Actions className="actions">{siteButton}</Actions>
              </Heading>
            </Container>
          </Intro>
        </StaticIsland>
        <StageWrap>{video ? stage : <Stage data-testid="project-stage">{stage}</Stage>}</StageWrap>
        <StaticIsland>
          <Story>
            <Facts>
              <div>
                <dt>Projet</dt>
                <dd>{project.name}</dd>
              </div>
              {project.client && (
                <div>
                  <dt>Client</dt>
                  <dd>{project.client}</dd>
                </div>
              )}
              {project.year && (
                <div>
                  <dt>Année</dt>
                  <dd>{project.year}</dd>
                </div>
              )}
              <div>
                <dt>Site</dt>
                <dd>{hostOf(project.websiteLink)}</dd>
              </div>
            </Facts>
            <div>
              {project.image && (
                <Reveal duration={1}>
                  <Figure>
                    <Picture image={project.image} alt={`Le projet ${project.name} sur ordinateur et mobile`} />
                  </Figure>
                </Reveal>
              )}
              <Prose dangerouslySetInnerHTML={{ __html: project.html }} />
            </div>
          </Story>
        </StaticIsland>
      </article>
      {closing}
    </>
  );
};

interface BoundaryState {
  error: Error | null;
}

/** Catches an error thrown while rendering the project and shows its message in red (docs/product.md, "Project page"). */
export class ProjectErrorBoundary extends React.Component<{ children: React.ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) {
      return (
        <Container>
          <Message role="alert" $tone="error">
            {this.state.error.message}
          </Message>
        </Container>
      );
    }
    return this.props.children;
  }
}
