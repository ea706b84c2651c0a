import * as React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { renderNearViewport } from "../../styles/render-near";
import { fitTitle } from "../ui/fit-title";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { Picture } from "../ui/Picture";
import { cardLift, Reveal } from "../ui/Reveal";
import { projectPath } from "../../lib/routes";

/** The title's weight, in its CSS and in its tracking in the fallback face (src/lib/fonts/title-tracking.ts). */
const TITLE_WEIGHT = 750;

export interface ProjectTag {
  id: number;
  name: string;
}

export interface ProjectCardData {
  slug: string;
  name: string;
  title: string;
  isReverse: boolean;
  tags: readonly ProjectTag[];
  image?: IGatsbyImageData | null;
  /** Made safe at build time (src/node/content/inline-svg.ts). */
  iconSvg?: { viewBox: string; markup: string } | null;
  /** Where the logo is not drawn inline (the CMS preview). */
  iconUrl?: string | null;
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.white};
  box-shadow: ${vars.shadows.soft};
  ${cardLift(`box-shadow ${vars.motion.hover} ease`)}

  /* As the lift, only for a pointer that hovers: a tap on a phone would leave the shadow on, repainted at the tap. */
  @media (hover: hover) {
    &:hover {
      box-shadow: ${vars.shadows.lifted};
    }
  }

  ${media.lg} {
    display: grid;
    grid-template-columns: 1fr 1.15fr;
    align-items: stretch;
    min-height: 26rem;

    &[data-reverse="true"] {
      grid-template-columns: 1.15fr 1fr;
    }
  }

  ${renderNearViewport(550, 416)}
`;

/** Revealed on scroll, unless the card is in the first screen (`still`): nothing hidden there at first paint. */
const Animated = ({ still, ...props }: React.ComponentProps<typeof Reveal> & { still: boolean }) =>
  still ? <div className={props.className}>{props.children}</div> : <Reveal {...props} />;

const Media = styled(Animated)`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.25rem 1.25rem 0;
  background:
    radial-gradient(80% 80% at 50% 0%, rgba(99, 102, 241, 0.14), rgba(99, 102, 241, 0) 70%), ${vars.colors.accentTint};

  ${media.md} {
    padding: 2rem 2rem 0;
  }

  ${media.lg} {
    padding: 2.5rem;

    /* A card that is not reversed shows its text first on large screens: its visual goes to the second column. */
    :not([data-reverse="true"]) > & {
      order: 1;
    }
  }

  picture {
    width: 100%;
  }

  img {
    border-radius: ${vars.radii.md} ${vars.radii.md} 0 0;

    ${media.lg} {
      border-radius: ${vars.radii.md};
    }
  }
`;

const EmptyVisual = styled.div`
  width: 100%;
  aspect-ratio: 16 / 10;
  border-radius: ${vars.radii.md};
  background: ${vars.colors.placeholder};
`;

const Body = styled(Animated)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 1.1rem;
  padding: 1.75rem 1.5rem 2rem;

  ${media.md} {
    padding: 2.5rem;
  }

  ${media.lg} {
    padding: 3rem;
  }
`;

const Logo = styled.img`
  width: auto;
  max-width: 180px;
  height: 44px;
  object-fit: contain;
  object-position: left center;
`;

const LogoDrawing = styled.svg`
  display: block;
  width: auto;
  max-width: 180px;
  height: 44px;
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.3rem 0.7rem;
    border-radius: ${vars.radii.pill};
    border: 1px solid ${vars.colors.line};
    background: ${vars.colors.surface};
    color: ${vars.colors.inkSoft};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    line-height: 1.4;
    text-transform: uppercase;
  }
`;

const Title = styled.h3`
  font-size: clamp(1.375rem, 1.1rem + 1vw, 1.875rem);
  font-weight: ${TITLE_WEIGHT};
  line-height: ${vars.lineHeights.snug};
  color: ${vars.colors.ink};
  /* Long titles stop after three lines (docs/product.md, "Pages"). Browsers apply the -webkit- form
     (with display: -webkit-box); the standard line-clamp stays out while the W3C
     validator reports it as an unknown property. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

const Name = styled.p`
  font-size: ${vars.fontSizes.sm};
  font-weight: 600;
  color: ${vars.colors.muted};
`;

export interface ProjectCardProps {
  project: ProjectCardData;
  headingLevel?: 2 | 3;
  /** In the first screen: no reveal, image loaded with high priority. */
  eager?: boolean;
  /**
   * Below the first screen at every width (the portfolio's third card on): laid out only near the viewport, and not
   * rendered before the first paint (src/styles/render-near.ts).
   */
  renderNear?: boolean;
}

/** `isReverse` puts the visual on the left on large screens; on small screens it is always on top. */
export const ProjectCard = ({ project, headingLevel = 3, eager = false, renderNear = false }: ProjectCardProps) => {
  const media = (
    <Media duration={1} still={eager}>
      {project.image ? (
        <Picture
          image={project.image}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
        />
      ) : (
        <EmptyVisual />
      )}
    </Media>
  );
  const body = (
    <Body still={eager}>
      {project.iconSvg ? (
        <LogoDrawing
          viewBox={project.iconSvg.viewBox}
          width={180}
          height={44}
          preserveAspectRatio="xMinYMid meet"
          role="img"
          aria-label={project.name}
          dangerouslySetInnerHTML={{ __html: project.iconSvg.markup }}
        />
      ) : (
        project.iconUrl && <Logo src={project.iconUrl} alt={project.name} width={180} height={44} loading="lazy" />
      )}
      <TagList aria-label="Étiquettes">
        {project.tags.map((tag) => (
          <li key={tag.id}>{tag.name}</li>
        ))}
      </TagList>
      <Title as={headingLevel === 2 ? "h2" : "h3"} title={project.title} {...fitTitle(project.title, TITLE_WEIGHT)} />
      {!project.iconSvg && !project.iconUrl && <Name>{project.name}</Name>}
      <Button to={projectPath(project.slug)} variant="secondary" iconAfter={<Icon name="arrow-right" size={18} />}>
        Voir le Projet<span className="visually-hidden"> : {project.name}</span>
      </Button>
    </Body>
  );
  // The visual first in the document, as a phone shows it: a first paint made before the rest of the card is in
  // (the page drawn as its bytes arrive) never draws the text where the visual then pushes it down. On large
  // screens a card that is not reversed moves it to the second column (Media's CSS).
  return (
    <Card data-reverse={project.isReverse} data-testid="project-card" data-render-near={renderNear ? "" : undefined}>
      {media}
      {body}
    </Card>
  );
};

export const ProjectList = styled.ul`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: 2rem;
  }
`;

export const projectCardFragment = graphql`
  fragment ProjectCardFields on Project {
    slug
    name
    title
    isReverse
    tags {
      id
      name
    }
    image {
      childImageSharp {
        # The same files as the project page's main image (src/templates/project.tsx: same widths, same
        # format), encoded once. WebP only: a project's images are the build's only cost that grows with
        # the portfolio, and WebP encodes 10 to 20 times faster than AVIF. The sizes are the
        # card's real image width: 100vw less gutters and padding on phones, 640 px at most on tablets,
        # the 1.15fr column less its padding from 1024 px on.
        gatsbyImageData(
          width: 640
          breakpoints: [360, 560, 640, 720, 840, 1120]
          formats: [WEBP]
          sizes: "(min-width: 1184px) 520px, (min-width: 1024px) 44vw, (min-width: 768px) 640px, calc(100vw - 82px)"
        )
      }
    }
    iconSvg {
      viewBox
      markup
    }
  }
`;

/**
 * A card's image with the AVIF files of another query of the same image put first (a `<source>` the browser takes
 * before the WebP): the portfolio's lead card, its page's largest paint (src/templates/portfolio.tsx).
 */
export const withAvifOf = (image: IGatsbyImageData, avif: IGatsbyImageData | null | undefined): IGatsbyImageData => {
  const sources = (avif?.images.sources ?? []).filter((source) => source.type === "image/avif");
  return sources.length === 0
    ? image
    : { ...image, images: { ...image.images, sources: [...sources, ...(image.images.sources ?? [])] } };
};

export const toProjectCard = (node: Queries.ProjectCardFieldsFragment): ProjectCardData => ({
  slug: node.slug,
  name: node.name,
  title: node.title,
  isReverse: node.isReverse,
  tags: node.tags,
  image: node.image.childImageSharp?.gatsbyImageData ?? null,
  iconSvg: node.iconSvg,
});
