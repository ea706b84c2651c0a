import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { fitTitle } from "./fit-title";
import { renderNearViewport } from "../../styles/render-near";

/** The title's weight, in its CSS and in its tracking in the fallback face (src/lib/fonts/title-tracking.ts). */
const TITLE_WEIGHT = 800;

const Wrap = styled.header<{ $align: "left" | "center"; $onDark: boolean }>`
  display: grid;
  gap: 1rem;
  max-width: ${({ $align }) => ($align === "center" ? "44rem" : "40rem")};
  margin-top: 0;
  margin-inline: ${({ $align }) => ($align === "center" ? "auto" : "0")};
  margin-bottom: 2.5rem;
  text-align: ${({ $align }) => $align};
  justify-items: ${({ $align }) => ($align === "center" ? "center" : "start")};

  ${media.md} {
    margin-bottom: 3.5rem;
  }

  h1,
  h2 {
    font-size: ${vars.fontSizes["3xl"]};
    font-weight: ${TITLE_WEIGHT};
    color: ${({ $onDark }) => ($onDark ? vars.colors.onDark : vars.colors.ink)};
  }

  p {
    font-size: ${vars.fontSizes.lg};
    line-height: 1.6;
    color: ${({ $onDark }) => ($onDark ? vars.colors.onDarkMuted : vars.colors.inkSoft)};
    text-wrap: pretty;
  }
`;

export const Eyebrow = styled.span<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.8rem;
  border-radius: ${vars.radii.pill};
  background: ${({ $onDark }) => ($onDark ? "rgba(165, 180, 252, 0.12)" : vars.colors.accentTint)};
  color: ${({ $onDark }) => ($onDark ? vars.colors.accentOnDark : vars.colors.accent)};
  font-size: ${vars.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &::before {
    content: "";
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string | null;
  align?: "left" | "center";
  onDark?: boolean;
  /** h2 in sections; h1 for the one page heading. */
  level?: 1 | 2;
  id?: string;
}

export const SectionHeading = ({
  eyebrow,
  title,
  intro,
  align = "left",
  onDark = false,
  level = 2,
  id,
}: SectionHeadingProps) => {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <Wrap $align={align} $onDark={onDark}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      <Heading id={id} {...fitTitle(title, TITLE_WEIGHT)} />
      {intro && <p>{intro}</p>}
    </Wrap>
  );
};

const SectionBox = styled.section`
  position: relative;
  padding-block: ${vars.sectionSpace.mobile};
  background: ${vars.colors.white};
  color: ${vars.colors.ink};

  &[data-tone="surface"] {
    background: ${vars.colors.surface};
  }

  &[data-tone="dark"] {
    background: ${vars.gradients.dark};
    color: ${vars.colors.onDark};
  }

  ${media.md} {
    padding-block: ${vars.sectionSpace.desktop};
  }

  ${renderNearViewport(2000, 1400)}
`;

type SectionTone = "white" | "surface" | "dark";

/** Its tone is a data attribute, so its CSS is static; laid out only near the viewport unless `renderNear` is false. */
export const Section = ({
  $tone = "white",
  renderNear = true,
  ...props
}: React.ComponentProps<"section"> & { $tone?: SectionTone; renderNear?: boolean }) => (
  <SectionBox data-tone={$tone} data-render-near={renderNear ? "" : undefined} {...props} />
);
