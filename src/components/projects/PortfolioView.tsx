import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { SectionHeading } from "../ui/SectionHeading";
import { ProjectCard, ProjectList, type ProjectCardData } from "./ProjectCard";
import { ListingPager } from "../ui/ListingPager";
import { PORTFOLIO_PATH } from "../../lib/routes";

const Intro = styled.div`
  padding: 3rem 0 0.5rem;
  background: ${vars.gradients.hero};

  ${media.md} {
    padding: 4.5rem 0 1rem;
  }

  h1 {
    font-size: ${vars.fontSizes["4xl"]};
    --title-base: -0.035em;
  }
`;

const Projects = styled.section`
  padding-bottom: ${vars.sectionSpace.mobile};
  background: linear-gradient(180deg, ${vars.colors.white} 0, ${vars.colors.surface} 16rem);

  ${media.md} {
    padding-bottom: ${vars.sectionSpace.desktop};
  }
`;

export interface PortfolioViewProps {
  title: string;
  intro?: string | null;
  projects: readonly ProjectCardData[];
  /** 1 is /realisation; PORTFOLIO_PAGE_SIZE cards each. */
  page?: number;
  pageCount?: number;
}

/** Past PORTFOLIO_PAGE_SIZE projects the cards go on at /realisation/2…, linked below the list. */
export const PortfolioView = ({ title, intro, projects, page = 1, pageCount = 1 }: PortfolioViewProps) => (
  <>
    <Intro>
      <Container>
        <SectionHeading level={1} eyebrow="Réalisations" title={title} intro={intro} />
      </Container>
    </Intro>
    <Projects aria-label="Tous nos projets">
      <Container>
        <ProjectList>
          {projects.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard project={project} headingLevel={2} eager={index === 0} renderNear={index >= 2} />
            </li>
          ))}
        </ProjectList>
        <ListingPager basePath={PORTFOLIO_PATH} label="Pages des réalisations" page={page} pageCount={pageCount} />
      </Container>
    </Projects>
  </>
);
