import * as React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { Section, SectionHeading } from "../ui/SectionHeading";
import { ProjectCard, ProjectList, type ProjectCardData } from "../projects/ProjectCard";
import { PORTFOLIO_PATH } from "../../lib/routes";

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2.5rem;
`;

export interface ProjectsSectionProps {
  title: string;
  intro: string;
  projects: readonly ProjectCardData[];
}

export const ProjectsSection = ({ title, intro, projects }: ProjectsSectionProps) => (
  <Section id="projects" $tone="surface" aria-labelledby="projects-title">
    <Container>
      <SectionHeading id="projects-title" eyebrow="Réalisations" title={title} intro={intro} />
      <ProjectList>
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ProjectList>
      <More>
        <Button to={PORTFOLIO_PATH} size="lg" variant="default">
          Voir nos réalisations →
        </Button>
      </More>
    </Container>
  </Section>
);
