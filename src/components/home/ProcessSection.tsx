import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Reveal } from "../ui/Reveal";
import { Section, SectionHeading } from "../ui/SectionHeading";

export interface ProcessStepData {
  step: string;
  title: string;
  html: string;
}

const Steps = styled.ol`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }

  > li > div {
    display: flex;
    width: 100%;
  }
`;

const Step = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  width: 100%;
  padding: 1.75rem;
  border: 1px solid ${vars.colors.lineOnDark};
  border-radius: ${vars.radii.lg};
  background: rgba(255, 255, 255, 0.03);

  h3 {
    font-size: ${vars.fontSizes.lg};
    font-weight: 700;
    color: ${vars.colors.onDark};

    /* Titles of one or two lines: the texts start on the same line across the row. */
    ${media.lg} {
      min-height: 2.25em;
    }
  }

  div {
    font-size: ${vars.fontSizes.sm};
    line-height: 1.7;
    color: ${vars.colors.onDarkMuted};
  }
`;

const StepNumber = styled.span`
  font-family: ${vars.fonts.heading};
  font-size: 3rem;
  font-weight: 800;
  letter-spacing: -0.04em;
  line-height: 1;
  color: transparent;
  -webkit-text-stroke: 1.5px ${vars.colors.accentOnDark};
`;

const Label = styled.p`
  font-size: ${vars.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${vars.colors.accentOnDark};
`;

/** The number of a step label ('Étape 01' → '01'), or its position. */
const numberOf = (label: string, index: number): string =>
  label.match(/\d+/)?.[0] ?? String(index + 1).padStart(2, "0");

export interface ProcessSectionProps {
  title: string;
  intro: string;
  steps: readonly ProcessStepData[];
}

export const ProcessSection = ({ title, intro, steps }: ProcessSectionProps) => (
  <Section id="Processus" $tone="dark" aria-labelledby="process-title">
    <Container>
      <SectionHeading id="process-title" eyebrow="Processus" title={title} intro={intro} onDark />
      <Steps>
        {steps.map((step, index) => (
          <li key={step.step}>
            <Reveal delay={index * 0.08}>
              <Step>
                <StepNumber aria-hidden="true">{numberOf(step.step, index)}</StepNumber>
                <Label>{step.step}</Label>
                <h3>{step.title}</h3>
                <div dangerouslySetInnerHTML={{ __html: step.html }} />
              </Step>
            </Reveal>
          </li>
        ))}
      </Steps>
    </Container>
  </Section>
);
